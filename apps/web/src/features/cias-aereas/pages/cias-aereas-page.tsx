import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/Edit';
import Image from '@mui/icons-material/Image';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CIA_AEREA_MESSAGES } from '@skyler/domain/referencia';
import { useRef, useState } from 'react';
import { errorMessage } from '../../../api/api-error.ts';
import { CiaAereaLogo } from '../../../components/cia-aerea-logo.tsx';
import { AcaoLinha } from '../../../components/data-table/acao-linha.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { DebouncedField } from '../../../components/fields/debounced-field.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { StatusChip } from '../../../components/status-chip.tsx';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { AccessDeniedError } from '../../../lib/page-errors.ts';
import { useSnackbar } from '../../../lib/toast.tsx';
import { type CiaAerea, type CiasFiltros, useCiasAereasAdmin, useSaveLogoCia } from '../api/cias-aereas.ts';
import { CiaAereaFormDialog } from '../components/cia-aerea-form-dialog.tsx';

export const CIAS_TEXTS = {
  titulo: 'Companhias aéreas',
  buscar: 'Buscar por nome ou código',
  situacao: 'Situação',
  todas: 'Todas',
  ativas: 'Ativas',
  inativas: 'Inativas',
  vazio: 'Nenhuma companhia aérea encontrada.',
  nova: 'Nova companhia',
  editar: (nome: string) => `Editar ${nome}`,
  logo: (nome: string) => `Enviar logotipo de ${nome}`,
  erroLogo: 'Erro ao enviar o logotipo.',
} as const;

const POR_PAGINA = 15;

/** Airlines and their logos (administrators; decision 0042); anyone else sees "Sem permissão". */
export function CiasAereasPage() {
  const user = useCurrentUser();
  if (!user.is_superuser) throw new AccessDeniedError();
  return <CiasAereasConteudo />;
}

function CiasAereasConteudo() {
  const { enqueueSnackbar } = useSnackbar();
  const [filtros, setFiltros] = useState<CiasFiltros>({ q: '', ativo: '' });
  const [pagina, setPagina] = useState(1);
  const [editando, setEditando] = useState<CiaAerea | 'nova' | null>(null);
  const [logoDe, setLogoDe] = useState<CiaAerea | null>(null);
  const arquivo = useRef<HTMLInputElement>(null);
  const cias = useCiasAereasAdmin(filtros);
  const salvarLogo = useSaveLogoCia();
  const linhas = cias.data ?? [];
  const paginas = Math.max(1, Math.ceil(linhas.length / POR_PAGINA));
  const filtrar = (mudanca: Partial<CiasFiltros>) => {
    setFiltros((atual) => ({ ...atual, ...mudanca }));
    setPagina(1);
  };
  const escolherLogo = (cia: CiaAerea) => {
    setLogoDe(cia);
    arquivo.current?.click();
  };
  const enviarLogo = (file: File | undefined) => {
    if (!file || !logoDe) return;
    salvarLogo.mutate(
      { id: logoDe.id, arquivo: file },
      {
        onSuccess: () => enqueueSnackbar(CIA_AEREA_MESSAGES.logoSalvo, { variant: 'success' }),
        onError: (error) => enqueueSnackbar(errorMessage(error, CIAS_TEXTS.erroLogo), { variant: 'error' }),
      },
    );
  };
  const columns: DataTableColumn<CiaAerea>[] = [
    { key: 'logo', header: 'Logo', render: (c) => <CiaAereaLogo cia={c} size={32} /> },
    { key: 'nome', header: 'Nome', render: (c) => c.nome, layout: 'wrap' },
    { key: 'nome_resumido', header: 'Nome curto', render: (c) => c.nome_resumido },
    { key: 'iata', header: 'IATA', render: (c) => c.iata ?? '-' },
    { key: 'icao', header: 'ICAO', render: (c) => c.icao ?? '-' },
    { key: 'pais', header: 'País', render: (c) => c.pais ?? '-' },
    {
      key: 'ativo',
      header: 'Situação',
      render: (c) => <StatusChip label={c.ativo ? 'Ativa' : 'Inativa'} color={c.ativo ? 'verde' : 'cinza'} />,
    },
    {
      key: 'acoes',
      header: 'Ações',
      layout: 'nowrap',
      render: (c) => (
        <Box sx={{ display: 'flex' }}>
          <AcaoLinha label={CIAS_TEXTS.editar(c.nome)} onClick={() => setEditando(c)}>
            <Edit fontSize="small" />
          </AcaoLinha>
          <AcaoLinha
            label={CIAS_TEXTS.logo(c.nome)}
            disabled={salvarLogo.isPending}
            onClick={() => escolherLogo(c)}
          >
            <Image fontSize="small" />
          </AcaoLinha>
        </Box>
      ),
    },
  ];
  return (
    <>
      <PageHeader
        title={CIAS_TEXTS.titulo}
        breadcrumbs={[{ label: 'Administração' }, { label: CIAS_TEXTS.titulo }]}
        actions={
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditando('nova')}>
            {CIAS_TEXTS.nova}
          </Button>
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <DebouncedField
          label={CIAS_TEXTS.buscar}
          value={filtros.q}
          onChange={(q) => filtrar({ q })}
          loading={cias.isFetching}
        />
        <TextField
          select
          size="small"
          label={CIAS_TEXTS.situacao}
          value={filtros.ativo}
          onChange={(event) => filtrar({ ativo: event.target.value as CiasFiltros['ativo'] })}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{CIAS_TEXTS.todas}</MenuItem>
          <MenuItem value="true">{CIAS_TEXTS.ativas}</MenuItem>
          <MenuItem value="false">{CIAS_TEXTS.inativas}</MenuItem>
        </TextField>
      </Stack>
      <DataTable
        aria-label={CIAS_TEXTS.titulo}
        columns={columns}
        rows={linhas.slice((pagina - 1) * POR_PAGINA, pagina * POR_PAGINA)}
        page={Math.min(pagina, paginas)}
        pages={paginas}
        onPageChange={setPagina}
        loading={cias.isFetching}
        error={cias.error}
        emptyText={CIAS_TEXTS.vazio}
      />
      <input
        ref={arquivo}
        type="file"
        hidden
        accept="image/png,image/webp,image/svg+xml"
        aria-label="Arquivo do logotipo"
        onChange={(event) => {
          enviarLogo(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {editando ? (
        <CiaAereaFormDialog cia={editando === 'nova' ? null : editando} onClose={() => setEditando(null)} />
      ) : null}
    </>
  );
}

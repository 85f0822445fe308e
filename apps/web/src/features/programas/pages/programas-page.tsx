import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import ToggleOff from '@mui/icons-material/ToggleOff';
import ToggleOn from '@mui/icons-material/ToggleOn';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PROGRAMA_MESSAGES, PROGRAMA_TIPOS } from '@skyler/domain/referencia';
import { useState } from 'react';
import { errorMessage } from '../../../api/api-error.ts';
import { CiaAereaLogo } from '../../../components/cia-aerea-logo.tsx';
import { AcaoLinha } from '../../../components/data-table/acao-linha.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Secao } from '../../../components/secao.tsx';
import { StatusChip } from '../../../components/status-chip.tsx';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { AccessDeniedError } from '../../../lib/page-errors.ts';
import { useSnackbar } from '../../../lib/toast.tsx';
import {
  type ContaPropria,
  type Programa,
  useContasProprias,
  useDeletePrograma,
  useProgramasAdmin,
  useSaveContaPropria,
  useSavePrograma,
} from '../api/programas.ts';
import { ContaPropriaFormDialog } from '../components/conta-propria-form-dialog.tsx';
import { ProgramaFormDialog } from '../components/programa-form-dialog.tsx';

export const PROGRAMAS_TEXTS = {
  titulo: 'Programas de fidelidade',
  contas: 'Contas próprias da agência',
  vazio: 'Nenhum programa cadastrado.',
  semContas: 'Nenhuma conta própria cadastrada.',
  novo: 'Novo programa',
  novaConta: 'Nova conta',
  editar: (nome: string) => `Editar ${nome}`,
  desativar: (nome: string) => `Desativar ${nome}`,
  ativar: (nome: string) => `Ativar ${nome}`,
  excluir: (nome: string) => `Excluir ${nome}`,
  confirmarExclusao: (nome: string) => `Excluir o programa ${nome}?`,
  exclusaoAviso: 'Só um programa sem contas, tabela de milhas ou compras validadas pode ser excluído.',
  desativado: 'Desativado.',
  ativado: 'Ativado.',
  erro: 'Erro ao salvar.',
} as const;

const situacao = (ativo: boolean) => (
  <StatusChip label={ativo ? 'Ativo' : 'Inativo'} color={ativo ? 'verde' : 'cinza'} />
);

/** Loyalty programmes and the agency's own accounts (administrators; decision 0042). */
export function ProgramasPage() {
  const user = useCurrentUser();
  if (!user.is_superuser) throw new AccessDeniedError();
  return <ProgramasConteudo />;
}

function ProgramasConteudo() {
  const { enqueueSnackbar } = useSnackbar();
  const programas = useProgramasAdmin();
  const contas = useContasProprias();
  const salvarPrograma = useSavePrograma();
  const salvarConta = useSaveContaPropria();
  const excluir = useDeletePrograma();
  const [editando, setEditando] = useState<Programa | 'novo' | null>(null);
  const [editandoConta, setEditandoConta] = useState<ContaPropria | 'nova' | null>(null);
  const [excluindo, setExcluindo] = useState<Programa | null>(null);
  const avisar = (ativo: boolean) => ({
    onSuccess: () =>
      enqueueSnackbar(ativo ? PROGRAMAS_TEXTS.desativado : PROGRAMAS_TEXTS.ativado, { variant: 'success' }),
    onError: (error: unknown) =>
      enqueueSnackbar(errorMessage(error, PROGRAMAS_TEXTS.erro), { variant: 'error' }),
  });
  const alternarPrograma = (p: Programa) =>
    salvarPrograma.mutate(
      {
        id: p.id,
        dados: { nome: p.nome, tipo: p.tipo, cia_aerea: p.cia_aerea?.id ?? null, ativo: !p.ativo },
      },
      avisar(p.ativo),
    );
  const alternarConta = (c: ContaPropria) =>
    salvarConta.mutate(
      {
        id: c.id,
        dados: {
          programa: c.programa.id,
          numero_id_conta: c.numero_id_conta,
          titular: c.titular,
          ativo: !c.ativo,
        },
      },
      avisar(c.ativo),
    );
  const confirmarExclusao = () => {
    if (!excluindo) return;
    excluir.mutate(excluindo.id, {
      onSuccess: () => {
        enqueueSnackbar(PROGRAMA_MESSAGES.excluido, { variant: 'success' });
        setExcluindo(null);
      },
      onError: (error) => {
        enqueueSnackbar(errorMessage(error, PROGRAMAS_TEXTS.erro), { variant: 'error' });
        setExcluindo(null);
      },
    });
  };

  const colunasProgramas: DataTableColumn<Programa>[] = [
    { key: 'nome', header: 'Nome', render: (p) => p.nome, layout: 'wrap' },
    { key: 'tipo', header: 'Tipo', render: (p) => PROGRAMA_TIPOS.label(p.tipo) },
    {
      key: 'cia',
      header: 'Companhia aérea',
      render: (p) =>
        p.cia_aerea ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <CiaAereaLogo cia={p.cia_aerea} />
            <span>{p.cia_aerea.nome_resumido}</span>
          </Stack>
        ) : (
          '-'
        ),
    },
    { key: 'ativo', header: 'Situação', render: (p) => situacao(p.ativo) },
    {
      key: 'acoes',
      header: 'Ações',
      layout: 'nowrap',
      render: (p) => (
        <Box sx={{ display: 'flex' }}>
          <AcaoLinha label={PROGRAMAS_TEXTS.editar(p.nome)} onClick={() => setEditando(p)}>
            <Edit fontSize="small" />
          </AcaoLinha>
          <AcaoLinha
            label={p.ativo ? PROGRAMAS_TEXTS.desativar(p.nome) : PROGRAMAS_TEXTS.ativar(p.nome)}
            color={p.ativo ? 'error' : 'primary'}
            disabled={salvarPrograma.isPending}
            onClick={() => alternarPrograma(p)}
          >
            {p.ativo ? <ToggleOn fontSize="small" /> : <ToggleOff fontSize="small" />}
          </AcaoLinha>
          <AcaoLinha label={PROGRAMAS_TEXTS.excluir(p.nome)} color="error" onClick={() => setExcluindo(p)}>
            <DeleteOutlined fontSize="small" />
          </AcaoLinha>
        </Box>
      ),
    },
  ];
  const colunasContas: DataTableColumn<ContaPropria>[] = [
    { key: 'programa', header: 'Programa', render: (c) => c.programa.nome },
    { key: 'numero', header: 'Número da conta', render: (c) => c.numero_id_conta },
    { key: 'titular', header: 'Titular', render: (c) => c.titular, layout: 'wrap' },
    { key: 'ativo', header: 'Situação', render: (c) => situacao(c.ativo) },
    {
      key: 'acoes',
      header: 'Ações',
      layout: 'nowrap',
      render: (c) => (
        <Box sx={{ display: 'flex' }}>
          <AcaoLinha label={PROGRAMAS_TEXTS.editar(c.numero_id_conta)} onClick={() => setEditandoConta(c)}>
            <Edit fontSize="small" />
          </AcaoLinha>
          <AcaoLinha
            label={
              c.ativo
                ? PROGRAMAS_TEXTS.desativar(c.numero_id_conta)
                : PROGRAMAS_TEXTS.ativar(c.numero_id_conta)
            }
            color={c.ativo ? 'error' : 'primary'}
            disabled={salvarConta.isPending}
            onClick={() => alternarConta(c)}
          >
            {c.ativo ? <ToggleOn fontSize="small" /> : <ToggleOff fontSize="small" />}
          </AcaoLinha>
        </Box>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={PROGRAMAS_TEXTS.titulo}
        breadcrumbs={[{ label: 'Administração' }, { label: PROGRAMAS_TEXTS.titulo }]}
        actions={
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditando('novo')}>
            {PROGRAMAS_TEXTS.novo}
          </Button>
        }
      />
      <Secao titulo={PROGRAMAS_TEXTS.titulo}>
        <DataTable
          aria-label={PROGRAMAS_TEXTS.titulo}
          columns={colunasProgramas}
          rows={programas.data ?? []}
          loading={programas.isFetching}
          error={programas.error}
          emptyText={PROGRAMAS_TEXTS.vazio}
        />
      </Secao>
      <Secao titulo={PROGRAMAS_TEXTS.contas}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          <Button variant="outlined" startIcon={<Add />} onClick={() => setEditandoConta('nova')}>
            {PROGRAMAS_TEXTS.novaConta}
          </Button>
        </Box>
        <DataTable
          aria-label={PROGRAMAS_TEXTS.contas}
          columns={colunasContas}
          rows={contas.data ?? []}
          loading={contas.isFetching}
          error={contas.error}
          emptyText={PROGRAMAS_TEXTS.semContas}
        />
      </Secao>
      {editando ? (
        <ProgramaFormDialog
          programa={editando === 'novo' ? null : editando}
          onClose={() => setEditando(null)}
        />
      ) : null}
      {editandoConta ? (
        <ContaPropriaFormDialog
          conta={editandoConta === 'nova' ? null : editandoConta}
          programas={programas.data ?? []}
          onClose={() => setEditandoConta(null)}
        />
      ) : null}
      <ConfirmDialog
        open={excluindo !== null}
        title={excluindo ? PROGRAMAS_TEXTS.confirmarExclusao(excluindo.nome) : ''}
        message={PROGRAMAS_TEXTS.exclusaoAviso}
        confirmLabel="Excluir"
        confirmColor="error"
        loading={excluir.isPending}
        onCancel={() => setExcluindo(null)}
        onConfirm={confirmarExclusao}
      />
    </>
  );
}

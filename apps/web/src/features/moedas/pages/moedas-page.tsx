import Edit from '@mui/icons-material/Edit';
import History from '@mui/icons-material/History';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDate, hojeNaAgencia } from '@skyler/domain/formatters-basicos';
import {
  cambioDesatualizado,
  DIAS_UTEIS_CAMBIO,
  formatCambio,
  MOEDA_MESSAGES,
  podeAlterarCambio,
} from '@skyler/domain/moedas';
import { useState } from 'react';
import type { Moeda } from '../../../api/get-contexto-preco.ts';
import { AcaoLinha } from '../../../components/data-table/acao-linha.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { AccessDeniedError } from '../../../lib/page-errors.ts';
import { useMoedas } from '../api/moedas.ts';
import { CambioDialog } from '../components/cambio-dialog.tsx';
import { HistoricoDialog } from '../components/historico-dialog.tsx';

export const MOEDAS_TEXTS = {
  titulo: 'Moedas e câmbio',
  vazio: 'Nenhuma moeda cadastrada.',
  explicacao: `Valor de 1 unidade de cada moeda em reais, usado nas cotações feitas a partir de agora. Um câmbio com mais de ${DIAS_UTEIS_CAMBIO} dias úteis é marcado como desatualizado.`,
  editar: (sigla: string) => `Alterar câmbio ${sigla}`,
  historico: (sigla: string) => `Histórico do câmbio ${sigla}`,
  fixo: 'Sempre 1',
} as const;

/** The staleness warning: an icon and its text (in the text colour, for contrast), not colour alone. */
function Desatualizado() {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <WarningAmber fontSize="small" color="warning" aria-hidden />
      {MOEDA_MESSAGES.desatualizado}
    </Box>
  );
}

/** The currencies and their rates (decision 0041): administrators and finance edit them and read their history. */
export function MoedasPage() {
  const user = useCurrentUser();
  if (!podeAlterarCambio(user)) throw new AccessDeniedError();
  const moedas = useMoedas();
  // the row as the list holds it now: "Recarregar" after a stale write gives the dialog the current version
  const [editandoId, setEditandoId] = useState<number | null>(null);
  const editando = moedas.data?.find((m) => m.id === editandoId) ?? null;
  const [historico, setHistorico] = useState<Moeda | null>(null);
  const hoje = hojeNaAgencia();
  const real = (m: Moeda) => m.sigla.toUpperCase() === 'BRL';
  const columns: DataTableColumn<Moeda>[] = [
    { key: 'sigla', header: 'Sigla', render: (m) => m.sigla },
    { key: 'nome', header: 'Nome', render: (m) => m.nome, layout: 'wrap' },
    { key: 'cambio', header: 'Câmbio', align: 'right', render: (m) => `R$ ${formatCambio(m.cambio)}` },
    {
      key: 'cambio_data',
      header: 'Data do câmbio',
      render: (m) => (real(m) ? MOEDAS_TEXTS.fixo : formatDate(m.cambio_data)),
    },
    {
      key: 'situacao',
      header: 'Situação',
      render: (m) =>
        cambioDesatualizado({ sigla: m.sigla, cambio_data: m.cambio_data ?? null, hoje }) ? (
          <Desatualizado />
        ) : (
          ''
        ),
    },
    {
      key: 'acoes',
      header: 'Ações',
      layout: 'nowrap',
      render: (m) =>
        real(m) ? null : (
          <Box sx={{ display: 'flex' }}>
            <AcaoLinha label={MOEDAS_TEXTS.editar(m.sigla)} onClick={() => setEditandoId(m.id)}>
              <Edit fontSize="small" />
            </AcaoLinha>
            <AcaoLinha label={MOEDAS_TEXTS.historico(m.sigla)} onClick={() => setHistorico(m)}>
              <History fontSize="small" />
            </AcaoLinha>
          </Box>
        ),
    },
  ];
  return (
    <>
      <PageHeader title={MOEDAS_TEXTS.titulo} breadcrumbs={[{ label: MOEDAS_TEXTS.titulo }]} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {MOEDAS_TEXTS.explicacao}
      </Typography>
      <DataTable
        aria-label={MOEDAS_TEXTS.titulo}
        columns={columns}
        rows={moedas.data ?? []}
        loading={moedas.isFetching}
        error={moedas.error}
        emptyText={MOEDAS_TEXTS.vazio}
      />
      {editando ? <CambioDialog moeda={editando} onClose={() => setEditandoId(null)} /> : null}
      {historico ? <HistoricoDialog moeda={historico} onClose={() => setHistorico(null)} /> : null}
    </>
  );
}

import Alert from '@mui/material/Alert';
import { COTACAO_STATUS, type CotacaoView } from '@skyler/domain/cotacoes';
import { formatDateTime, formatId, formatMoney } from '@skyler/domain/formatters';
import { MINHA_AREA_MESSAGES as M } from '@skyler/domain/minha-area';
import { TIPOS_ORCAMENTO } from '@skyler/domain/orcamentos-regras';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { usePagedQuery } from '../../../components/data-table/use-paged-query.ts';
import { StatusChip } from '../../../components/status-chip.tsx';
import { pathTo } from '../../../config/routes.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';

export const MINHAS_COTACOES_PATH = '/api/cotacoes/minhas/';

const columns: DataTableColumn<CotacaoView>[] = [
  { key: 'id', header: 'ID', render: (c) => formatId(c.id) },
  {
    key: 'status',
    header: 'Status',
    render: (c) =>
      c.archived_at ? (
        <StatusChip label="Arquivada" color="cinza" />
      ) : (
        <StatusChip label={COTACAO_STATUS.label(c.status)} color={COTACAO_STATUS.cor(c.status)} />
      ),
  },
  {
    key: 'tipo',
    header: 'Tipo de serviço',
    render: (c) => TIPOS_ORCAMENTO.label(c.tipo_servico),
  },
  { key: 'descricao', header: 'Descrição', render: (c) => c.descricao || '-' },
  { key: 'orcamento', header: 'Orçamento', render: (c) => formatId(c.orcamento) },
  { key: 'venda', header: 'Venda', render: (c) => formatId(c.venda) },
  { key: 'valor', header: 'Valor final', align: 'right', render: (c) => formatMoney(c.valor_final) },
  { key: 'data', header: 'Cotada em', render: (c) => formatDateTime(c.data_hora_cotacao) },
];

/** Minha área › Minhas cotações: the quotes the user priced (the server knows whose). */
export function MinhasCotacoes() {
  const user = useCurrentUser();
  if (user.cliente) return <Alert severity="info">{M.nenhumaCotacao}</Alert>;
  return <CotacoesDoUsuario />;
}

function CotacoesDoUsuario() {
  const list = usePagedQuery<CotacaoView, 'cotacoes'>({
    area: 'cotacoes',
    path: MINHAS_COTACOES_PATH,
    listKey: 'cotacoes',
    filterKeys: [],
  });
  return (
    <DataTable
      aria-label="Minhas cotações"
      columns={columns}
      lista={list}
      emptyText={M.nenhumaCotacao}
      rowHref={(c) => pathTo('orcamento', { id: c.orcamento })}
    />
  );
}

import { formatDateTime, formatId } from '@skyler/domain/formatters';
import { VENDA_ERROS, VENDA_STATUS, type VendaDetalhada } from '@skyler/domain/vendas';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { usePagedQuery } from '../../../components/data-table/use-paged-query.ts';
import { StatusChip } from '../../../components/status-chip.tsx';
import { pathTo } from '../../../config/routes.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { clienteDaVenda } from '../../vendas/lib/cliente-da-venda.ts';

const columns: DataTableColumn<VendaDetalhada>[] = [
  { key: 'id', header: 'ID', render: (v) => formatId(v.id) },
  {
    key: 'status',
    header: 'Status',
    render: (v) => <StatusChip label={VENDA_STATUS.label(v.status)} color={VENDA_STATUS.cor(v.status)} />,
  },
  { key: 'cliente', header: 'Cliente', render: clienteDaVenda },
  { key: 'abertura', header: 'Abertura', render: (v) => formatDateTime(v.created_at) },
  { key: 'alteracao', header: 'Última alteração', render: (v) => formatDateTime(v.updated_at) },
];

/** The signed-in user's own sales. */
export function MinhasVendas() {
  const user = useCurrentUser();
  const list = usePagedQuery<VendaDetalhada, 'vendas'>({
    area: 'vendas',
    path: '/api/vendas/detailed/',
    listKey: 'vendas',
    filterKeys: [],
    fixedParams: { consultor: String(user.id) },
  });
  return (
    <DataTable
      aria-label="Minhas Vendas"
      columns={columns}
      rows={list.rows}
      getRowId={(v) => v.id}
      page={list.page}
      pages={list.pages}
      onPageChange={list.setPage}
      loading={list.isLoading}
      emptyText={VENDA_ERROS.nenhumaVenda}
      rowHref={user.cliente ? undefined : (v) => pathTo('venda-info', { id: v.id })}
    />
  );
}

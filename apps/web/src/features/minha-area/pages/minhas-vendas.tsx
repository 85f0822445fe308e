import { formatDateTime, formatId } from '@skyler/domain/formatters-basicos';
import type { VendaDetalhada } from '@skyler/domain/vendas';
import { VENDA_ERROS, VENDA_STATUS } from '@skyler/domain/vendas-regras';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { usePagedQuery } from '../../../components/data-table/use-paged-query.ts';
import { StatusChip } from '../../../components/status-chip.tsx';
import { pathTo } from '../../../config/routes.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { clienteDaVenda } from '../../vendas/index.ts';

const colunas: DataTableColumn<VendaDetalhada>[] = [
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

/**
 * The signed-in staff user's own sales: the ones they are the consultant of. A client account never reaches
 * Minha área (the guard sends it to the portal).
 */
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
      columns={colunas}
      lista={list}
      emptyText={VENDA_ERROS.nenhumaVenda}
      rowHref={(v) => pathTo('venda-info', { id: v.id })}
    />
  );
}

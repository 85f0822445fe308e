import { nomeCompleto } from '@skyler/domain/contatos';
import { formatDateTime, formatId } from '@skyler/domain/formatters-basicos';
import type { VendaDetalhada, VendaDoUsuarioCliente } from '@skyler/domain/vendas';
import { VENDA_ERROS, VENDA_STATUS } from '@skyler/domain/vendas-regras';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { usePagedQuery } from '../../../components/data-table/use-paged-query.ts';
import { StatusChip } from '../../../components/status-chip.tsx';
import { pathTo } from '../../../config/routes.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { clienteDaVenda } from '../../vendas/index.ts';

type Linha = Pick<VendaDetalhada, 'id' | 'status' | 'created_at' | 'updated_at'>;

const nome = (pessoa: { nome: string; sobrenome: string | null } | null) => nomeCompleto(pessoa) || '-';

function colunas<T extends Linha>(meio: DataTableColumn<T>[]): DataTableColumn<T>[] {
  return [
    { key: 'id', header: 'ID', render: (v) => formatId(v.id) },
    {
      key: 'status',
      header: 'Status',
      render: (v) => <StatusChip label={VENDA_STATUS.label(v.status)} color={VENDA_STATUS.cor(v.status)} />,
    },
    ...meio,
    { key: 'abertura', header: 'Abertura', render: (v) => formatDateTime(v.created_at) },
    { key: 'alteracao', header: 'Última alteração', render: (v) => formatDateTime(v.updated_at) },
  ];
}

const colunasDoConsultor = colunas<VendaDetalhada>([
  { key: 'cliente', header: 'Cliente', render: clienteDaVenda },
]);
const colunasDoCliente = colunas<VendaDoUsuarioCliente>([
  { key: 'cliente', header: 'Cliente', render: (v) => nome(v.cliente) },
  { key: 'consultor', header: 'Consultor', render: (v) => nome(v.consultor) },
]);

/** A customer account's own sales: the server knows whose they are, from the session. */
function VendasDoCliente() {
  const list = usePagedQuery<VendaDoUsuarioCliente, 'vendas'>({
    area: 'vendas',
    path: '/api/vendas/minhas/',
    listKey: 'vendas',
    filterKeys: [],
  });
  return (
    <DataTable
      aria-label="Minhas Vendas"
      columns={colunasDoCliente}
      lista={list}
      emptyText={VENDA_ERROS.nenhumaVenda}
    />
  );
}

/** A staff user's own sales: the ones they are the consultant of. */
function VendasDoConsultor({ consultor }: { consultor: number }) {
  const list = usePagedQuery<VendaDetalhada, 'vendas'>({
    area: 'vendas',
    path: '/api/vendas/detailed/',
    listKey: 'vendas',
    filterKeys: [],
    fixedParams: { consultor: String(consultor) },
  });
  return (
    <DataTable
      aria-label="Minhas Vendas"
      columns={colunasDoConsultor}
      lista={list}
      emptyText={VENDA_ERROS.nenhumaVenda}
      rowHref={(v) => pathTo('venda-info', { id: v.id })}
    />
  );
}

/** The signed-in user's own sales. */
export function MinhasVendas() {
  const user = useCurrentUser();
  return user.cliente ? <VendasDoCliente /> : <VendasDoConsultor consultor={user.id} />;
}

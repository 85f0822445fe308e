import Alert from '@mui/material/Alert';
import { formatDateTime, formatId } from '@skyler/domain/formatters-basicos';
import { MINHA_AREA_MESSAGES as M } from '@skyler/domain/minha-area';
import { ORCAMENTO_STATUS, ORCAMENTOS_PAGE_LINKS, TIPOS_ORCAMENTO } from '@skyler/domain/orcamentos';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { usePagedQuery } from '../../../components/data-table/use-paged-query.ts';
import { StatusChip } from '../../../components/status-chip.tsx';
import { pathTo } from '../../../config/routes.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import type { OrcamentoDetalhado } from '../../orcamentos/api/orcamentos-detalhado.ts';

export const MEUS_ORCAMENTOS_PATH = '/api/orcamentos/meus/';

const columns: DataTableColumn<OrcamentoDetalhado>[] = [
  { key: 'id', header: 'ID', render: (o) => formatId(o.id) },
  {
    key: 'status',
    header: 'Status',
    render: (o) => (
      <StatusChip label={ORCAMENTO_STATUS.label(o.status)} color={ORCAMENTO_STATUS.cor(o.status)} />
    ),
  },
  { key: 'tipo', header: 'Tipo de serviço', render: (o) => TIPOS_ORCAMENTO.label(o.tipo_servico) },
  { key: 'descricao', header: 'Descrição', render: (o) => o.descricao || '-' },
  { key: 'venda', header: 'Venda', render: (o) => formatId(o.venda) },
  { key: 'cliente', header: 'Cliente', render: (o) => o.venda_cliente ?? '-' },
  { key: 'criado', header: 'Solicitado em', render: (o) => formatDateTime(o.created_at) },
];

/** Minha área › Meus orçamentos: the requests of the user's sales or that they requested (the server knows whose). */
export function MeusOrcamentos() {
  const user = useCurrentUser();
  if (user.cliente) return <Alert severity="info">{M.nenhumOrcamento}</Alert>;
  return <OrcamentosDoUsuario />;
}

function OrcamentosDoUsuario() {
  const list = usePagedQuery<OrcamentoDetalhado, 'orcamentos'>({
    area: 'orcamentos',
    path: MEUS_ORCAMENTOS_PATH,
    listKey: 'orcamentos',
    filterKeys: [],
  });
  return (
    <DataTable
      aria-label="Meus orçamentos"
      columns={columns}
      rows={list.rows}
      getRowId={(o) => o.id}
      page={list.page}
      pages={list.pages}
      onPageChange={list.setPage}
      visiblePages={ORCAMENTOS_PAGE_LINKS}
      loading={list.isLoading}
      error={list.error}
      emptyText={M.nenhumOrcamento}
      rowHref={(o) => pathTo('orcamento', { id: o.id })}
    />
  );
}

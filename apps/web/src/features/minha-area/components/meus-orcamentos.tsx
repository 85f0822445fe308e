import Alert from '@mui/material/Alert';
import { formatId } from '@skyler/domain/formatters-basicos';
import { MINHA_AREA_MESSAGES as M } from '@skyler/domain/minha-area';
import { ORCAMENTOS_PAGE_LINKS } from '@skyler/domain/orcamentos';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { usePagedQuery } from '../../../components/data-table/use-paged-query.ts';
import { pathTo } from '../../../config/routes.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import type { OrcamentoDetalhado } from '../../orcamentos/index.ts';
import { ORCAMENTO_COLUNAS } from '../../orcamentos/index.ts';

export const MEUS_ORCAMENTOS_PATH = '/api/orcamentos/meus/';

const columns: DataTableColumn<OrcamentoDetalhado>[] = [
  ORCAMENTO_COLUNAS.id,
  ORCAMENTO_COLUNAS.status,
  ORCAMENTO_COLUNAS.tipo,
  { key: 'descricao', header: 'Descrição', render: (o) => o.descricao || '-' },
  { key: 'venda', header: 'Venda', render: (o) => formatId(o.venda) },
  { key: 'cliente', header: 'Cliente', render: (o) => o.venda_cliente ?? '-' },
  ORCAMENTO_COLUNAS.solicitadoEm,
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
      lista={list}
      visiblePages={ORCAMENTOS_PAGE_LINKS}
      emptyText={M.nenhumOrcamento}
      rowHref={(o) => pathTo('orcamento', { id: o.id })}
    />
  );
}

import Alert from '@mui/material/Alert';
import { formatDateTime, formatId } from '@skyler/domain/formatters-basicos';
import { type Log, logTipoLabel } from '@skyler/domain/logs';
import { descricaoAtividade, MINHA_AREA_MESSAGES as M } from '@skyler/domain/minha-area';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { usePagedQuery } from '../../../components/data-table/use-paged-query.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { linkDaAtividade } from '../lib/link-da-atividade.ts';

export const MINHAS_ATIVIDADES_PATH = '/api/logs/meus/';

const columns: DataTableColumn<Log>[] = [
  { key: 'tipo', header: 'Tipo', render: (l) => logTipoLabel(l.tipo) },
  { key: 'venda', header: 'Venda', render: (l) => (l.venda === null ? '-' : formatId(l.venda)) },
  { key: 'data', header: 'Data', render: (l) => formatDateTime(l.created_at) },
  { key: 'descricao', header: 'Descrição', render: descricaoAtividade },
];

/** Minha área › Minhas atividades: the user's own audit rows, newest first (the server knows whose). */
export function MinhasAtividades() {
  const user = useCurrentUser();
  if (user.cliente) return <Alert severity="info">{M.nenhumaAtividade}</Alert>;
  return <AtividadesDoUsuario />;
}

function AtividadesDoUsuario() {
  const list = usePagedQuery<Log, 'logs'>({
    area: 'logs',
    path: MINHAS_ATIVIDADES_PATH,
    listKey: 'logs',
    filterKeys: [],
  });
  return (
    <DataTable
      aria-label="Minhas atividades"
      columns={columns}
      lista={list}
      emptyText={M.nenhumaAtividade}
      rowHref={(l) => linkDaAtividade(l) ?? ''}
    />
  );
}

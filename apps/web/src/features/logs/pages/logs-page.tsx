import Visibility from '@mui/icons-material/Visibility';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatDateTime, formatId } from '@skyler/domain/formatters-basicos';
import { LOG_MESSAGES, LOG_TIPO_LABELS, type Log, logTipoLabel } from '@skyler/domain/logs';
import { belongsTo } from '@skyler/domain/permissions';
import { useState } from 'react';
import { nomeUsuario, useUsuariosAtivos } from '../../../api/get-usuarios.ts';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { FiltroSelect } from '../../../components/data-table/filtro-select.tsx';
import { usePagedQuery } from '../../../components/data-table/use-paged-query.ts';
import { DateField } from '../../../components/fields/date-field.tsx';
import { DebouncedField } from '../../../components/fields/debounced-field.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { LogDialog } from '../components/log-dialog.tsx';

const FILTROS = ['tipo', 'venda', 'usuario', 'data_inicio', 'data_fim'] as const;
const TIPOS = Object.entries(LOG_TIPO_LABELS).map(([value, label]) => ({ value, label }));

export const LOGS_TEXTOS = {
  escopo: 'Você vê os registros das vendas e os seus próprios. A trilha completa é do financeiro.',
} as const;

/**
 * The audit trail for every staff user (decision 0011): financeiro (admins included) reads all of it, everyone
 * else the rows of the sales and their own, as the server answers.
 */
export function LogsPage() {
  const user = useCurrentUser();
  return (
    <>
      <PageHeader title="Logs" breadcrumbs={[{ label: 'Logs' }]} />
      {belongsTo(user, 'financeiro') ? null : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {LOGS_TEXTOS.escopo}
        </Typography>
      )}
      <LogsLista />
    </>
  );
}

function LogsLista() {
  const [aberto, setAberto] = useState<number | null>(null);
  const usuarios = useUsuariosAtivos().data ?? [];
  const list = usePagedQuery<Log, 'logs'>({
    area: 'logs',
    path: '/api/logs/',
    listKey: 'logs',
    filterKeys: FILTROS,
  });
  const filtro = (key: (typeof FILTROS)[number]) => String(list.filters[key] ?? '');
  const columns: DataTableColumn<Log>[] = [
    { key: 'id', header: 'ID', render: (l) => formatId(l.id) },
    { key: 'tipo', header: 'Tipo', render: (l) => logTipoLabel(l.tipo) },
    { key: 'venda', header: 'Venda ID', render: (l) => (l.venda === null ? '-' : formatId(l.venda)) },
    { key: 'usuario', header: 'Usuário', render: (l) => nomeUsuario(l.usuario) },
    { key: 'data', header: 'Data', render: (l) => formatDateTime(l.created_at) },
    {
      key: 'acoes',
      header: 'Ações',
      align: 'center',
      render: (l) => (
        <Tooltip title="Ver log">
          <IconButton size="small" aria-label={`Ver log ${l.id}`} onClick={() => setAberto(l.id)}>
            <Visibility fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    },
  ];
  return (
    <>
      <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap' }} useFlexGap>
        <FiltroSelect lista={list} nome="tipo" label="Tipo" opcoes={TIPOS} minWidth={200} />
        <DebouncedField
          label="Venda ID"
          value={filtro('venda')}
          onChange={(venda) => list.setFilters({ venda: venda.replace(/\D/g, '') })}
          loading={list.isLoading}
        />
        <FiltroSelect
          lista={list}
          nome="usuario"
          label="Usuário"
          opcoes={usuarios.map((u) => ({ value: String(u.id), label: nomeUsuario(u) }))}
          minWidth={200}
        />
        <DateField
          size="small"
          label="De"
          value={filtro('data_inicio') || null}
          onChange={(data) => list.setFilters({ data_inicio: data })}
          sx={{ width: 160 }}
        />
        <DateField
          size="small"
          label="Até"
          value={filtro('data_fim') || null}
          onChange={(data) => list.setFilters({ data_fim: data })}
          sx={{ width: 160 }}
        />
      </Stack>
      <DataTable
        aria-label="Logs"
        columns={columns}
        lista={list}
        emptyText={LOG_MESSAGES.vazio}
        onClearFilters={list.hasFilters ? list.clearFilters : undefined}
      />
      {aberto !== null ? <LogDialog id={aberto} onClose={() => setAberto(null)} /> : null}
    </>
  );
}

import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Visibility from '@mui/icons-material/Visibility';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatDateTime, formatId } from '@skyler/domain/formatters-basicos';
import {
  NOTIFICACAO_MESSAGES,
  NOTIFICACAO_TIPO_LABELS,
  NOTIFICACAO_TIPOS,
  type Notificacao,
  tituloAgrupado,
} from '@skyler/domain/notificacoes';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useFornecedoresSimples, useProvedoresSimples } from '../../../api/get-listas-simples.ts';
import { nomeUsuario, useConsultores } from '../../../api/get-usuarios.ts';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { FiltroSelect, opcoesPorNome } from '../../../components/data-table/filtro-select.tsx';
import { usePagedQuery } from '../../../components/data-table/use-paged-query.ts';
import { DebouncedField } from '../../../components/fields/debounced-field.tsx';
import { pathTo } from '../../../config/routes.ts';
import { useSnackbar } from '../../../lib/toast.tsx';
import { LogDialog } from '../../logs/index.ts';
import { useMarcarTodasLidas } from '../api/marcar-todas-lidas.ts';
import { type CampoNotificacao, useToggleNotificacao } from '../api/notificacoes.ts';
import { IdsLinks } from './ids-links.tsx';

const TIPOS = NOTIFICACAO_TIPOS.map((tipo) => ({ value: tipo, label: NOTIFICACAO_TIPO_LABELS[tipo] }));
const FILTROS_VENDA = ['importante', 'lido', 'tipo'] as const;
const FILTROS_GLOBAIS = [...FILTROS_VENDA, 'consultor', 'id_venda', 'fornecedor', 'provedor'] as const;

const nomeCliente = (c: Notificacao['cliente']) => (c ? `${c.nome} ${c.sobrenome ?? ''}`.trim() : '-');

/**
 * Notifications, newest first, 15 per page with 7 page links: the global screen
 * (`venda` absent) or one sale's tab.
 */
export function NotificacoesLista({ venda }: { venda?: number }) {
  const { enqueueSnackbar } = useSnackbar();
  const toggle = useToggleNotificacao();
  const marcarTodas = useMarcarTodasLidas();
  const [log, setLog] = useState<number | null>(null);
  const global = venda === undefined;
  const consultores = useConsultores({ enabled: global }).opcoes;
  const fornecedores = useFornecedoresSimples({ enabled: global }).data ?? [];
  const provedores = useProvedoresSimples({ enabled: global }).data ?? [];
  const list = usePagedQuery<Notificacao, 'notificacoes'>({
    area: 'notificacoes',
    path: global ? '/api/notificacoes/detailed/' : `/api/vendas/${venda}/notificacoes/`,
    listKey: 'notificacoes',
    filterKeys: global ? FILTROS_GLOBAIS : FILTROS_VENDA,
  });
  const filtro = (key: string) => String(list.filters[key] ?? '');
  const alternar = (id: number, campo: CampoNotificacao) =>
    toggle.mutate(
      { id, campo },
      { onError: () => enqueueSnackbar(NOTIFICACAO_MESSAGES.erroStatus, { variant: 'error' }) },
    );

  const columns: DataTableColumn<Notificacao>[] = [
    { key: 'criado', header: 'Criado em', render: (n) => formatDateTime(n.created_at) },
    {
      key: 'titulo',
      header: 'Título',
      render: (n) => (
        <>
          <span style={{ fontWeight: n.lido ? undefined : 600 }}>{tituloAgrupado(n.title, n.vezes)}</span>
          {n.autor ? (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              por {nomeUsuario(n.autor)}
              {n.vezes > 1 ? `, a última em ${formatDateTime(n.atualizada_em)}` : ''}
            </Typography>
          ) : null}
        </>
      ),
    },
    { key: 'consultor', header: 'Consultor', render: (n) => nomeUsuario(n.consultor), hideBelow: 'xl' },
    {
      key: 'venda',
      header: 'Venda',
      render: (n) =>
        n.venda === null ? (
          '-'
        ) : (
          <Link component={RouterLink} to={pathTo('venda-info', { id: n.venda })}>
            {formatId(n.venda)}
          </Link>
        ),
    },
    { key: 'tipo', header: 'Tipo', render: (n) => NOTIFICACAO_TIPO_LABELS[n.context] },
    { key: 'ids', header: 'ids', render: (n) => <IdsLinks ids={n.ids} />, hideBelow: 'xl' },
    { key: 'cliente', header: 'Cliente', render: (n) => nomeCliente(n.cliente) },
    {
      key: 'acoes',
      header: 'Ações',
      align: 'center',
      render: (n) => (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'center' }}>
          <Tooltip title={n.importante ? 'Desmarcar importante' : 'Marcar importante'}>
            <IconButton
              size="small"
              aria-label={`Importante ${n.id}`}
              aria-pressed={n.importante}
              onClick={() => alternar(n.id, 'importante')}
            >
              {n.importante ? <Star fontSize="small" color="warning" /> : <StarBorder fontSize="small" />}
            </IconButton>
          </Tooltip>
          <Tooltip title={n.lido ? 'Marcar como não lida' : 'Marcar como lida'}>
            <IconButton
              size="small"
              aria-label={`Lida ${n.id}`}
              aria-pressed={n.lido}
              onClick={() => alternar(n.id, 'lido')}
            >
              {n.lido ? (
                <CheckCircle fontSize="small" color="success" />
              ) : (
                <RadioButtonUnchecked fontSize="small" />
              )}
            </IconButton>
          </Tooltip>
          <Tooltip title="Ver log">
            <span>
              <IconButton
                size="small"
                aria-label={`Ver log ${n.id}`}
                disabled={n.log === null}
                onClick={() => setLog(n.log)}
              >
                <Visibility fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
      ),
    },
  ];

  return (
    <>
      <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
        <FormControlLabel
          label="Somente importantes"
          control={
            <Checkbox
              checked={filtro('importante') === 'true'}
              onChange={(e) => list.setFilters({ importante: e.target.checked ? 'true' : null })}
            />
          }
        />
        <FormControlLabel
          label="Somente lidas"
          control={
            <Checkbox
              checked={filtro('lido') === 'true'}
              onChange={(e) => list.setFilters({ lido: e.target.checked ? 'true' : null })}
            />
          }
        />
        <FiltroSelect lista={list} nome="tipo" label="Tipo" opcoes={TIPOS} minWidth={180} />
        {global ? (
          <>
            <Button
              variant="outlined"
              size="small"
              loading={marcarTodas.isPending}
              onClick={() =>
                marcarTodas.mutate(undefined, {
                  onSuccess: () => enqueueSnackbar(NOTIFICACAO_MESSAGES.todasLidas, { variant: 'success' }),
                  onError: () => enqueueSnackbar(NOTIFICACAO_MESSAGES.erroTodasLidas, { variant: 'error' }),
                })
              }
            >
              Marcar todas como lidas
            </Button>
            <Link component={RouterLink} to={pathTo('notificacoes-preferencias')}>
              Preferências de notificação
            </Link>
            <FiltroSelect
              label="Consultor"
              lista={list}
              nome="consultor"
              opcoes={consultores}
              minWidth={180}
            />
            <FiltroSelect
              lista={list}
              nome="fornecedor"
              label="Fornecedor"
              opcoes={opcoesPorNome(fornecedores)}
              minWidth={180}
            />
            <FiltroSelect
              lista={list}
              nome="provedor"
              label="Provedor"
              opcoes={opcoesPorNome(provedores)}
              minWidth={180}
            />
            <DebouncedField
              label="ID da venda"
              value={filtro('id_venda')}
              onChange={(id) => list.setFilters({ id_venda: id.replace(/\D/g, '') })}
              loading={list.isLoading}
            />
          </>
        ) : null}
      </Stack>
      <DataTable
        aria-label="Notificações"
        columns={columns}
        lista={list}
        visiblePages={7}
        emptyText={NOTIFICACAO_MESSAGES.vazio}
        onClearFilters={list.hasFilters ? list.clearFilters : undefined}
      />
      {log !== null ? <LogDialog id={log} onClose={() => setLog(null)} /> : null}
    </>
  );
}

import Notifications from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { DeferredTooltip as Tooltip } from '../../../components/deferred-tooltip.tsx';
import { pathTo } from '../../../config/routes.ts';
import { getNaoLidas, type NaoLidas, naoLidasKey } from '../api/notificacoes.ts';

/** the badge shows up to this count, then "99+" */
const BADGE_MAX = 99;

/** Unread notifications of the signed-in user: read once, then kept live by the event stream. */
export function NotificacoesSino() {
  const client = useQueryClient();
  const naoLidas = useQuery({ queryKey: naoLidasKey, queryFn: ({ signal }) => getNaoLidas({ signal }) });

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/notificacoes/stream/');
    source.addEventListener('nao_lidas', (e) =>
      client.setQueryData<NaoLidas>(naoLidasKey, JSON.parse((e as MessageEvent).data) as NaoLidas),
    );
    return () => source.close();
  }, [client]);

  const total = naoLidas.data?.nao_lidas ?? 0;
  // the name holds what the badge shows ("99+"), as screen readers and voice control read it
  const label =
    total === 1
      ? '1 notificação não lida'
      : total > BADGE_MAX
        ? `${BADGE_MAX}+ notificações não lidas (${total})`
        : `${total} notificações não lidas`;
  return (
    <Tooltip title="Notificações">
      <IconButton color="inherit" component={RouterLink} to={pathTo('notificacoes')} aria-label={label}>
        <Badge badgeContent={total} color="error" max={BADGE_MAX}>
          <Notifications />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}

import Notifications from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { pathTo } from '../../../config/routes.ts';
import { getNaoLidas, type NaoLidas, naoLidasKey } from '../api/notificacoes.ts';

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
  const label = total === 1 ? '1 notificação não lida' : `${total} notificações não lidas`;
  return (
    <Tooltip title="Notificações">
      <IconButton color="inherit" component={RouterLink} to={pathTo('notificacoes')} aria-label={label}>
        <Badge badgeContent={total} color="error" max={99}>
          <Notifications />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}

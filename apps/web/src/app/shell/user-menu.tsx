import Logout from '@mui/icons-material/Logout';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import Person from '@mui/icons-material/Person';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { User } from '@skyler/domain/auth';
import { initials } from '@skyler/domain/auth-regras';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { pathTo } from '../../config/routes.ts';
import { useLogout } from '../../features/auth/api/logout.ts';
import { useSnackbar } from '../../lib/toast.tsx';

export const TOKEN_COPIED_MESSAGE = 'Texto copiado com sucesso!';
export const TOKEN_COPY_FAILED_MESSAGE = 'Houve algum problema ao tentar copiar o texto.';

export function UserMenu({ user }: { user: User }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const navigate = useNavigate();
  const logout = useLogout();
  const { enqueueSnackbar } = useSnackbar();
  const fullName = `${user.nome} ${user.sobrenome}`.trim();
  const userInitials = initials(user);

  const close = () => setAnchor(null);

  const copyToken = async (token: string) => {
    close();
    try {
      await navigator.clipboard.writeText(token);
      enqueueSnackbar(TOKEN_COPIED_MESSAGE, { variant: 'success' });
    } catch {
      enqueueSnackbar(TOKEN_COPY_FAILED_MESSAGE, { variant: 'error' });
    }
  };

  const signOut = () => {
    close();
    logout.mutate(undefined, { onSettled: () => navigate(pathTo('login'), { replace: true }) });
  };

  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={`${userInitials} (${fullName})`}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        size="small"
      >
        <Avatar sx={{ bgcolor: 'secondary.main', width: 36, height: 36, fontSize: 15 }}>
          {initials(user)}
        </Avatar>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Typography variant="subtitle2" sx={{ px: 2, py: 1 }}>
          {fullName}
        </Typography>
        {user.id_token ? (
          <MenuItem onClick={() => copyToken(user.id_token ?? '')} title="Copiar token">
            <Typography variant="body2" sx={{ maxWidth: 320, wordBreak: 'break-all' }}>
              Token: {user.id_token}
            </Typography>
          </MenuItem>
        ) : null}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            navigate(pathTo('minha-conta'));
          }}
        >
          <ListItemIcon>
            <Person fontSize="small" />
          </ListItemIcon>
          Minha conta
        </MenuItem>
        {user.cliente ? null : (
          <MenuItem
            onClick={() => {
              close();
              navigate(pathTo('notificacoes-preferencias'));
            }}
          >
            <ListItemIcon>
              <NotificationsActive fontSize="small" />
            </ListItemIcon>
            Preferências de notificação
          </MenuItem>
        )}
        <MenuItem onClick={signOut} disabled={logout.isPending}>
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          Logout
        </MenuItem>
      </Menu>
    </>
  );
}

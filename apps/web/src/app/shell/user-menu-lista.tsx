import Logout from '@mui/icons-material/Logout';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import Person from '@mui/icons-material/Person';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { User } from '@skyler/domain/auth';

/** The user menu's list, loaded on the avatar's first hover, focus or click (not part of a page's first load). */
export default function UserMenuLista({
  user,
  menuId,
  anchor,
  fullName,
  close,
  copyToken,
  irPara,
  signOut,
  saindo,
}: {
  user: User;
  menuId: string;
  anchor: HTMLElement | null;
  fullName: string;
  close: () => void;
  copyToken: (token: string) => void;
  irPara: (rota: 'minha-conta' | 'notificacoes-preferencias') => void;
  signOut: () => void;
  saindo: boolean;
}) {
  return (
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
      <MenuItem onClick={() => irPara('minha-conta')}>
        <ListItemIcon>
          <Person fontSize="small" />
        </ListItemIcon>
        Minha conta
      </MenuItem>
      {user.cliente ? null : (
        <MenuItem onClick={() => irPara('notificacoes-preferencias')}>
          <ListItemIcon>
            <NotificationsActive fontSize="small" />
          </ListItemIcon>
          Preferências de notificação
        </MenuItem>
      )}
      <MenuItem onClick={signOut} disabled={saindo}>
        <ListItemIcon>
          <Logout fontSize="small" />
        </ListItemIcon>
        Logout
      </MenuItem>
    </Menu>
  );
}

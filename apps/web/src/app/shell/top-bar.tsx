import MenuIcon from '@mui/icons-material/Menu';
import MenuOpen from '@mui/icons-material/MenuOpen';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import type { User } from '@skyler/domain/auth';
import { canReachRestrictedRoute } from '@skyler/domain/permissions';
import { Link as RouterLink } from 'react-router';
import { APP_NAME } from '../../config/app.ts';
import { pathTo } from '../../config/routes.ts';
import { NotificacoesSino } from '../../features/notificacoes/components/notificacoes-sino.tsx';
import { UserMenu } from './user-menu.tsx';

type TopBarProps = { user: User; menuExpanded: boolean; onToggleMenu: () => void };

export function TopBar({ user, menuExpanded, onToggleMenu }: TopBarProps) {
  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar>
        <IconButton
          color="inherit"
          edge="start"
          onClick={onToggleMenu}
          aria-label={menuExpanded ? 'Recolher menu' : 'Abrir menu'}
          aria-expanded={menuExpanded}
          sx={{ mr: 2 }}
        >
          {menuExpanded ? <MenuOpen /> : <MenuIcon />}
        </IconButton>
        <Link
          component={RouterLink}
          to={pathTo('home')}
          color="inherit"
          underline="none"
          variant="h6"
          sx={{ fontWeight: 600 }}
        >
          {APP_NAME}
        </Link>
        <Box sx={{ flexGrow: 1 }} />
        {canReachRestrictedRoute(user, 'notificacoes') ? <NotificacoesSino /> : null}
        <UserMenu user={user} />
      </Toolbar>
    </AppBar>
  );
}

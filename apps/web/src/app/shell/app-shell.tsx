import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense } from 'react';
import { Navigate, Outlet, useNavigation } from 'react-router';
import { signedInUser, useWhoami } from '../../api/get-whoami.ts';
import { ProgressBar } from '../../components/progress-bar.tsx';
import { pathTo } from '../../config/routes.ts';
import { CurrentUserProvider } from '../../lib/current-user.tsx';
import { PageLoading } from '../page-loading.tsx';
import { SideMenu } from './side-menu.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';
import { TopBar } from './top-bar.tsx';
import { useMenuState } from './use-menu-state.ts';

/** Top bar, side menu and the open page, for signed-in users (login and otp have no shell). */
export function AppShell() {
  const { data: auth } = useWhoami();
  const user = signedInUser(auth);
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const menu = useMenuState();
  const navigation = useNavigation();

  if (!user) return <Navigate to={pathTo('login')} replace />;

  const menuExpanded = isWide ? !menu.collapsed : menu.mobileOpen;

  return (
    <CurrentUserProvider user={user}>
      <Box sx={{ display: 'flex', minHeight: '100vh' }}>
        <SkipLink />
        <TopBar
          user={user}
          menuExpanded={menuExpanded}
          onToggleMenu={isWide ? menu.toggleCollapsed : menu.toggleMobile}
        />
        {navigation.state === 'loading' ? (
          <ProgressBar color="secondary" label="Carregando página" fixed />
        ) : null}
        <SideMenu
          user={user}
          variant={isWide ? 'permanent' : 'temporary'}
          collapsed={menu.collapsed}
          open={menu.mobileOpen}
          onClose={menu.closeMobile}
        />
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 }, '&:focus': { outline: 'none' } }}
        >
          <Toolbar />
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </CurrentUserProvider>
  );
}

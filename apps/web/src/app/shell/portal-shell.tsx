import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { Suspense } from 'react';
import { Navigate, Outlet, Link as RouterLink, useNavigation } from 'react-router';
import { signedInUser, useWhoami } from '../../api/get-whoami.ts';
import { ProgressBar } from '../../components/progress-bar.tsx';
import { pathTo } from '../../config/routes.ts';
import { CurrentUserProvider } from '../../lib/current-user.tsx';
import { PageLoading } from '../page-loading.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';
import { UserMenu } from './user-menu.tsx';

/**
 * The client's portal frame: a top bar with the account's menu and one narrow column, made for a phone first
 * (no side menu: a client has only their trips and their account).
 */
export function PortalShell() {
  const { data: auth } = useWhoami();
  const user = signedInUser(auth);
  const navigation = useNavigation();
  if (!user) return <Navigate to={pathTo('login')} replace />;
  return (
    <CurrentUserProvider user={user}>
      <SkipLink />
      <AppBar position="sticky">
        <Toolbar>
          <Link
            component={RouterLink}
            to={pathTo('portal')}
            color="inherit"
            underline="none"
            variant="h6"
            sx={{ fontWeight: 600, flexGrow: 1 }}
          >
            Minhas viagens
          </Link>
          <UserMenu user={user} />
        </Toolbar>
      </AppBar>
      {navigation.state === 'loading' ? (
        <ProgressBar color="secondary" label="Carregando página" fixed />
      ) : null}
      <Container
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        maxWidth="sm"
        sx={{ py: 2, px: { xs: 1.5, sm: 2 }, '&:focus': { outline: 'none' } }}
      >
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Container>
      <Box component="footer" sx={{ height: 16 }} />
    </CurrentUserProvider>
  );
}

import type { QueryClient } from '@tanstack/react-query';
import { setUnauthorizedHandler } from '../api/client.ts';
import { queryKeys } from '../api/query-keys.ts';
import { pathTo, ROUTE_LIST } from '../config/routes.ts';
import type { AppRouter } from './router.tsx';

const OUTSIDE_SESSION = new Set(
  ROUTE_LIST.filter((r) => r.access === 'public' || r.access === 'login' || r.access === 'otp').map(
    (r) => r.path,
  ),
);

/**
 * A 401 means the session ended on the server: forget who the user was (the guard asks again)
 * and go back to login.
 */
export function watchSession(queryClient: QueryClient, router: AppRouter): () => void {
  setUnauthorizedHandler(() => {
    queryClient.removeQueries({ queryKey: queryKeys.auth.whoami() });
    if (!OUTSIDE_SESSION.has(router.state.location.pathname)) void router.navigate(pathTo('login'));
  });
  return () => setUnauthorizedHandler(null);
}

/**
 * What index.html does for a route before the app's code arrives (decision 0059), read by the build
 * (`vite-first-load.ts`), which writes it into the page's inline script:
 * - `requests`: the GETs the route's page makes first, started with the HTML; the API client takes their
 *   answers instead of asking again (`api/early-requests.ts`). Written as the client builds them
 *   (`/api/vendas/detailed/?page=1`), only for the address without a query string; with the page's query
 *   key, under which the route's loader puts the answer in the cache before the page first draws, so that
 *   the page's first render (inside the router's transition) already holds the rows;
 * - `modules`: the route's lazy modules (layouts and page), preloaded with their imports
 *   (`<link rel=modulepreload>`) instead of being discovered one after the other.
 * Every page asks who the user is first: `WHOAMI_URL` starts on every address.
 * No imports: the build reads this module as it is.
 */
export type FirstLoadRequest = { url: string; queryKey: readonly unknown[] };
export type FirstLoadRoute = { modules: readonly string[]; requests: readonly FirstLoadRequest[] };

export const WHOAMI_URL = '/api/whoami/';

/** The shell's layouts, around every signed-in page. */
const SHELL_MODULES = ['src/app/ui-providers.tsx', 'src/app/shell/app-shell.tsx'] as const;

export const FIRST_LOAD_ROUTES: Readonly<Record<string, FirstLoadRoute>> = {
  '/': { modules: [...SHELL_MODULES, 'src/features/home/pages/home-page.tsx'], requests: [] },
  '/login': { modules: ['src/features/auth/pages/login-page.tsx'], requests: [] },
  '/vendas': {
    modules: [...SHELL_MODULES, 'src/features/vendas/pages/vendas-page.tsx'],
    requests: [
      // usePagedQuery's key for the list's first page without filters (queryKeys.list)
      {
        url: '/api/vendas/detailed/?page=1',
        queryKey: ['vendas', 'list', '/api/vendas/detailed/', { page: 1 }],
      },
      // getUsuariosAtivosQueryOptions's key
      { url: '/api/users/web_ativos/', queryKey: ['usuarios', 'web_ativos'] },
    ],
  },
};

/**
 * The addresses drawn without the shell (top bar and side menu): login and the pages before it, the
 * public pages. The first markup of any other address is the shell's.
 */
export const PLAIN_PATHS: readonly string[] = [
  '/login',
  '/otp_verification',
  '/esqueci-senha',
  '/senha/definir',
  '/termos-de-uso',
  '/politica-de-privacidade',
  '/success-maxipago',
  '/fail-maxipago',
  '/submit-maxipago',
  '/portal/acesso',
];

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
 * A route with an id (`/portal/vendas/:id`) matches its addresses with a number there, and the number takes the
 * place of `:id` in its requests' URLs and keys.
 * Every page asks who the user is first: `WHOAMI_URL` starts on every address.
 * No imports: the build reads this module as it is.
 */
export type FirstLoadRequest = { url: string; queryKey: readonly unknown[] };
export type FirstLoadRoute = { requests: readonly FirstLoadRequest[] };

export const WHOAMI_URL = '/api/whoami/';

/** The shell's layouts, around every signed-in page. */
export const SHELL_MODULES = ['src/app/ui-providers.tsx', 'src/app/shell/app-shell.tsx'] as const;

/** Each route's first requests (the router puts their answers in the cache). */
export const FIRST_LOAD_ROUTES: Readonly<Record<string, FirstLoadRoute>> = {
  '/': { requests: [] },
  '/login': { requests: [] },
  '/vendas': {
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
  // the client's trip on a phone: the address's id goes where the URL and the key say `:id`
  '/portal/vendas/:id': {
    // getVendaPortalQueryOptions's key
    requests: [{ url: '/api/portal/vendas/:id/', queryKey: ['portal', 'vendas', ':id'] }],
  },
};

/**
 * Each route's lazy modules, preloaded with the page: read by the build alone (`vite-first-load.ts`), so the
 * app's code does not carry them.
 */
export const FIRST_LOAD_MODULES: Readonly<Record<string, readonly string[]>> = {
  '/': [...SHELL_MODULES, 'src/features/home/pages/home-page.tsx'],
  '/login': ['src/features/auth/pages/login-page.tsx'],
  '/vendas': [...SHELL_MODULES, 'src/features/vendas/pages/vendas-page.tsx'],
  '/portal/vendas/:id': [
    'src/app/ui-providers.tsx',
    'src/app/shell/portal-shell.tsx',
    'src/features/portal/pages/portal-venda-page.tsx',
  ],
};

/**
 * A GET started once the first request's answer arrives (still before the page's code has run): `{field.path}`
 * in the URL is that answer's field, `:id` the address's number; with `when`, only if that field of the
 * answer is true.
 */
export type FirstLoadAfter = { url: string; when?: string };

/**
 * More routes whose requests and modules index.html starts with the page, read by the build alone (the app
 * imports none of this, so the first load of every page stays as it is): a record's page (`:id` in a request
 * stands for the number in the address) or a list whose first answers the app does not need to hold before
 * its first render. The API client takes their answers by URL, as it does the routes' above; without them
 * the page's code arrives in waves of imports, and only then asks for its data.
 */
export const FIRST_LOAD_PATTERNS: Readonly<
  Record<
    string,
    { modules: readonly string[]; requests: readonly string[]; after?: readonly FirstLoadAfter[] }
  >
> = {
  '/emissoes': {
    modules: [...SHELL_MODULES, 'src/features/emissoes/pages/emissoes-page.tsx'],
    // usePagedQuery's first page without filters, and the issuers' filter (getUsuariosAtivosQueryOptions)
    requests: ['/api/emissoes/detailed/?page=1', '/api/users/web_ativos/'],
  },
  '/emissoes/:id': {
    modules: [...SHELL_MODULES, 'src/features/emissoes/pages/emissao-page.tsx'],
    requests: ['/api/emissoes/:id/'],
    // once the issuance is known: its sale (getVenda) and, while it can be edited, who may issue it
    // (getEmissores, the Geral tab's field)
    after: [{ url: '/api/vendas/{venda.id}/' }, { url: '/api/emissoes/:id/emissores/', when: 'editavel' }],
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

import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense } from 'react';
import { createBrowserRouter, type LoaderFunction, Outlet, type RouteObject, redirect } from 'react-router';
import { api } from '../api/client.ts';
import { getWhoamiQueryOptions } from '../api/get-whoami.ts';
import { pathTo, ROUTE_LIST, type RouteEntry, type RouteName } from '../config/routes.ts';
import { useDocumentTitle } from '../lib/document-title.ts';
import { AccessDeniedError, PageNotFoundError, parseRouteId } from '../lib/page-errors.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { FIRST_LOAD_ROUTES } from './first-load.ts';
import { FirstPaint } from './first-paint.tsx';
import { type GuardResult, guardRoute } from './guard.ts';
import { loadPage, type PageModule } from './lazy-page.ts';
import { PageLoading } from './page-loading.tsx';
import { PAGES, type PageLoader, type PageRouteName } from './pages.ts';
import { RouteErrorPage } from './route-error-page.tsx';

type PageEntry = RouteEntry & { name: PageRouteName };

const loadShell: PageLoader = () =>
  loadPage('shell', () => import('./shell/app-shell.tsx').then((m) => ({ Component: m.AppShell })));

/** A component that downloads its page module the first time it renders. */
function onRender(loader: PageLoader): ComponentType {
  return lazy(() => loader().then((module) => ({ default: module.Component })));
}

const AppShell = onRender(loadShell);

const loadPortalShell: PageLoader = () =>
  loadPage('portal-shell', () =>
    import('./shell/portal-shell.tsx').then((m) => ({ Component: m.PortalShell })),
  );

/** The client's portal frame, a chunk of its own: a client never downloads the staff shell. */
const PortalShell = onRender(loadPortalShell);

const loadUi: PageLoader = () =>
  loadPage('ui', () => import('./ui-providers.tsx').then((m) => ({ Component: m.UiLayout })));

/** MUI's theme and the toasts, around every page but login (whose download holds neither). */
const UiLayout = onRender(loadUi);

/** Pages drawn without MUI, outside `UiLayout`: the first download of every visitor. */
const PLAIN_PAGES: ReadonlySet<RouteName> = new Set(['login']);

function RootLayout() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}

async function guardResult(queryClient: QueryClient, entry: RouteEntry): Promise<GuardResult> {
  if (entry.access === 'public') return { kind: 'pass' };
  const auth = await queryClient.ensureQueryData(getWhoamiQueryOptions());
  return guardRoute(entry, auth);
}

const hasIdParam = (entry: RouteEntry) => entry.path.includes(':id');

/**
 * Runs before every page: asks who the user is when not yet known, then applies the guard; a detail route
 * whose id cannot name a record (`/empresas/abc`) shows "Página não encontrada".
 */
function guardLoader(queryClient: QueryClient, entry: RouteEntry): LoaderFunction {
  return async ({ params, request }) => {
    let result: GuardResult;
    try {
      result = await guardResult(queryClient, entry);
    } catch (error) {
      if (entry.access === 'login') return null;
      throw error;
    }
    if (result.kind === 'redirect') return redirect(result.to);
    if (result.kind === 'forbidden') throw new AccessDeniedError();
    if (hasIdParam(entry) && parseRouteId(params.id) === null) throw new PageNotFoundError();
    if (!new URL(request.url).search) startFirstRequests(queryClient, entry, params.id);
    return null;
  };
}

/**
 * The route's first GETs (`app/first-load.ts`) into the query cache under the page's keys, without waiting:
 * the answers index.html started usually arrive before the page's code, so the page's first render already
 * holds them instead of drawing them again at once (decision 0059).
 */
function startFirstRequests(queryClient: QueryClient, entry: RouteEntry, id: string | undefined) {
  for (const request of FIRST_LOAD_ROUTES[entry.path]?.requests ?? []) {
    // a route with an id (`:id`): the address's, a number once the loader has checked it
    const url = request.url.replace(':id', id ?? '');
    const queryKey = request.queryKey.map((parte) => (parte === ':id' ? Number(id) : parte));
    void queryClient.prefetchQuery({ queryKey, queryFn: () => api.get(url) });
  }
}

/** Unknown addresses: login for visitors, "Página não encontrada" inside the shell for the signed-in. */
function notFoundLoader(queryClient: QueryClient): LoaderFunction {
  return async () => {
    const auth = await queryClient.ensureQueryData(getWhoamiQueryOptions());
    if (!auth.authenticated || !auth.user) return redirect(pathTo('login'));
    throw new PageNotFoundError();
  };
}

/** The page with its title in the browser tab ("Vendas · Skyler Back-office"), for every route. */
function titled(Page: ComponentType, title: string): ComponentType {
  function TitledPage() {
    useDocumentTitle(title);
    return <Page />;
  }
  return TitledPage;
}

/**
 * The page's chunk (and the shell's, for pages inside it) is downloaded only once the guard lets the
 * user in: a signed-out visit to a deep link downloads nothing but the login page. A route the guard
 * turns away gets a component that downloads its page if it is ever rendered later.
 */
function guardedPage(queryClient: QueryClient, entry: PageEntry, inShell: boolean) {
  const loadFrame = entry.layout === 'portal' ? loadPortalShell : loadShell;
  const withUi = !PLAIN_PAGES.has(entry.name);
  return async (): Promise<PageModule> => {
    const page = () => PAGES[entry.name]();
    const isAllowed = await guardResult(queryClient, entry).then(
      (result) => result.kind === 'pass',
      () => false,
    );
    if (!isAllowed) return { Component: titled(onRender(page), entry.title) };
    const [module] = await Promise.all([page(), withUi ? loadUi() : null, inShell ? loadFrame() : null]);
    return { ...module, Component: titled(module.Component, entry.title) };
  };
}

function hasPage(entry: RouteEntry): entry is PageEntry {
  return entry.redirect === undefined;
}

function toRouteObject(queryClient: QueryClient, entry: RouteEntry, inShell: boolean): RouteObject {
  if (!hasPage(entry)) {
    const target = entry.redirect as RouteName;
    return { path: entry.path, loader: () => redirect(pathTo(target)), element: null };
  }
  const handle: RouteHandle = { name: entry.name, title: entry.title, menu: entry.menu };
  return {
    id: entry.name,
    path: entry.path,
    handle,
    loader: guardLoader(queryClient, entry),
    lazy: guardedPage(queryClient, entry, inShell),
    ErrorBoundary: RouteErrorPage,
  };
}

const IN_SHELL: ReadonlySet<RouteEntry['access']> = new Set(['staff', 'cliente']);

export function buildRoutes(queryClient: QueryClient): RouteObject[] {
  const plain = ROUTE_LIST.filter((entry) => PLAIN_PAGES.has(entry.name));
  const outside = ROUTE_LIST.filter((entry) => !IN_SHELL.has(entry.access) && !PLAIN_PAGES.has(entry.name));
  const inside = ROUTE_LIST.filter((entry) => IN_SHELL.has(entry.access) && entry.layout !== 'portal');
  const portal = ROUTE_LIST.filter((entry) => entry.layout === 'portal');
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteErrorPage,
      // index.html's first markup stays until the first page is ready
      HydrateFallback: FirstPaint,
      children: [
        ...plain.map((entry) => toRouteObject(queryClient, entry, false)),
        {
          id: 'ui',
          Component: UiLayout,
          children: [
            ...outside.map((entry) => toRouteObject(queryClient, entry, false)),
            {
              id: 'portal-shell',
              Component: PortalShell,
              children: portal.map((entry) => toRouteObject(queryClient, entry, true)),
            },
            {
              id: 'shell',
              Component: AppShell,
              children: [
                ...inside.map((entry) => toRouteObject(queryClient, entry, true)),
                {
                  path: '*',
                  loader: notFoundLoader(queryClient),
                  element: null,
                  ErrorBoundary: RouteErrorPage,
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(buildRoutes(queryClient));
}

export type AppRouter = ReturnType<typeof createAppRouter>;

import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense } from 'react';
import { createBrowserRouter, type LoaderFunction, Outlet, type RouteObject, redirect } from 'react-router';
import { pathTo, ROUTE_LIST, type RouteEntry, type RouteName } from '../config/routes.ts';
import { getWhoamiQueryOptions } from '../features/auth/api/get-whoami.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { redirectFor } from './guard.ts';
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

function RootLayout() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}

async function redirectTarget(queryClient: QueryClient, entry: RouteEntry): Promise<string | null> {
  if (entry.access === 'public') return null;
  const auth = await queryClient.ensureQueryData(getWhoamiQueryOptions());
  return redirectFor(entry, auth);
}

/** Runs before every page: asks who the user is when not yet known, then applies the guard. */
function guardLoader(queryClient: QueryClient, entry: RouteEntry): LoaderFunction {
  return async () => {
    try {
      const target = await redirectTarget(queryClient, entry);
      return target ? redirect(target) : null;
    } catch (error) {
      if (entry.access === 'login') return null;
      throw error;
    }
  };
}

/**
 * The page's chunk (and the shell's, for pages inside it) is downloaded only once the guard lets the
 * user in: a signed-out visit to a deep link downloads nothing but the login page. A route the guard
 * turns away gets a component that downloads its page if it is ever rendered later.
 */
function guardedPage(queryClient: QueryClient, entry: PageEntry, inShell: boolean) {
  return async (): Promise<PageModule> => {
    const page = () => PAGES[entry.name]();
    const isAllowed = await redirectTarget(queryClient, entry).then(
      (target) => target === null,
      () => false,
    );
    if (!isAllowed) return { Component: onRender(page) };
    const [module] = await Promise.all([page(), inShell ? loadShell() : null]);
    return module;
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
  const outside = ROUTE_LIST.filter((entry) => !IN_SHELL.has(entry.access));
  const inside = ROUTE_LIST.filter((entry) => IN_SHELL.has(entry.access));
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: PageLoading,
      children: [
        ...outside.map((entry) => toRouteObject(queryClient, entry, false)),
        {
          id: 'shell',
          Component: AppShell,
          children: inside.map((entry) => toRouteObject(queryClient, entry, true)),
        },
        { path: '*', loader: () => redirect(pathTo('home')), element: null },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(buildRoutes(queryClient));
}

export type AppRouter = ReturnType<typeof createAppRouter>;

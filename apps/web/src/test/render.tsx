import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { buildRoutes } from '../app/router.tsx';
import { UiProviders } from '../app/ui-providers.tsx';
import { TestStyles } from './test-styles.tsx';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } } });
}

/** Shows the router's current location, so tests can assert where a navigation went. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * A component with the app's providers, inside a data router at `route` (as the app's, so `useBlocker`
 * works): every path shows the component.
 */
export function renderWithProviders(ui: ReactNode, { route = '/' }: { route?: string } = {}) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {ui}
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: [route] },
  );
  const result = render(
    <TestStyles>
      <AppProviders queryClient={queryClient}>
        <UiProviders>
          <RouterProvider router={router} />
        </UiProviders>
      </AppProviders>
    </TestStyles>,
  );
  return { ...result, router, queryClient };
}

/** The whole app (guard, shell, lazy pages) at `path`. */
export function renderApp(path: string) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(buildRoutes(queryClient), { initialEntries: [path] });
  const result = render(
    <TestStyles>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </TestStyles>,
  );
  return { ...result, router, queryClient };
}

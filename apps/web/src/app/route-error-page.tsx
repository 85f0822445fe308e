import { lazy, Suspense } from 'react';
import { PageLoading } from './page-loading.tsx';

const RouteErrorContent = lazy(() =>
  import('./route-error-content.tsx').then((m) => ({ default: m.RouteErrorContent })),
);

/**
 * What a route shows instead of its page: not found, no permission, or what went wrong. Its MUI content is
 * a chunk of its own, so the entry (all the login page needs) stays without MUI.
 */
export function RouteErrorPage() {
  return (
    <Suspense fallback={<PageLoading />}>
      <RouteErrorContent />
    </Suspense>
  );
}

import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * What every page needs, the login page included: the query client. The theme, the baseline styles and the
 * toasts (`UiProviders`) come with the first page after login, so the login page's download holds neither
 * MUI nor notistack.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router';
import { ToastProvider } from '../lib/toast.tsx';
import { PageLoading } from './page-loading.tsx';
import { theme } from './theme.ts';

/** MUI's theme and baseline, and the toasts, for every page but login. */
export function UiProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ToastProvider>{children}</ToastProvider>
    </ThemeProvider>
  );
}

/** The layout route around every page but login (a chunk of its own, loaded with the first such page). */
export function UiLayout() {
  return (
    <UiProviders>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </UiProviders>
  );
}

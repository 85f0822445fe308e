import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router';
import { TOAST_DURATION_MS } from '../config/app.ts';
import { PageLoading } from './page-loading.tsx';
import { theme } from './theme.ts';
import { TOAST_COMPONENTS } from './toast-content.ts';

/** MUI's theme and baseline, and the toasts, for every page but login. */
export function UiProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SnackbarProvider
        maxSnack={4}
        autoHideDuration={TOAST_DURATION_MS}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        Components={TOAST_COMPONENTS}
      >
        {children}
      </SnackbarProvider>
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

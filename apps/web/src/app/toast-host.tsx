import { SnackbarProvider, useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { TOAST_DURATION_MS } from '../config/app.ts';
import type { Toasts } from '../lib/toast-tipos.ts';
import { TOAST_COMPONENTS } from './toast-content.ts';

function Connect({ onReady }: { onReady: (toasts: Toasts | null) => void }) {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  useEffect(() => {
    onReady({ enqueueSnackbar, closeSnackbar });
    return () => onReady(null);
  }, [enqueueSnackbar, closeSnackbar, onReady]);
  return null;
}

/** notistack's provider, loaded beside the first page (lib/toast.tsx); shows the toasts at the top right. */
export default function ToastHost({ onReady }: { onReady: (toasts: Toasts | null) => void }) {
  return (
    <SnackbarProvider
      maxSnack={4}
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      Components={TOAST_COMPONENTS}
    >
      <Connect onReady={onReady} />
    </SnackbarProvider>
  );
}

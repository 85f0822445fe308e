import type { ProviderContext } from 'notistack';

/** What a page calls to show or close a toast; `app/toast-host.tsx` hands notistack's once it is loaded. */
export type Toasts = Pick<ProviderContext, 'enqueueSnackbar' | 'closeSnackbar'>;

import type { OptionsObject, SnackbarKey, SnackbarMessage } from 'notistack';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
} from 'react';
import { errorMessage } from '../api/api-error.ts';
import type { Toasts } from './toast-tipos.ts';

const ToastHost = lazy(() => import('../app/toast-host.tsx'));

export type { Toasts } from './toast-tipos.ts';

type Pending = { message: SnackbarMessage; options: OptionsObject & { key: SnackbarKey } };

const ToastContext = createContext<Toasts | null>(null);
let nextKey = 0;

/**
 * The toasts (notistack) without notistack in the page's first load (decision 0032): its code loads beside
 * the page, and a toast asked for before it arrives shows as soon as it has.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const host = useRef<Toasts | null>(null);
  const pending = useRef<Pending[]>([]);
  const toasts = useMemo<Toasts>(
    () => ({
      enqueueSnackbar: ((message: SnackbarMessage, options?: OptionsObject) => {
        if (host.current) return host.current.enqueueSnackbar(message, options);
        const key = options?.key ?? `toast-${++nextKey}`;
        pending.current.push({ message, options: { ...options, key } });
        return key;
      }) as Toasts['enqueueSnackbar'],
      closeSnackbar: (key?: SnackbarKey) => {
        if (host.current) return host.current.closeSnackbar(key);
        pending.current =
          key === undefined ? [] : pending.current.filter((toast) => toast.options.key !== key);
      },
    }),
    [],
  );
  const connect = useCallback((ready: Toasts | null) => {
    host.current = ready;
    if (!ready) return;
    for (const { message, options } of pending.current.splice(0)) ready.enqueueSnackbar(message, options);
  }, []);
  return (
    <ToastContext value={toasts}>
      {children}
      <Suspense fallback={null}>
        <ToastHost onReady={connect} />
      </Suspense>
    </ToastContext>
  );
}

/** notistack's `useSnackbar`, through the provider above. */
export function useSnackbar(): Toasts {
  const toasts = useContext(ToastContext);
  if (!toasts) throw new Error('useSnackbar precisa estar dentro do ToastProvider.');
  return toasts;
}

/** One toast per failed load: the screen's message followed by the error (part 2 §8). */
export function useErrorToast(error: unknown, message: string, { withDetail = true } = {}) {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    if (!error) return;
    const text = withDetail ? `${message}: ${errorMessage(error, 'erro desconhecido')}` : message;
    enqueueSnackbar(text, { variant: 'error' });
  }, [error, message, withDetail, enqueueSnackbar]);
}

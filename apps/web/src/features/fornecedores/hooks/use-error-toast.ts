import { useEffect } from 'react';
import { errorMessage } from '../../../api/api-error.ts';
import { useSnackbar } from '../../../lib/toast.tsx';

/** One toast per failed load: the screen's message followed by the error (part 2 §8). */
export function useErrorToast(error: unknown, message: string, { withDetail = true } = {}) {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    if (!error) return;
    const text = withDetail ? `${message}: ${errorMessage(error, 'erro desconhecido')}` : message;
    enqueueSnackbar(text, { variant: 'error' });
  }, [error, message, withDetail, enqueueSnackbar]);
}

import { useEffect } from 'react';
import { errorMessage } from '../../../api/api-error.ts';
import { useSnackbar } from '../../../lib/toast.tsx';

/** One toast per failed load: the list's message followed by the error (part 2 §8). */
export function useFalhaToast(error: unknown, prefixo: string) {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    if (!error) return;
    enqueueSnackbar(`${prefixo.trimEnd()} ${errorMessage(error, 'erro desconhecido')}`, { variant: 'error' });
  }, [error, prefixo, enqueueSnackbar]);
}

import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { errorMessage } from '../../../api/api-error.ts';
import { applyServerErrors } from '../../../components/forms/server-errors.ts';
import { useSnackbar } from '../../../lib/toast.tsx';

type Gravacao<D> = {
  create: { mutateAsync: (body: D) => Promise<unknown>; isPending: boolean };
  update: { mutateAsync: (args: { id: number; body: D }) => Promise<unknown>; isPending: boolean };
};

type Opcoes<T extends FieldValues, D, R extends { id: number }> = Gravacao<D> & {
  open: boolean;
  /** the record edited; absent: a new one */
  registro: R | null | undefined;
  /** what the fields hold when the dialog opens on the record (or on a new one) */
  valoresDe: (registro?: R) => T;
  criado: string;
  alterado: string;
  /** the toast of a refusal (the form's check, or a server that gave no `detail`) */
  recusa: string;
  onClose: () => void;
};

/**
 * The save of a supplier's or provider's dialog: the fields set anew each time it opens, then create or update,
 * the toast of the one done and the dialog closed; a refusal puts the server's messages on the fields and says
 * `recusa` (or the server's `detail`) in a toast.
 */
export function useSalvarCadastro<T extends FieldValues, D, R extends { id: number }>(
  form: UseFormReturn<T, unknown, D>,
  { open, registro, valoresDe, create, update, criado, alterado, recusa, onClose }: Opcoes<T, D, R>,
) {
  const { enqueueSnackbar } = useSnackbar();
  const { reset, handleSubmit, setError } = form;

  useEffect(() => {
    if (open) reset(valoresDe(registro ?? undefined));
  }, [open, registro, valoresDe, reset]);

  const onSubmit = handleSubmit(
    async (data) => {
      try {
        if (registro) {
          await update.mutateAsync({ id: registro.id, body: data });
          enqueueSnackbar(alterado, { variant: 'success' });
        } else {
          await create.mutateAsync(data);
          enqueueSnackbar(criado, { variant: 'success' });
        }
        onClose();
      } catch (error) {
        applyServerErrors(error, setError);
        enqueueSnackbar(errorMessage(error, recusa), { variant: 'error' });
      }
    },
    () => enqueueSnackbar(recusa, { variant: 'error' }),
  );
  return { onSubmit, saving: create.isPending || update.isPending };
}

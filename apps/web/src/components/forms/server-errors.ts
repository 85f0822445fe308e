import { useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessage, isApiError } from '../../api/api-error.ts';
import { useSnackbar } from '../../lib/toast.tsx';
import { conflitoMostradoNoDialogo } from '../dialogs/conflito-versao.tsx';

type ServerErrorsOptions = {
  /** the form's field names (`'endereco'` covers `'endereco.cep'`): a message for any other goes to the toast */
  fields?: readonly string[];
  /** the toast when the server gave no `detail` (or was not reached) */
  fallback?: string;
};

const NAO_CAMPO = 'non_field_errors';

function temCampo(fields: readonly string[] | undefined, campo: string): boolean {
  if (campo === NAO_CAMPO) return false;
  return !fields || fields.some((field) => campo === field || campo.startsWith(`${field}.`));
}

/**
 * Puts the API's field messages (`errors: {'endereco.cep': [...]}`) on the form's fields; returns the fields
 * that took one, in the order the API gave them.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  { fields }: Pick<ServerErrorsOptions, 'fields'> = {},
): Path<T>[] {
  if (!isApiError(error)) return [];
  const marcados: Path<T>[] = [];
  for (const [campo, mensagens] of Object.entries(error.errors)) {
    const message = mensagens[0];
    if (message && temCampo(fields, campo)) {
      setError(campo as Path<T>, { type: 'server', message });
      marcados.push(campo as Path<T>);
    }
  }
  return marcados;
}

/**
 * The one way a form shows a refused save: each field message on its field, and the server's `detail` (or
 * the fallback) in an error toast when no field took a message (but a stale write in an open editing dialog,
 * which the dialog says itself). The function returns the fields marked, so
 * a wizard can open the step that holds the first.
 */
export function useServerErrors() {
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    <T extends FieldValues>(
      error: unknown,
      setError: UseFormSetError<T>,
      { fields, fallback }: ServerErrorsOptions = {},
    ): Path<T>[] => {
      const marcados = applyServerErrors(error, setError, { fields });
      // a stale write inside an editing dialog is said by the dialog's own alert, with "Recarregar"
      if (marcados.length === 0 && !conflitoMostradoNoDialogo(error)) {
        enqueueSnackbar(errorMessage(error, fallback ?? String(error)), { variant: 'error' });
      }
      return marcados;
    },
    [enqueueSnackbar],
  );
}

type RespostaDoSalvar = {
  /** the toast of a save that went through */
  sucesso: string;
  /** the toast of a refusal that named no field and gave no `detail` */
  fallback: string;
  /** closes the form once saved */
  onClose: () => void;
  /** the fields the form shows (see `useServerErrors`): a message for another goes to the toast */
  fields?: readonly string[];
};

/**
 * What an add-or-edit dialog does with its save's answer, as the mutation's options: on success the message in
 * a toast and the dialog closed; on a refusal, `useServerErrors` with the fallback.
 */
export function useRespostaDoSalvar<T extends FieldValues>(
  setError: UseFormSetError<T>,
  { sucesso, fallback, onClose, fields }: RespostaDoSalvar,
) {
  const { enqueueSnackbar } = useSnackbar();
  const showServerErrors = useServerErrors();
  return {
    onSuccess: () => {
      enqueueSnackbar(sucesso, { variant: 'success' });
      onClose();
    },
    onError: (error: unknown) => {
      showServerErrors(error, setError, { fallback, fields });
    },
  };
}

/** The first of the steps (each a list of field names) that holds one of these fields; -1 when none does. */
export function stepOfFields(campos: readonly string[], steps: readonly (readonly string[])[]): number {
  return steps.findIndex((step) => campos.some((campo) => temCampo(step, campo)));
}

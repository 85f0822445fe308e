import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../../api/api-error.ts';

/** Shows the API's field messages (`errors: {'endereco.cep': [...]}`) on the form's fields. */
export function showServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>) {
  if (!isApiError(error)) return;
  for (const [campo, mensagens] of Object.entries(error.errors)) {
    const message = mensagens[0];
    if (message) setError(campo as Path<T>, { type: 'server', message });
  }
}

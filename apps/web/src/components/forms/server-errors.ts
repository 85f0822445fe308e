import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../api/api-error.ts';

/** Shows the API's field messages (`errors: {'endereco.cep': [...]}`) on the form's fields; true if any. */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
): boolean {
  if (!isApiError(error)) return false;
  let shown = false;
  for (const [campo, mensagens] of Object.entries(error.errors)) {
    const message = mensagens[0];
    if (message && campo !== 'non_field_errors') {
      setError(campo as Path<T>, { type: 'server', message });
      shown = true;
    }
  }
  return shown;
}

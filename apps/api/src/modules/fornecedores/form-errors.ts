import type { RouteShorthandOptions } from 'fastify';
import { AppError } from '../../platform/errors.ts';

type SchemaErrorFormatter = NonNullable<RouteShorthandOptions['schemaErrorFormatter']>;

/**
 * A route option (`schemaErrorFormatter`) for forms whose refusal has one message of the spec
 * ('Faltam dados ou dados fornecidos são inválidos.'): a body that does not pass answers 400 with that
 * `detail` and every field's own message in `errors`; params and query keep their first field message.
 */
export function formErrors(detail: string): SchemaErrorFormatter {
  return (issues, dataVar) => {
    const errors: Record<string, string[]> = {};
    for (const issue of issues) {
      const campo = issue.instancePath.split('/').filter(Boolean).join('.') || 'non_field_errors';
      errors[campo] = [...(errors[campo] ?? []), issue.message ?? detail];
    }
    const first = Object.values(errors)[0]?.[0] ?? detail;
    return new AppError('bad_request', dataVar === 'body' ? detail : first, errors);
  };
}

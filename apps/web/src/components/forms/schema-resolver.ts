import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The domain's request schema as the resolver of a form whose fields hold looser values than the schema
 * accepts (an empty select, a picked contact instead of its id): `toRequest` turns the fields into the
 * request, and the schema decides, with its own messages, on the same field paths.
 */
export function schemaResolver<TForm extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput>,
  toRequest: (values: TForm) => unknown = (values) => values,
): Resolver<TForm, unknown, TOutput> {
  const resolver = zodResolver(schema as z.ZodType<TOutput, FieldValues>) as unknown as Resolver<
    FieldValues,
    unknown,
    TOutput
  >;
  return ((values, context, options) =>
    resolver(toRequest(values as TForm) as FieldValues, context, options as never)) as Resolver<
    TForm,
    unknown,
    TOutput
  >;
}

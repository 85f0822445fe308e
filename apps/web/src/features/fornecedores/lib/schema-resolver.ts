import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The domain's request schema as the resolver of a form whose fields hold looser values than the schema
 * accepts (an empty select, '' for a missing document): the schema decides, with its own messages.
 */
export function schemaResolver<TForm extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput>,
): Resolver<TForm, unknown, TOutput> {
  return zodResolver(schema as z.ZodType<TOutput, FieldValues>) as unknown as Resolver<
    TForm,
    unknown,
    TOutput
  >;
}

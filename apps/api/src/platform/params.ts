import { z } from 'zod';

const INVALID_ID = 'Identificador inválido.';

export const ZId = z.coerce
  .number({ error: INVALID_ID })
  .int(INVALID_ID)
  .positive(INVALID_ID)
  .max(2_147_483_647, INVALID_ID);

/** `:id` in a path. */
export const ZIdParams = z.object({ id: ZId });

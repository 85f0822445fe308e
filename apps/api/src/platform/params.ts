import { zIdTexto } from '@skyler/domain/ids';
import { z } from 'zod';

/** An id in a path or a query string: decimal digits only (`0xd5` is not 213). */
export const ZId = zIdTexto();

/** `:id` in a path. */
export const ZIdParams = z.object({ id: ZId });

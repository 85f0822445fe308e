import { z } from 'zod';

export const ID_MAX = 2_147_483_647;
export const ID_INVALIDO = 'Identificador inválido.';

/**
 * A record's id written in a path or a query string: decimal digits only. `Number()` would also read
 * `0xd5`, `1e2` or ` 7`, so `/api/contatos/0xd5/` would open contact 213.
 */
export function zIdTexto(message: string = ID_INVALIDO) {
  return z
    .string({ error: message })
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .pipe(z.number().int(message).positive(message).max(ID_MAX, message));
}

/** An id filter of a list's query string. */
export const ZIdQuery = zIdTexto();

/** A page number of a list's query string. */
export const ZPagina = zIdTexto('Página inválida.');

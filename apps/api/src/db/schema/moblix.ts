import { index, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { autoria, idSerial, pertenceA } from './colunas.ts';
import { orcamentos } from './orcamentos.ts';

/**
 * Flight searches sent to Moblix for a flight request (part 1 §7 POST /api/moblix/busca/): what was asked and
 * the offers it answered, read back by GET /api/moblix/{id} and the busca-moblix page.
 */
export const buscas_moblix = pgTable(
  'buscas_moblix',
  {
    id: idSerial(),
    orcamento: pertenceA('orcamento', () => orcamentos.id),
    /** the request's flight and the search flags, as sent */
    criterios: jsonb('criterios').$type<Record<string, unknown>>().notNull(),
    /** the offers, normalized */
    ofertas: jsonb('ofertas').$type<unknown[]>().notNull(),
    ...autoria(),
  },
  (t) => [index('buscas_moblix_orcamento_idx').on(t.orcamento, t.id)],
);

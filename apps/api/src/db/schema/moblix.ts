import { index, integer, jsonb, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { orcamentos } from './orcamentos.ts';
import { usuarios } from './usuarios.ts';

/**
 * Flight searches sent to Moblix for a flight request (part 1 §7 POST /api/moblix/busca/): what was asked and
 * the offers it answered, read back by GET /api/moblix/{id} and the busca-moblix page.
 */
export const buscas_moblix = pgTable(
  'buscas_moblix',
  {
    id: serial('id').primaryKey(),
    orcamento: integer('orcamento')
      .notNull()
      .references(() => orcamentos.id, { onDelete: 'cascade' }),
    /** the request's flight and the search flags, as sent */
    criterios: jsonb('criterios').$type<Record<string, unknown>>().notNull(),
    /** the offers, normalized */
    ofertas: jsonb('ofertas').$type<unknown[]>().notNull(),
    created_by: integer('created_by').references(() => usuarios.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('buscas_moblix_orcamento_idx').on(t.orcamento, t.id)],
);

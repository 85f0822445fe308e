import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { criadoEm, pertenceA } from './colunas.ts';
import { contatos } from './contatos.ts';
import { cotacoes } from './cotacoes.ts';
import { orcamentos } from './orcamentos.ts';

/**
 * Who travels on a request, chosen once for all its quotes (decision 0076): each quote in the cart gets them
 * as its beneficiaries, less the ones it drops (`passageiros_exclusoes`), up to the passengers it needs.
 */
export const passageiros = pgTable(
  'passageiros',
  {
    orcamento: pertenceA('orcamento', () => orcamentos.id),
    contato: integer('contato')
      .notNull()
      .references(() => contatos.id, { onDelete: 'restrict' }),
    ordem: integer('ordem').notNull(),
    created_at: criadoEm(),
  },
  (t) => [
    primaryKey({ name: 'passageiros_pk', columns: [t.orcamento, t.contato] }),
    index('passageiros_contato_idx').on(t.contato),
  ],
);
export type PassageiroRow = typeof passageiros.$inferSelect;

/** A passenger of the request that one of its quotes leaves out. */
export const passageiros_exclusoes = pgTable(
  'passageiros_exclusoes',
  {
    cotacao: pertenceA('cotacao', () => cotacoes.id),
    contato: pertenceA('contato', () => contatos.id),
    created_at: criadoEm(),
  },
  (t) => [primaryKey({ name: 'passageiros_exclusoes_pk', columns: [t.cotacao, t.contato] })],
);

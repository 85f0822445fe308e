import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { cias_aereas, programas } from './referencia.ts';
import { usuarios } from './usuarios.ts';

const preco = (name: string) => numeric(name, { precision: 10, scale: 2 });

/**
 * The miles table (part 1 §3 "mileage table row"): per programme, operating airline and class, the agency's
 * sale price per thousand miles (`preco_de_venda`) or its own cost (`custo`) in six volume tiers, the cost
 * of own and third-party accounts and the floor. An edit archives the row and inserts its successor, so
 * `archived_at` null is the current table and the archived rows are its history.
 */
export const tabela_milhas = pgTable(
  'tabela_milhas',
  {
    id: serial('id').primaryKey(),
    programa: integer('programa')
      .notNull()
      .references(() => programas.id),
    tipo: varchar('tipo', { length: 16, enum: ['preco_de_venda', 'custo'] }).notNull(),
    operado_por: integer('operado_por').references(() => cias_aereas.id, { onDelete: 'set null' }),
    /** null: every class */
    classe: varchar('classe', { length: 20 }),
    preco_1: preco('preco_1'),
    preco_2: preco('preco_2'),
    preco_3: preco('preco_3'),
    preco_4: preco('preco_4'),
    preco_5: preco('preco_5'),
    preco_6: preco('preco_6'),
    custo_proprio: preco('custo_proprio'),
    custo_terceiros: preco('custo_terceiros'),
    piso: preco('piso'),
    created_by: integer('created_by').references(() => usuarios.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    archived_at: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    index('tabela_milhas_atual_idx').on(t.tipo, t.programa).where(sql`${t.archived_at} is null`),
    index('tabela_milhas_historico_idx').on(t.archived_at),
  ],
);
export type TabelaMilhasRow = typeof tabela_milhas.$inferSelect;

/**
 * Numeric settings of the agency, by key: `desagio_proprio`, the discount (%) of the agency's own loyalty
 * accounts, which wallet tickets are costed at until validated purchases exist.
 */
export const parametros = pgTable('parametros', {
  chave: varchar('chave', { length: 40 }).primaryKey(),
  valor: numeric('valor', { precision: 14, scale: 4 }).notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

import { date, index, integer, numeric, pgTable, varchar } from 'drizzle-orm/pg-core';
import { criadoEm, idSerial, pertenceA } from './colunas.ts';
import { moedas } from './referencia.ts';
import { usuarios } from './usuarios.ts';

export const ORIGENS_CAMBIO = ['manual', 'ptax'] as const;
export type OrigemCambio = (typeof ORIGENS_CAMBIO)[number];

/**
 * Every exchange rate a currency took (decision 0041): written in the transaction that changes
 * `moedas.cambio`, by a person (`manual`, with the user) or by the daily PTAX update (`ptax`, no user).
 */
export const moedas_historico = pgTable(
  'moedas_historico',
  {
    id: idSerial(),
    moeda: pertenceA('moeda', () => moedas.id),
    /** value of 1 unit in BRL */
    cambio: numeric('cambio', { precision: 14, scale: 6 }).notNull(),
    cambio_data: date('cambio_data').notNull(),
    origem: varchar('origem', { length: 10, enum: ORIGENS_CAMBIO }).notNull(),
    usuario: integer('usuario').references(() => usuarios.id, { onDelete: 'set null' }),
    created_at: criadoEm(),
  },
  (t) => [index('moedas_historico_moeda_idx').on(t.moeda, t.id)],
);

/**
 * The daily PTAX update's runs, one row per hour it ran in ('2026-11-27T14', UTC): every API process and
 * replica schedules the update, and the one whose insert takes the hour runs it (decision 0041).
 */
export const ptax_execucoes = pgTable('ptax_execucoes', {
  hora: varchar('hora', { length: 13 }).primaryKey(),
  created_at: criadoEm(),
});

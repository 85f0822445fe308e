import { TIPOS_MOVIMENTO, type TipoMovimento } from '@skyler/domain/milhas-proprias';
import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, varchar } from 'drizzle-orm/pg-core';
import { alteradoEm, autoria, idSerial, pertenceA } from './colunas.ts';
import { emissoes } from './emissoes.ts';
import { fornecedores } from './fornecedores.ts';
import { milhas_validadas } from './milhas.ts';
import { ordens_pagamento } from './ordens-pagamento.ts';
import { fidelidades } from './referencia.ts';
import { vendas } from './vendas.ts';

/**
 * The balance of each of the agency's own loyalty accounts (decision 0068), one row per account that ever
 * moved: only a movement changes it, with the row locked, and it is never negative (check). `versao` is raised
 * by the `versao_incrementar` trigger on every update (decision 0034).
 */
export const milhas_proprias_saldos = pgTable(
  'milhas_proprias_saldos',
  {
    conta: integer('conta')
      .primaryKey()
      .references(() => fidelidades.id, { onDelete: 'cascade' }),
    saldo: integer('saldo').notNull().default(0),
    versao: integer('versao').notNull().default(1),
    updated_at: alteradoEm(),
  },
  (t) => [check('milhas_proprias_saldo_nao_negativo', sql`${t.saldo} >= 0`)],
);

/**
 * What moved an own account's balance (decision 0068): `milhas` is signed (credits positive) and `saldo_apos`
 * the balance it left. A purchase keeps its seller, price and payment order; a transfer is two rows that name
 * each other's account, with the bonus; an issuance names the validated line and keeps the miles' own cost
 * (what the ticket costs the agency); its reversal names the same line.
 */
export const milhas_proprias_movimentos = pgTable(
  'milhas_proprias_movimentos',
  {
    id: idSerial(),
    conta: pertenceA('conta', () => fidelidades.id),
    tipo: varchar('tipo', {
      length: 30,
      enum: TIPOS_MOVIMENTO as unknown as [TipoMovimento, ...TipoMovimento[]],
    }).notNull(),
    milhas: integer('milhas').notNull(),
    saldo_apos: integer('saldo_apos').notNull(),
    /** a purchase's price; an issuance's miles at the own cost (reais) */
    valor: numeric('valor', { precision: 12, scale: 2 }),
    custo_milheiro: numeric('custo_milheiro', { precision: 10, scale: 2 }),
    fornecedor: integer('fornecedor').references(() => fornecedores.id, { onDelete: 'set null' }),
    ordem_pagamento: integer('ordem_pagamento').references(() => ordens_pagamento.id, {
      onDelete: 'set null',
    }),
    conta_relacionada: integer('conta_relacionada').references(() => fidelidades.id, {
      onDelete: 'set null',
    }),
    bonus_porcentagem: numeric('bonus_porcentagem', { precision: 5, scale: 2 }),
    milha_validada: integer('milha_validada').references(() => milhas_validadas.id, { onDelete: 'set null' }),
    emissao: integer('emissao').references(() => emissoes.id, { onDelete: 'set null' }),
    venda: integer('venda').references(() => vendas.id, { onDelete: 'set null' }),
    observacao: varchar('observacao', { length: 255 }),
    ...autoria(),
  },
  (t) => [
    index('milhas_proprias_movimentos_conta_idx').on(t.conta, t.id),
    index('milhas_proprias_movimentos_validada_idx').on(t.milha_validada),
  ],
);
export type MovimentoMilhasRow = typeof milhas_proprias_movimentos.$inferSelect;

import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, numeric, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { alteradoEm, usuario } from './colunas.ts';

/**
 * The agency's fiscal settings (decision 0091): one row (`id` 1), kept by administrators. The regime's other
 * taxes (`tributos`, rates as decimal strings) and the chart of accounts mapping (`plano_contas`) are documents
 * the domain's schema validates on every read and write; the rest are columns.
 */
export const configuracao_fiscal = pgTable(
  'configuracao_fiscal',
  {
    id: integer('id').primaryKey().default(1),
    cnpj: varchar('cnpj', { length: 14 }).notNull(),
    inscricao_municipal: varchar('inscricao_municipal', { length: 20 }).notNull(),
    municipio_ibge: varchar('municipio_ibge', { length: 7 }).notNull(),
    municipio_nome: varchar('municipio_nome', { length: 100 }).notNull(),
    regime: varchar('regime', { length: 20 }).notNull(),
    codigo_servico: varchar('codigo_servico', { length: 5 }).notNull().default('09.02'),
    aliquota_iss: numeric('aliquota_iss', { precision: 5, scale: 2 }).notNull(),
    iss_retido: boolean('iss_retido').notNull().default(false),
    tributos: jsonb('tributos').notNull(),
    modelo_descricao: text('modelo_descricao').notNull().default(''),
    emissao: varchar('emissao', { length: 20 }).notNull(),
    prazo_cancelamento_dias: integer('prazo_cancelamento_dias').notNull(),
    reembolso_fora_prazo: varchar('reembolso_fora_prazo', { length: 30 }).notNull(),
    plano_contas: jsonb('plano_contas').notNull(),
    versao: integer('versao').notNull().default(1),
    updated_by: usuario('updated_by'),
    updated_at: alteradoEm(),
  },
  (t) => [
    check('configuracao_fiscal_uma_check', sql`${t.id} = 1`),
    check('configuracao_fiscal_regime_check', sql`${t.regime} in ('simples_nacional', 'lucro_presumido')`),
    check('configuracao_fiscal_iss_check', sql`${t.aliquota_iss} >= 0 and ${t.aliquota_iss} <= 100`),
  ],
);
export type ConfiguracaoFiscalRow = typeof configuracao_fiscal.$inferSelect;

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { alteradoEm, autoria, criadoEAlterado, idSerial, pertenceA, usuario } from './colunas.ts';
import { ordens_pagamento } from './ordens-pagamento.ts';
import { pagamentos } from './servicos.ts';

/**
 * The agency's bank accounts (issue 42, decision 0085): where its statements come from. `banco` is the bank's
 * COMPE code ("341"), `agencia` and `conta` as the bank prints them. `csv_mapeamento` remembers, per account,
 * which CSV column holds the date, the amount, the description and the document, so the next file of the same
 * bank imports without asking again.
 */
export const contas_bancarias = pgTable(
  'contas_bancarias',
  {
    id: idSerial(),
    banco: varchar('banco', { length: 3 }).notNull(),
    agencia: varchar('agencia', { length: 10 }).notNull(),
    conta: varchar('conta', { length: 20 }).notNull(),
    descricao: varchar('descricao', { length: 100 }).notNull(),
    chave_pix: varchar('chave_pix', { length: 77 }),
    csv_mapeamento: jsonb('csv_mapeamento'),
    ativa: boolean('ativa').notNull().default(true),
    ...autoria(),
    updated_at: alteradoEm(),
    versao: integer('versao').notNull().default(1),
  },
  (t) => [uniqueIndex('contas_bancarias_numero_idx').on(t.banco, t.agencia, t.conta)],
);

/**
 * One imported statement file: its hash (the same file imported twice adds nothing), the period it covers and
 * the closing balance the bank printed (OFX `LEDGERBAL`), which the bank reconciliation compares with the books.
 */
export const extratos_bancarios = pgTable(
  'extratos_bancarios',
  {
    id: idSerial(),
    conta: pertenceA('conta', () => contas_bancarias.id),
    arquivo_nome: varchar('arquivo_nome', { length: 200 }).notNull(),
    formato: varchar('formato', { length: 3, enum: ['ofx', 'csv'] }).notNull(),
    hash: varchar('hash', { length: 64 }).notNull(),
    inicio: date('inicio', { mode: 'string' }),
    fim: date('fim', { mode: 'string' }),
    saldo_final: numeric('saldo_final', { precision: 14, scale: 2 }),
    saldo_data: date('saldo_data', { mode: 'string' }),
    importados: integer('importados').notNull().default(0),
    repetidos: integer('repetidos').notNull().default(0),
    ...autoria(),
  },
  (t) => [index('extratos_bancarios_conta_idx').on(t.conta, t.id)],
);

/**
 * One line of a bank statement. `valor` is positive; `tipo` says whether money came in (credito) or went out
 * (debito). `chave` identifies the line within its account (the OFX `FITID`, or a hash of a CSV line's date,
 * amount, description and its ordinal among equal lines), so a line imported again is recognised.
 * `status`: pendente (nothing proposed; `motivo_pendencia` says why), sugerido (an exact match awaits finance's
 * confirmation), conciliado (linked to payments or orders in `movimentos_bancarios_vinculos`), ignorado (not
 * sales money: `categoria` and `motivo`).
 */
export const movimentos_bancarios = pgTable(
  'movimentos_bancarios',
  {
    id: idSerial(),
    conta: pertenceA('conta', () => contas_bancarias.id),
    extrato: integer('extrato').references(() => extratos_bancarios.id, { onDelete: 'set null' }),
    chave: varchar('chave', { length: 255 }).notNull(),
    data: date('data', { mode: 'string' }).notNull(),
    tipo: varchar('tipo', { length: 7, enum: ['credito', 'debito'] }).notNull(),
    valor: numeric('valor', { precision: 14, scale: 2 }).notNull(),
    descricao: varchar('descricao', { length: 255 }).notNull().default(''),
    /** the payer's or payee's CPF/CNPJ (digits only) or, else, the Pix key the line names (`chavePixDoHistorico`) */
    documento: varchar('documento', { length: 77 }),
    /** the Pix end-to-end or transaction id, when the line carries it */
    txid: varchar('txid', { length: 35 }),
    status: varchar('status', { length: 10, enum: ['pendente', 'sugerido', 'conciliado', 'ignorado'] })
      .notNull()
      .default('pendente'),
    motivo_pendencia: varchar('motivo_pendencia', {
      length: 20,
      enum: ['sem_correspondencia', 'valor_diferente', 'varias_possiveis'],
    }),
    categoria: varchar('categoria', { length: 30 }),
    motivo: text('motivo'),
    conciliado_por: usuario('conciliado_por'),
    conciliado_em: date('conciliado_em', { mode: 'string' }),
    ...criadoEAlterado(),
    versao: integer('versao').notNull().default(1),
  },
  (t) => [
    uniqueIndex('movimentos_bancarios_chave_idx').on(t.conta, t.chave),
    index('movimentos_bancarios_status_idx').on(t.conta, t.status, t.data),
    index('movimentos_bancarios_data_idx').on(t.conta, t.data),
    check('movimentos_bancarios_valor_check', sql`${t.valor} > 0`),
  ],
);

/**
 * What a statement line settles: payments (credits) or payment orders (debits), each with the part of the line
 * it takes. One credit may settle several payments of a client; one payment may be received in several lines.
 */
export const movimentos_bancarios_vinculos = pgTable(
  'movimentos_bancarios_vinculos',
  {
    id: idSerial(),
    movimento: pertenceA('movimento', () => movimentos_bancarios.id),
    pagamento: integer('pagamento').references(() => pagamentos.id, { onDelete: 'cascade' }),
    ordem: integer('ordem').references(() => ordens_pagamento.id, { onDelete: 'cascade' }),
    valor: numeric('valor', { precision: 14, scale: 2 }).notNull(),
    ...autoria(),
  },
  (t) => [
    index('movimentos_bancarios_vinculos_movimento_idx').on(t.movimento),
    index('movimentos_bancarios_vinculos_pagamento_idx')
      .on(t.pagamento)
      .where(sql`${t.pagamento} is not null`),
    index('movimentos_bancarios_vinculos_ordem_idx').on(t.ordem).where(sql`${t.ordem} is not null`),
    check('movimentos_bancarios_vinculos_alvo_check', sql`(${t.pagamento} is null) <> (${t.ordem} is null)`),
    check('movimentos_bancarios_vinculos_valor_check', sql`${t.valor} > 0`),
  ],
);

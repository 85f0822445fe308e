import { CAMPOS_FORMADORES, type CampoFormador } from '@skyler/domain/emissoes';
import {
  MEIOS_PAGAMENTO_ORDEM,
  type MeioPagamentoOrdem,
  ORDEM_PAGAMENTO_STATUS,
  type OrdemPagamentoStatus,
  TIPOS_ORDEM_PAGAMENTO,
  type TipoOrdemPagamento,
} from '@skyler/domain/ordens-pagamento';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { dinheiro, idSerial, usuario } from './colunas.ts';
import { contatos } from './contatos.ts';
import { emissoes, emissoes_pagamentos } from './emissoes.ts';
import { empresas } from './empresas.ts';
import { fornecedores } from './fornecedores.ts';
import { racs } from './racs.ts';
import { cartoes } from './referencia.ts';
import { servicos } from './servicos.ts';
import { vendas } from './vendas.ts';

/**
 * Money the agency owes (part 2 §3 "payment order", decision 0028). `tipo` `fornecedor`: a supplier for an
 * issuance, one per forming field the agency pays, created `aberto` when the issuance's payment lines are
 * saved. `reembolso_cliente`: the refund a RAC owes the client (decision 0065), with the RAC, the client as
 * payee and the due date, and no issuance nor forming field. `compra_milhas`: miles bought into one of the
 * agency's own loyalty accounts (no issuance nor sale). All are marked `pago` by finance with the invoice id
 * and the payment date.
 */
export const ordens_pagamento = pgTable(
  'ordens_pagamento',
  {
    id: idSerial(),
    tipo: varchar('tipo', {
      length: 20,
      enum: TIPOS_ORDEM_PAGAMENTO.values as [TipoOrdemPagamento, ...TipoOrdemPagamento[]],
    })
      .notNull()
      .default('fornecedor'),
    /** the issuance it pays (tipo fornecedor only) */
    emissao: integer('emissao').references(() => emissoes.id, { onDelete: 'cascade' }),
    servico: integer('servico').references(() => servicos.id, { onDelete: 'cascade' }),
    /** the issuance's (or the refund's RAC's) sale, copied for the ID da Venda filter; none for miles bought */
    venda: integer('venda').references(() => vendas.id, { onDelete: 'cascade' }),
    /** the RAC whose refund this is (tipo reembolso_cliente: one order per RAC) */
    rac: integer('rac').references(() => racs.id, { onDelete: 'cascade' }),
    /** the payee of a refund: the sale's client, a person or a company */
    cliente: integer('cliente').references(() => contatos.id, { onDelete: 'restrict' }),
    cliente_empresa: integer('cliente_empresa').references(() => empresas.id, { onDelete: 'restrict' }),
    /** the day it is due (refunds and miles purchases; a supplier order is due with its issuance) */
    vencimento: date('vencimento', { mode: 'string' }),
    fornecedor: integer('fornecedor').references(() => fornecedores.id, { onDelete: 'set null' }),
    /** the payment line it came from (null for an order created by hand or after the lines were replaced) */
    pagamento_emissao: integer('pagamento_emissao').references(() => emissoes_pagamentos.id, {
      onDelete: 'set null',
    }),
    campo_formador: varchar('campo_formador', {
      length: 30,
      enum: CAMPOS_FORMADORES.values as [CampoFormador, ...CampoFormador[]],
    }),
    /** what is owed, in reais (decision 0064) */
    valor: numeric('valor', { precision: 14, scale: 2 }).notNull(),
    /**
     * the currency the cost was bought in (sigla; 'BRL' for reais), its amount there and the factor it was
     * converted with (the quote's rate × year factor × multiplier): valor = valor_moeda × cambio, rounded once.
     * A BRL order keeps valor_moeda = valor and cambio 1 (trigger `ordens_pagamento_moeda_brl`).
     */
    moeda: varchar('moeda', { length: 3 }).notNull().default('BRL'),
    valor_moeda: numeric('valor_moeda', { precision: 22, scale: 8 }).notNull().default('0'),
    cambio: numeric('cambio', { precision: 24, scale: 14 }).notNull().default('1'),
    /** what finance recorded it was really paid: the rate of the invoice or remittance and the reais */
    cambio_pago: numeric('cambio_pago', { precision: 24, scale: 14 }),
    valor_pago: numeric('valor_pago', { precision: 14, scale: 2 }),
    /** reais paid − reais booked (positive a loss, negative a gain); 0 while no rate paid is recorded */
    diferenca_cambial: dinheiro('diferenca_cambial'),
    meio_pagamento: varchar('meio_pagamento', {
      length: 20,
      enum: MEIOS_PAGAMENTO_ORDEM.values as [MeioPagamentoOrdem, ...MeioPagamentoOrdem[]],
    }).notNull(),
    cartao: integer('cartao').references(() => cartoes.id, { onDelete: 'restrict' }),
    status: varchar('status', {
      length: 10,
      enum: ORDEM_PAGAMENTO_STATUS.values as [OrdemPagamentoStatus, ...OrdemPagamentoStatus[]],
    })
      .notNull()
      .default('aberto'),
    /** the supplier's invoice id and the day it was paid (status pago) */
    id_fatura: varchar('id_fatura', { length: 60 }),
    data_pagamento: date('data_pagamento', { mode: 'string' }),
    data_solicitacao: timestamp('data_solicitacao', { withTimezone: true }).notNull().defaultNow(),
    data_alteracao: timestamp('data_alteracao', { withTimezone: true }).notNull().defaultNow(),
    /** raised by a trigger on every update; a write that sends an older one gets 409 (decision 0034) */
    versao: integer('versao').notNull().default(1),
    /** the issuance's sale's consultant, copied by triggers (decision 0062) for the dashboard's open orders */
    venda_consultor: integer('venda_consultor'),
    created_by: usuario('created_by'),
    updated_by: usuario('updated_by'),
    /** paid outside the bank (cash, a card statement…): who said so, when and why (bank reconciliation) */
    fora_do_banco_motivo: text('fora_do_banco_motivo'),
    fora_do_banco_por: usuario('fora_do_banco_por'),
    fora_do_banco_em: timestamp('fora_do_banco_em', { withTimezone: true }),
  },
  (t) => [
    index('ordens_pagamento_status_emissao_idx').on(t.status, t.emissao, t.id),
    index('ordens_pagamento_emissao_idx').on(t.emissao, t.id),
    index('ordens_pagamento_venda_idx').on(t.venda, t.status),
    // a supplier or card alone is read from ordens_pagamento_grupos; these serve them with a forming field
    index('ordens_pagamento_fornecedor_idx').on(t.fornecedor, t.status, t.campo_formador, t.emissao),
    index('ordens_pagamento_cartao_idx')
      .on(t.cartao, t.status, t.campo_formador, t.emissao)
      .where(sql`${t.cartao} is not null`),
    index('ordens_pagamento_campo_idx').on(t.campo_formador, t.status, t.emissao),
    index('ordens_pagamento_valor_idx').on(t.status, t.valor, t.emissao),
    /** the open orders of one consultant with their amounts, read from the index alone (dashboard) */
    index('ordens_pagamento_abertas_consultor_idx')
      .on(t.venda_consultor, t.valor)
      .where(sql`${t.status} = 'aberto'`),
    /** the orders of one tipo other than fornecedor, newest first (Contas a Pagar filtered by tipo) */
    index('ordens_pagamento_tipo_idx').on(t.tipo, t.status, t.id).where(sql`${t.tipo} <> 'fornecedor'`),
    /** a RAC books one refund (decision 0065) */
    uniqueIndex('ordens_pagamento_rac_idx').on(t.rac).where(sql`${t.rac} is not null`),
    /** a supplier order has its issuance, service, sale and forming field; a refund its RAC */
    check(
      'ordens_pagamento_tipo_campos',
      sql`(${t.tipo} <> 'fornecedor' or (${t.emissao} is not null and ${t.servico} is not null and ${t.venda} is not null and ${t.campo_formador} is not null)) and (${t.tipo} <> 'reembolso_cliente' or (${t.rac} is not null and ${t.venda} is not null))`,
    ),
  ],
);
export type OrdemPagamentoRow = typeof ordens_pagamento.$inferSelect;

/**
 * The issuances listed by each status, unfiltered and per forming field, supplier and card: one row per
 * issuance with `n` orders of the status (and of that field, supplier or card), kept by statement triggers
 * on `ordens_pagamento` (migration 0016). '' and 0 stand for "any": the unfiltered list is the rows with
 * `campo_formador` '', `fornecedor` 0 and `cartao` 0; a single filter sets its own column. A page is a walk
 * of the primary key; a locator prefix reads its issuances from the locator's index (decision 0028).
 */
export const ordens_pagamento_grupos = pgTable(
  'ordens_pagamento_grupos',
  {
    status: varchar('status', { length: 10 }).notNull(),
    campo_formador: varchar('campo_formador', { length: 30 }).notNull(),
    fornecedor: integer('fornecedor').notNull(),
    cartao: integer('cartao').notNull(),
    emissao: integer('emissao').notNull(),
    n: integer('n').notNull(),
    /** the issuance's locator, on the unfiltered rows only (kept by a trigger on `emissoes` too) */
    localizador: varchar('localizador', { length: 20 }),
  },
  (t) => [
    primaryKey({
      name: 'ordens_pagamento_grupos_pk',
      columns: [t.status, t.campo_formador, t.fornecedor, t.cartao, t.emissao],
    }),
    index('ordens_pagamento_grupos_localizador_idx')
      .on(t.status, t.localizador.op('varchar_pattern_ops'), t.emissao)
      .where(sql`${t.localizador} is not null`),
  ],
);

/**
 * How many rows `ordens_pagamento_grupos` holds per status, field, supplier and card: the number of issuances
 * each of those lists has, kept by statement triggers on that table (migration 0016).
 */
export const ordens_pagamento_contagem = pgTable(
  'ordens_pagamento_contagem',
  {
    status: varchar('status', { length: 10 }).notNull(),
    campo_formador: varchar('campo_formador', { length: 30 }).notNull(),
    fornecedor: integer('fornecedor').notNull(),
    cartao: integer('cartao').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'ordens_pagamento_contagem_pk',
      columns: [t.status, t.campo_formador, t.fornecedor, t.cartao],
    }),
  ],
);

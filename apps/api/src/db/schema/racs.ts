import { CAMPOS_FORMADORES, type CampoFormador, RESPONSAVEIS_PAGAMENTO } from '@skyler/domain/emissoes';
import {
  CANAIS_COBRANCA_RAC,
  RAC_STATUS,
  type RacStatus,
  RECEBIVEL_FORNECEDOR_STATUS,
  type RecebivelFornecedorStatus,
  TIPOS_PAGAMENTO_RAC,
  TIPOS_RAC,
  type TipoPagamentoRac,
  type TipoRac,
} from '@skyler/domain/racs';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { alteradoEm, autoria, criadoEm, dinheiro, idSerial, pertenceA, usuario } from './colunas.ts';
import { emissoes } from './emissoes.ts';
import { fornecedores } from './fornecedores.ts';
import { cartoes } from './referencia.ts';
import { servicos } from './servicos.ts';
import { vendas } from './vendas.ts';

type Responsavel = (typeof RESPONSAVEIS_PAGAMENTO.values)[number];
type Canal = (typeof CANAIS_COBRANCA_RAC.values)[number];

/** An after-sale request on a concluded issuance (part 2 §3 RAC; decision 0027). */
export const racs = pgTable(
  'racs',
  {
    id: idSerial(),
    tipo: varchar('tipo', { length: 20, enum: TIPOS_RAC.values as [TipoRac, ...TipoRac[]] })
      .notNull()
      .default('remarcacao'),
    status: varchar('status', { length: 20, enum: RAC_STATUS.values as [RacStatus, ...RacStatus[]] })
      .notNull()
      .default('aberta'),
    emissao: pertenceA('emissao', () => emissoes.id),
    venda: pertenceA('venda', () => vendas.id),
    servico: pertenceA('servico', () => servicos.id),
    ...autoria(),
    updated_at: alteradoEm(),
    custo_skyler: boolean('custo_skyler').notNull().default(false),
    custo_skyler_valor: dinheiro('custo_skyler_valor'),
    estorno_skyler_data_previsto: date('estorno_skyler_data_previsto', { mode: 'string' }),
    estorno_skyler_data_realizado: date('estorno_skyler_data_realizado', { mode: 'string' }),
    custo_skyler_anotacao: varchar('custo_skyler_anotacao', { length: 500 }).notNull().default(''),
    cobranca_cliente: varchar('cobranca_cliente', {
      length: 20,
      enum: CANAIS_COBRANCA_RAC.values as [Canal, ...Canal[]],
    }),
    cobranca_cliente_fornecedor: integer('cobranca_cliente_fornecedor').references(() => fornecedores.id, {
      onDelete: 'set null',
    }),
    cobranca_cliente_valor: dinheiro('cobranca_cliente_valor'),
    cobranca_cliente_meio: varchar('cobranca_cliente_meio', { length: 10, enum: ['pix', 'cartao'] }),
    estorno_cliente_data_previsto: date('estorno_cliente_data_previsto', { mode: 'string' }),
    estorno_cliente_data_realizado: date('estorno_cliente_data_realizado', { mode: 'string' }),
    cobranca_cliente_anotacao: varchar('cobranca_cliente_anotacao', { length: 500 }).notNull().default(''),
    estorno_cliente_tipo: varchar('estorno_cliente_tipo', { length: 10, enum: ['pix', 'cartao', 'saldo'] }),
    status_alterado_por: usuario('status_alterado_por'),
    status_alterado_em: timestamp('status_alterado_em', { withTimezone: true }),
    /** what the agency refunds the client: booked as a payment order tipo reembolso_cliente (decision 0065) */
    estorno_cliente_valor: dinheiro('estorno_cliente_valor'),
    /** what the supplier refunds the agency: booked as a receivable from that supplier (decision 0065) */
    estorno_fornecedor_valor: dinheiro('estorno_fornecedor_valor'),
    estorno_fornecedor: integer('estorno_fornecedor').references(() => fornecedores.id, {
      onDelete: 'set null',
    }),
    /** raised by a trigger on every update; a write that sends an older one gets 409 (decision 0034) */
    versao: integer('versao').notNull().default(1),
  },
  (t) => [
    index('racs_status_idx').on(t.status, t.id),
    index('racs_venda_idx').on(t.venda, t.id),
    index('racs_emissao_idx').on(t.emissao),
  ],
);
export type RacRow = typeof racs.$inferSelect;

/** What a RAC does to each forming field's payment (part 2 §3 RAC payment line). */
export const racs_pagamentos = pgTable(
  'racs_pagamentos',
  {
    id: idSerial(),
    rac: pertenceA('rac', () => racs.id),
    campo_formador: varchar('campo_formador', {
      length: 30,
      enum: CAMPOS_FORMADORES.values as [CampoFormador, ...CampoFormador[]],
    }).notNull(),
    responsavel: varchar('responsavel', {
      length: 10,
      enum: RESPONSAVEIS_PAGAMENTO.values as [Responsavel, ...Responsavel[]],
    }).notNull(),
    tipo_rac: varchar('tipo_rac', {
      length: 30,
      enum: TIPOS_PAGAMENTO_RAC.values as [TipoPagamentoRac, ...TipoPagamentoRac[]],
    }).notNull(),
    cartao: integer('cartao').references(() => cartoes.id, { onDelete: 'restrict' }),
  },
  (t) => [uniqueIndex('racs_pagamentos_campo_idx').on(t.rac, t.campo_formador)],
);

export const racs_documentos = pgTable(
  'racs_documentos',
  {
    id: idSerial(),
    rac: pertenceA('rac', () => racs.id),
    tipo: varchar('tipo', { length: 200 }).notNull(),
    /** a key of the file store */
    documento: varchar('documento', { length: 200 }).notNull(),
    nome_arquivo: varchar('nome_arquivo', { length: 200 }).notNull(),
    tipo_arquivo: varchar('tipo_arquivo', { length: 100 }).notNull(),
    ...autoria(),
  },
  (t) => [index('racs_documentos_rac_idx').on(t.rac, t.id)],
);

export const racs_protocolos = pgTable(
  'racs_protocolos',
  {
    id: idSerial(),
    rac: pertenceA('rac', () => racs.id),
    nome: varchar('nome', { length: 100 }).notNull(),
    descricao: varchar('descricao', { length: 500 }).notNull(),
    data: date('data', { mode: 'string' }).notNull(),
    ...autoria(),
  },
  (t) => [index('racs_protocolos_rac_idx').on(t.rac, t.id)],
);

/** Services linked to a RAC (part 2 §3 RAC related service), of the RAC's sale. */
export const racs_servicos = pgTable(
  'racs_servicos',
  {
    id: idSerial(),
    rac: pertenceA('rac', () => racs.id),
    servico: pertenceA('servico', () => servicos.id),
    venda: integer('venda').notNull(),
    servico_vinculado_por: usuario('servico_vinculado_por'),
    servico_vinculado_em: timestamp('servico_vinculado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('racs_servicos_idx').on(t.rac, t.servico)],
);

/**
 * What a supplier owes the agency back after a RAC (decision 0065): one per RAC that the supplier refunds,
 * written in the RAC's transaction, listed in Contas a Receber ("Reembolsos de fornecedores") and marked
 * `recebido` by finance with the day the money arrived.
 */
export const recebiveis_fornecedor = pgTable(
  'recebiveis_fornecedor',
  {
    id: idSerial(),
    rac: pertenceA('rac', () => racs.id),
    venda: pertenceA('venda', () => vendas.id),
    servico: pertenceA('servico', () => servicos.id),
    emissao: pertenceA('emissao', () => emissoes.id),
    fornecedor: integer('fornecedor').references(() => fornecedores.id, { onDelete: 'set null' }),
    valor: numeric('valor', { precision: 14, scale: 2 }).notNull(),
    vencimento: date('vencimento', { mode: 'string' }),
    status: varchar('status', {
      length: 10,
      enum: RECEBIVEL_FORNECEDOR_STATUS.values as [RecebivelFornecedorStatus, ...RecebivelFornecedorStatus[]],
    })
      .notNull()
      .default('aberto'),
    data_recebimento: date('data_recebimento', { mode: 'string' }),
    created_at: criadoEm(),
    data_alteracao: timestamp('data_alteracao', { withTimezone: true }).notNull().defaultNow(),
    /** raised by a trigger on every update; a write that sends an older one gets 409 (decision 0034) */
    versao: integer('versao').notNull().default(1),
    created_by: usuario('created_by'),
    updated_by: usuario('updated_by'),
  },
  (t) => [
    uniqueIndex('recebiveis_fornecedor_rac_idx').on(t.rac),
    index('recebiveis_fornecedor_status_idx').on(t.status, t.id),
    index('recebiveis_fornecedor_venda_idx').on(t.venda),
  ],
);
export type RecebivelFornecedorRow = typeof recebiveis_fornecedor.$inferSelect;

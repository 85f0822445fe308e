import {
  CAMPOS_FORMADORES,
  type CampoFormador,
  EMISSAO_STATUS,
  type EmissaoStatus,
  RESPONSAVEIS_PAGAMENTO,
  TIPOS_EMISSAO,
  type TipoEmissao,
} from '@skyler/domain/emissoes';
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { alteradoEm, autoria, criadoEAlterado, dinheiro, idSerial, pertenceA, usuario } from './colunas.ts';
import { contatos } from './contatos.ts';
import { cotacoes, subcotacoes } from './cotacoes.ts';
import { fornecedores, provedores } from './fornecedores.ts';
import { cartoes } from './referencia.ts';
import { beneficiarios, servicos } from './servicos.ts';
import { vendas } from './vendas.ts';

type Responsavel = (typeof RESPONSAVEIS_PAGAMENTO.values)[number];

/**
 * What an issuer books for real (part 2 §3 Issuance): one per flight ticket, one per hotel, car or other
 * quote, created in fila_de_emissao when its service reaches emissao (decision 0027).
 */
export const emissoes = pgTable(
  'emissoes',
  {
    id: idSerial(),
    venda: pertenceA('venda', () => vendas.id),
    servico: pertenceA('servico', () => servicos.id),
    cotacao: pertenceA('cotacao', () => cotacoes.id),
    /** flights: the ticket issued */
    subcotacao: integer('subcotacao').references(() => subcotacoes.id, { onDelete: 'cascade' }),
    tipo: varchar('tipo', {
      length: 30,
      enum: TIPOS_EMISSAO.values as [TipoEmissao, ...TipoEmissao[]],
    }).notNull(),
    status: varchar('status', {
      length: 20,
      enum: EMISSAO_STATUS.values as [EmissaoStatus, ...EmissaoStatus[]],
    })
      .notNull()
      .default('fila_de_emissao'),
    fornecedor: integer('fornecedor').references(() => fornecedores.id, { onDelete: 'set null' }),
    provedor: integer('provedor').references(() => provedores.id, { onDelete: 'set null' }),
    /** stored in capitals */
    localizador: varchar('localizador', { length: 20 }),
    observacoes: varchar('observacoes', { length: 30 }),
    /** flights: a copy of the ticket's trip, where the issuer writes each leg's flight number */
    viagem: jsonb('viagem').$type<Record<string, unknown>>(),
    /** the first departure, check-in, pick-up or start (the list's data_ida filter) */
    data_ida: date('data_ida', { mode: 'string' }),
    emitido_por: usuario('emitido_por'),
    data_hora_emissao: timestamp('data_hora_emissao', { withTimezone: true }),
    concluida_por: usuario('concluida_por'),
    cancelada_em: timestamp('cancelada_em', { withTimezone: true }),
    cancelada_por: usuario('cancelada_por'),
    motivo_cancelamento: varchar('motivo_cancelamento', { length: 255 }),
    /** why it was concluded despite warnings about its passengers' documents (decision 0076) */
    justificativa_documentos: text('justificativa_documentos'),
    /** the sale's consultant, copied by triggers (migration 0014) for the list's filter */
    venda_consultor: integer('venda_consultor'),
    /** who the quote is credited to (cotacoes.cotado_por, else cotador), copied when it is created */
    cotador: usuario('cotador'),
    /**
     * the commission's base (decisions 0028, 0053): `valorBaseDaEmissao` of the two columns below, written with
     * them (decision 0069)
     */
    valor_base: dinheiro('valor_base'),
    /** its share of what the client is charged for the service × the payout factor, fixed when it is created */
    base_cobrada: dinheiro('base_cobrada'),
    /** how much what its sale really earns moved since it was priced (incentive − cost changes of its orders) */
    variacao_lucro: dinheiro('variacao_lucro'),
    /** commission rates (%) of its consultant, quoter and issuer, fixed when it is concluded */
    pct_consultor: numeric('pct_consultor', { precision: 5, scale: 2 }),
    pct_cotador: numeric('pct_cotador', { precision: 5, scale: 2 }),
    pct_emissor: numeric('pct_emissor', { precision: 5, scale: 2 }),
    ...criadoEAlterado(),
    /** raised by a trigger on every update; a write that sends an older one gets 409 (decision 0034) */
    versao: integer('versao').notNull().default(1),
  },
  (t) => [
    uniqueIndex('emissoes_servico_bilhete_idx').on(t.servico, sql`coalesce(${t.subcotacao}, 0)`),
    index('emissoes_venda_idx').on(t.venda, t.id),
    index('emissoes_status_idx').on(t.status, t.id),
    index('emissoes_tipo_idx').on(t.tipo, t.id),
    index('emissoes_consultor_idx').on(t.venda_consultor, t.id),
    index('emissoes_consultor_status_idx').on(t.venda_consultor, t.status, t.id),
    index('emissoes_emissor_idx').on(t.emitido_por, t.id),
    index('emissoes_cotador_idx').on(t.cotador, t.id),
    index('emissoes_created_at_idx').on(t.created_at, t.id),
    index('emissoes_conclusao_idx').on(t.data_hora_emissao, t.id),
    index('emissoes_data_ida_idx').on(t.data_ida, t.id),
    /** the trips not cancelled in departure order with their consultant and sale (dashboard's passport alert) */
    index('emissoes_embarques_idx')
      .on(t.data_ida, t.id, t.venda_consultor, t.venda)
      .where(sql`${t.status} <> 'cancelada'`),
    index('emissoes_localizador_idx').on(t.localizador.op('varchar_pattern_ops')),
    index('emissoes_fornecedor_idx').on(t.fornecedor, t.id),
    index('emissoes_provedor_idx').on(t.provedor, t.id),
  ],
);
export type EmissaoRow = typeof emissoes.$inferSelect;

/**
 * How many issuances there are per status, type, sale's consultant and issuer (0 = none), kept by statement
 * triggers on `emissoes` (migration 0014): the list sums these rows to count its pages (decision 0027).
 */
export const emissoes_contagem = pgTable(
  'emissoes_contagem',
  {
    status: varchar('status', { length: 20 }).notNull(),
    tipo: varchar('tipo', { length: 30 }).notNull(),
    venda_consultor: integer('venda_consultor').notNull(),
    emitido_por: integer('emitido_por').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'emissoes_contagem_pk',
      columns: [t.status, t.tipo, t.venda_consultor, t.emitido_por],
    }),
  ],
);

/** Who travels or stays on an issuance, with what the issuer records for each (part 2 §3 Beneficiary). */
export const emissoes_beneficiarios = pgTable(
  'emissoes_beneficiarios',
  {
    id: idSerial(),
    emissao: pertenceA('emissao', () => emissoes.id),
    /** the service's beneficiary it came from */
    beneficiario: integer('beneficiario').references(() => beneficiarios.id, { onDelete: 'set null' }),
    contato: integer('contato')
      .notNull()
      .references(() => contatos.id, { onDelete: 'restrict' }),
    ordem: integer('ordem').notNull().default(0),
    eticket: varchar('eticket', { length: 30 }).notNull().default(''),
    assento: varchar('assento', { length: 10 }).notNull().default(''),
    tipo_assento: varchar('tipo_assento', { length: 30 }).notNull().default(''),
    tipo_quarto: varchar('tipo_quarto', { length: 30 }).notNull().default(''),
    /** raised by a trigger on every update: the Beneficiários tab's save refuses a stale row (decision 0054) */
    versao: integer('versao').notNull().default(1),
    updated_at: alteradoEm(),
  },
  (t) => [
    uniqueIndex('emissoes_beneficiarios_emissao_contato_idx').on(t.emissao, t.contato),
    index('emissoes_beneficiarios_contato_idx').on(t.contato, t.emissao),
  ],
);

/** Vouchers and other documents of an issuance (part 2 §3 Attachment); the file is a key of the file store. */
export const emissoes_anexos = pgTable(
  'emissoes_anexos',
  {
    id: idSerial(),
    emissao: pertenceA('emissao', () => emissoes.id),
    nome: varchar('nome', { length: 100 }).notNull(),
    documento: varchar('documento', { length: 200 }).notNull(),
    tipo_arquivo: varchar('tipo_arquivo', { length: 100 }).notNull(),
    ...autoria(),
  },
  (t) => [index('emissoes_anexos_emissao_idx').on(t.emissao, t.id)],
);

/** Who pays each forming field of an issuance and with which card (part 2 §3 payment line; decision 0027). */
export const emissoes_pagamentos = pgTable(
  'emissoes_pagamentos',
  {
    id: idSerial(),
    emissao: pertenceA('emissao', () => emissoes.id),
    servico: pertenceA('servico', () => servicos.id),
    campo_formador: varchar('campo_formador', {
      length: 30,
      enum: CAMPOS_FORMADORES.values as [CampoFormador, ...CampoFormador[]],
    }).notNull(),
    responsavel: varchar('responsavel', {
      length: 10,
      enum: RESPONSAVEIS_PAGAMENTO.values as [Responsavel, ...Responsavel[]],
    }).notNull(),
    cartao: integer('cartao').references(() => cartoes.id, { onDelete: 'restrict' }),
    /** the field's value when the line was saved */
    valor: dinheiro('valor'),
    ...autoria(),
  },
  (t) => [uniqueIndex('emissoes_pagamentos_campo_idx').on(t.emissao, t.campo_formador)],
);

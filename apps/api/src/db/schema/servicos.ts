import { TIPOS_PAGAMENTO, type TipoPagamento } from '@skyler/domain/pagamentos';
import { SERVICO_STATUS, type ServicoStatus } from '@skyler/domain/servicos';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
import { alteradoEm, autoria, criadoEm, dinheiro, idSerial, pertenceA, usuario } from './colunas.ts';
import { contatos } from './contatos.ts';
import { cotacoes } from './cotacoes.ts';
import { empresas } from './empresas.ts';
import { vendas } from './vendas.ts';

/**
 * A quote once invoiced (part 1 §3): one per quote, created by `POST /api/vendas/{id}/fatura/` with the
 * payment terms agreed, then moved along pagamento → pagamento_validacao → validacao (miles and wallet
 * tickets) → emissao, or cancelado (decision 0025).
 */
export const servicos = pgTable(
  'servicos',
  {
    id: idSerial(),
    venda: pertenceA('venda', () => vendas.id),
    cotacao: integer('cotacao')
      .notNull()
      .references(() => cotacoes.id, { onDelete: 'restrict' }),
    status: varchar('status', {
      length: 20,
      enum: SERVICO_STATUS.values as [ServicoStatus, ...ServicoStatus[]],
    })
      .notNull()
      .default('pagamento'),
    /** the payment type chosen when invoicing (pagamentoAVista, …) */
    metodo_pagamento: varchar('metodo_pagamento', {
      length: 40,
      enum: TIPOS_PAGAMENTO.values as [TipoPagamento, ...TipoPagamento[]],
    }).notNull(),
    /** card instalments of the main payment (1 for cash) */
    num_parcelas: integer('num_parcelas').notNull().default(1),
    /** down payment (parcelado com entrada), else 0 */
    valor_entrada: dinheiro('valor_entrada'),
    desconto: dinheiro('desconto'),
    /** the quote's cash value when invoiced */
    valor_avista: dinheiro('valor_avista'),
    /** what the client is charged for it: list price minus the discount (entry included) */
    valor_total: dinheiro('valor_total'),
    responsavel_financeiro: integer('responsavel_financeiro').references(() => contatos.id, {
      onDelete: 'set null',
    }),
    responsavel_financeiro_empresa: integer('responsavel_financeiro_empresa').references(() => empresas.id, {
      onDelete: 'set null',
    }),
    ...autoria(),
    updated_at: alteradoEm(),
    /** raised by a trigger on every update; a write that sends an older one gets 409 (decision 0034) */
    versao: integer('versao').notNull().default(1),
    faturado_por: usuario('faturado_por'),
    faturado_em: timestamp('faturado_em', { withTimezone: true }),
    seguiu_manual_boas_praticas: boolean('seguiu_manual_boas_praticas'),
    motivo_nao_seguimento_boas_praticas: varchar('motivo_nao_seguimento_boas_praticas', { length: 50 }),
    seguiu_manual_boas_praticas_milhas: boolean('seguiu_manual_boas_praticas_milhas'),
    motivo_nao_seguimento_boas_praticas_milhas: varchar('motivo_nao_seguimento_boas_praticas_milhas', {
      length: 50,
    }),
    validado_por: usuario('validado_por'),
    validado_em: timestamp('validado_em', { withTimezone: true }),
    cancelado_por: usuario('cancelado_por'),
    cancelado_em: timestamp('cancelado_em', { withTimezone: true }),
    motivo_cancelamento: varchar('motivo_cancelamento', { length: 50 }),
    /** released (faturar) with concluded payments not covering it: who allowed it, when and why (financeiro) */
    excecao_pagamento_por: usuario('excecao_pagamento_por'),
    excecao_pagamento_em: timestamp('excecao_pagamento_em', { withTimezone: true }),
    excecao_pagamento_motivo: varchar('excecao_pagamento_motivo', { length: 500 }),
    /** the invoice PDF made from the Planilha Fatura upload (a key of the file store) */
    fatura_pdf: varchar('fatura_pdf', { length: 200 }),
    fatura_pdf_em: timestamp('fatura_pdf_em', { withTimezone: true }),
    /** the sale's consultant, copied by triggers (migration 0013) for the lists' filter */
    venda_consultor: integer('venda_consultor'),
    /** the sale's client (a person), copied by triggers (migration 0031) for the dashboard's top clients */
    venda_cliente: integer('venda_cliente'),
    /** the quote's agency cost, copied by triggers (migration 0031) for the dashboard's daily cost */
    cotacao_custo: numeric('cotacao_custo', { precision: 14, scale: 2 }),
  },
  (t) => [
    uniqueIndex('servicos_cotacao_idx').on(t.cotacao),
    index('servicos_venda_idx').on(t.venda, t.id),
    index('servicos_status_idx').on(t.status, t.id),
    index('servicos_created_at_idx').on(t.created_at, t.id),
    index('servicos_consultor_idx').on(t.venda_consultor, t.id),
    index('servicos_consultor_status_idx').on(t.venda_consultor, t.status, t.id),
    /** a period's services not cancelled per client, read from the index alone (dashboard's top clients) */
    index('servicos_faturados_idx')
      .on(t.created_at, t.venda_consultor, t.venda_cliente, t.venda, t.valor_total)
      .where(sql`${t.status} <> 'cancelado'`),
    /** a client's services not cancelled in a period: the dashboard counts the top clients' sales */
    index('servicos_faturados_cliente_idx')
      .on(t.venda_cliente, t.created_at, t.venda_consultor, t.venda)
      .where(sql`${t.status} <> 'cancelado'`),
    /** the services finance let through by exception, per consultant (dashboard) */
    index('servicos_excecoes_idx')
      .on(t.venda_consultor)
      .where(sql`${t.excecao_pagamento_em} is not null and ${t.status} <> 'cancelado'`),
  ],
);
export type ServicoRow = typeof servicos.$inferSelect;

/**
 * How many services there are per creation day (America/Sao_Paulo), status and sale's consultant (0 = none),
 * kept by statement triggers on `servicos` (migration 0013): the Serviços list sums these rows to count its
 * pages (decision 0025).
 */
export const servicos_contagem = pgTable(
  'servicos_contagem',
  {
    dia: date('dia', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 20 }).notNull(),
    venda_consultor: integer('venda_consultor').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'servicos_contagem_pk', columns: [t.dia, t.status, t.venda_consultor] })],
);

/**
 * Who travels or stays on a quote (part 1 §3 Beneficiary): chosen in the cart per quote, carried to the
 * service when it is invoiced.
 */
export const beneficiarios = pgTable(
  'beneficiarios',
  {
    id: idSerial(),
    cotacao: pertenceA('cotacao', () => cotacoes.id),
    servico: integer('servico').references(() => servicos.id, { onDelete: 'set null' }),
    contato: integer('contato')
      .notNull()
      .references(() => contatos.id, { onDelete: 'restrict' }),
    ordem: integer('ordem').notNull().default(0),
    assento: varchar('assento', { length: 10 }),
    tipo_assento: varchar('tipo_assento', { length: 30 }),
    bagagem: varchar('bagagem', { length: 30 }),
    tipo_quarto: varchar('tipo_quarto', { length: 30 }),
    created_at: criadoEm(),
  },
  (t) => [
    uniqueIndex('beneficiarios_cotacao_contato_idx').on(t.cotacao, t.contato),
    index('beneficiarios_servico_idx').on(t.servico),
    index('beneficiarios_contato_idx').on(t.contato),
  ],
);
export type BeneficiarioRow = typeof beneficiarios.$inferSelect;

/**
 * What the client pays (part 1 §3 Payment). `status` stores nao_efetuado or concluido; atrasado is derived
 * from the due date at the end of the day in America/Sao_Paulo by every read (decision 0025).
 */
export const pagamentos = pgTable(
  'pagamentos',
  {
    id: idSerial(),
    venda: pertenceA('venda', () => vendas.id),
    status: varchar('status', { length: 20, enum: ['nao_efetuado', 'concluido'] })
      .notNull()
      .default('nao_efetuado'),
    descricao: varchar('descricao', { length: 99 }),
    /** the amount, in reais */
    valor: dinheiro('valor'),
    moeda: varchar('moeda', { length: 3 }).notNull().default('BRL'),
    meio_pagamento: varchar('meio_pagamento', { length: 30 }).notNull(),
    taxa_meio_pagamento: dinheiro('taxa_meio_pagamento'),
    num_parcelas: integer('num_parcelas').notNull().default(1),
    /** entrada, avista, parcelado or avulso (created by hand) */
    origem: varchar('origem', { length: 10 }).notNull().default('avulso'),
    data_vencimento: varchar('data_vencimento', { length: 10 }),
    data_pagamento: varchar('data_pagamento', { length: 10 }),
    responsavel_financeiro: integer('responsavel_financeiro').references(() => contatos.id, {
      onDelete: 'set null',
    }),
    responsavel_financeiro_empresa: integer('responsavel_financeiro_empresa').references(() => empresas.id, {
      onDelete: 'set null',
    }),
    /** a key of the file store */
    documento_comprovante: varchar('documento_comprovante', { length: 200 }),
    documento_nome: varchar('documento_nome', { length: 200 }),
    documento_tipo: varchar('documento_tipo', { length: 100 }),
    pagarme_id: varchar('pagarme_id', { length: 100 }),
    pagarme_link: varchar('pagarme_link', { length: 500 }),
    /** the amount in cents the card link was created for: what a paid event must carry to conclude it */
    pagarme_centavos: integer('pagarme_centavos'),
    /** the gateway event that concluded it, so a replay changes nothing */
    pagarme_evento: varchar('pagarme_evento', { length: 100 }),
    /** the Pix charge (issue 42): its txid, copy-and-paste code, where it came from and when it expires */
    pix_txid: varchar('pix_txid', { length: 35 }),
    pix_copia_e_cola: text('pix_copia_e_cola'),
    pix_origem: varchar('pix_origem', { length: 8, enum: ['gateway', 'estatico'] }),
    pix_expira_em: timestamp('pix_expira_em', { withTimezone: true }),
    /** the boleto (issue 42): its digitable line, its PDF and its due date */
    boleto_linha: varchar('boleto_linha', { length: 60 }),
    boleto_url: varchar('boleto_url', { length: 500 }),
    boleto_vencimento: varchar('boleto_vencimento', { length: 10 }),
    /** settled outside the bank (cash, another account…): who said so, when and why (bank reconciliation) */
    fora_do_banco_motivo: text('fora_do_banco_motivo'),
    fora_do_banco_por: usuario('fora_do_banco_por'),
    fora_do_banco_em: timestamp('fora_do_banco_em', { withTimezone: true }),
    ...autoria(),
    updated_at: alteradoEm(),
    /** raised by a trigger on every update; a write that sends an older one gets 409 (decision 0034) */
    versao: integer('versao').notNull().default(1),
    concluido_por: usuario('concluido_por'),
    concluido_em: timestamp('concluido_em', { withTimezone: true }),
    /** the sale's consultant and client, copied by triggers (migration 0013) for Contas a Receber's filters */
    venda_consultor: integer('venda_consultor'),
    venda_cliente: integer('venda_cliente'),
  },
  (t) => [
    index('pagamentos_venda_idx').on(t.venda, t.id),
    index('pagamentos_abertos_idx').on(t.id).where(sql`${t.status} = 'nao_efetuado'`),
    /** open receivables by due date with their consultant and amount, read from the index alone (dashboard) */
    index('pagamentos_abertos_vencimento_idx')
      .on(t.data_vencimento, t.venda_consultor, t.data_pagamento, t.valor)
      .where(sql`${t.status} = 'nao_efetuado'`),
    index('pagamentos_vencimento_idx').on(t.data_vencimento, t.id).where(sql`${t.status} = 'nao_efetuado'`),
    index('pagamentos_abertos_consultor_idx')
      .on(t.venda_consultor, t.id)
      .where(sql`${t.status} = 'nao_efetuado'`),
    index('pagamentos_abertos_cliente_idx')
      .on(t.venda_cliente, t.id)
      .where(sql`${t.status} = 'nao_efetuado'`),
    index('pagamentos_abertos_responsavel_idx')
      .on(t.responsavel_financeiro, t.id)
      .where(sql`${t.status} = 'nao_efetuado'`),
    index('pagamentos_abertos_venda_idx').on(t.venda, t.id).where(sql`${t.status} = 'nao_efetuado'`),
    uniqueIndex('pagamentos_pagarme_id_idx').on(t.pagarme_id),
  ],
);
export type PagamentoRow = typeof pagamentos.$inferSelect;

/** How one payment is split over the services it pays (the sum equals the payment within 0.1). */
export const pagamentos_servicos = pgTable(
  'pagamentos_servicos',
  {
    pagamento: pertenceA('pagamento', () => pagamentos.id),
    servico: pertenceA('servico', () => servicos.id),
    valor: dinheiro('valor'),
  },
  (t) => [
    primaryKey({ columns: [t.pagamento, t.servico] }),
    index('pagamentos_servicos_servico_idx').on(t.servico),
  ],
);

/** Gateway events received by the webhook, once each (replays and out-of-order events are no-ops). */
export const pagarme_eventos = pgTable('pagarme_eventos', {
  id: varchar('id', { length: 100 }).primaryKey(),
  tipo: varchar('tipo', { length: 60 }).notNull(),
  pagarme_id: varchar('pagarme_id', { length: 100 }),
  pagamento: integer('pagamento').references(() => pagamentos.id, { onDelete: 'set null' }),
  /** why a paid event did not conclude its payment (its amount is not the link's), when it did not */
  divergencia: varchar('divergencia', { length: 200 }),
  recebido_em: timestamp('recebido_em', { withTimezone: true }).notNull().defaultNow(),
});

import { type COTACAO_STATUS, TIPOS_COTACAO, type TipoCotacao } from '@skyler/domain/cotacoes';
import { TIPOS_ORCAMENTO, type TipoOrcamento } from '@skyler/domain/orcamentos';
import type { MilhasUsadas } from '@skyler/domain/precos/calculo-cotacao';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { criadoEAlterado, dinheiro, idSerial, pertenceA, usuario } from './colunas.ts';
import { fornecedores, provedor_imagens, provedores } from './fornecedores.ts';
import { orcamentos } from './orcamentos.ts';
import { moedas, programas } from './referencia.ts';
import { vendas } from './vendas.ts';

/** money in reais, or a rate: never a float */
const taxa = (name: string) => numeric(name, { precision: 10, scale: 4 }).notNull().default('0');

type CotacaoStatus = (typeof COTACAO_STATUS.values)[number];

/**
 * Priced answers to a request (part 1 §3). The totals are the server's pricing of the stored parts
 * (`precos/calculo-cotacao`), never what the browser sent. Hotel, car and other quotes keep their part's
 * fields in `detalhes` and their supplier and provider in columns; flight quotes have one `subcotacoes` row
 * per ticket.
 */
export const cotacoes = pgTable(
  'cotacoes',
  {
    id: idSerial(),
    orcamento: pertenceA('orcamento', () => orcamentos.id),
    /** the request's sale, copied for the sale's tabs and the cart */
    venda: pertenceA('venda', () => vendas.id),
    tipo_servico: varchar('tipo_servico', {
      length: 20,
      enum: TIPOS_ORCAMENTO.values as [TipoOrcamento, ...TipoOrcamento[]],
    }).notNull(),
    /** orcamento → carrinho → fatura */
    status: varchar('status', { length: 10 }).$type<CotacaoStatus>().notNull().default('orcamento'),
    /** pagante, milha or wallet: a flight quote's is its first ticket's */
    tipo_cotacao: varchar('tipo_cotacao', {
      length: 10,
      enum: TIPOS_COTACAO.values as [TipoCotacao, ...TipoCotacao[]],
    })
      .notNull()
      .default('pagante'),
    descricao: varchar('descricao', { length: 30 }).notNull(),
    data_hora_cotacao: timestamp('data_hora_cotacao', { withTimezone: true }).notNull().defaultNow(),
    archived_at: timestamp('archived_at', { withTimezone: true }),
    /** who saved it */
    cotador: usuario('cotador'),
    /** who the quote is credited to (Cotação Feita Por) */
    cotado_por: usuario('cotado_por'),
    ajuste_ativado: boolean('ajuste_ativado').notNull().default(false),
    valor_ajuste_absoluto: dinheiro('valor_ajuste_absoluto'),
    valor_ajuste_porcentagem: taxa('valor_ajuste_porcentagem'),
    incentivo_ativado: boolean('incentivo_ativado').notNull().default(false),
    /** computed: sum of the parts */
    custo_total: dinheiro('custo_total'),
    /** computed: what the parts cost the agency */
    custo_agencia: dinheiro('custo_agencia'),
    /** computed: the adjustment in reais */
    valor_ajuste: dinheiro('valor_ajuste'),
    /** computed: cash (Pix) value, total plus adjustment */
    valor_final: dinheiro('valor_final'),
    /** computed: incentives of the parts when switched on */
    valor_incentivo: dinheiro('valor_incentivo'),
    lucro_porcentagem: taxa('lucro_porcentagem'),
    desconto: dinheiro('desconto'),
    /** hotel, car, other: the supplier and provider of the part */
    fornecedor: integer('fornecedor').references(() => fornecedores.id, { onDelete: 'restrict' }),
    provedor: integer('provedor').references(() => provedores.id, { onDelete: 'set null' }),
    moeda: integer('moeda').references(() => moedas.id),
    /**
     * the exchange rate of each currency the quote was priced with, by currency id ("5.400000"): a saved quote
     * keeps its rates when the agency's change (decision 0041); null on rows written before it
     */
    cambios: jsonb('cambios').$type<Record<string, string>>(),
    /**
     * the wallet discount (%) its wallet tickets were priced with and when it was taken (decision 0069): kept
     * when the quote is edited; null when it has no wallet ticket
     */
    desagio_wallet: numeric('desagio_wallet', { precision: 7, scale: 4 }),
    desagio_wallet_em: timestamp('desagio_wallet_em', { withTimezone: true }),
    /**
     * the miles table's prices per thousand each miles ticket was priced with (`MilhasUsadas[]` of
     * `@skyler/domain/precos/calculo-cotacao`, decision 0069): kept for a ticket of the same programme, class
     * and miles when the quote is edited
     */
    tabela_milhas_usada: jsonb('tabela_milhas_usada').$type<MilhasUsadas[]>(),
    /** hotel, car, other: the part's fields (ZCotacaoHotel / Carro / Outro), as saved */
    detalhes: jsonb('detalhes').$type<Record<string, unknown>>(),
    carrinho_em: timestamp('carrinho_em', { withTimezone: true }),
    ...criadoEAlterado(),
    /** the sale's consultant, copied by triggers (migration 0031) for the dashboard's daily counts */
    venda_consultor: integer('venda_consultor'),
  },
  (t) => [
    index('cotacoes_orcamento_idx').on(t.orcamento, t.id),
    index('cotacoes_venda_idx').on(t.venda, t.status),
    index('cotacoes_cotado_por_idx').on(t.cotado_por, t.orcamento),
    // a quoter's quotes, newest first (Minha área › Minhas cotações)
    index('cotacoes_cotado_por_id_idx').on(t.cotado_por, t.id),
    index('cotacoes_fornecedor_idx').on(t.fornecedor, t.id),
    index('cotacoes_carrinho_idx').on(t.venda).where(sql`${t.status} = 'carrinho'`),
    /** a period's quotes and quotes put in the cart, with their sale for a consultant's (dashboard) */
    index('cotacoes_created_at_idx').on(t.created_at, t.venda),
    index('cotacoes_carrinho_em_idx').on(t.carrinho_em, t.venda).where(sql`${t.carrinho_em} is not null`),
  ],
);
export type CotacaoRow = typeof cotacoes.$inferSelect;

/** One ticket of a flight quote (part 1 §3 subcotacoes), with its trip of legs in `viagem`. */
export const subcotacoes = pgTable(
  'subcotacoes',
  {
    id: idSerial(),
    cotacao: pertenceA('cotacao', () => cotacoes.id),
    ordem: integer('ordem').notNull(),
    tipo_cotacao: varchar('tipo_cotacao', {
      length: 10,
      enum: TIPOS_COTACAO.values as [TipoCotacao, ...TipoCotacao[]],
    })
      .notNull()
      .default('pagante'),
    fornecedor: integer('fornecedor').references(() => fornecedores.id, { onDelete: 'restrict' }),
    provedor: integer('provedor').references(() => provedores.id, { onDelete: 'set null' }),
    programa_fidelidade: integer('programa_fidelidade').references(() => programas.id),
    moeda: integer('moeda').references(() => moedas.id),
    quantidade_milhas: integer('quantidade_milhas').notNull().default(0),
    /** fixed price per thousand, or null for the table's */
    milheiro: numeric('milheiro', { precision: 10, scale: 2 }),
    /** computed: the price per thousand used, after the slider */
    milheiro_efetivo: numeric('milheiro_efetivo', { precision: 10, scale: 2 }),
    ajuste_efetivo: numeric('ajuste_efetivo', { precision: 4, scale: 1 }).notNull().default('0'),
    /** as typed, in the ticket's currency (milha: computed from the miles) */
    custo_bilhete: dinheiro('custo_bilhete'),
    rav: dinheiro('rav'),
    custo_taxa_embarque: dinheiro('custo_taxa_embarque'),
    custo_taxa_bagagem: dinheiro('custo_taxa_bagagem'),
    custo_taxas_extras: dinheiro('custo_taxas_extras'),
    custo_assento_conforto: dinheiro('custo_assento_conforto'),
    porcentagem_incentivo: taxa('porcentagem_incentivo'),
    valor_incentivo: dinheiro('valor_incentivo'),
    anotacao_custo_extra: text('anotacao_custo_extra').notNull().default(''),
    bilhete_ida: boolean('bilhete_ida').notNull().default(false),
    bilhete_volta: boolean('bilhete_volta').notNull().default(false),
    bilhete_independente: boolean('bilhete_independente').notNull().default(true),
    /** the paired ticket (ida with its volta) */
    bilhete_fk: integer('bilhete_fk'),
    /** trechos, each with its pernas (ZViagem) */
    viagem: jsonb('viagem').$type<Record<string, unknown>>().notNull(),
    /** computed: what the client pays for the ticket, and what it costs the agency */
    total: dinheiro('total'),
    custo_agencia: dinheiro('custo_agencia'),
  },
  (t) => [
    index('subcotacoes_cotacao_idx').on(t.cotacao, t.ordem),
    index('subcotacoes_fornecedor_idx').on(t.fornecedor, t.id),
    index('subcotacoes_programa_idx').on(t.programa_fidelidade),
  ],
);
export type SubcotacaoRow = typeof subcotacoes.$inferSelect;

/** The provider images a quote (or one of its tickets) shows the client, at most 4 each. */
export const cotacoes_imagens = pgTable(
  'cotacoes_imagens',
  {
    cotacao: pertenceA('cotacao', () => cotacoes.id),
    /** 0 for the quote's own part; a ticket's id otherwise */
    subcotacao: integer('subcotacao').notNull().default(0),
    imagem: pertenceA('imagem', () => provedor_imagens.id),
    ordem: integer('ordem').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cotacao, t.subcotacao, t.imagem] })],
);

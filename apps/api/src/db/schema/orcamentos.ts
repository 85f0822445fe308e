import {
  ORCAMENTO_STATUS,
  type OrcamentoStatus,
  TIPOS_ORCAMENTO,
  type TipoOrcamento,
} from '@skyler/domain/orcamentos';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { criadoEAlterado, idSerial, pertenceA, usuario } from './colunas.ts';
import { vendas } from './vendas.ts';

/**
 * Quote requests of a sale (part 1 §3). The nested object of its kind (`orcamento_voo`, `_hotel`, `_carro`,
 * `_outro`) is stored whole in `detalhes`, checked by the domain's schema on the way in; what lists filter
 * on has its own column.
 */
export const orcamentos = pgTable(
  'orcamentos',
  {
    id: idSerial(),
    venda: pertenceA('venda', () => vendas.id),
    tipo_servico: varchar('tipo_servico', {
      length: 20,
      enum: TIPOS_ORCAMENTO.values as [TipoOrcamento, ...TipoOrcamento[]],
    }).notNull(),
    status: varchar('status', {
      length: 10,
      enum: ORCAMENTO_STATUS.values as [OrcamentoStatus, ...OrcamentoStatus[]],
    })
      .notNull()
      .default('aberto'),
    descricao: varchar('descricao', { length: 30 }).notNull(),
    /** the nested object of the request's kind */
    detalhes: jsonb('detalhes').$type<Record<string, unknown>>().notNull(),
    /** quotes not archived, kept by the quotes' writes in their transaction */
    quantidade_cotacoes: integer('quantidade_cotacoes').notNull().default(0),
    created_by: usuario('created_by'),
    fechado_por: usuario('fechado_por'),
    ...criadoEAlterado(),
    fechado_em: timestamp('fechado_em', { withTimezone: true }),
    /**
     * raised by each change of the request itself (edit, close) in its service, not by the counters and copies
     * the triggers keep, so a new quote does not make an open edit form stale (decision 0075)
     */
    versao: integer('versao').notNull().default(1),
    /** when what the request asks was last edited; quotes made before it are flagged (decision 0075) */
    alterado_em: timestamp('alterado_em', { withTimezone: true }),
    /** the sale's consultant and status, copied by triggers (migration 0010) for the list's filters */
    venda_consultor: integer('venda_consultor'),
    venda_status: varchar('venda_status', { length: 16 }),
    /** who quotes not archived are credited to (`cotacoes.cotado_por`), kept by triggers (migration 0011) */
    cotadores: integer('cotadores').array().notNull().default(sql`'{}'::integer[]`),
  },
  (t) => [
    index('orcamentos_venda_idx').on(t.venda, t.tipo_servico, t.status),
    index('orcamentos_status_idx').on(t.status, t.id),
    index('orcamentos_tipo_idx').on(t.tipo_servico, t.id),
    index('orcamentos_quantidade_idx').on(t.quantidade_cotacoes, t.id),
    index('orcamentos_abertos_idx').on(t.venda).where(sql`${t.status} = 'aberto'`),
    index('orcamentos_venda_consultor_idx').on(t.venda_consultor, t.id),
    index('orcamentos_venda_status_idx').on(t.venda_status, t.id),
    /** a period's requests, of one consultant or all, counted from the index alone (dashboard) */
    index('orcamentos_created_at_idx').on(t.created_at, t.venda_consultor),
    // who requested it, newest first (Minha área › Meus orçamentos)
    index('orcamentos_created_by_idx').on(t.created_by, t.id),
  ],
);
export type OrcamentoRow = typeof orcamentos.$inferSelect;

/**
 * How many requests there are per status, kind, number of quotes (20 for 20 or more), sale's consultant
 * (0 = none) and sale's status, kept by statement triggers on `orcamentos` (migration 0010): the Orçamentos
 * list sums these rows to count its pages (decision 0021).
 */
export const orcamentos_contagem = pgTable(
  'orcamentos_contagem',
  {
    status: varchar('status', { length: 10 }).notNull(),
    tipo_servico: varchar('tipo_servico', { length: 20 }).notNull(),
    quantidade: integer('quantidade').notNull(),
    consultor: integer('consultor').notNull(),
    venda_status: varchar('venda_status', { length: 16 }).notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'orcamentos_contagem_pk',
      columns: [t.status, t.tipo_servico, t.quantidade, t.consultor, t.venda_status],
    }),
  ],
);

/** The same totals per quoter credited with a quote not archived (migration 0011). */
export const orcamentos_contagem_cotador = pgTable(
  'orcamentos_contagem_cotador',
  {
    cotado_por: integer('cotado_por').notNull(),
    status: varchar('status', { length: 10 }).notNull(),
    tipo_servico: varchar('tipo_servico', { length: 20 }).notNull(),
    quantidade: integer('quantidade').notNull(),
    consultor: integer('consultor').notNull(),
    venda_status: varchar('venda_status', { length: 16 }).notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'orcamentos_contagem_cotador_pk',
      columns: [t.cotado_por, t.status, t.tipo_servico, t.quantidade, t.consultor, t.venda_status],
    }),
  ],
);

import { VENDA_STATUS, type VendaStatus } from '@skyler/domain/vendas';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { autoria, criadoEAlterado, idSerial, pertenceA, usuario } from './colunas.ts';
import { contatos } from './contatos.ts';
import { empresas } from './empresas.ts';

export const vendas = pgTable(
  'vendas',
  {
    id: idSerial(),
    status: varchar('status', { length: 16, enum: VENDA_STATUS.values as [VendaStatus, ...VendaStatus[]] })
      .notNull()
      .default('proposta'),
    cliente: integer('cliente').references(() => contatos.id, { onDelete: 'restrict' }),
    cliente_empresa: integer('cliente_empresa').references(() => empresas.id, { onDelete: 'restrict' }),
    indicacao: integer('indicacao').references(() => contatos.id, { onDelete: 'set null' }),
    consultor: usuario('consultor'),
    sdr: usuario('sdr'),
    created_by: usuario('created_by'),
    concluida_por: usuario('concluida_por'),
    cancelado_por: usuario('cancelado_por'),
    last_edited_by: usuario('last_edited_by'),
    motivo_cancelamento: varchar('motivo_cancelamento', { length: 255 }),
    meio_contato_tipo: varchar('meio_contato_tipo', { length: 16 }),
    meio_contato_valor: varchar('meio_contato_valor', { length: 255 }),
    anotacoes: text('anotacoes'),
    ...criadoEAlterado(),
    concluida_em: timestamp('concluida_em', { withTimezone: true }),
    cancelada_em: timestamp('cancelada_em', { withTimezone: true }),
  },
  (t) => [
    index('vendas_status_idx').on(t.status, t.id),
    index('vendas_consultor_idx').on(t.consultor, t.id),
    /** a consultant's sales of one status, newest first: the list's most used pair of filters */
    index('vendas_consultor_status_idx').on(t.consultor, t.status, t.id),
    index('vendas_sem_consultor_idx').on(t.id).where(sql`${t.consultor} is null`),
    /** with the id, a client's sales are read newest first from the index alone */
    index('vendas_cliente_idx').on(t.cliente, t.id),
    index('vendas_cliente_empresa_idx').on(t.cliente_empresa, t.id),
    /** a period's sales per status, of one consultant or all, counted from the index alone (dashboard) */
    index('vendas_created_at_idx').on(t.created_at, t.consultor, t.status),
    /** a company client clears the person (alvoVenda); the list counts the two apart and adds them */
    check('vendas_um_cliente', sql`${t.cliente} is null or ${t.cliente_empresa} is null`),
  ],
);
export type VendaRow = typeof vendas.$inferSelect;

/**
 * How many sales there are per status and consultant (0 = none), kept by statement triggers on `vendas`
 * (migration 0002): the sales list counts its pages here instead of scanning a million rows.
 */
export const vendas_contagem = pgTable(
  'vendas_contagem',
  {
    status: varchar('status', { length: 16 }).notNull(),
    consultor: integer('consultor').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.status, t.consultor] })],
);

/**
 * How many sales each client has per status and consultant (0 = none; a company's sales have
 * `cliente` 0, a person's `cliente_empresa` 0), kept by statement triggers on `vendas` (migration 0004):
 * a client-name filter sums the rows of the matching clients instead of counting their sales.
 */
export const vendas_contagem_cliente = pgTable(
  'vendas_contagem_cliente',
  {
    cliente: integer('cliente').notNull(),
    cliente_empresa: integer('cliente_empresa').notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    consultor: integer('consultor').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'vendas_contagem_cliente_pk',
      columns: [t.cliente, t.cliente_empresa, t.status, t.consultor],
    }),
    index('vendas_contagem_cliente_empresa_idx').on(t.cliente_empresa, t.status, t.consultor),
  ],
);

export const chat_messages = pgTable(
  'chat_messages',
  {
    id: idSerial(),
    venda: pertenceA('venda', () => vendas.id),
    message: text('message').notNull(),
    ...autoria(),
  },
  (t) => [index('chat_messages_venda_idx').on(t.venda, t.id)],
);

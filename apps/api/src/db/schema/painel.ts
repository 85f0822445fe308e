import { bigint, date, index, integer, numeric, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/**
 * How many sales were created per day (America/Sao_Paulo), status and consultant (0 = none), kept exact by
 * statement triggers on `vendas` (migration 0031): the dashboard sums a period's rows (decision 0058).
 */
export const vendas_dia = pgTable(
  'vendas_dia',
  {
    dia: date('dia', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    consultor: integer('consultor').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'vendas_dia_pk', columns: [t.dia, t.status, t.consultor] }),
    index('vendas_dia_consultor_idx').on(t.consultor, t.dia),
  ],
);

/**
 * The dashboard's other figures per day (America/Sao_Paulo) and sale's consultant (0 = none), each kept exact
 * by statement triggers on its table (migration 0031, decision 0058): requests and quotes by their creation
 * day, the cart by the day the quote went to it, issuances by their creation day, and the services not
 * cancelled — what the client is charged and what their quotes cost — by the service's creation day. The
 * services' count is `servicos_contagem`.
 */
export const painel_dia = pgTable(
  'painel_dia',
  {
    dia: date('dia', { mode: 'string' }).notNull(),
    consultor: integer('consultor').notNull(),
    solicitacoes: bigint('solicitacoes', { mode: 'number' }).notNull().default(0),
    cotacoes: bigint('cotacoes', { mode: 'number' }).notNull().default(0),
    carrinho: bigint('carrinho', { mode: 'number' }).notNull().default(0),
    emissoes: bigint('emissoes', { mode: 'number' }).notNull().default(0),
    receita: numeric('receita').notNull().default('0'),
    custo: numeric('custo').notNull().default('0'),
  },
  (t) => [
    primaryKey({ name: 'painel_dia_pk', columns: [t.dia, t.consultor] }),
    index('painel_dia_consultor_idx').on(t.consultor, t.dia),
  ],
);

/**
 * The revenue and count of the services not cancelled per month of their creation (America/Sao_Paulo, the
 * month's first day), sale's consultant (0 = none) and sale's client (a person; services of sales without one
 * are left out), kept exact by statement triggers on `servicos` (decision 0062): the dashboard ranks a
 * period's top clients from the months it covers and the services of the days at its ends.
 */
export const clientes_mes = pgTable(
  'clientes_mes',
  {
    mes: date('mes', { mode: 'string' }).notNull(),
    consultor: integer('consultor').notNull(),
    cliente: integer('cliente').notNull(),
    servicos: bigint('servicos', { mode: 'number' }).notNull().default(0),
    receita: numeric('receita').notNull().default('0'),
  },
  (t) => [
    primaryKey({ name: 'clientes_mes_pk', columns: [t.mes, t.consultor, t.cliente] }),
    index('clientes_mes_consultor_idx').on(t.consultor, t.mes),
  ],
);

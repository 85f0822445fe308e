import { NOTIFICACAO_TIPOS } from '@skyler/domain/notificacoes';
import { boolean, index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { criadoEm, idSerial } from './colunas.ts';
import { logs } from './logs.ts';
import { usuarios } from './usuarios.ts';

export const notificacoes = pgTable(
  'notificacoes',
  {
    id: idSerial(),
    title: text('title').notNull(),
    context: varchar('context', { length: 32, enum: NOTIFICACAO_TIPOS }).notNull(),
    /** ids of the records the notification is about, e.g. {orcamento: 12, cotacao: 40} */
    ids: jsonb('ids').notNull().default({}),
    venda: integer('venda'),
    consultor: integer('consultor').references(() => usuarios.id, { onDelete: 'set null' }),
    cliente: integer('cliente'),
    log: integer('log').references(() => logs.id, { onDelete: 'set null' }),
    importante: boolean('importante').notNull().default(false),
    lido: boolean('lido').notNull().default(false),
    created_at: criadoEm(),
  },
  (t) => [index('notificacoes_created_idx').on(t.created_at), index('notificacoes_venda_idx').on(t.venda)],
);

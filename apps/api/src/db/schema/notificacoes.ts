import { NOTIFICACAO_CANAIS, NOTIFICACAO_TIPOS } from '@skyler/domain/notificacoes';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { alteradoEm, criadoEm, idSerial, pertenceA } from './colunas.ts';
import { logs } from './logs.ts';
import { usuarios } from './usuarios.ts';

/** One notification of one user (decision 0078): read and important are theirs. */
export const notificacoes = pgTable(
  'notificacoes',
  {
    id: idSerial(),
    title: text('title').notNull(),
    context: varchar('context', { length: 32, enum: NOTIFICACAO_TIPOS }).notNull(),
    /** ids of the records the notification is about, e.g. {orcamento: 12, cotacao: 40} */
    ids: jsonb('ids').notNull().default({}),
    venda: integer('venda'),
    /** the sale's consultant (the lists' Consultor column and filter) */
    consultor: integer('consultor').references(() => usuarios.id, { onDelete: 'set null' }),
    cliente: integer('cliente'),
    log: integer('log').references(() => logs.id, { onDelete: 'set null' }),
    importante: boolean('importante').notNull().default(false),
    lido: boolean('lido').notNull().default(false),
    created_at: criadoEm(),
    /** the user it is for; null only on rows from before notifications had one */
    destinatario: integer('destinatario').references(() => usuarios.id, { onDelete: 'cascade' }),
    /** who made the change */
    autor: integer('autor').references(() => usuarios.id, { onDelete: 'set null' }),
    /** the record changed, e.g. `cotacao:40`: consecutive changes to it by the same author are one row */
    chave: varchar('chave', { length: 64 }),
    /** how many changes the row stands for, and when the last one was made */
    vezes: integer('vezes').notNull().default(1),
    atualizada_em: timestamp('atualizada_em', { withTimezone: true }).notNull().defaultNow(),
    /** `app` (the bell) or `email` (waits for the digest, then `enviada_em`) */
    canal: varchar('canal', { length: 8, enum: ['app', 'email'] })
      .notNull()
      .default('app'),
    enviada_em: timestamp('enviada_em', { withTimezone: true }),
  },
  (t) => [
    index('notificacoes_created_idx').on(t.created_at),
    index('notificacoes_venda_idx').on(t.venda),
    index('notificacoes_destinatario_idx').on(t.destinatario, t.canal, t.lido, t.atualizada_em),
    index('notificacoes_agrupar_idx').on(t.destinatario, t.chave, t.autor),
  ],
);

/** A user's choice of channel for one type of notification; without a row, the role's default. */
export const notificacoes_preferencias = pgTable(
  'notificacoes_preferencias',
  {
    usuario: pertenceA('usuario', () => usuarios.id),
    tipo: varchar('tipo', { length: 32, enum: NOTIFICACAO_TIPOS }).notNull(),
    canal: varchar('canal', { length: 8, enum: NOTIFICACAO_CANAIS }).notNull(),
    updated_at: alteradoEm(),
  },
  (t) => [primaryKey({ columns: [t.usuario, t.tipo] })],
);

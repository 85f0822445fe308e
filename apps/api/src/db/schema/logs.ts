import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { usuarios } from './usuarios.ts';

/** Audit log: one row per change, written in the transaction of the change. */
export const logs = pgTable(
  'logs',
  {
    id: serial('id').primaryKey(),
    tipo: varchar('tipo', { length: 64 }).notNull(),
    /** sale the change belongs to, when there is one (the sales area adds the foreign key) */
    venda: integer('venda'),
    usuario: integer('usuario').references(() => usuarios.id, { onDelete: 'set null' }),
    /** {antes, depois}: the record before and after the change */
    dados: jsonb('dados').notNull(),
    /** {entidade, id, ip, ...}: what was changed and from where */
    meta: jsonb('meta').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('logs_venda_idx').on(t.venda),
    index('logs_created_idx').on(t.created_at),
    // a user's own rows, newest first (Minha área › Minhas atividades)
    index('logs_usuario_idx').on(t.usuario, t.id),
  ],
);

import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { criadoEm, idSerial } from './colunas.ts';
import { usuarios } from './usuarios.ts';

/** Audit log: one row per change, written in the transaction of the change. */
export const logs = pgTable(
  'logs',
  {
    id: idSerial(),
    tipo: varchar('tipo', { length: 64 }).notNull(),
    /** sale the change belongs to, when there is one (the sales area adds the foreign key) */
    venda: integer('venda'),
    usuario: integer('usuario').references(() => usuarios.id, { onDelete: 'set null' }),
    /** {antes, depois}: the record before and after the change */
    dados: jsonb('dados').notNull(),
    /** {entidade, id, ip, ...}: what was changed and from where */
    meta: jsonb('meta').notNull(),
    created_at: criadoEm(),
    /**
     * The hash chain (decision 0047), filled by the database when the writing transaction commits, never by
     * the application: the row's place in the chain (1, 2, 3… without gaps), the previous row's hash and
     * this row's SHA-256 over its content and that previous hash. Rows can be neither updated nor deleted.
     */
    sequencia: bigint('sequencia', { mode: 'number' }),
    hash_anterior: varchar('hash_anterior', { length: 64 }),
    hash: varchar('hash', { length: 64 }),
  },
  (t) => [
    index('logs_venda_idx').on(t.venda),
    index('logs_created_idx').on(t.created_at),
    // a user's own rows, newest first (Minha área › Minhas atividades)
    index('logs_usuario_idx').on(t.usuario, t.id),
    uniqueIndex('logs_sequencia_idx').on(t.sequencia),
    // the rows the committing transaction chains (its own; committed rows are chained)
    index('logs_sem_hash_idx').on(t.id).where(sql`${t.hash} is null`),
  ],
);

/**
 * The head of the audit chain (decision 0047): one row with the last chained row's place and hash. The
 * database's chaining trigger locks it at commit, so concurrent writers chain one after another.
 */
export const logs_cadeia = pgTable(
  'logs_cadeia',
  {
    id: integer('id').primaryKey(),
    sequencia: bigint('sequencia', { mode: 'number' }).notNull(),
    hash: varchar('hash', { length: 64 }).notNull(),
  },
  (t) => [check('logs_cadeia_unica', sql`${t.id} = 1`)],
);

import { MOTIVOS_FIM_SESSAO } from '@skyler/domain/auth-regras';
import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { criadoEm, idSerial, pertenceA } from './colunas.ts';
import { usuarios } from './usuarios.ts';

/** Server-side sessions; the cookie holds a random token, the table only its SHA-256. */
export const sessoes = pgTable(
  'sessoes',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    usuario_id: pertenceA('usuario_id', () => usuarios.id),
    ip: varchar('ip', { length: 64 }).notNull(),
    user_agent: text('user_agent').notNull().default(''),
    created_at: criadoEm(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessoes_usuario_idx').on(t.usuario_id)],
);

/**
 * Why a session ended before its expiry, by the key it had: the 401 of a later request with its cookie, and
 * `whoami`, tell the browser (decision 0081). Written by the one function that ends sessions
 * (`sessoes.service.encerrarSessoesDoUsuario`); purged with the other short-lived rows.
 */
export const sessoes_encerradas = pgTable(
  'sessoes_encerradas',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    usuario_id: pertenceA('usuario_id', () => usuarios.id),
    motivo: varchar('motivo', { length: 32, enum: MOTIVOS_FIM_SESSAO }).notNull(),
    encerrada_em: timestamp('encerrada_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessoes_encerradas_em_idx').on(t.encerrada_em)],
);

/**
 * One row per correct password: the e-mailed code belongs to this attempt only.
 * The browser holds the attempt token in a cookie; a newer attempt of the same user supersedes it.
 */
export const login_tentativas = pgTable(
  'login_tentativas',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    usuario_id: pertenceA('usuario_id', () => usuarios.id),
    codigo_hash: varchar('codigo_hash', { length: 64 }).notNull(),
    tentativas: integer('tentativas').notNull().default(0),
    ip: varchar('ip', { length: 64 }).notNull(),
    created_at: criadoEm(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** set when used, exhausted or superseded */
    encerrada_em: timestamp('encerrada_em', { withTimezone: true }),
  },
  (t) => [index('login_tentativas_usuario_idx').on(t.usuario_id, t.created_at)],
);

export const AUTH_EVENTO_TIPOS = [
  'senha_falha',
  'codigo_enviado',
  'codigo_falha',
  'bloqueio',
  'desbloqueio',
  /** a password reset asked for (`POST /api/senha/esqueci/`), whether or not the login exists */
  'redefinicao_pedida',
] as const;

/** Authentication events that the rate limits count, per account and per client address. */
export const auth_eventos = pgTable(
  'auth_eventos',
  {
    id: idSerial(),
    tipo: varchar('tipo', { length: 32, enum: AUTH_EVENTO_TIPOS }).notNull(),
    usuario_id: integer('usuario_id').references(() => usuarios.id, { onDelete: 'cascade' }),
    /** the login as typed (lowercased), so limits hold the same for unknown and existing accounts */
    login: varchar('login', { length: 150 }).notNull().default(''),
    ip: varchar('ip', { length: 64 }).notNull(),
    created_at: criadoEm(),
  },
  (t) => [
    index('auth_eventos_usuario_idx').on(t.usuario_id, t.tipo, t.created_at),
    index('auth_eventos_login_idx').on(t.login, t.tipo, t.created_at),
    index('auth_eventos_ip_idx').on(t.ip, t.tipo, t.created_at),
  ],
);

/**
 * Requests counted by `@fastify/rate-limit` on PostgreSQL: one row per key (route and client address) with
 * the count of its current window, so every API process and machine counts against the same limit (decision
 * 0030). A window starts at the key's first request after the last one ended; the processes delete ended
 * rows now and then.
 */
export const limites_requisicoes = pgTable(
  'limites_requisicoes',
  {
    chave: text('chave').primaryKey(),
    total: integer('total').notNull().default(1),
    expira_em: timestamp('expira_em', { withTimezone: true }).notNull(),
  },
  (t) => [index('limites_requisicoes_expira_idx').on(t.expira_em)],
);

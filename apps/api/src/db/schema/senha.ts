import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { criadoEm, pertenceA } from './colunas.ts';
import { usuarios } from './usuarios.ts';

export const SENHA_LINK_TIPOS = ['convite', 'redefinicao'] as const;
export type SenhaLinkTipo = (typeof SENHA_LINK_TIPOS)[number];

/**
 * The single-use links that set a password: an invitation (a new user, 48 h) or a reset (1 h). The e-mail
 * holds a random token; the table only its SHA-256. A new link of a user voids the open ones.
 */
export const senha_links = pgTable(
  'senha_links',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    usuario_id: pertenceA('usuario_id', () => usuarios.id),
    tipo: varchar('tipo', { length: 16, enum: SENHA_LINK_TIPOS }).notNull(),
    /** the administrator who sent an invitation; null for a reset the user asked for */
    criado_por: integer('criado_por').references(() => usuarios.id, { onDelete: 'set null' }),
    created_at: criadoEm(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    usado_em: timestamp('usado_em', { withTimezone: true }),
    anulado_em: timestamp('anulado_em', { withTimezone: true }),
  },
  (t) => [index('senha_links_usuario_idx').on(t.usuario_id, t.created_at)],
);

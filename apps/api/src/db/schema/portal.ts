import type { ItemAceite } from '@skyler/domain/portal';
import { index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { criadoEm, idSerial, pertenceA, usuario } from './colunas.ts';
import { contatos, documentos_contato } from './contatos.ts';
import { vendas } from './vendas.ts';

/**
 * A client's acceptance of a sale's proposal in the portal: who, when, from where and exactly what (each
 * quote with the version and the amount it had). A quote changed after its acceptance needs a newer one.
 */
export const portal_aceites = pgTable(
  'portal_aceites',
  {
    id: idSerial(),
    venda: pertenceA('venda', () => vendas.id),
    usuario: usuario('usuario'),
    ip: varchar('ip', { length: 64 }),
    user_agent: varchar('user_agent', { length: 500 }),
    itens: jsonb('itens').$type<ItemAceite[]>().notNull(),
    created_at: criadoEm(),
  },
  (t) => [index('portal_aceites_venda_idx').on(t.venda, t.id)],
);
export type PortalAceiteRow = typeof portal_aceites.$inferSelect;

/** A document a client sent through the portal for a sale, with the purpose they stated. */
export const portal_documentos = pgTable(
  'portal_documentos',
  {
    id: idSerial(),
    venda: pertenceA('venda', () => vendas.id),
    documento: pertenceA('documento', () => documentos_contato.id),
    finalidade: varchar('finalidade', { length: 200 }).notNull(),
    usuario: usuario('usuario'),
    created_at: criadoEm(),
  },
  (t) => [index('portal_documentos_venda_idx').on(t.venda, t.id)],
);

/**
 * A code e-mailed to a contact who opened the proposal's link without an account: creating the account needs
 * it (its HMAC only is kept), before it expires and within its tries. A new code closes the open ones.
 */
export const portal_codigos = pgTable(
  'portal_codigos',
  {
    id: idSerial(),
    contato: pertenceA('contato', () => contatos.id),
    venda: pertenceA('venda', () => vendas.id),
    codigo_hash: text('codigo_hash').notNull(),
    tentativas: integer('tentativas').notNull().default(0),
    ip: varchar('ip', { length: 64 }),
    expira_em: timestamp('expira_em', { withTimezone: true }).notNull(),
    encerrado_em: timestamp('encerrado_em', { withTimezone: true }),
    created_at: criadoEm(),
  },
  (t) => [index('portal_codigos_contato_idx').on(t.contato, t.created_at)],
);

import type { Telefone } from '@skyler/domain/cadastro';
import {
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

export const usuarios = pgTable('usuarios', {
  id: serial('id').primaryKey(),
  username: varchar('username', { length: 150 }).notNull().unique(),
  email: varchar('email', { length: 254 }).notNull(),
  nome: varchar('nome', { length: 150 }).notNull(),
  sobrenome: varchar('sobrenome', { length: 150 }).notNull().default(''),
  /** the phone a client reaches the user on, as every phone of the project is kept (country, code, digits) */
  telefone: jsonb('telefone').$type<Telefone>(),
  senha_hash: text('senha_hash').notNull(),
  is_staff: boolean('is_staff').notNull().default(true),
  is_superuser: boolean('is_superuser').notNull().default(false),
  ativo: boolean('ativo').notNull().default(true),
  cliente: boolean('cliente').notNull().default(false),
  id_token: text('id_token'),
  pertencente: text('pertencente').array().notNull().default([]),
  authorized_restricted_routes: text('authorized_restricted_routes').array().notNull().default([]),
  perfil_user: text('perfil_user').array().notNull().default([]),
  sdr: boolean('sdr').notNull().default(false),
  consultor: boolean('consultor').notNull().default(false),
  cotador: boolean('cotador').notNull().default(false),
  consultores_extra: integer('consultores_extra').array().notNull().default([]),
  cotador_extra: integer('cotador_extra').array().notNull().default([]),
  emissores_extra: integer('emissores_extra').array().notNull().default([]),
  /**
   * Commission rates (% of an issuance's base value) when the user is its consultant, quoter or issuer,
   * kept by administrators (decision 0028; part 2 §9 gives the defaults).
   */
  comissao_consultor: numeric('comissao_consultor', { precision: 5, scale: 2 }).notNull().default('3.00'),
  comissao_cotador: numeric('comissao_cotador', { precision: 5, scale: 2 }).notNull().default('2.50'),
  comissao_emissor: numeric('comissao_emissor', { precision: 5, scale: 2 }).notNull().default('1.50'),
  /** Set when too many wrong codes were typed; only an admin clears it. */
  bloqueado_em: timestamp('bloqueado_em', { withTimezone: true }),
  last_login: timestamp('last_login', { withTimezone: true }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type UsuarioRow = typeof usuarios.$inferSelect;

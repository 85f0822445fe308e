import type { DataBusca } from '@skyler/domain/busca-credito';
import type { Telefone } from '@skyler/domain/cadastro';
import { TIERS } from '@skyler/domain/contatos';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { criadoEAlterado, criadoEm, idSerial, pertenceA, usuario } from './colunas.ts';
import { contatos } from './contatos.ts';

/** Corporate customers (part 2 §3 Company). */
export const empresas = pgTable(
  'empresas',
  {
    id: idSerial(),
    /** the name shown everywhere: the razão social when no other name was given */
    nome: varchar('nome', { length: 200 }).notNull(),
    razao_social: varchar('razao_social', { length: 200 }),
    /** 14 letters or digits, upper-cased */
    cnpj: varchar('cnpj', { length: 14 }),
    email: varchar('email', { length: 254 }),
    telefone: jsonb('telefone').$type<Telefone>(),
    indicacao: integer('indicacao').references(() => contatos.id, { onDelete: 'set null' }),
    observacoes: text('observacoes'),
    tier: varchar('tier', { length: 3, enum: TIERS.values as ['VIP', '1', '2'] }),
    /** last credit search by CNPJ */
    data_busca: jsonb('data_busca').$type<DataBusca>(),
    /** normalizarBusca(nome, razao_social, cnpj, email) */
    nome_busca: text('nome_busca').notNull().default(''),
    created_by: usuario('created_by'),
    last_edited_by: usuario('last_edited_by'),
    ...criadoEAlterado(),
  },
  (t) => [
    uniqueIndex('empresas_cnpj_idx').on(t.cnpj).where(sql`${t.cnpj} is not null`),
    index('empresas_nome_busca_trgm_idx').using('gin', t.nome_busca.op('gin_trgm_ops')),
    index('empresas_ordem_idx').on(t.nome_busca, t.id),
  ],
);
export type EmpresaRow = typeof empresas.$inferSelect;

/** Contacts related to a company (the company's Relações tab, the contact's related companies). */
export const contatos_empresas = pgTable(
  'contatos_empresas',
  {
    contato_id: pertenceA('contato_id', () => contatos.id),
    empresa_id: pertenceA('empresa_id', () => empresas.id),
    created_at: criadoEm(),
  },
  (t) => [
    primaryKey({ columns: [t.contato_id, t.empresa_id] }),
    index('contatos_empresas_empresa_idx').on(t.empresa_id),
  ],
);

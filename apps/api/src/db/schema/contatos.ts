import type { DataBusca } from '@skyler/domain/busca-credito';
import type { Telefone } from '@skyler/domain/cadastro';
import {
  CATEGORIAS_CNH,
  type EnderecoContato,
  GENEROS,
  PERFIS_CONTATO,
  TIERS,
  TIPOS_DOCUMENTO,
} from '@skyler/domain/contatos';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { autoria, criadoEAlterado, idSerial, pertenceA, usuario } from './colunas.ts';

const contato = (name: string) =>
  integer(name).references((): AnyPgColumn => contatos.id, { onDelete: 'set null' });

/** Individual customers, passengers and referrers (part 2 §3 Contact). */
export const contatos = pgTable(
  'contatos',
  {
    id: idSerial(),
    nome: varchar('nome', { length: 150 }).notNull(),
    sobrenome: varchar('sobrenome', { length: 150 }).notNull().default(''),
    /** digits only */
    cpf: varchar('cpf', { length: 11 }),
    /** 14 letters or digits, upper-cased */
    cnpj: varchar('cnpj', { length: 14 }),
    /** driver licence number, 11 digits */
    cnh: varchar('cnh', { length: 11 }),
    email: varchar('email', { length: 254 }),
    telefone: jsonb('telefone').$type<Telefone>(),
    /** who referred the contact (required by the API, nullable so a deleted referrer keeps the contact) */
    indicacao: contato('indicacao'),
    data_nascimento: date('data_nascimento'),
    genero: varchar('genero', { length: 1, enum: GENEROS.values as ['M', 'F'] }),
    tier: varchar('tier', { length: 3, enum: TIERS.values as ['VIP', '1', '2'] }),
    perfil: varchar('perfil', { length: 32, enum: PERFIS_CONTATO.values as [string, ...string[]] })
      .notNull()
      .default('contato_basico'),
    cliente_estrangeiro: boolean('cliente_estrangeiro').notNull().default(false),
    endereco: jsonb('endereco').$type<EnderecoContato>(),
    instagram: varchar('instagram', { length: 100 }),
    linkedin: varchar('linkedin', { length: 200 }),
    relacao: contato('relacao'),
    tipo_relacao: varchar('tipo_relacao', { length: 60 }),
    data_especial: date('data_especial'),
    ocasiao: varchar('ocasiao', { length: 100 }),
    observacoes: text('observacoes'),
    /** last credit and background search: {general_flag, formatted_data, search_information} */
    data_busca: jsonb('data_busca').$type<DataBusca>(),
    /** the customer account (usuário cliente) that reads this contact's sales in Minha área */
    usuario_cliente: usuario('usuario_cliente'),
    /** normalizarBusca(nome, sobrenome, cpf, email): what the list search looks in */
    nome_busca: text('nome_busca').notNull().default(''),
    /** when the contact's personal data was erased on request (LGPD, decision 0048) */
    anonimizado_em: timestamp('anonimizado_em', { withTimezone: true }),
    created_by: usuario('created_by'),
    last_edited_by: usuario('last_edited_by'),
    ...criadoEAlterado(),
  },
  (t) => [
    uniqueIndex('contatos_cpf_idx').on(t.cpf).where(sql`${t.cpf} is not null`),
    uniqueIndex('contatos_usuario_cliente_idx')
      .on(t.usuario_cliente)
      .where(sql`${t.usuario_cliente} is not null`),
    index('contatos_nome_busca_trgm_idx').using('gin', t.nome_busca.op('gin_trgm_ops')),
    index('contatos_ordem_idx').on(t.nome_busca, t.id),
    index('contatos_indicacao_idx').on(t.indicacao),
    index('contatos_relacao_idx').on(t.relacao),
  ],
);
export type ContatoRow = typeof contatos.$inferSelect;
export type ContatoInsert = typeof contatos.$inferInsert;

/** Passports, identity cards (RG) and driver licences (CNH) of a contact, with their scanned file. */
export const documentos_contato = pgTable(
  'documentos_contato',
  {
    id: idSerial(),
    contato_id: pertenceA('contato_id', () => contatos.id),
    tipo: varchar('tipo', { length: 16, enum: TIPOS_DOCUMENTO.values as [string, ...string[]] }).notNull(),
    numero: varchar('numero', { length: 20 }).notNull(),
    data_emissao: date('data_emissao'),
    data_validade: date('data_validade'),
    /** passports: issuing country */
    pais: varchar('pais', { length: 60 }),
    /** passports: the holder's name as printed in it, which the ticket must carry (decision 0076) */
    nome_passaporte: varchar('nome_passaporte', { length: 150 }),
    /** RG: issuing body */
    orgao_emissor: varchar('orgao_emissor', { length: 30 }),
    /** CNH: licence category */
    categoria: varchar('categoria', { length: 1, enum: CATEGORIAS_CNH.values as [string, ...string[]] }),
    /** key in the file store, null when no file was sent */
    arquivo: text('arquivo'),
    mime: varchar('mime', { length: 100 }),
    tamanho: integer('tamanho'),
    nome_arquivo: varchar('nome_arquivo', { length: 255 }),
    ...autoria(),
  },
  // with the validity, a contact's newest passport is one entry of the index (dashboard's passport alert)
  (t) => [index('documentos_contato_contato_idx').on(t.contato_id, t.tipo, t.data_validade)],
);
export type DocumentoContatoRow = typeof documentos_contato.$inferSelect;

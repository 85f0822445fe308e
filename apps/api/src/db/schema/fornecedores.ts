import {
  type Endereco,
  type MeioPagamentoFornecedor,
  type TelefoneFornecedor,
  TIPOS_SERVICO_PROVEDOR,
  type TipoServicoProvedor,
} from '@skyler/domain/fornecedores';
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { autoria, criadoEAlterado, idSerial, pertenceA, usuario } from './colunas.ts';
import { cias_aereas } from './referencia.ts';

/** Companies or people the agency buys services from (consolidators, operators, miles sellers). */
export const fornecedores = pgTable(
  'fornecedores',
  {
    id: idSerial(),
    nome: varchar('nome', { length: 200 }).notNull(),
    email: varchar('email', { length: 254 }).notNull().default(''),
    telefone: jsonb('telefone').$type<TelefoneFornecedor>().notNull(),
    /** digits only */
    cpf: varchar('cpf', { length: 11 }),
    /** 14 letters or digits, upper-cased */
    cnpj: varchar('cnpj', { length: 14 }),
    endereco: jsonb('endereco').$type<Endereco>().notNull(),
    meios_de_pagamento: text('meios_de_pagamento')
      .array()
      .$type<MeioPagamentoFornecedor[]>()
      .notNull()
      .default([]),
    /** where the agency pays it by Pix, as registered (`normalizarChavePix`): bank lines naming it match */
    chave_pix: varchar('chave_pix', { length: 77 }),
    /** normalizarBusca(nome, email, cpf, cnpj, cidade, estado), searched with a trigram index */
    busca: text('busca').notNull(),
    created_by: usuario('created_by'),
    last_edited_by: usuario('last_edited_by'),
    ...criadoEAlterado(),
  },
  (t) => [
    uniqueIndex('fornecedores_cpf_idx').on(t.cpf),
    uniqueIndex('fornecedores_cnpj_idx').on(t.cnpj),
    index('fornecedores_busca_trgm_idx').using('gin', t.busca.op('gin_trgm_ops')),
    index('fornecedores_ordem_idx').on(t.busca, t.id),
  ],
);
export type FornecedorRow = typeof fornecedores.$inferSelect;

/** Who actually delivers a service: a hotel, an airline, a car rental, a miles seller. */
export const provedores = pgTable(
  'provedores',
  {
    id: idSerial(),
    nome: varchar('nome', { length: 200 }).notNull(),
    email: varchar('email', { length: 254 }).notNull().default(''),
    telefone: jsonb('telefone').$type<TelefoneFornecedor>().notNull(),
    cpf: varchar('cpf', { length: 11 }),
    cnpj: varchar('cnpj', { length: 14 }),
    tipo_servico: varchar('tipo_servico', {
      length: 32,
      enum: TIPOS_SERVICO_PROVEDOR.values as [TipoServicoProvedor, ...TipoServicoProvedor[]],
    }).notNull(),
    /** for aereo and milhas providers */
    cia_aerea_id: integer('cia_aerea_id').references(() => cias_aereas.id, { onDelete: 'set null' }),
    endereco: jsonb('endereco').$type<Endereco>().notNull(),
    busca: text('busca').notNull(),
    created_by: usuario('created_by'),
    last_edited_by: usuario('last_edited_by'),
    ...criadoEAlterado(),
  },
  (t) => [
    uniqueIndex('provedores_cpf_idx').on(t.cpf),
    uniqueIndex('provedores_cnpj_idx').on(t.cnpj),
    index('provedores_tipo_idx').on(t.tipo_servico),
    index('provedores_busca_trgm_idx').using('gin', t.busca.op('gin_trgm_ops')),
    index('provedores_ordem_idx').on(t.busca, t.id),
  ],
);
export type ProvedorRow = typeof provedores.$inferSelect;

/** Which providers each supplier sells (`fornecedor.provedores`). */
export const fornecedores_provedores = pgTable(
  'fornecedores_provedores',
  {
    fornecedor_id: pertenceA('fornecedor_id', () => fornecedores.id),
    provedor_id: pertenceA('provedor_id', () => provedores.id),
  },
  (t) => [
    primaryKey({ columns: [t.fornecedor_id, t.provedor_id] }),
    index('fornecedores_provedores_provedor_idx').on(t.provedor_id),
  ],
);

/** Pictures of a provider (hotel rooms, cars) that quotes show to the customer. */
export const provedor_imagens = pgTable(
  'provedor_imagens',
  {
    id: idSerial(),
    provedor_id: pertenceA('provedor_id', () => provedores.id),
    titulo: varchar('titulo', { length: 100 }).notNull(),
    descricao: text('descricao').notNull().default(''),
    /** key in the FileStore */
    arquivo: text('arquivo').notNull(),
    mime: varchar('mime', { length: 64 }).notNull(),
    tamanho: integer('tamanho').notNull(),
    nome_arquivo: varchar('nome_arquivo', { length: 255 }).notNull(),
    ...autoria(),
  },
  (t) => [index('provedor_imagens_provedor_idx').on(t.provedor_id, t.id)],
);
export type ProvedorImagemRow = typeof provedor_imagens.$inferSelect;

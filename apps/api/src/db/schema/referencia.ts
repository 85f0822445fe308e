import type { Telefone } from '@skyler/domain/cadastro';
import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { alteradoEm, criadoEm, idSerial } from './colunas.ts';
import { contatos } from './contatos.ts';

export const moedas = pgTable('moedas', {
  id: idSerial(),
  sigla: varchar('sigla', { length: 3 }).notNull().unique(),
  nome: varchar('nome', { length: 100 }).notNull(),
  simbolo: varchar('simbolo', { length: 10 }).notNull(),
  /** value of 1 unit in BRL */
  cambio: numeric('cambio', { precision: 14, scale: 6 }).notNull(),
  /** day the rate was taken */
  cambio_data: date('cambio_data'),
  casas_decimais: integer('casas_decimais').notNull().default(2),
  /** raised by a trigger on every update; a rate change that sends an older one gets 409 (decision 0034) */
  versao: integer('versao').notNull().default(1),
});

export const paises = pgTable('paises', {
  id: idSerial(),
  iso2: char('iso2', { length: 2 }).notNull().unique(),
  iso3: char('iso3', { length: 3 }),
  /** pt-BR */
  nome: varchar('nome', { length: 100 }).notNull(),
  nome_busca: varchar('nome_busca', { length: 100 }).notNull(),
  /** calling code without `+` */
  codigo_telefone: varchar('codigo_telefone', { length: 8 }),
});

export const estados = pgTable('estados', {
  id: idSerial(),
  /** UF */
  sigla: char('sigla', { length: 2 }).notNull().unique(),
  nome: varchar('nome', { length: 60 }).notNull(),
  codigo_ibge: integer('codigo_ibge').notNull().unique(),
});

export const cidades = pgTable(
  'cidades',
  {
    id: idSerial(),
    nome: varchar('nome', { length: 100 }).notNull(),
    nome_busca: varchar('nome_busca', { length: 100 }).notNull(),
    estado_id: integer('estado_id')
      .notNull()
      .references(() => estados.id),
    codigo_ibge: integer('codigo_ibge').notNull().unique(),
  },
  (t) => [index('cidades_estado_busca_idx').on(t.estado_id, t.nome_busca)],
);

export const aeroportos = pgTable(
  'aeroportos',
  {
    id: idSerial(),
    iata: char('iata', { length: 3 }).notNull().unique(),
    icao: varchar('icao', { length: 4 }),
    nome: varchar('nome', { length: 200 }).notNull(),
    cidade_nome: varchar('cidade_nome', { length: 100 }),
    /** IBGE city of a Brazilian airport, when its city could be matched */
    cidade_id: integer('cidade_id').references(() => cidades.id, { onDelete: 'set null' }),
    estado_sigla: char('estado_sigla', { length: 2 }),
    pais_iso2: char('pais_iso2', { length: 2 }),
    latitude: numeric('latitude', { precision: 9, scale: 6 }),
    longitude: numeric('longitude', { precision: 9, scale: 6 }),
    /** normalised "iata nome cidade (pt and en, other spellings) estado pais (pt and en)" */
    busca: text('busca').notNull(),
    /** the city's normalised names between bars, "|lisboa|lisbon|": the exact city of a search ranks first */
    cidades_busca: text('cidades_busca').notNull().default(''),
    /** OurAirports' size class: 3 large, 2 medium, 1 other airports, 0 unknown to OurAirports (decision 0074) */
    porte: smallint('porte').notNull().default(0),
    /** yearly passengers in thousands, for the busiest airports (`modules/referencia/dados/trafego-aeroportos.json`) */
    passageiros_mil: integer('passageiros_mil'),
    /** the name says "international" */
    internacional: boolean('internacional').notNull().default(false),
  },
  // no trigram index: a scan of ~6,200 short rows answers in milliseconds, and the index tripled the
  // airports' load on every new database (decision 0074)
  (t) => [index('aeroportos_busca_idx').on(t.busca.op('text_pattern_ops'))],
);

export const cias_aereas = pgTable(
  'cias_aereas',
  {
    id: idSerial(),
    nome: varchar('nome', { length: 150 }).notNull(),
    /** short name shown on legs, e.g. 'LATAM' */
    nome_resumido: varchar('nome_resumido', { length: 60 }).notNull(),
    iata: varchar('iata', { length: 2 }),
    icao: varchar('icao', { length: 3 }),
    /** pt-BR country name */
    pais: varchar('pais', { length: 100 }),
    ativo: boolean('ativo').notNull().default(true),
    /** the logo's key in the file store (PNG, WebP or SVG; decision 0042), null without one */
    logo: varchar('logo', { length: 1024 }),
    logo_mime: varchar('logo_mime', { length: 40 }),
  },
  (t) => [index('cias_aereas_iata_idx').on(t.iata)],
);

export const PROGRAMA_TIPOS = ['cia_aerea', 'banco', 'varejo'] as const;
export type ProgramaTipo = (typeof PROGRAMA_TIPOS)[number];

/** Loyalty programmes. */
export const programas = pgTable('programas', {
  id: idSerial(),
  nome: varchar('nome', { length: 100 }).notNull().unique(),
  cia_aerea_id: integer('cia_aerea_id').references(() => cias_aereas.id, { onDelete: 'set null' }),
  tipo: varchar('tipo', { length: 16, enum: PROGRAMA_TIPOS }).notNull(),
  ativo: boolean('ativo').notNull().default(true),
});

/** Loyalty accounts: the agency's own and those of contacts. */
export const fidelidades = pgTable(
  'fidelidades',
  {
    id: idSerial(),
    programa_id: integer('programa_id')
      .notNull()
      .references(() => programas.id),
    titular: text('titular').notNull(),
    numero_id_conta: varchar('numero_id_conta', { length: 64 }).notNull(),
    /** the contact who holds the account (none for the agency's own accounts) */
    contato_id: integer('contato_id').references(() => contatos.id, { onDelete: 'cascade' }),
    /** the suppliers area adds the foreign key */
    provedor_id: integer('provedor_id'),
    conta_propria: boolean('conta_propria').notNull().default(false),
    ativo: boolean('ativo').notNull().default(true),
    created_at: criadoEm(),
  },
  (t) => [
    index('fidelidades_programa_idx').on(t.programa_id),
    index('fidelidades_contato_idx').on(t.contato_id),
  ],
);

/** The agency's payment cards. */
export const cartoes = pgTable('cartoes', {
  id: idSerial(),
  nome: varchar('nome', { length: 100 }).notNull(),
  bandeira: varchar('bandeira', { length: 30 }).notNull(),
  /** last 4 digits */
  digs: varchar('digs', { length: 4 }).notNull(),
  ativo: boolean('ativo').notNull().default(true),
});

export type MoedaInsert = typeof moedas.$inferInsert;
export type PaisInsert = typeof paises.$inferInsert;
export type EstadoInsert = typeof estados.$inferInsert;
export type CidadeInsert = typeof cidades.$inferInsert;
export type AeroportoInsert = typeof aeroportos.$inferInsert;
export type CiaAereaInsert = typeof cias_aereas.$inferInsert;
export type ProgramaInsert = typeof programas.$inferInsert;

/**
 * The agency's identity, one row (`id` 1): what every proposal shows in its header and footer and signs its
 * e-mails with. The logo is a key of the file store (PNG, JPEG or a simple SVG).
 */
export const agencia = pgTable(
  'agencia',
  {
    id: smallint('id').primaryKey().default(1),
    nome: varchar('nome', { length: 150 }).notNull(),
    cnpj: varchar('cnpj', { length: 14 }),
    telefone: jsonb('telefone').$type<Telefone>(),
    email: varchar('email', { length: 254 }),
    site: varchar('site', { length: 200 }).notNull().default(''),
    endereco: varchar('endereco', { length: 250 }).notNull().default(''),
    logo: varchar('logo', { length: 1024 }),
    logo_mime: varchar('logo_mime', { length: 40 }),
    /** the contacts related to a company see the company's sales in the client's portal */
    portal_contatos_empresa: boolean('portal_contatos_empresa').notNull().default(false),
    /** the version of the portal's settings above (Administração › Portal do cliente; a stale write gets 409) */
    portal_versao: integer('portal_versao').notNull().default(1),
    updated_at: alteradoEm(),
  },
  (t) => [check('agencia_uma_linha', sql`${t.id} = 1`)],
);

import {
  LEMBRETE_TIPOS,
  type LembretesTipos,
  type LembreteTipo,
  MENSAGEM_ORIGEM,
  type MensagemOrigem,
  WHATSAPP_STATUS,
  type WhatsappStatus,
} from '@skyler/domain/mensagens';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { alteradoEm, criadoEAlterado, criadoEm, idSerial, pertenceA, usuario } from './colunas.ts';
import { contatos } from './contatos.ts';
import { emails_fila } from './emails.ts';
import { usuarios } from './usuarios.ts';
import { vendas } from './vendas.ts';

/**
 * The conversation of a sale between the client and the agency (not the staff chat): written from the portal,
 * from the sale's screen or by a WhatsApp reply.
 */
export const mensagens_cliente = pgTable(
  'mensagens_cliente',
  {
    id: idSerial(),
    venda: pertenceA('venda', () => vendas.id),
    texto: text('texto').notNull(),
    origem: varchar('origem', {
      length: 10,
      enum: MENSAGEM_ORIGEM.values as [MensagemOrigem, ...MensagemOrigem[]],
    }).notNull(),
    /** the staff member or the client account that wrote it; null for a WhatsApp reply */
    autor: usuario('autor'),
    /** the e-mail that tells the other side (shared by the messages of a burst) */
    email: integer('email').references(() => emails_fila.id, { onDelete: 'set null' }),
    created_at: criadoEm(),
  },
  (t) => [index('mensagens_cliente_venda_idx').on(t.venda, t.id)],
);

/** A client account's choice to receive the agency's WhatsApp templates, and where. */
export const preferencias_cliente = pgTable(
  'preferencias_cliente',
  {
    usuario: integer('usuario')
      .primaryKey()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    whatsapp: boolean('whatsapp').notNull().default(false),
    /** E.164 ('+5511987654321') */
    telefone: varchar('telefone', { length: 20 }),
    updated_at: alteradoEm(),
  },
  (t) => [index('preferencias_cliente_telefone_idx').on(t.telefone)],
);

/**
 * Every WhatsApp message, both ways: a template going out is a durable outbox row (sent by the API processes
 * with the e-mails' retry policy), a client's message coming in through the webhook is logged as `recebido`.
 */
export const whatsapp_mensagens = pgTable(
  'whatsapp_mensagens',
  {
    id: idSerial(),
    /** E.164 */
    para: varchar('para', { length: 20 }).notNull(),
    template: varchar('template', { length: 60 }),
    idioma: varchar('idioma', { length: 10 }),
    parametros: jsonb('parametros').$type<string[]>().notNull().default([]),
    /** a received message's text */
    texto: text('texto'),
    venda: integer('venda').references(() => vendas.id, { onDelete: 'set null' }),
    contato: integer('contato').references(() => contatos.id, { onDelete: 'set null' }),
    status: varchar('status', {
      length: 10,
      enum: WHATSAPP_STATUS.values as [WhatsappStatus, ...WhatsappStatus[]],
    })
      .notNull()
      .default('pendente'),
    tentativas: integer('tentativas').notNull().default(0),
    proximo_envio: timestamp('proximo_envio', { withTimezone: true }).notNull().defaultNow(),
    ultimo_erro: text('ultimo_erro'),
    /** Meta's message id (wamid): a webhook delivered twice is stored once */
    provedor_id: varchar('provedor_id', { length: 200 }),
    ...criadoEAlterado(),
    enviado_em: timestamp('enviado_em', { withTimezone: true }),
  },
  (t) => [
    index('whatsapp_mensagens_pendentes_idx').on(t.proximo_envio, t.id).where(sql`${t.status} = 'pendente'`),
    index('whatsapp_mensagens_venda_idx').on(t.venda, t.id),
    index('whatsapp_mensagens_criadas_idx').on(t.created_at, t.id),
    uniqueIndex('whatsapp_mensagens_provedor_idx').on(t.provedor_id),
  ],
);

/** A reminder sent: its key (kind, object, date) is unique, so each goes once whatever the processes. */
export const lembretes = pgTable(
  'lembretes',
  {
    id: idSerial(),
    chave: varchar('chave', { length: 120 }).notNull(),
    tipo: varchar('tipo', {
      length: 24,
      enum: LEMBRETE_TIPOS.values as [LembreteTipo, ...LembreteTipo[]],
    }).notNull(),
    /** the date the reminder is about (the due date, the departure, the birthday) */
    data: date('data', { mode: 'string' }).notNull(),
    venda: integer('venda').references(() => vendas.id, { onDelete: 'cascade' }),
    contato: integer('contato').references(() => contatos.id, { onDelete: 'cascade' }),
    descricao: text('descricao').notNull(),
    para: varchar('para', { length: 254 }).notNull(),
    email: integer('email').references(() => emails_fila.id, { onDelete: 'set null' }),
    whatsapp: integer('whatsapp').references(() => whatsapp_mensagens.id, { onDelete: 'set null' }),
    created_at: criadoEm(),
  },
  (t) => [uniqueIndex('lembretes_chave_idx').on(t.chave), index('lembretes_venda_idx').on(t.venda, t.id)],
);

/** The agency's reminder settings, one row (`id` 1). */
export const lembretes_configuracao = pgTable(
  'lembretes_configuracao',
  {
    id: smallint('id').primaryKey().default(1),
    ativo: boolean('ativo').notNull().default(true),
    /** each kind of reminder switched off (`false`); a kind absent is on */
    tipos: jsonb('tipos').$type<Partial<LembretesTipos>>().notNull().default({}),
    dias_vencimento: integer('dias_vencimento').notNull().default(3),
    dias_checkin: integer('dias_checkin').notNull().default(1),
    dias_inicio_viagem: integer('dias_inicio_viagem').notNull().default(2),
    meses_passaporte: integer('meses_passaporte').notNull().default(6),
    silencio_inicio: smallint('silencio_inicio').notNull().default(21),
    silencio_fim: smallint('silencio_fim').notNull().default(8),
    versao: integer('versao').notNull().default(1),
    updated_by: usuario('updated_by'),
    updated_at: alteradoEm(),
  },
  (t) => [check('lembretes_configuracao_uma_linha', sql`${t.id} = 1`)],
);

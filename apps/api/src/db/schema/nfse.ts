import type { NfseOperacao, NfseStatus, NfseTipo, NfseTomador } from '@skyler/domain/nfse';
import { NFSE_OPERACOES, NFSE_STATUS, NFSE_TIPOS } from '@skyler/domain/nfse';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { alteradoEm, autoria, dinheiro, idSerial, usuario } from './colunas.ts';
import { servicos } from './servicos.ts';

/**
 * The NFS-e on the agency's own revenue of a service. `referencia` is the provider's idempotency key
 * (`servico-<id>`); a service has at most one live (not cancelled) invoice. `operacao` and
 * `proxima_tentativa` are the durable queue's: what to ask the provider next and when (the e-mail queue's
 * retry policy, platform/email-fila.ts).
 */
export const nfse = pgTable(
  'nfse',
  {
    id: idSerial(),
    servico: integer('servico')
      .notNull()
      .references(() => servicos.id, { onDelete: 'restrict' }),
    referencia: varchar('referencia', { length: 60 }).notNull(),
    /** the service's invoice, its substitute after a late refund, or the credit note of one (decision 0096) */
    tipo: varchar('tipo', { length: 20, enum: NFSE_TIPOS.values as [NfseTipo, ...NfseTipo[]] })
      .notNull()
      .default('nota'),
    /** the authorised invoice a substitute or a credit note adjusts */
    ajusta: integer('ajusta').references((): AnyPgColumn => nfse.id, { onDelete: 'restrict' }),
    status: varchar('status', { length: 16, enum: NFSE_STATUS.values as [NfseStatus, ...NfseStatus[]] })
      .notNull()
      .default('pendente'),
    valor: dinheiro('valor'),
    tomador: jsonb('tomador').$type<NfseTomador>().notNull(),
    discriminacao: text('discriminacao').notNull(),
    numero: varchar('numero', { length: 60 }),
    codigo_verificacao: varchar('codigo_verificacao', { length: 100 }),
    url_pdf: text('url_pdf'),
    url_xml: text('url_xml'),
    /** the authorised invoice's XML as the provider gave it (the accountant's export) */
    xml: text('xml'),
    mensagem: text('mensagem'),
    operacao: varchar('operacao', {
      length: 16,
      enum: NFSE_OPERACOES as unknown as [NfseOperacao, ...NfseOperacao[]],
    }),
    tentativas: integer('tentativas').notNull().default(0),
    proxima_tentativa: timestamp('proxima_tentativa', { withTimezone: true }),
    motivo_cancelamento: text('motivo_cancelamento'),
    autorizada_em: timestamp('autorizada_em', { withTimezone: true }),
    cancelada_em: timestamp('cancelada_em', { withTimezone: true }),
    ...autoria(),
    updated_by: usuario('updated_by'),
    updated_at: alteradoEm(),
    versao: integer('versao').notNull().default(1),
  },
  (t) => [
    uniqueIndex('nfse_referencia_idx').on(t.referencia),
    // one live invoice per service; a substitute lives beside the invoice it replaces until it is authorised
    uniqueIndex('nfse_servico_viva_idx')
      .on(t.servico)
      .where(sql`${t.status} <> 'cancelada' and ${t.ajusta} is null`),
    index('nfse_ajusta_idx').on(t.ajusta).where(sql`${t.ajusta} is not null`),
    index('nfse_fila_idx').on(t.proxima_tentativa, t.id).where(sql`${t.operacao} is not null`),
    index('nfse_status_idx').on(t.status, t.created_at),
  ],
);

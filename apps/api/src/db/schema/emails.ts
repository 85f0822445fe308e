import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { criadoEAlterado, idSerial, pertenceA } from './colunas.ts';

export const EMAIL_STATUS = ['pendente', 'enviado', 'falhou'] as const;
export type EmailStatus = (typeof EMAIL_STATUS)[number];

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The outbox: every e-mail the app sends is a row here first, written in the transaction of what caused it,
 * and sent by the API processes with retries (platform/email-fila.ts, decision 0050).
 */
export const emails_fila = pgTable(
  'emails_fila',
  {
    id: idSerial(),
    para: varchar('para', { length: 254 }).notNull(),
    assunto: varchar('assunto', { length: 255 }).notNull(),
    texto: text('texto').notNull(),
    html: text('html'),
    /** a login code or a password link: the body is erased once sent */
    sensivel: boolean('sensivel').notNull().default(false),
    status: varchar('status', { length: 16, enum: EMAIL_STATUS }).notNull().default('pendente'),
    tentativas: integer('tentativas').notNull().default(0),
    /** when a process may take it next: the next retry, or the end of a sending process's claim */
    proximo_envio: timestamp('proximo_envio', { withTimezone: true }).notNull().defaultNow(),
    ultimo_erro: text('ultimo_erro'),
    ...criadoEAlterado(),
    enviado_em: timestamp('enviado_em', { withTimezone: true }),
  },
  (t) => [
    index('emails_fila_pendentes_idx').on(t.proximo_envio, t.id).where(sql`${t.status} = 'pendente'`),
    index('emails_fila_status_idx').on(t.status, t.created_at),
  ],
);

/** The attachments of an outbox e-mail (a proposal's PDF), kept so that a retry sends them too. */
export const emails_anexos = pgTable(
  'emails_anexos',
  {
    id: idSerial(),
    email_id: pertenceA('email_id', () => emails_fila.id),
    nome: varchar('nome', { length: 255 }).notNull(),
    tipo: varchar('tipo', { length: 127 }).notNull(),
    conteudo: bytea('conteudo').notNull(),
  },
  (t) => [index('emails_anexos_email_idx').on(t.email_id)],
);

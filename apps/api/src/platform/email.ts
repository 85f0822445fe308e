import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import { registrarEmail } from './metricas.ts';

export type EmailAttachment = { filename: string; content: Buffer; contentType: string };

export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: EmailAttachment[];
};

export type Mailer = { send: (message: EmailMessage) => Promise<void> };

/** What the mail server may take before an attempt counts as failed (the outbox retries it later). */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/** Counts each send's outcome in the metrics (`skyler_emails_total`), sent or failed. */
function medirEnvios(mailer: Mailer): Mailer {
  return {
    send: async (message) => {
      try {
        await mailer.send(message);
      } catch (error) {
        registrarEmail('falhou');
        throw error;
      }
      registrarEmail('enviado');
    },
  };
}

/**
 * The transport: SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in DATA_DIR/outbox.
 * Only the outbox's sender (platform/email-fila.ts) calls it; nothing here logs a subject or a body.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  return medirEnvios(createTransportMailer(options));
}

function createTransportMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  // nodemailer loads with the first e-mail, not at start (decision 0044)
  let transporte: Promise<Transporter> | undefined;
  const smtpUrl = options.smtpUrl;
  if (smtpUrl) {
    return {
      send: async (message) => {
        transporte ??= import('nodemailer').then(({ default: nodemailer }) =>
          nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }),
        );
        await (await transporte).sendMail({ from: options.from, ...message });
      },
    };
  }
  // there from the first start, since the console points to it for the login codes
  mkdirSync(options.outboxDir, { recursive: true });
  return {
    send: async (message) => {
      transporte ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
      );
      const info = await (await transporte).sendMail({ from: options.from, ...message });
      mkdirSync(options.outboxDir, { recursive: true });
      const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`,
      );
      writeFileSync(file, info.message as Buffer);
      options.log.info({ to: message.to, file }, 'e-mail written to the outbox folder');
    },
  };
}

/** Keeps messages in memory; tests read the code from here. */
export function createMemoryMailer(): Mailer & { sent: EmailMessage[] } {
  const sent: EmailMessage[] = [];
  return {
    sent,
    send: async (message) => {
      sent.push(message);
    },
  };
}

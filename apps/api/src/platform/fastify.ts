import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { WhatsappClient } from '../integrations/whatsapp.ts';
import type { DeclaredRoute } from './access.ts';
import type { Csrf } from './csrf.ts';
import type { Mailer } from './email.ts';
import type { FilaDuravel, FilaEmails, ResultadoEnvio } from './email-fila.ts';
import type { EventBus } from './events.ts';
import type { FileStore } from './files.ts';
import type { Leitura } from './leitura.ts';

/**
 * The app with the Zod type provider. Route modules never name it: each is a `FastifyPluginAsyncZod`, and what
 * they read from the app (`app.db`, `app.config`, …) is typed by the declarations below, so nothing imports
 * `app.ts` back.
 */
export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What `buildApp` decorates the app with, visible to every plugin. */
declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** the database for reads that tolerate a replica's lag: lists, searches, dashboard, exports (decision 0090) */
    leitura: Leitura;
    mailer: Mailer;
    /** the outbox's sender of this process (platform/email-fila.ts) */
    emails: FilaEmails;
    /** NFS-e (modules/nfse): on when the provider's URL and token are set, and this process's queue */
    nfse: { ligada: boolean; fila: FilaDuravel<string> };
    /** the WhatsApp Business Cloud API's client and this process's sender of its outbox (modules/mensagens) */
    whatsapp: { client: WhatsappClient; fila: FilaDuravel<ResultadoEnvio> };
    files: FileStore;
    secret: string;
    /** every API route with the access it declared */
    apiRoutes: DeclaredRoute[];
    events: EventBus;
    /** the CSRF token bound to the session (sign-in and sign-out set a new one) */
    csrf: Csrf;
  }
}

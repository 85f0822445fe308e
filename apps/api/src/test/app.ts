import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { Replica } from '../db/replica.ts';
import { usuarios } from '../db/schema/index.ts';
import { chaveCsrf, csrfCookieName, csrfToken } from '../platform/csrf.ts';
import { createMemoryMailer } from '../platform/email.ts';
import type { App } from '../platform/fastify.ts';
import { createFileStore } from '../platform/files.ts';
import { createSession, SESSION_COOKIE } from '../platform/sessions.ts';
import { createTestDatabase } from './database.ts';
import { copiarArquivosDoTemplate, type TemplateKind } from './template.ts';

export const TEST_SECRET = 'test-secret-key-with-enough-length-0123456789';

/**
 * The CSRF token the test app accepts with this session cookie (none: before sign-in), as its cookie and
 * X-CSRFToken header carry it.
 */
export function csrfPara(sessionToken?: string): string {
  return csrfToken(chaveCsrf(TEST_SECRET), sessionToken);
}

export type TestRequest = Omit<InjectOptions, 'cookies'> & { cookies?: Record<string, string> };

export type TestApp = {
  app: App;
  db: Db;
  /** what was sent: the outbox reaches it when `enviarEmails` is called */
  mailer: ReturnType<typeof createMemoryMailer>;
  /** sends every due e-mail of the outbox through `mailer` now (no timer runs it in tests) */
  enviarEmails: () => Promise<void>;
  dataDir: string;
  /** a request with the CSRF pair already set, and the cookies given */
  inject: (options: TestRequest) => Promise<LightMyRequestResponse>;
  /** a request from a signed-in demo user (admin, consultor, sdr, cotador, emissor, financeiro, milhas, cliente) */
  injectAs: (username: string, options: TestRequest) => Promise<LightMyRequestResponse>;
  /**
   * another app on the same database, mailer and files, not yet ready: for routes added by a test; with
   * `log`, it writes its log lines (every request among them) there
   */
  buildSibling: (options?: { log?: (linha: string) => void }) => Promise<App>;
  close: () => Promise<void>;
};

/**
 * Builds the app on a fresh copy of the demo template (the demo accounts and data; with `referencia`, also
 * airports, airlines and cities), as every API test starts; or of another `template`, such as a step of the
 * demo's sales, whose files it copies into DATA_DIR/files.
 */
export async function createTestApp(
  options: {
    referencia?: boolean;
    template?: TemplateKind;
    env?: Record<string, string>;
    /** a database of the test's own instead of a copy of the template (closed with the app) */
    banco?: Database;
    /** a streaming replica of `banco` (decision 0090) */
    replica?: Replica;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'skyler-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...options.env });
  const kind = options.template ?? (options.referencia ? 'demo-referencia' : 'demo');
  const database = options.banco ?? (await createTestDatabase(kind));
  if (!options.banco) copiarArquivosDoTemplate(kind, path.join(dataDir, 'files'));
  const mailer = createMemoryMailer();
  // DATA_DIR/files, or the bucket of a FILES_URL given in `env`
  const files = await createFileStore(config);
  const buildSibling = ({ log }: { log?: (linha: string) => void } = {}) =>
    buildApp({
      config: log ? { ...config, logRequests: true } : config,
      db: database.db,
      connectListener: database.connectListener,
      estadoPool: database.estadoPool,
      replica: options.replica,
      mailer,
      emailsAutomaticos: false,
      secret: TEST_SECRET,
      files,
      logger: log ? { level: 'info', stream: { write: log } } : false,
      checkResponses: true,
    });
  const app = await buildSibling();
  await app.ready();

  const sessions = new Map<string, string>();
  const inject: TestApp['inject'] = (request) => {
    const { cookies, headers, ...rest } = request;
    // the pair made for the session cookie the request carries, as the browser would hold it
    const csrf = csrfPara(cookies?.[SESSION_COOKIE]);
    return app.inject({
      ...rest,
      headers: { 'x-csrftoken': csrf, ...headers },
      cookies: { [csrfCookieName(config.cookieSecure)]: csrf, ...cookies },
    });
  };
  const injectAs: TestApp['injectAs'] = async (username, request) => {
    let token = sessions.get(username);
    if (!token) {
      const [usuario] = await database.db.select().from(usuarios).where(eq(usuarios.username, username));
      if (!usuario) throw new Error(`no demo user ${username}`);
      token = await createSession(database.db, {
        usuarioId: usuario.id,
        ip: '127.0.0.1',
        userAgent: 'test',
        hours: 1,
      });
      sessions.set(username, token);
    }
    return inject({ ...request, cookies: { [SESSION_COOKIE]: token, ...request.cookies } });
  };

  return {
    app,
    db: database.db,
    mailer,
    enviarEmails: async () => {
      await app.emails.processar();
    },
    dataDir,
    inject,
    injectAs,
    buildSibling,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function expectDetail(response: LightMyRequestResponse): string {
  return (response.json() as { detail: string }).detail;
}

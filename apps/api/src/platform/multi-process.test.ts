import { AUTH_MESSAGES } from '@skyler/domain/auth';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { type Database, openPostgres } from '../db/client.ts';
import {
  auth_eventos,
  contatos,
  limites_requisicoes,
  login_tentativas,
  usuarios,
} from '../db/schema/index.ts';
import { AUTH_LIMITS } from '../modules/auth/auth.limits.ts';
import { ATTEMPT_COOKIE } from '../modules/auth/auth.routes.ts';
import { createTestApp, csrfPara, type TestApp } from '../test/app.ts';
import { createMemoryMailer } from './email.ts';
import { enfileirarEmail } from './email-fila.ts';
import type { ChatEvent } from './events.ts';
import type { App } from './fastify.ts';
import { RATE_LIMITS } from './rate-limit.ts';
import { SESSION_COOKIE } from './sessions.ts';

/**
 * Two API processes on one PostgreSQL database: each app has its own pool, LISTEN connection, session cache,
 * mailer and rate-limit store, as two workers or two machines do (decision 0030).
 */
const serverUrl = process.env.TEST_DATABASE_URL;

type Processo = { app: App; mailer: ReturnType<typeof createMemoryMailer> };

let t: TestApp;
let segundoBanco: Database;
let a: Processo;
let b: Processo;

describe.skipIf(!serverUrl)('two API processes on one PostgreSQL', () => {
  beforeAll(async () => {
    t = await createTestApp();
    a = { app: t.app, mailer: t.mailer };
    const rows = (await t.db.execute(sql`select current_database() as nome`)) as unknown as {
      rows: { nome: string }[];
    };
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${rows.rows[0]?.nome}`;
    segundoBanco = await openPostgres(url.toString());
    const mailer = createMemoryMailer();
    const app = await buildApp({
      config: t.app.config,
      db: segundoBanco.db,
      connectListener: segundoBanco.connectListener,
      mailer,
      emailsAutomaticos: false,
      secret: t.app.secret,
      files: t.app.files,
      logger: false,
    });
    await app.ready();
    b = { app, mailer };
  });
  afterAll(async () => {
    await b?.app.close();
    await segundoBanco?.close();
    await t?.close();
  });
  beforeEach(async () => {
    await t.db.delete(auth_eventos);
    await t.db.delete(login_tentativas);
    await t.db.delete(limites_requisicoes);
    await t.db.update(usuarios).set({ bloqueado_em: null });
  });

  const send = (
    p: Processo,
    request: Omit<InjectOptions, 'cookies'> & { cookies?: Record<string, string> },
  ) => {
    const csrf = csrfPara(request.cookies?.[SESSION_COOKIE]);
    return p.app.inject({
      ...request,
      headers: { 'x-csrftoken': csrf, ...request.headers },
      cookies: { csrftoken: csrf, ...request.cookies },
    });
  };
  const cookieOf = (response: LightMyRequestResponse, name: string) =>
    response.cookies.find((c) => c.name === name)?.value;
  const login = (p: Processo, remoteAddress: string, username = 'consultor', password = 'demo1234') =>
    send(p, { method: 'POST', url: '/api/login/', payload: { username, password }, remoteAddress });
  const verify = (p: Processo, remoteAddress: string, attempt: string | undefined, otp: string) =>
    send(p, {
      method: 'POST',
      url: '/api/otp_verification/',
      payload: { otp },
      remoteAddress,
      cookies: attempt ? { [ATTEMPT_COOKIE]: attempt } : {},
    });
  /** the outbox sent by process `p`, then the code of the last e-mail: in its body only */
  const lastCode = async (p: Processo) => {
    await p.app.emails.processar();
    return /Seu código de acesso é (\d+)\./.exec(p.mailer.sent.at(-1)?.text ?? '')?.[1] ?? '';
  };
  const whoami = async (p: Processo, token: string) =>
    (
      (
        await send(p, { method: 'GET', url: '/api/whoami/', cookies: { [SESSION_COOKIE]: token } })
      ).json() as {
        authenticated: boolean;
      }
    ).authenticated;

  it('a session opened on one process is valid on the other, and a logout on one is seen by the other', async () => {
    const first = await login(a, '10.1.0.1');
    expect(first.statusCode).toBe(200);
    const otp = await verify(a, '10.1.0.1', cookieOf(first, ATTEMPT_COOKIE), await lastCode(a));
    expect(otp.statusCode).toBe(200);
    const token = cookieOf(otp, SESSION_COOKIE) ?? '';
    expect(await whoami(b, token)).toBe(true);
    // both processes now keep the session in their cache
    expect(await whoami(a, token)).toBe(true);
    const out = await send(b, { method: 'POST', url: '/api/logout/', cookies: { [SESSION_COOKIE]: token } });
    expect(out.statusCode).toBe(200);
    expect(await whoami(b, token)).toBe(false);
    await expect.poll(() => whoami(a, token), { timeout: 3_000, interval: 20 }).toBe(false);
  });

  it('a chat message written through one process reaches the live events of the other', async () => {
    const [contato] = await t.db
      .insert(contatos)
      .values({ nome: 'Dois', sobrenome: 'Processos' } as never)
      .returning();
    const [consultor] = await t.db.select().from(usuarios).where(eq(usuarios.username, 'consultor'));
    const criada = await t.injectAs('consultor', {
      method: 'POST',
      url: '/api/vendas/',
      payload: {
        cliente: contato?.id,
        consultor: consultor?.id,
        meio_contato_tipo: 'Outro',
        meio_contato_valor: 'loja',
      },
    });
    expect(criada.statusCode).toBe(201);
    const venda = (criada.json() as { id: number }).id;
    const recebidos: ChatEvent[] = [];
    const parar = b.app.events.subscribe('chat', (evento) => recebidos.push(evento));
    try {
      const posted = await t.injectAs('consultor', {
        method: 'POST',
        url: `/api/vendas/${venda}/chat_messages/`,
        payload: { message: 'de um processo ao outro' },
      });
      expect(posted.statusCode).toBe(201);
      await expect
        .poll(() => recebidos.map((e) => [e.venda, (e.mensagem as { message: string }).message]))
        .toEqual([[venda, 'de um processo ao outro']]);
    } finally {
      parar();
    }
  });

  it('counts the rate limit of the code step across both processes', async () => {
    const { max } = RATE_LIMITS.login;
    for (let i = 0; i < max; i++) {
      const response = await verify(i % 2 ? a : b, '10.2.0.1', undefined, '1234');
      expect(response.statusCode).toBe(400);
    }
    for (const p of [a, b]) {
      const limited = await verify(p, '10.2.0.1', undefined, '1234');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ detail: AUTH_MESSAGES.tooManyAttempts });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
    // another address has its own count
    expect((await verify(a, '10.2.0.2', undefined, '1234')).statusCode).toBe(400);
    const [linha] = await t.db
      .select()
      .from(limites_requisicoes)
      .where(sql`${limites_requisicoes.chave} like ${'%10.2.0.1'}`);
    expect(linha?.total).toBe(max + 2);
  });

  it('counts wrong passwords for one login and address across both processes', async () => {
    for (let i = 0; i < AUTH_LIMITS.passwordFailuresPerLoginAndIp; i++) {
      const response = await login(i % 2 ? a : b, '10.3.0.1', 'sdr', 'errada');
      expect(response.statusCode).toBe(400);
    }
    for (const p of [a, b]) {
      const limited = await login(p, '10.3.0.1', 'sdr');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ detail: AUTH_MESSAGES.tooManyAttempts });
    }
  });

  it('counts the codes sent to an account, and the tries of one code, across both processes', async () => {
    const primeiro = await login(a, '10.4.0.1', 'cotador');
    const attempt = cookieOf(primeiro, ATTEMPT_COOKIE);
    const code = await lastCode(a);
    const wrong = code === '0000' ? '0001' : '0000';
    // the code's three tries spent on both processes: the right code is refused after them
    for (const p of [b, a, b]) expect((await verify(p, '10.4.0.1', attempt, wrong)).statusCode).toBe(400);
    const late = await verify(a, '10.4.0.1', attempt, code);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ detail: AUTH_MESSAGES.otpInvalid, tentativas_restantes: 0 });

    for (const p of [b, a].slice(0, AUTH_LIMITS.codesPerAccount - 1)) {
      expect((await login(p, '10.4.0.1', 'cotador')).statusCode).toBe(200);
    }
    const limited = await login(b, '10.4.0.2', 'cotador');
    expect(limited.statusCode).toBe(429);
    const [usuario] = await t.db.select().from(usuarios).where(eq(usuarios.username, 'cotador'));
    const enviados = await t.db
      .select()
      .from(auth_eventos)
      .where(eq(auth_eventos.usuario_id, usuario?.id ?? 0));
    expect(enviados.filter((e) => e.tipo === 'codigo_enviado')).toHaveLength(AUTH_LIMITS.codesPerAccount);
  });

  it('sends each e-mail of the outbox once when both processes send at the same time', async () => {
    await a.app.emails.processar();
    a.mailer.sent.length = 0;
    for (let i = 0; i < 30; i++)
      await enfileirarEmail(t.db, { to: `p${i}@b.c`, subject: `n${i}`, text: '.' });
    await Promise.all([a.app.emails.processar(), b.app.emails.processar()]);
    const assuntos = [...a.mailer.sent, ...b.mailer.sent].map((m) => m.subject);
    expect(assuntos).toHaveLength(30);
    expect(new Set(assuntos).size).toBe(30);
  });
});

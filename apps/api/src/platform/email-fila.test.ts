import type { AddressInfo } from 'node:net';
import { EMAIL_MESSAGES } from '@skyler/domain/emails';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { emails_fila, logs, usuarios } from '../db/schema/index.ts';
import { ATTEMPT_COOKIE } from '../modules/auth/auth.routes.ts';
import { AUTH_EMAIL_ASSUNTO } from '../modules/auth/auth.service.ts';
import { createTestApp, csrfPara, expectDetail, type TestApp } from '../test/app.ts';
import { createMailer, createMemoryMailer } from './email.ts';
import { criarFilaEmails, EMAIL_MAX_ESPERA_MS, EMAIL_MAX_TENTATIVAS, enfileirarEmail } from './email-fila.ts';
import { publishEvent } from './events.ts';
import type { App } from './fastify.ts';
import { SESSION_COOKIE } from './sessions.ts';

/**
 * The outbox against a real SMTP server (smtp-server, from nodemailer's authors) that refuses while `aceitar`
 * is false (451 at the end of DATA) and keeps what it accepts.
 */
let aceitar = false;
let recebidos: Buffer[] = [];
let smtp: SMTPServer;
let smtpUrl = '';
let t: TestApp;
/** the log lines of the apps on SMTP */
let linhas: string[] = [];
const abertos: App[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const partes: Buffer[] = [];
      stream.on('data', (parte: Buffer) => partes.push(parte));
      stream.on('end', () => {
        if (!aceitar) {
          callback(Object.assign(new Error('Serviço temporariamente indisponível'), { responseCode: 451 }));
          return;
        }
        recebidos.push(Buffer.concat(partes));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  // 8 digits, so that a log line cannot hold the code by chance
  t = await createTestApp({ env: { OTP_DIGITS: '8', LOG_REQUESTS: 'true' } });
});
afterAll(async () => {
  for (const app of abertos) await app.close();
  await t.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});
beforeEach(async () => {
  aceitar = false;
  recebidos = [];
  linhas = [];
  await t.db.delete(emails_fila);
});

/** An instance of the API on the test database that sends through the SMTP server (its outbox run by hand). */
async function appNoSmtp(): Promise<App> {
  const app = await buildApp({
    config: t.app.config,
    db: t.db,
    mailer: createMailer({
      smtpUrl,
      from: 'Skyler <nao-responda@skyler.local>',
      outboxDir: t.dataDir,
      log: t.app.log,
    }),
    emailsAutomaticos: false,
    secret: t.app.secret,
    files: t.app.files,
    logger: { level: 'trace', stream: { write: (linha: string) => linhas.push(linha) } },
  });
  await app.ready();
  abertos.push(app);
  return app;
}

/**
 * Commits wake-ups until the app's listening connection hears one: from then on it is listening, and a
 * commit's NOTIFY reaches it whatever the machine's load.
 */
async function ouvindo(app: App): Promise<void> {
  let ouviu = false;
  const parar = app.events.subscribe('emails', () => {
    ouviu = true;
  });
  try {
    await vi.waitFor(
      async () => {
        if (!ouviu) await publishEvent(t.db, 'emails', {});
        expect(ouviu).toBe(true);
      },
      { timeout: 20_000, interval: 100 },
    );
  } finally {
    parar();
  }
}

/** A write with the CSRF token of the session cookie sent (none before sign-in). */
const post = (app: App, url: string, payload: object, cookies: Record<string, string> = {}) => {
  const csrf = csrfPara(cookies[SESSION_COOKIE]);
  return app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'x-csrftoken': csrf },
    cookies: { csrftoken: csrf, ...cookies },
  });
};
const cookieOf = (response: LightMyRequestResponse, name: string) =>
  response.cookies.find((c) => c.name === name)?.value;
const mais = (ms: number) => new Date(Date.now() + ms);
const linhaDe = async (id: number) =>
  (await t.db.select().from(emails_fila).where(eq(emails_fila.id, id)))[0];

describe('the outbox on a mail server that refuses, then accepts', () => {
  it('answers the login normally; the code goes out at the retry, in the body only, and no log line holds it', async () => {
    const app = await appNoSmtp();
    const login = await post(app, '/api/login/', { username: 'consultor', password: 'demo1234' });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toMatchObject({ otp_pending: true });

    expect(await app.emails.processar()).toEqual({ enviado: 0, reagendado: 1, falhou: 0 });
    expect(recebidos).toEqual([]);
    const [pendente] = await t.db.select().from(emails_fila);
    expect(pendente).toMatchObject({ status: 'pendente', tentativas: 1, assunto: AUTH_EMAIL_ASSUNTO });
    expect(pendente?.ultimo_erro).toContain('451');
    expect(pendente?.proximo_envio.getTime()).toBeGreaterThan(Date.now());
    // not due again before its wait
    expect(await app.emails.processar()).toEqual({ enviado: 0, reagendado: 0, falhou: 0 });

    aceitar = true;
    expect(await app.emails.processar(mais(60_000))).toEqual({ enviado: 1, reagendado: 0, falhou: 0 });
    expect(recebidos).toHaveLength(1);
    const email = await PostalMime.parse(recebidos[0] ?? Buffer.alloc(0));
    expect(email.to?.[0]?.address).toBe('consultor@agencia-demo.com.br');
    expect(email.subject).toBe(AUTH_EMAIL_ASSUNTO);
    const code = /Seu código de acesso é (\d{8})\./.exec(email.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{8}$/);
    expect(email.subject).not.toContain(code);

    const otp = await post(
      app,
      '/api/otp_verification/',
      { otp: code },
      {
        [ATTEMPT_COOKIE]: cookieOf(login, ATTEMPT_COOKIE) ?? '',
      },
    );
    expect(otp.statusCode, otp.body).toBe(200);
    expect(otp.json()).toMatchObject({ authenticated: true });

    // the code's body is erased once sent
    expect(await linhaDe(pendente?.id ?? 0)).toMatchObject({
      status: 'enviado',
      texto: '',
      ultimo_erro: null,
    });
    expect(linhas.some((linha) => linha.includes('e-mail not sent: will retry'))).toBe(true);
    expect(linhas.some((linha) => linha.includes('"/api/otp_verification/"'))).toBe(true);
    expect(linhas.filter((linha) => linha.includes(code))).toEqual([]);
    expect(linhas.filter((linha) => linha.includes(AUTH_EMAIL_ASSUNTO))).toEqual([]);
  });

  it('survives a restart: an e-mail left pending, with its PDF, is sent by a new instance', async () => {
    const primeira = await appNoSmtp();
    const pdf = Buffer.from('%PDF-1.3\n% proposta de teste\n%%EOF\n');
    const id = await t.db.transaction((tx) =>
      enfileirarEmail(tx, {
        to: 'cotador@agencia-demo.com.br',
        subject: 'Proposta do orçamento 0034',
        text: 'Segue em anexo a proposta.',
        attachments: [
          { filename: 'proposta-orcamento-0034.pdf', content: pdf, contentType: 'application/pdf' },
        ],
      }),
    );
    expect(await primeira.emails.processar()).toMatchObject({ reagendado: 1 });
    await primeira.close();

    aceitar = true;
    const segunda = await appNoSmtp();
    expect(await segunda.emails.processar(mais(60_000))).toMatchObject({ enviado: 1 });
    const email = await PostalMime.parse(recebidos[0] ?? Buffer.alloc(0));
    expect(email.subject).toBe('Proposta do orçamento 0034');
    expect(email.attachments).toHaveLength(1);
    expect(email.attachments[0]?.filename).toBe('proposta-orcamento-0034.pdf');
    expect(Buffer.from(email.attachments[0]?.content as ArrayBuffer).equals(pdf)).toBe(true);
    expect(await linhaDe(id)).toMatchObject({ status: 'enviado', tentativas: 2 });
  });

  it(`gives up after ${EMAIL_MAX_TENTATIVAS} attempts; an administrator sees it and sends it again`, async () => {
    const app = await appNoSmtp();
    const id = await enfileirarEmail(t.db, {
      to: 'financeiro@agencia-demo.com.br',
      subject: 'Convite',
      text: 'corpo que a lista não mostra',
    });
    let agora = new Date();
    for (let i = 1; i < EMAIL_MAX_TENTATIVAS; i++) {
      expect(await app.emails.processar(agora)).toMatchObject({ reagendado: 1 });
      agora = new Date(agora.getTime() + EMAIL_MAX_ESPERA_MS);
    }
    expect(await app.emails.processar(agora)).toMatchObject({ falhou: 1 });
    expect(await linhaDe(id)).toMatchObject({ status: 'falhou', tentativas: EMAIL_MAX_TENTATIVAS });
    expect(await app.emails.processar(new Date(agora.getTime() + 7 * 24 * 3_600_000))).toMatchObject({
      falhou: 0,
      enviado: 0,
    });

    const lista = await t.injectAs('admin', { method: 'GET', url: '/api/emails/' });
    expect(lista.statusCode, lista.body).toBe(200);
    const [item] = lista.json().emails;
    expect(item).toMatchObject({
      id,
      para: 'financeiro@agencia-demo.com.br',
      assunto: 'Convite',
      status: 'falhou',
      tentativas: EMAIL_MAX_TENTATIVAS,
      anexos: 0,
    });
    expect(item.ultimo_erro).toContain('451');
    expect(lista.body).not.toContain('corpo que a lista não mostra');
    const enviados = await t.injectAs('admin', { method: 'GET', url: '/api/emails/?status=enviado' });
    expect(enviados.json()).toEqual({ emails: [], pages: 1 });

    const reenvio = await t.injectAs('admin', { method: 'POST', url: `/api/emails/${id}/reenviar/` });
    expect(reenvio.statusCode, reenvio.body).toBe(200);
    expect(reenvio.json()).toMatchObject({
      detail: EMAIL_MESSAGES.reenviado,
      email: { id, status: 'pendente', tentativas: 0 },
    });
    const [admin] = await t.db.select().from(usuarios).where(eq(usuarios.username, 'admin'));
    const [auditoria] = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.tipo, 'email_reenviado'), eq(logs.usuario, admin?.id ?? 0)));
    expect(auditoria?.meta).toMatchObject({ entidade: 'email', id });
    expect(auditoria?.dados).toMatchObject({ antes: { status: 'falhou' }, depois: { status: 'pendente' } });

    aceitar = true;
    expect(await app.emails.processar()).toMatchObject({ enviado: 1 });
    expect(recebidos).toHaveLength(1);
    const denovo = await t.injectAs('admin', { method: 'POST', url: `/api/emails/${id}/reenviar/` });
    expect([denovo.statusCode, expectDetail(denovo)]).toEqual([409, EMAIL_MESSAGES.jaEnviado]);
    const nenhum = await t.injectAs('admin', { method: 'POST', url: '/api/emails/999999/reenviar/' });
    expect([nenhum.statusCode, expectDetail(nenhum)]).toEqual([404, EMAIL_MESSAGES.naoEncontrado]);
  });
});

describe('the outbox for administrators only', () => {
  it('refuses every other role (403) and an anonymous request (401), changing nothing', async () => {
    const id = await enfileirarEmail(t.db, { to: 'a@b.c', subject: 'x', text: 'y' });
    await t.db.update(emails_fila).set({ status: 'falhou', tentativas: 3 }).where(eq(emails_fila.id, id));
    for (const role of ['consultor', 'sdr', 'cotador', 'emissor', 'financeiro', 'milhas', 'cliente']) {
      const lista = await t.injectAs(role, { method: 'GET', url: '/api/emails/' });
      const reenvio = await t.injectAs(role, { method: 'POST', url: `/api/emails/${id}/reenviar/` });
      expect([lista.statusCode, reenvio.statusCode], role).toEqual([403, 403]);
    }
    const anonimo = await t.inject({ method: 'GET', url: '/api/emails/' });
    const anonimoReenvio = await t.inject({ method: 'POST', url: `/api/emails/${id}/reenviar/` });
    expect([anonimo.statusCode, anonimoReenvio.statusCode]).toEqual([401, 401]);
    expect(await linhaDe(id)).toMatchObject({ status: 'falhou', tentativas: 3 });
  });
});

describe('the senders of several processes', () => {
  it('never send one e-mail twice', async () => {
    for (let i = 0; i < 25; i++)
      await enfileirarEmail(t.db, { to: `p${i}@b.c`, subject: `n${i}`, text: '.' });
    const log = { info: () => {}, warn: () => {}, error: () => {} };
    const [a, b] = [createMemoryMailer(), createMemoryMailer()];
    const filaA = criarFilaEmails({ db: t.db, mailer: a, log, automatico: false });
    const filaB = criarFilaEmails({ db: t.db, mailer: b, log, automatico: false });
    await Promise.all([filaA.processar(), filaB.processar()]);
    const assuntos = [...a.sent, ...b.sent].map((m) => m.subject);
    expect(assuntos).toHaveLength(25);
    expect(new Set(assuntos).size).toBe(25);
  });

  it('wakes up at the commit of a new e-mail, without waiting for its timer', async () => {
    let recebido: (assunto: string) => void = () => {};
    const chegou = new Promise<string>((resolve) => {
      recebido = resolve;
    });
    // the app's listening connection hears a wake-up committed now (after a lost connection it comes back
    // within a second, and a NOTIFY sent in between reaches nobody): proven by one heard, not by the clock
    await ouvindo(t.app);
    const fila = criarFilaEmails({
      db: t.db,
      mailer: { send: async (message) => recebido(message.subject) },
      log: { info: () => {}, warn: () => {}, error: () => {} },
      events: t.app.events,
      automatico: true,
      // a timer that never fires: only the wake-up can send
      relogio: { setTimeout: () => 0, clearTimeout: () => {} },
    });
    try {
      await t.db.transaction((tx) => enfileirarEmail(tx, { to: 'a@b.c', subject: 'acordou', text: '.' }));
      expect(await chegou).toBe('acordou');
    } finally {
      await fila.parar();
    }
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contatos } from '../db/schema/index.ts';
import { createViaCepClient } from '../integrations/viacep.ts';
import { createTestApp, expectDetail, type TestApp } from '../test/app.ts';
import { createMailer } from './email.ts';
import { GENERIC_MESSAGES } from './errors.ts';
import { createEventBus } from './events.ts';
import { definirEmailsNaFila, METRICAS_MESSAGES, observarEventos, tokenConfere } from './metricas.ts';

const TOKEN = 'token-de-metricas-0123456789';
const AUTORIZADO = { authorization: `Bearer ${TOKEN}` };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => t.close());

async function raspar(): Promise<string> {
  const response = await t.inject({ method: 'GET', url: '/metrics', headers: AUTORIZADO });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

/** The value of one series of the exposition text: the line of `name` carrying every label given. */
function valor(texto: string, nome: string, labels: Record<string, string> = {}): number {
  const pares = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const linha = texto
    .split('\n')
    .find(
      (l) => (l.startsWith(`${nome}{`) || l.startsWith(`${nome} `)) && pares.every((par) => l.includes(par)),
    );
  return linha === undefined ? 0 : Number(linha.slice(linha.lastIndexOf(' ') + 1));
}

describe('GET /metrics', () => {
  it('answers the Prometheus text with every metric the operator watches', async () => {
    const response = await t.inject({ method: 'GET', url: '/metrics', headers: AUTORIZADO });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    for (const nome of [
      'skyler_http_requests_total',
      'skyler_http_request_duration_seconds',
      'skyler_db_pool_connections_in_use',
      'skyler_db_pool_connections_idle',
      'skyler_db_pool_waiting',
      'nodejs_eventloop_lag_seconds',
      'skyler_sse_clients',
      'skyler_emails_total',
      'skyler_emails_queued',
      'skyler_integration_calls_total',
      'skyler_integration_call_duration_seconds',
    ]) {
      expect(response.body).toContain(`# TYPE ${nome} `);
    }
  });

  it('counts a request by its route pattern, method and status, with its duration', async () => {
    const labels = { route: '/api/contatos/:id/', method: 'GET', status: '200' };
    const [contato] = await t.db.insert(contatos).values({ nome: 'Marta', sobrenome: 'Metrica' }).returning();
    const url = `/api/contatos/${contato?.id}/`;
    const antes = await raspar();
    const lido = await t.injectAs('admin', { method: 'GET', url });
    expect(lido.statusCode, lido.body).toBe(200);
    const depois = await raspar();
    expect(valor(depois, 'skyler_http_requests_total', labels)).toBe(
      valor(antes, 'skyler_http_requests_total', labels) + 1,
    );
    expect(valor(depois, 'skyler_http_request_duration_seconds_count', labels)).toBe(
      valor(antes, 'skyler_http_request_duration_seconds_count', labels) + 1,
    );
    // the raw URL never becomes a label
    expect(depois).not.toContain(url);
  });

  it('counts an unmatched URL under one label, not under the URL asked for', async () => {
    await t.inject({ method: 'GET', url: '/api/nao-existe-123/' });
    const texto = await raspar();
    expect(texto).not.toContain('nao-existe-123');
    expect(valor(texto, 'skyler_http_requests_total', { route: 'sem_rota', status: '404' })).toBeGreaterThan(
      0,
    );
  });

  it('reports the embedded database’s one connection', async () => {
    const texto = await raspar();
    // the scrape itself runs no query: the connection is free and nothing waits
    expect(valor(texto, 'skyler_db_pool_connections_idle')).toBeGreaterThanOrEqual(1);
    expect(valor(texto, 'skyler_db_pool_waiting')).toBe(0);
  });

  it('counts the open live-event streams', async () => {
    const bus = await createEventBus();
    const parar = observarEventos(bus.streamsAbertos);
    const antes = valor(await raspar(), 'skyler_sse_clients');
    const fechar = bus.trackStream(() => {});
    expect(valor(await raspar(), 'skyler_sse_clients')).toBe(antes + 1);
    fechar();
    expect(valor(await raspar(), 'skyler_sse_clients')).toBe(antes);
    parar();
    await bus.close();
  });

  it('counts e-mails sent and failed, and the queue the outbox sets', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'skyler-metricas-'));
    const log = { info: () => {} } as unknown as FastifyBaseLogger;
    try {
      const antes = await raspar();
      const pasta = createMailer({ smtpUrl: undefined, from: 'a@b.c', outboxDir: dir, log });
      await pasta.send({ to: 'maria@agencia.com.br', subject: 'Proposta', text: 'oi' });
      // nothing listens on port 1: the connection is refused at once
      const recusado = createMailer({
        smtpUrl: 'smtp://127.0.0.1:1',
        from: 'a@b.c',
        outboxDir: dir,
        log,
      });
      await expect(recusado.send({ to: 'maria@agencia.com.br', subject: 'x', text: 'oi' })).rejects.toThrow();
      definirEmailsNaFila(3);
      const depois = await raspar();
      for (const result of ['enviado', 'falhou']) {
        expect(valor(depois, 'skyler_emails_total', { result })).toBe(
          valor(antes, 'skyler_emails_total', { result }) + 1,
        );
      }
      expect(valor(depois, 'skyler_emails_queued')).toBe(3);
    } finally {
      definirEmailsNaFila(0);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('counts calls to an outside service by outcome', async () => {
    const labels = { service: 'cep', result: 'unavailable' };
    const antes = valor(await raspar(), 'skyler_integration_calls_total', labels);
    const viacep = createViaCepClient({ baseUrl: 'http://127.0.0.1:1/ws' });
    await expect(viacep.buscarCep('01001000')).rejects.toThrow();
    expect(valor(await raspar(), 'skyler_integration_calls_total', labels)).toBe(antes + 1);
  });

  it('refuses a scrape without the token or with another one', async () => {
    const sem = await t.inject({ method: 'GET', url: '/metrics' });
    expect(sem.statusCode).toBe(401);
    expect(expectDetail(sem)).toBe(METRICAS_MESSAGES.token);
    expect(sem.body).not.toContain('skyler_');
    for (const authorization of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, TOKEN, 'Bearer ']) {
      const errado = await t.inject({ method: 'GET', url: '/metrics', headers: { authorization } });
      expect(errado.statusCode, authorization).toBe(401);
    }
  });

  it('compares the token whatever its length', () => {
    expect(tokenConfere(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(tokenConfere(`bearer   ${TOKEN}`, TOKEN)).toBe(true);
    expect(tokenConfere(`Bearer ${TOKEN}-mais`, TOKEN)).toBe(false);
    expect(tokenConfere(undefined, TOKEN)).toBe(false);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('is off: 404, even with a bearer token', async () => {
    const semToken = await createTestApp();
    try {
      const response = await semToken.inject({ method: 'GET', url: '/metrics', headers: AUTORIZADO });
      expect(response.statusCode).toBe(404);
      expect(expectDetail(response)).toBe(GENERIC_MESSAGES.notFound);
    } finally {
      await semToken.close();
    }
  });
});

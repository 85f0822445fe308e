import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessoes, usuarios } from '../db/schema/index.ts';
import { createTestApp, csrfPara, type TestApp } from '../test/app.ts';
import type { App } from './fastify.ts';
import { createSession, SESSION_COOKIE } from './sessions.ts';

let t: TestApp;
let outro: App;

beforeAll(async () => {
  t = await createTestApp();
  // a second API process on the same database: its own session cache, its own LISTEN connection
  outro = await t.buildSibling();
  await outro.ready();
});
afterAll(async () => {
  await outro.close();
  await t.close();
});

async function novaSessao(username: string) {
  const [usuario] = await t.db.select().from(usuarios).where(eq(usuarios.username, username));
  const token = await createSession(t.db, {
    usuarioId: usuario?.id ?? 0,
    ip: '127.0.0.1',
    userAgent: 'test',
    hours: 1,
  });
  return { token, usuario: usuario?.id ?? 0 };
}

const whoami = async (app: App, token: string) =>
  (await app.inject({ method: 'GET', url: '/api/whoami/', cookies: { [SESSION_COOKIE]: token } })).json() as {
    authenticated: boolean;
    user: { nome: string } | null;
  };

/** The database's message reaches the other process's LISTEN connection a moment after the commit. */
async function eventualmente(verificar: () => Promise<boolean>) {
  const limite = Date.now() + 3_000;
  while (!(await verificar())) {
    if (Date.now() > limite) throw new Error('not seen in 3 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('sessions read through the cache of each process', () => {
  it('answers a session it read a moment ago without asking the database', async () => {
    const { token } = await novaSessao('consultor');
    expect((await whoami(outro, token)).authenticated).toBe(true);
    // deleting the row without the trigger's message would be a change the cache cannot see
    await t.db.execute(sql`alter table ${sessoes} disable trigger sessoes_avisar_fim`);
    try {
      await t.db.delete(sessoes);
      expect((await whoami(outro, token)).authenticated).toBe(true);
    } finally {
      await t.db.execute(sql`alter table ${sessoes} enable trigger sessoes_avisar_fim`);
    }
  });

  it('forgets a session ended by logout at once in its process, and in the other process by NOTIFY', async () => {
    const { token } = await novaSessao('consultor');
    expect((await whoami(t.app, token)).authenticated).toBe(true);
    expect((await whoami(outro, token)).authenticated).toBe(true);
    const csrf = csrfPara(token);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout/',
      headers: { 'x-csrftoken': csrf },
      cookies: { csrftoken: csrf, [SESSION_COOKIE]: token },
    });
    expect(out.statusCode).toBe(200);
    expect((await whoami(t.app, token)).authenticated).toBe(false);
    await eventualmente(async () => !(await whoami(outro, token)).authenticated);
  });

  it('sees a user blocked or changed by another process', async () => {
    const { token, usuario } = await novaSessao('sdr');
    expect((await whoami(outro, token)).user?.nome).toBe('Sofia');
    await t.db.update(usuarios).set({ nome: 'Sofia Maria' }).where(eq(usuarios.id, usuario));
    await eventualmente(async () => (await whoami(outro, token)).user?.nome === 'Sofia Maria');
    await t.db.update(usuarios).set({ bloqueado_em: new Date() }).where(eq(usuarios.id, usuario));
    await eventualmente(async () => !(await whoami(outro, token)).authenticated);
    const denied = await outro.inject({
      method: 'GET',
      url: '/api/vendas/detailed/',
      cookies: { [SESSION_COOKIE]: token },
    });
    expect(denied.statusCode).toBe(401);
    await t.db.update(usuarios).set({ bloqueado_em: null, nome: 'Sofia' }).where(eq(usuarios.id, usuario));
  });
});

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { t, usarApp } from '../../test/suite-com-app.ts';
import { newestMigration } from './health.queries.ts';
import { READY_MESSAGES } from './health.routes.ts';

usarApp();

describe('health and readiness', () => {
  it('/healthz answers with the pid, without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', pid: process.pid });
  });

  it('/readyz is ready with every migration applied, and not without the newest', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ok', detail: READY_MESSAGES.ok });

    const newest = newestMigration();
    const saved = (await t.db.execute(
      sql`select id, hash, created_at::text as created_at from drizzle.__drizzle_migrations where created_at = ${newest}`,
    )) as unknown as { rows: { id: number; hash: string; created_at: string }[] };
    expect(saved.rows).toHaveLength(1);
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${newest}`);
    try {
      const behind = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(behind.statusCode).toBe(503);
      expect(behind.json()).toMatchObject({ status: 'indisponivel', detail: READY_MESSAGES.migracoes });
    } finally {
      const row = saved.rows[0];
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row?.id}, ${row?.hash}, ${newest})`,
      );
    }
  });

  it('tags every answer with a request id, taking a proxy’s only when it looks like one', async () => {
    const fresh = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'lb-42.a_b' },
    });
    expect(given.headers['x-request-id']).toBe('lb-42.a_b');
    const forged = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'x\n{"level":60}' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('finishes a request in flight when closing', async () => {
    const app = await t.buildSibling();
    let release: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      app.get('/lento', async () => {
        resolve();
        await new Promise<void>((done) => {
          release = done;
        });
        return { feito: true };
      });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const inFlight = fetch(`http://127.0.0.1:${port}/lento`).then(async (r) => ({
      status: r.status,
      body: await r.json(),
    }));
    await started;
    const closing = app.close();
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    expect(await inFlight).toEqual({ status: 200, body: { feito: true } });
    await closing;
  });
});

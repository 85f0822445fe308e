import { AUTH_MESSAGES } from '@skyler/domain/auth';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { limites_requisicoes } from '../db/schema/index.ts';
import { t, usarApp } from '../test/suite-com-app.ts';
import { postgresRateLimitStore, RATE_LIMITS, rateLimitStoreFor } from './rate-limit.ts';

usarApp();

const verify = (remoteAddress: string) =>
  t.inject({ method: 'POST', url: '/api/otp_verification/', payload: { otp: '1234' }, remoteAddress });

describe('rate limits of @fastify/rate-limit', () => {
  it('refuses the code step past its limit per address, in Portuguese, with the wait in Retry-After', async () => {
    for (let i = 0; i < RATE_LIMITS.login.max; i++) expect((await verify('10.8.0.1')).statusCode).toBe(400);
    const limited = await verify('10.8.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: AUTH_MESSAGES.tooManyAttempts });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(RATE_LIMITS.login.timeWindow / 1000);
    // the password step counts apart, and another address has its own count
    const login = await t.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: 'consultor', password: 'errada' },
      remoteAddress: '10.8.0.1',
    });
    expect(login.statusCode).toBe(400);
    expect((await verify('10.8.0.2')).statusCode).toBe(400);
  });

  it('counts in PostgreSQL on a server, in the process on PGlite', async () => {
    const store = rateLimitStoreFor(t.db);
    const rows = await t.db.select().from(limites_requisicoes);
    // counters a crash may reset: no WAL, no flush per request
    const persistence = (await t.db.execute(
      sql`select relpersistence from pg_class where relname = 'limites_requisicoes'`,
    )) as unknown as { rows: { relpersistence: string }[] };
    expect(persistence.rows[0]?.relpersistence).toBe('u');
    if (process.env.TEST_DATABASE_URL) {
      expect(store).toBeDefined();
      expect(rows.map((r) => r.chave)).toContain('POST /api/otp_verification/ 10.8.0.1');
    } else {
      expect(store).toBeUndefined();
      expect(rows).toEqual([]);
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the PostgreSQL store', () => {
  const incr = (store: { incr: (...args: never[]) => void }, key: string, window: number) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      (
        store.incr as (
          k: string,
          cb: (e: Error | null, r?: { current: number; ttl: number }) => void,
          w: number,
        ) => void
      )(key, (error, result) => (error || !result ? reject(error) : resolve(result)), window),
    );

  it('counts per route and key within the window, and tells what is left of it', async () => {
    const Store = postgresRateLimitStore(t.db);
    const root = new Store({});
    const rota = root.child({ routeInfo: { method: 'GET', url: '/api/x/' } });
    const outra = root.child({ routeInfo: { method: 'POST', url: '/api/x/' } });
    const hour = 3_600_000;
    const first = await incr(rota, '10.9.0.1', hour);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(0);
    expect(first.ttl).toBeLessThanOrEqual(hour);
    expect((await incr(rota, '10.9.0.1', hour)).current).toBe(2);
    expect((await incr(outra, '10.9.0.1', hour)).current).toBe(1);
    expect((await incr(rota, '10.9.0.2', hour)).current).toBe(1);
  });

  it('starts a new window at the first request after the last one ended', async () => {
    await t.db.insert(limites_requisicoes).values({
      chave: 'GET /api/y/ 10.9.0.5',
      total: 99,
      expira_em: new Date(Date.now() - 1_000),
    });
    const rota = new (postgresRateLimitStore(t.db))({}).child({
      routeInfo: { method: 'GET', url: '/api/y/' },
    });
    const counted = await incr(rota, '10.9.0.5', 60_000);
    expect(counted.current).toBe(1);
    expect(counted.ttl).toBeGreaterThan(50_000);
  });

  it('deletes the counters of windows that ended', async () => {
    await t.db.insert(limites_requisicoes).values({
      chave: 'GET /api/antigo/ 10.9.0.3',
      total: 5,
      expira_em: new Date(Date.now() - 60_000),
    });
    const Store = postgresRateLimitStore(t.db);
    await incr(new Store({}), '10.9.0.4', 60_000);
    await expect
      .poll(async () => (await t.db.select().from(limites_requisicoes)).map((r) => r.chave))
      .not.toContain('GET /api/antigo/ 10.9.0.3');
  });
});

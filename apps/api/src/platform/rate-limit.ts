import type { FastifyRateLimitStore, RateLimitOptions } from '@fastify/rate-limit';
import { AUTH_MESSAGES } from '@skyler/domain/auth';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db/client.ts';
import { limites_requisicoes } from '../db/schema/index.ts';
import { AppError } from './errors.ts';

/**
 * The limits of `@fastify/rate-limit`, by route (`config: { rateLimit }`), counted per client address.
 * They sit in front of what the database counts itself (decisions 0003, 0018): a flood of password or
 * code requests is refused before any argon2id hash, HMAC or row of `auth_eventos`.
 */
export const RATE_LIMITS = {
  /** `POST /api/login/` and `POST /api/otp_verification/`: an office behind one address signs in at once */
  login: {
    max: 60,
    timeWindow: 60_000,
    errorResponseBuilder: () => new AppError('too_many_requests', AUTH_MESSAGES.tooManyAttempts),
  },
} satisfies Record<string, RateLimitOptions>;

/** How often a process deletes the counters of windows that ended. */
const CLEANUP_EVERY_MS = 60_000;

type Counted = { total: number; ttl: number };

/**
 * A store of `@fastify/rate-limit` in PostgreSQL (table `limites_requisicoes`): one upsert per request counts
 * it, by the database's clock, in the key's window (started by its first request, as the memory store does),
 * so every process and machine on the database shares each limit (decision 0030). Each route gets its own
 * counters (`child`).
 */
export function postgresRateLimitStore(db: Db) {
  let lastCleanup = 0;
  const cleanUp = () => {
    const now = Date.now();
    if (now - lastCleanup < CLEANUP_EVERY_MS) return;
    lastCleanup = now;
    db.delete(limites_requisicoes)
      .where(sql`${limites_requisicoes.expira_em} < now()`)
      .catch(() => {
        // the next request tries again a minute later
        lastCleanup = 0;
      });
  };

  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : '';
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const window = Math.max(1, Math.trunc(timeWindow));
      db.execute<Counted>(sql`
        insert into ${limites_requisicoes} as l (chave, total, expira_em)
        values (${this.prefix + key}, 1, clock_timestamp() + ${window} * interval '1 millisecond')
        on conflict (chave) do update set
          total = case when l.expira_em <= clock_timestamp() then 1 else l.total + 1 end,
          expira_em = case when l.expira_em <= clock_timestamp() then excluded.expira_em else l.expira_em end
        returning l.total,
          greatest(0, ceil(extract(epoch from l.expira_em - clock_timestamp()) * 1000))::int as ttl`)
        .then((result) => {
          const row = (result as unknown as { rows: Counted[] }).rows[0];
          callback(null, { current: Number(row?.total ?? 1), ttl: Number(row?.ttl ?? window) });
          cleanUp();
        })
        .catch((error: Error) => callback(error));
    }

    /** the plugin hands the route's merged options, the route under `routeInfo` */
    child(options: unknown): FastifyRateLimitStore {
      const route = (options as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      const method = [route?.method ?? ''].flat().join(',');
      return new PostgresRateLimitStore(`${this.prefix}${method} ${route?.url ?? ''} `);
    }
  };
}

/** The PostgreSQL store when the database is a PostgreSQL server; on PGlite, one process, the memory store. */
export function rateLimitStoreFor(db: Db) {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? postgresRateLimitStore(db) : undefined;
}

import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { EstadoPool } from '../platform/metricas.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Db | Tx;

/** A connection that receives NOTIFY messages of the channels it listens to. */
export type Listener = {
  listen: (channel: string, handler: (payload: string) => void) => Promise<void>;
  /**
   * Which connection is listening: a new number after each reconnection (messages sent in between were
   * lost), null while there is none.
   */
  conexao: () => number | null;
  close: () => Promise<void>;
};

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** opens a listener: a dedicated connection on PostgreSQL, the embedded client on PGlite */
  connectListener?: () => Promise<Listener>;
  /** the pool's connections now, for the metrics (PGlite: its one connection and the queries queued for it) */
  estadoPool: () => EstadoPool;
};

export class DatabaseLockedError extends Error {}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is single-process: two processes writing one data directory corrupt it.
 * A lock file holding the owner's pid makes a second process fail at once.
 */
function lockDataDir(dir: string): () => void {
  const lockPath = path.join(dir, 'skyler.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && processIsAlive(owner)) {
        throw new DatabaseLockedError(
          `O banco de dados em ${dir} já está aberto pelo processo ${owner}. ` +
            'Encerre esse processo ou use outro DATA_DIR (o banco embutido aceita um único processo).',
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DatabaseLockedError(`Não foi possível travar ${lockPath}.`);
}

/**
 * PGlite runs each query on this process's one thread, and a request's queries follow each other in
 * microtasks: without a pause, the requests already read run to their end before the server reads the next
 * ones, which wait in their sockets in no fair order (up to 0.8 s under 50 connections, where the server's
 * own time stays under 20 ms). Letting the event loop turn before each query reads every request that has
 * arrived and queues its queries behind those already waiting, so that they are answered in turn.
 */
function yieldBeforeEachQuery(client: PGlite, query: PGlite['query']): () => EstadoPool {
  // queries asked for and not yet answered: one runs on the single connection, the others wait for it
  let emCurso = 0;
  client.query = (async (...args: Parameters<typeof query>) => {
    emCurso += 1;
    try {
      await new Promise((resolve) => setImmediate(resolve));
      return await query(...args);
    } finally {
      emCurso -= 1;
    }
  }) as typeof client.query;
  return () => ({
    emUso: Math.min(emCurso, 1),
    ociosas: emCurso === 0 && !client.closed ? 1 : 0,
    aguardando: Math.max(emCurso - 1, 0),
  });
}

/** at most this many statements are kept prepared in the embedded database (one per shape of query) */
const MAX_PREPARED_STATEMENTS = 500;

/** the errors of an EXECUTE whose statement is gone or no longer fits its tables: prepared again next time */
const STALE_STATEMENT = new Set(['26000', '0A000']);

type Prepared = { name: string; paramTypes: number[] };

/**
 * The queries Drizzle prepares by name (`.prepare(name)`: the session, the lists' pages and what they point
 * to) are planned once on PGlite too, as PostgreSQL does with node-postgres's named statements (decision
 * 0100). PGlite sends every query as an unnamed statement, so PostgreSQL parsed and planned each one on
 * every run: for the sales list, planning took 10 to 40 times as long as running. Such a query's text is
 * now `PREPARE`d at its first run outside a transaction, and then run as `EXECUTE name(values)`, its values
 * serialized by PGlite's own serializers for the statement's parameter types and written as literals (an
 * `EXECUTE` sent with bound parameters is a utility statement, whose parameters PostgreSQL does not read).
 * Queries Drizzle does not name, and those of transactions, go as before.
 */
function keepNamedStatementsPrepared(client: PGlite, db: Db, query: PGlite['query']): PGlite['query'] {
  const named = new Set<string>();
  const session = (db as unknown as { session: { prepareQuery: (...args: unknown[]) => unknown } }).session;
  const prepareQuery = session.prepareQuery.bind(session);
  session.prepareQuery = (...args: unknown[]) => {
    const [built, , name] = args as [{ sql: string }, unknown, string | undefined];
    if (name && named.size < MAX_PREPARED_STATEMENTS) named.add(built.sql);
    return prepareQuery(...args);
  };
  const prepared = new Map<string, Promise<Prepared | null>>();
  let next = 0;
  const prepare = async (text: string): Promise<Prepared | null> => {
    const name = `skyler_${++next}`;
    try {
      await query(`prepare ${name} as ${text}`);
      const { rows } = await query<{ tipos: number[] }>(
        'select parameter_types::oid[] as tipos from pg_prepared_statements where name = $1',
        [name],
      );
      return { name, paramTypes: rows[0]?.tipos ?? [] };
    } catch {
      return null; // a text PREPARE does not take runs as it is, every time
    }
  };
  const literal = (value: unknown, type: number | undefined): string => {
    if (value === null || value === undefined) return 'null';
    const serialize = type === undefined ? undefined : client.serializers[type];
    const text = serialize ? serialize(value) : String(value);
    return `'${text.replaceAll("'", "''")}'`;
  };
  return (async (text: string, params?: unknown[], options?: Parameters<PGlite['query']>[2]) => {
    if (!named.has(text) || client.isInTransaction()) return query(text, params, options);
    let statement = prepared.get(text);
    if (!statement) {
      statement = prepare(text);
      prepared.set(text, statement);
    }
    const found = await statement;
    if (!found || client.isInTransaction()) return query(text, params, options);
    const values = (params ?? []).map((value, i) => literal(value, found.paramTypes[i]));
    try {
      return await query(
        `execute ${found.name}${values.length ? `(${values.join(', ')})` : ''}`,
        [],
        options,
      );
    } catch (error) {
      if (!STALE_STATEMENT.has((error as { code?: string }).code ?? '')) throw error;
      prepared.delete(text);
      await query(`deallocate ${found.name}`).catch(() => undefined);
      return query(text, params, options);
    }
  }) as PGlite['query'];
}

/**
 * Postgres settings of the embedded database kept on disk (decision 0044). Its memory is WebAssembly
 * memory, which grows and is never given back, so what Postgres allocates at start stays resident:
 * `shared_buffers` is 128MB in the data folder's postgresql.conf, 32MB here (the operating system's
 * page cache still holds the files; PGlite reads them through it). `maintenance_work_mem` (64MB by
 * default, taken by CREATE INDEX and VACUUM) is 16MB, enough for the migrations and the autovacuum-free
 * single process. `work_mem` stays at Postgres's 4MB, which the lists' sorts fit in.
 */
export const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=32MB',
  '-c',
  'maintenance_work_mem=16MB',
];

export async function openPglite(
  dataDir: string | undefined,
  options: {
    /**
     * the database starts from this data directory dump (`dumpDataDir`) instead of `initdb`: in memory, or
     * in a data directory that holds no database yet (a restored backup)
     */
    load?: Uint8Array;
  } = {},
): Promise<Database> {
  let unlock = () => {};
  let client: PGlite;
  if (dataDir) {
    const dbDir = path.join(dataDir, 'pgdata');
    mkdirSync(dbDir, { recursive: true });
    unlock = lockDataDir(dataDir);
    try {
      // relaxedDurability stays off: every commit is flushed before it is acknowledged.
      client = await PGlite.create({
        dataDir: dbDir,
        ...(options.load ? { loadDataDir: new Blob([options.load]) } : {}),
        relaxedDurability: false,
        extensions: { pg_trgm },
        startParams: PGLITE_START_PARAMS,
      });
    } catch (error) {
      unlock();
      throw error;
    }
  } else {
    const loadDataDir = options.load ? new Blob([options.load]) : undefined;
    client = await PGlite.create({ extensions: { pg_trgm }, loadDataDir });
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  const estadoPool = yieldBeforeEachQuery(
    client,
    keepNamedStatementsPrepared(client, db, client.query.bind(client)),
  );
  return {
    db,
    kind: 'pglite',
    estadoPool,
    connectListener: async () => {
      const stops: (() => Promise<void>)[] = [];
      return {
        listen: async (channel, handler) => {
          stops.push(await client.listen(channel, handler));
        },
        conexao: () => (client.closed ? null : 1),
        close: async () => {
          if (!client.closed) for (const stop of stops) await stop();
        },
      };
    },
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

/** Connections of one process's pool when the caller does not size it (tests, the CLI). */
const DEFAULT_POOL_MAX = 10;

export async function openPostgres(
  url: string,
  options: {
    poolMax?: number;
    /** false: the first query connects (a replica down at start must not stop the API) */
    conectarJa?: boolean;
  } = {},
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: options.poolMax ?? DEFAULT_POOL_MAX });
  // An idle connection the server drops is discarded by the pool; the next query opens a new one.
  pool.on('error', (error) => console.error(`conexão ociosa com o PostgreSQL perdida: ${error.message}`));
  if (options.conectarJa !== false) await pool.query('select 1');
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  const connectListener = () => connectPgListener(url);
  const estadoPool = () => ({
    emUso: pool.totalCount - pool.idleCount,
    ociosas: pool.idleCount,
    aguardando: pool.waitingCount,
  });
  return { db, kind: 'postgres', close: () => pool.end(), connectListener, estadoPool };
}

/** How long a lost LISTEN connection waits before it connects again. */
const LISTENER_RETRY_MS = 1000;

/**
 * A dedicated connection with LISTEN on every channel asked for. When the server drops it, it connects again
 * and listens to the same channels, so live events resume without a restart.
 */
async function connectPgListener(url: string): Promise<Listener> {
  const handlers = new Map<string, (payload: string) => void>();
  let client: pg.Client | null = null;
  let conexoes = 0;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => handlers.get(message.channel)?.(message.payload ?? ''));
    next.on('error', (error) => {
      console.error(`conexão de eventos com o PostgreSQL perdida: ${error.message}`);
      next.end().catch(() => undefined);
      if (client === next) client = null;
      scheduleReconnect();
    });
    await next.connect();
    for (const channel of handlers.keys()) await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
    conexoes += 1;
  };
  const scheduleReconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch(() => scheduleReconnect());
    }, LISTENER_RETRY_MS);
  };

  await connect();
  return {
    listen: async (channel, handler) => {
      handlers.set(channel, handler);
      await client?.query(`listen ${pg.escapeIdentifier(channel)}`);
    },
    conexao: () => (client ? conexoes : null),
    close: async () => {
      closed = true;
      clearTimeout(retry);
      await client?.end();
    },
  };
}

export function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  /** the PostgreSQL pool's size (decision 0030) */
  poolMax?: number;
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, { poolMax: options.poolMax })
    : openPglite(options.dataDir);
}

import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
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

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  let unlock = () => {};
  let client: PGlite;
  if (dataDir) {
    const dbDir = path.join(dataDir, 'pgdata');
    mkdirSync(dbDir, { recursive: true });
    unlock = lockDataDir(dataDir);
    try {
      // relaxedDurability stays off: every commit is flushed before it is acknowledged.
      client = await PGlite.create({ dataDir: dbDir, relaxedDurability: false });
    } catch (error) {
      unlock();
      throw error;
    }
  } else {
    client = await PGlite.create();
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  await pool.query('select 1');
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  return { db, kind: 'postgres', close: () => pool.end() };
}

export function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

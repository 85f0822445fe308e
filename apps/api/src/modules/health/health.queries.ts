import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { migrationsFolder } from '../../db/migrate.ts';

/** When the newest migration this build carries was generated (drizzle-kit's journal). */
export function newestMigration(folder: string = migrationsFolder): number {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/** The newest migration applied to the database, from drizzle's own table. */
export async function newestAppliedMigration(db: Db): Promise<number> {
  const result = (await db.execute(
    sql`select coalesce(max(created_at), 0)::text as ultima from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { ultima: string }[] };
  return Number(result.rows[0]?.ultima ?? 0);
}

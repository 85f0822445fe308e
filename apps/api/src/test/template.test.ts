import { appendFileSync, cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openPglite } from '../db/client.ts';
import { migrateDatabase, migrationsFolder } from '../db/migrate.ts';
import { seedDatabase } from '../db/seed/index.ts';
import { createServerDatabase, createTestDatabase } from './database.ts';
import {
  dropPgTemplates,
  ensurePgliteTemplates,
  ensurePgTemplates,
  pgliteTemplatePath,
  pgTemplateName,
  templateKey,
} from './template.ts';

/** Each test migrates from nothing at least once, twice for a rebuild: longer than a test that copies. */
const FROM_NOTHING_MS = 120_000;

const work = mkdtempSync(path.join(tmpdir(), 'skyler-template-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A copy of the migrations to change, as a developer adds one. */
function copyOfMigrations(): string {
  const dir = path.join(work, `migrations-${Math.random().toString(36).slice(2)}`);
  cpSync(migrationsFolder, dir, { recursive: true });
  return dir;
}

/** Every table's row count: two databases with the same counts hold the same seed. */
async function rowCounts(database: Database): Promise<Record<string, number>> {
  const tables = (await database.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as { rows: { tablename: string }[] };
  const counts: Record<string, number> = {};
  for (const { tablename } of tables.rows) {
    const result = (await database.db.execute(
      sql.raw(`select count(*)::int as n from "${tablename}"`),
    )) as unknown as { rows: { n: number }[] };
    counts[tablename] = result.rows[0]?.n ?? 0;
  }
  return counts;
}

describe('template key', () => {
  it('changes when a migration changes or a new one is added, and not otherwise', () => {
    const migrations = copyOfMigrations();
    const day = '2026-11-26';
    const before = templateKey([migrations], day);
    expect(templateKey([migrations], day)).toBe(before);
    appendFileSync(path.join(migrations, '0000_init.sql'), '\n-- a change\n');
    const changed = templateKey([migrations], day);
    expect(changed).not.toBe(before);
    appendFileSync(path.join(migrations, '9999_nova.sql'), 'select 1;\n');
    expect(templateKey([migrations], day)).not.toBe(changed);
  });

  it('changes with the day the demo data is dated from', () => {
    expect(templateKey([migrationsFolder], '2026-11-26')).not.toBe(
      templateKey([migrationsFolder], '2026-11-27'),
    );
  });
});

describe('PGlite templates', () => {
  it(
    'are built for a new key, kept for the same key, and rebuilt when a migration changes',
    async () => {
      const dir = path.join(work, 'pglite');
      const migrations = copyOfMigrations();
      const first = templateKey([migrations], 'dia');
      expect(await ensurePgliteTemplates({ key: first, dir, kinds: ['migrada'] })).toEqual(['migrada']);
      expect(existsSync(pgliteTemplatePath('migrada', first, dir))).toBe(true);
      expect(await ensurePgliteTemplates({ key: first, dir, kinds: ['migrada'] })).toEqual([]);

      appendFileSync(path.join(migrations, '0020_dashboard_indices.sql'), '\n-- changed\n');
      const second = templateKey([migrations], 'dia');
      expect(await ensurePgliteTemplates({ key: second, dir, kinds: ['migrada'] })).toEqual(['migrada']);
      expect(readdirSync(dir)).toEqual([path.basename(pgliteTemplatePath('migrada', second, dir))]);
    },
    FROM_NOTHING_MS,
  );
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL templates', () => {
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  const prefix = 'skyler_tpltest';
  afterAll(() => dropPgTemplates(serverUrl, prefix));

  it(
    'are built for a new key, kept for the same key, and rebuilt when a migration changes',
    async () => {
      const migrations = copyOfMigrations();
      const first = templateKey([migrations], 'dia');
      expect(await ensurePgTemplates(serverUrl, { key: first, kinds: ['migrada'], prefix })).toEqual([
        'migrada',
      ]);
      expect(await ensurePgTemplates(serverUrl, { key: first, kinds: ['migrada'], prefix })).toEqual([]);
      appendFileSync(path.join(migrations, '0000_init.sql'), '\n-- changed\n');
      const second = templateKey([migrations], 'dia');
      expect(await ensurePgTemplates(serverUrl, { key: second, kinds: ['migrada'], prefix })).toEqual([
        'migrada',
      ]);

      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like '${prefix}\\_%' order by datname`,
      );
      await admin.end();
      expect(rows.map((row) => row.datname)).toEqual([pgTemplateName('migrada', second, prefix)]);
    },
    FROM_NOTHING_MS,
  );
});

/** A database with nothing in it yet: a new in-memory PGlite, or a new empty database on the server. */
function emptyDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? createServerDatabase(serverUrl) : openPglite(undefined);
}

describe('migrations from nothing', () => {
  it(
    'build, on an empty database, what the demo template holds: the same tables with the same rows',
    async () => {
      const fresh = await emptyDatabase();
      const copy = await createTestDatabase('demo-referencia');
      try {
        await migrateDatabase(fresh);
        await seedDatabase(fresh.db, { demo: true, referencia: true });
        const counts = await rowCounts(fresh);
        expect(counts.usuarios).toBeGreaterThan(0);
        expect(counts.aeroportos).toBeGreaterThan(0);
        expect(await rowCounts(copy)).toEqual(counts);
      } finally {
        await fresh.close();
        await copy.close();
      }
    },
    FROM_NOTHING_MS,
  );
});

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../db/client.ts';
import { migrateDatabase, migrationsFolder } from '../db/migrate.ts';
import { seedDatabase } from '../db/seed/index.ts';

/**
 * What a test database starts from: only migrated, or migrated and seeded with the demo accounts and data
 * (`demo`), the latter also with the reference data (airports, airlines, cities: `demo-referencia`).
 */
export type TemplateKind = 'migrada' | 'demo' | 'demo-referencia';
export const TEMPLATE_KINDS: readonly TemplateKind[] = ['migrada', 'demo', 'demo-referencia'];

const apiSrc = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = path.resolve(apiSrc, '../../..');

/**
 * What a template is built from: the migrations, the seed and the code it runs (the schema, the areas'
 * services, the domain). A change to any of them gives another key, hence a new template.
 */
export const TEMPLATE_SOURCES = [
  migrationsFolder,
  path.join(apiSrc, 'db'),
  path.join(apiSrc, 'modules'),
  path.join(apiSrc, 'platform'),
  path.join(repoRoot, 'packages/domain/src'),
];

/** PGlite templates: one data directory dump per kind and key. */
export const PGLITE_TEMPLATE_DIR =
  process.env.SKYLER_TEST_TEMPLATE_DIR ?? path.join(repoRoot, 'node_modules/.cache/skyler-test-templates');

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** The local calendar day: the demo data is dated from the day it is seeded. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${now.getMonth() + 1}-${now.getDate()}`;
}

/**
 * The template's key: a hash of every source file's path and content, and of the day (the demo data is
 * dated relative to it), so a template never outlives what it was built from.
 */
export function templateKey(sources: readonly string[] = TEMPLATE_SOURCES, day: string = today()): string {
  const hash = createHash('sha256').update(day);
  const seen = new Set<string>();
  for (const dir of sources) {
    for (const file of listFiles(dir)) {
      if (seen.has(file)) continue;
      seen.add(file);
      hash.update(path.relative(repoRoot, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** The key the run's global setup computed once, or this process's own. */
export function currentTemplateKey(): string {
  return process.env.SKYLER_TEST_TEMPLATE_KEY ?? templateKey();
}

/** Seeds a migrated database as the kind asks. */
async function seedKind(database: Database, kind: TemplateKind): Promise<void> {
  if (kind === 'migrada') return;
  await seedDatabase(database.db, { demo: true, referencia: kind === 'demo-referencia' });
}

// --- PGlite ---------------------------------------------------------------------------------------------

export function pgliteTemplatePath(kind: TemplateKind, key: string, dir = PGLITE_TEMPLATE_DIR): string {
  return path.join(dir, `${kind}-${key}.tar`);
}

async function dumpTo(database: Database, file: string): Promise<void> {
  const client = (database.db as unknown as { $client: { dumpDataDir: (c: 'none') => Promise<Blob> } })
    .$client;
  const blob = await client.dumpDataDir('none');
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
  // the complete dump appears at once: a reader never sees half of it
  renameSync(partial, file);
}

/**
 * Builds the PGlite templates missing for this key (migrating from nothing, then seeding) and removes those
 * of other keys. Returns the kinds it built.
 */
export async function ensurePgliteTemplates(
  options: { key?: string; dir?: string; kinds?: readonly TemplateKind[] } = {},
): Promise<TemplateKind[]> {
  const key = options.key ?? templateKey();
  const dir = options.dir ?? PGLITE_TEMPLATE_DIR;
  const kinds = options.kinds ?? TEMPLATE_KINDS;
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) {
    if (!name.includes(`-${key}.tar`)) rmSync(path.join(dir, name), { force: true });
  }
  const missing = kinds.filter((kind) => !existsSync(pgliteTemplatePath(kind, key, dir)));
  if (missing.length === 0) return [];
  const migratedFile = pgliteTemplatePath('migrada', key, dir);
  if (!existsSync(migratedFile)) {
    const migrated = await openPglite(undefined);
    try {
      await migrateDatabase(migrated);
      await dumpTo(migrated, migratedFile);
    } finally {
      await migrated.close();
    }
  }
  for (const kind of missing.filter((k) => k !== 'migrada')) {
    const database = await openPglite(undefined, {
      load: readFileSync(pgliteTemplatePath('migrada', key, dir)),
    });
    try {
      await seedKind(database, kind);
      await dumpTo(database, pgliteTemplatePath(kind, key, dir));
    } finally {
      await database.close();
    }
  }
  return missing;
}

/** A new in-memory PGlite database loaded from the template of this kind (built first if missing). */
export async function openPgliteFromTemplate(kind: TemplateKind): Promise<Database> {
  const key = currentTemplateKey();
  const file = pgliteTemplatePath(kind, key);
  if (!existsSync(file)) await ensurePgliteTemplates({ key, kinds: [kind] });
  return openPglite(undefined, { load: readFileSync(file) });
}

// --- PostgreSQL -----------------------------------------------------------------------------------------

const PG_PREFIX = 'skyler_template';

export function pgTemplateName(kind: TemplateKind, key: string, prefix = PG_PREFIX): string {
  return `${prefix}_${kind.replace('-', '_')}_${key}`;
}

/** `url` with another database name. */
export function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Holds a server-wide advisory lock while `work` runs, so that two runs never build the same template. */
async function withAdmin<T>(
  serverUrl: string,
  prefix: string,
  work: (admin: pg.Client) => Promise<T>,
): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [prefix]);
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * Builds the PostgreSQL template databases missing for this key (a database is migrated from nothing and
 * seeded under a temporary name, then renamed, so a template that exists is complete) and drops those of
 * other keys. Returns the kinds it built.
 */
export async function ensurePgTemplates(
  serverUrl: string,
  options: {
    key?: string;
    kinds?: readonly TemplateKind[];
    /** the templates' name prefix: another one keeps a test's templates apart from the run's */
    prefix?: string;
  } = {},
): Promise<TemplateKind[]> {
  const key = options.key ?? templateKey();
  const kinds = options.kinds ?? TEMPLATE_KINDS;
  const prefix = options.prefix ?? PG_PREFIX;
  return withAdmin(serverUrl, prefix, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like '${prefix}\\_%'`,
    );
    const existing = new Set(rows.map((row) => row.datname));
    for (const name of existing) {
      if (!name.endsWith(`_${key}`)) {
        await admin.query(`alter database ${name} is_template false`).catch(() => undefined);
        await admin.query(`drop database if exists ${name} with (force)`);
      }
    }
    const built: TemplateKind[] = [];
    for (const kind of kinds) {
      const name = pgTemplateName(kind, key, prefix);
      if (existing.has(name)) continue;
      const building = `${name}_b`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const database = await openPostgres(withDatabase(serverUrl, building), { poolMax: 2 });
      try {
        await migrateDatabase(database);
        await seedKind(database, kind);
      } finally {
        await database.close();
      }
      await admin.query(`alter database ${building} rename to ${name}`);
      await admin.query(`alter database ${name} is_template true`);
      built.push(kind);
    }
    return built;
  });
}

/** Drops every template database of this prefix on the server, whatever its key. */
export async function dropPgTemplates(serverUrl: string, prefix = PG_PREFIX): Promise<void> {
  await withAdmin(serverUrl, prefix, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like '${prefix}\\_%'`,
    );
    for (const { datname } of rows) {
      await admin.query(`alter database ${datname} is_template false`);
      await admin.query(`drop database if exists ${datname} with (force)`);
    }
  });
}

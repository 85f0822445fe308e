import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openPostgres } from '../db/client.ts';
import {
  currentTemplateKey,
  ensurePgTemplates,
  openPgliteFromTemplate,
  pgTemplateName,
  type TemplateKind,
  withDatabase,
} from './template.ts';

/** A new database on the PostgreSQL server of `serverUrl`, empty or created from `template`: its name. */
export async function createDatabaseOn(serverUrl: string, template?: string): Promise<string> {
  const name = `skyler_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  return name;
}

/** Drops a database of `createDatabaseOn`, closing what is still connected to it. */
export async function dropDatabaseOn(serverUrl: string, name: string): Promise<void> {
  const cleanup = new pg.Client({ connectionString: serverUrl });
  await cleanup.connect();
  try {
    await cleanup.query(`drop database if exists ${name} with (force)`);
  } finally {
    await cleanup.end();
  }
}

/**
 * A new database on the PostgreSQL server of `serverUrl`, empty or created from `template`, dropped again on
 * close.
 */
export async function createServerDatabase(serverUrl: string, template?: string): Promise<Database> {
  const name = await createDatabaseOn(serverUrl, template);
  const database = await openPostgres(withDatabase(serverUrl, name));
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropDatabaseOn(serverUrl, name);
    },
  };
}

/**
 * A fresh database for one test file, copied from the template of `kind` (migrated, and seeded as the kind
 * says): in-memory PGlite loaded from the template's dump by default, or on the PostgreSQL server of
 * TEST_DATABASE_URL a new database created from the template database (dropped again on close).
 */
export async function createTestDatabase(kind: TemplateKind = 'migrada'): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openPgliteFromTemplate(kind);
  const key = currentTemplateKey();
  const template = pgTemplateName(kind, key);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (!rowCount) await ensurePgTemplates(serverUrl, { key, kinds: [kind] });
  } finally {
    await admin.end();
  }
  return createServerDatabase(serverUrl, template);
}

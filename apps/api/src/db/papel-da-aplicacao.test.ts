import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { verificarAuditoria } from '../modules/logs/verificar-auditoria.ts';
import { createAuditLog } from '../platform/audit-log.ts';
import { openMigratedDatabase } from '../runtime.ts';
import { withDatabase } from '../test/template.ts';
import type { Database } from './client.ts';
import { logs } from './schema/index.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('the application role on PostgreSQL (DATABASE_OWNER_URL)', () => {
  const nome = `skyler_papel_${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'skyler-papel-'));
  let database: Database;

  async function admin(statement: string): Promise<void> {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    if (!serverUrl) return;
    await admin(`create database ${nome}`);
    await admin(`create role ${nome} login password 'senha-do-app'`);
    const ownerUrl = withDatabase(serverUrl, nome);
    const appUrl = new URL(ownerUrl);
    appUrl.username = nome;
    appUrl.password = 'senha-do-app';
    database = await openMigratedDatabase(
      loadConfig({ DATABASE_URL: appUrl.toString(), DATABASE_OWNER_URL: ownerUrl, DATA_DIR: dataDir }),
    );
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    await admin(`drop database if exists ${nome} with (force)`);
    await admin(`drop role if exists ${nome}`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The database's error message of a refused statement (drizzle wraps it in its cause). */
  async function recusa(statement: Promise<unknown>): Promise<string> {
    const error = await statement.then(
      () => null,
      (e: unknown) => e as Error & { cause?: Error },
    );
    if (!error) throw new Error('statement accepted');
    return error.cause?.message ?? error.message;
  }

  it('serves as the application role, which writes audit rows the owner chains, and may not change them', async () => {
    const [quem] = (
      (await database.db.execute(sql`select current_user as papel`)) as unknown as {
        rows: { papel: string }[];
      }
    ).rows;
    expect(quem?.papel).toBe(nome);
    const id = await database.db.transaction((tx) =>
      createAuditLog(tx, { tipo: 'teste', usuario: null, meta: { entidade: 'x', id: 1 } }),
    );
    const [row] = await database.db.select().from(logs).where(eq(logs.id, id));
    expect(row?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await recusa(database.db.update(logs).set({ tipo: 'outro' }).where(eq(logs.id, id)))).toBe(
      'permission denied for table logs',
    );
    expect(await recusa(database.db.delete(logs).where(eq(logs.id, id)))).toBe(
      'permission denied for table logs',
    );
    expect(await recusa(database.db.execute(sql`update logs_cadeia set sequencia = 0`))).toBe(
      'permission denied for table logs_cadeia',
    );
    expect(await verificarAuditoria(database.db)).toEqual({ verificadas: 1, quebra: null });
  });

  it('keeps every other table open to the application', async () => {
    const { rows } = (await database.db.execute(sql`
      select t.table_name as tabela
      from information_schema.tables t
      where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
        and not (select bool_and(has_table_privilege(current_user, format('public.%I', t.table_name), p))
          from unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE']) p)
      order by 1`)) as unknown as { rows: { tabela: string }[] };
    expect(rows.map((r) => r.tabela)).toEqual(['logs', 'logs_cadeia']);
  });
});

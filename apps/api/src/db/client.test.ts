import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import { DatabaseLockedError, openPglite } from './client.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'skyler-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('embedded database in DATA_DIR', () => {
  it('refuses a second opener of the same folder at once, and frees it on close', async () => {
    const first = await openPglite(dir);
    await expect(openPglite(dir)).rejects.toBeInstanceOf(DatabaseLockedError);
    await expect(openPglite(dir)).rejects.toThrow(`já está aberto pelo processo ${process.pid}`);
    await first.close();
    expect(existsSync(path.join(dir, 'skyler.lock'))).toBe(false);
  });

  it('takes over a lock left by a process that no longer exists', async () => {
    writeFileSync(path.join(dir, 'skyler.lock'), '999999');
    const database = await openPglite(dir);
    await database.close();
  });

  it('opens the folder with the small memory settings, whatever its postgresql.conf says (decision 0044)', async () => {
    const database = await openPglite(dir);
    try {
      const { rows } = (await database.db.execute(
        sql`select current_setting('shared_buffers') as shared_buffers,
                   current_setting('maintenance_work_mem') as maintenance_work_mem`,
      )) as unknown as { rows: { shared_buffers: string; maintenance_work_mem: string }[] };
      expect(rows[0]).toEqual({ shared_buffers: '32MB', maintenance_work_mem: '16MB' });
      const conf = readFileSync(path.join(dir, 'pgdata', 'postgresql.conf'), 'utf8');
      expect(conf).toMatch(/^shared_buffers = 128MB/m);
    } finally {
      await database.close();
    }
  });
});

describe('queries prepared by name on the embedded database (decision 0100)', () => {
  const nomeadas = pgTable('nomeadas', {
    id: integer().primaryKey(),
    nome: text(),
    quando: timestamp({ withTimezone: true }),
    dados: jsonb(),
  });

  it('are planned once and answer as an unnamed query does, whatever their values', async () => {
    const database = await openPglite(dir);
    try {
      const { db } = database;
      await db.execute(
        sql`create table nomeadas (id int primary key, nome text, quando timestamptz, dados jsonb)`,
      );
      await db.insert(nomeadas).values([
        { id: 1, nome: "D'Ávila \\ {x}", quando: new Date('2026-01-02T03:04:05Z'), dados: { a: [1, 'b'] } },
        { id: 2, nome: null, quando: null, dados: null },
        { id: 3, nome: 'outro', quando: null, dados: null },
      ]);
      const filtro = or(eq(nomeadas.nome, sql.placeholder('nome')), isNull(nomeadas.nome));
      const ids = sql`${nomeadas.id} = any(${sql.placeholder('ids')}::int[])`;
      const consulta = () => db.select().from(nomeadas).where(sql`${ids} and ${filtro}`).orderBy(nomeadas.id);
      const nomeada = consulta().prepare('nomeadas_por_nome');
      const valores = { ids: [1, 2, 3], nome: "D'Ávila \\ {x}" };
      const semNome = await db
        .select()
        .from(nomeadas)
        .where(
          and(inArray(nomeadas.id, valores.ids), or(eq(nomeadas.nome, valores.nome), isNull(nomeadas.nome))),
        )
        .orderBy(nomeadas.id);
      expect(semNome.map((row) => row.id)).toEqual([1, 2]);
      for (let i = 0; i < 7; i++) expect(await nomeada.execute(valores)).toEqual(semNome);
      expect(await nomeada.execute({ ids: [3], nome: 'outro' })).toEqual([
        { id: 3, nome: 'outro', quando: null, dados: null },
      ]);
      const preparadas = (await db.execute(
        sql`select statement from pg_prepared_statements where statement like '%nomeadas%'`,
      )) as unknown as { rows: { statement: string }[] };
      expect(preparadas.rows).toHaveLength(1);
      // a statement gone from the connection is prepared again
      await db.execute(sql`deallocate all`);
      expect(await nomeada.execute(valores)).toEqual(semNome);
    } finally {
      await database.close();
    }
  });
});

describe('listener for live events', () => {
  it('delivers NOTIFY to a listener, and on PostgreSQL listens again after the server drops it', async () => {
    const database = await createTestDatabase();
    const listener = await database.connectListener?.();
    if (!listener) throw new Error('every database offers a listener');
    const received: string[] = [];
    await listener.listen('skyler_teste', (payload) => received.push(payload));
    try {
      await database.db.execute(sql`select pg_notify('skyler_teste', 'um')`);
      await expect.poll(() => received).toEqual(['um']);
      if (database.kind === 'postgres') {
        const ended = await database.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity
              where datname = current_database() and query ilike 'listen%'`,
        );
        expect((ended as { rows: unknown[] }).rows).toHaveLength(1);
        await expect
          .poll(
            async () => {
              await database.db.execute(sql`select pg_notify('skyler_teste', 'dois')`);
              return received.includes('dois');
            },
            { timeout: 10_000, interval: 300 },
          )
          .toBe(true);
      }
    } finally {
      await listener.close();
      await database.close();
    }
  });
});

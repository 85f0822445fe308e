import { asc, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { usuarios } from '../db/schema/index.ts';
import { t, usarApp } from '../test/suite-com-app.ts';
import { listResponse, paginate } from './pagination.ts';

usarApp();

const page = (n: number, pageSize = 3) =>
  paginate({
    page: n,
    pageSize,
    rows: (limit, offset) =>
      t.db
        .select({ username: usuarios.username })
        .from(usuarios)
        .where(eq(usuarios.is_staff, true))
        .orderBy(asc(usuarios.username))
        .limit(limit)
        .offset(offset),
    count: () =>
      t.db
        .select({ n: count() })
        .from(usuarios)
        .where(eq(usuarios.is_staff, true))
        .then((rows) => rows[0]?.n ?? 0),
  });

describe('paginate and listResponse', () => {
  it('returns one page and the page count of the filtered list', async () => {
    const first = await page(1);
    // the demo's ten staff accounts, three to a page
    expect(first.total).toBe(10);
    expect(first.pages).toBe(4);
    expect(first.rows.map((r) => r.username)).toEqual(['admin', 'bruno', 'consultor']);
    const last = await page(4);
    expect(last.rows.map((r) => r.username)).toEqual(['sdr']);
    expect((await page(9)).rows).toEqual([]);
    expect(listResponse('usuarios', last)).toEqual({ usuarios: [{ username: 'sdr' }], pages: 4 });
  });

  it('counts one page for an empty list', async () => {
    const empty = await paginate({ page: 1, pageSize: 15, rows: async () => [], count: async () => 0 });
    expect(listResponse('vendas', empty)).toEqual({ vendas: [], pages: 1 });
  });
});

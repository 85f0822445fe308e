import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  emissoes,
  ordens_pagamento,
  ordens_pagamento_contagem,
  ordens_pagamento_grupos,
} from '../../db/schema/index.ts';
import { t, usarApp } from '../../test/suite-com-app.ts';
import { criarEmissaoDeTeste, type EmissaoDeTeste } from '../emissoes/detalhe-fixtures.ts';
import { findOrdensPagamentoPage, type OrdensFiltros } from './ordens-pagamento.queries.ts';
import { criarCartao, criarFornecedor } from './test-fixtures.ts';

let a: EmissaoDeTeste;
let b: EmissaoDeTeste;
let c: EmissaoDeTeste;
let cartao1: number;
let cartao2: number;
let fornecedor1: number;
let fornecedor2: number;

usarApp({ referencia: true });

beforeAll(async () => {
  cartao1 = await criarCartao(t.db, true, '3131');
  cartao2 = await criarCartao(t.db, true, '3232');
  fornecedor1 = await criarFornecedor(t.db, ['pix']);
  fornecedor2 = await criarFornecedor(t.db, ['boleto']);
  a = await criarEmissaoDeTeste(t.db, { tipo: 'emissao_voo_pagante' });
  b = await criarEmissaoDeTeste(t.db, { tipo: 'emissao_hotel' });
  c = await criarEmissaoDeTeste(t.db, { tipo: 'emissao_outro' });
  await t.db.update(emissoes).set({ localizador: 'GRPA01' }).where(eq(emissoes.id, a.id));
  await t.db.update(emissoes).set({ localizador: 'GRPB01' }).where(eq(emissoes.id, b.id));
}, 120_000);

/** The rows of a statement written in SQL. */
async function linhas<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const resultado = await t.db.execute(query);
  return (resultado as unknown as { rows: T[] }).rows;
}

type Ordem = typeof ordens_pagamento.$inferInsert;
const ordem = (e: EmissaoDeTeste, campo: Ordem['campo_formador'], extra: Partial<Ordem> = {}): Ordem => ({
  emissao: e.id,
  servico: e.servico,
  venda: e.venda,
  campo_formador: campo,
  valor: '100.00',
  meio_pagamento: 'pix',
  ...extra,
});

/**
 * The per-issuance rows, their counts and the copied locators hold, row for row, what a group by over the
 * orders (joined to their issuances) gives.
 */
async function conferem() {
  const grupos = await t.db
    .select({
      status: ordens_pagamento_grupos.status,
      campo: ordens_pagamento_grupos.campo_formador,
      fornecedor: ordens_pagamento_grupos.fornecedor,
      cartao: ordens_pagamento_grupos.cartao,
      emissao: ordens_pagamento_grupos.emissao,
      n: ordens_pagamento_grupos.n,
      localizador: ordens_pagamento_grupos.localizador,
    })
    .from(ordens_pagamento_grupos);
  const direto = await linhas<{
    status: string;
    campo: string;
    fornecedor: number;
    cartao: number;
    emissao: number;
    n: number;
    localizador: string | null;
  }>(sql`
    select o.status, k.campo, k.fornecedor, k.cartao, o.emissao, count(*)::int as n,
           case when k.campo = '' and k.fornecedor = 0 and k.cartao = 0 then e.localizador end as localizador
    from ordens_pagamento o
    join emissoes e on e.id = o.emissao
    cross join lateral (values ('', 0, 0), (o.campo_formador, 0, 0), ('', o.fornecedor, 0), ('', 0, o.cartao))
      as k(campo, fornecedor, cartao)
    where k.fornecedor is not null and k.cartao is not null
    group by 1, 2, 3, 4, 5, 7`);
  const chave = (r: { status: string; campo: string; fornecedor: number; cartao: number; emissao: number }) =>
    `${r.status}|${r.campo}|${r.fornecedor}|${r.cartao}|${r.emissao}`;
  const ordenar = (linhas: (Parameters<typeof chave>[0] & { n: number; localizador: string | null })[]) =>
    linhas.map((r) => `${chave(r)}|${Number(r.n)}|${r.localizador ?? ''}`).sort((x, y) => x.localeCompare(y));
  expect(ordenar(grupos)).toEqual(ordenar(direto));

  const contagem = await t.db
    .select({
      status: ordens_pagamento_contagem.status,
      campo: ordens_pagamento_contagem.campo_formador,
      fornecedor: ordens_pagamento_contagem.fornecedor,
      cartao: ordens_pagamento_contagem.cartao,
      n: ordens_pagamento_contagem.n,
    })
    .from(ordens_pagamento_contagem)
    .where(sql`${ordens_pagamento_contagem.n} <> 0`);
  const porChave = new Map<string, number>();
  for (const g of grupos) {
    const k = `${g.status}|${g.campo}|${g.fornecedor}|${g.cartao}`;
    porChave.set(k, (porChave.get(k) ?? 0) + 1);
  }
  expect(
    contagem.map((r) => `${r.status}|${r.campo}|${r.fornecedor}|${r.cartao}|${Number(r.n)}`).sort(),
  ).toEqual([...porChave].map(([k, n]) => `${k}|${n}`).sort());
}

/** Each list's page 1 and total equal a direct distinct count and order over the orders. */
async function listasConferem(filtros: OrdensFiltros[]) {
  for (const filtro of filtros) {
    const page = await findOrdensPagamentoPage(t.db, filtro, { page: 1, pageSize: 10 });
    const prefixo = filtro.localizador ? `${filtro.localizador.trim().toUpperCase()}%` : null;
    const direto = await linhas<{ emissao: number }>(sql`
      select distinct o.emissao from ordens_pagamento o join emissoes e on e.id = o.emissao
      where o.status = ${filtro.status}
        and (${filtro.campo_formador ?? null}::text is null or o.campo_formador = ${filtro.campo_formador ?? null})
        and (${filtro.fornecedor ?? null}::int is null or o.fornecedor = ${filtro.fornecedor ?? null})
        and (${filtro.cartao ?? null}::int is null or o.cartao = ${filtro.cartao ?? null})
        and (${filtro.valor ?? null}::numeric is null or o.valor = ${filtro.valor ?? null})
        and (${prefixo}::text is null or e.localizador like ${prefixo})
      order by o.emissao desc`);
    const ids = direto.map((r) => Number(r.emissao));
    expect(page.total, JSON.stringify(filtro)).toBe(ids.length);
    expect(
      page.rows.map((g) => g.emissao?.id),
      JSON.stringify(filtro),
    ).toEqual(ids.slice(0, 10));
  }
}

const filtrosDe = (): OrdensFiltros[] =>
  (['aberto', 'pago'] as const).flatMap((status) => [
    { status },
    { status, campo_formador: 'custo_bilhete' },
    { status, campo_formador: 'custo_diaria' },
    { status, fornecedor: fornecedor1 },
    { status, fornecedor: fornecedor2 },
    { status, cartao: cartao1 },
    { status, cartao: cartao2 },
    { status, localizador: 'g' },
    { status, localizador: 'GRPB' },
    { status, valor: '100.00' },
    { status, cartao: cartao1, campo_formador: 'custo_bilhete' },
  ]);

describe('the payment orders kept per issuance and their counts', () => {
  it('follow inserts, status changes both ways, value, card and supplier changes, deletes and a deleted issuance', async () => {
    await conferem();
    // several orders in one statement, two of one issuance and field
    const criadas = await t.db
      .insert(ordens_pagamento)
      .values([
        ordem(a, 'custo_bilhete', {
          meio_pagamento: 'cartao_credito',
          cartao: cartao1,
          fornecedor: fornecedor1,
        }),
        ordem(a, 'custo_taxa_embarque', { fornecedor: fornecedor1 }),
        ordem(a, 'custo_bilhete', { valor: '55.00', fornecedor: fornecedor2 }),
        ordem(b, 'custo_diaria', { meio_pagamento: 'cartao_credito', cartao: cartao2 }),
        ordem(c, 'custo_total', { fornecedor: fornecedor2 }),
      ])
      .returning();
    await conferem();
    await listasConferem(filtrosDe());
    const [a1, a2, a3, b1, c1] = criadas.map((o) => o.id) as [number, number, number, number, number];

    // paid, one and then two at once, and back to open
    await t.db
      .update(ordens_pagamento)
      .set({ status: 'pago', id_fatura: 'NF-1', data_pagamento: '2025-01-02' })
      .where(eq(ordens_pagamento.id, a1));
    await conferem();
    await t.db
      .update(ordens_pagamento)
      .set({ status: 'pago', id_fatura: 'NF-2', data_pagamento: '2025-01-03' })
      .where(inArray(ordens_pagamento.id, [a2, b1, c1]));
    await conferem();
    await listasConferem(filtrosDe());
    await t.db
      .update(ordens_pagamento)
      .set({ status: 'aberto', id_fatura: null, data_pagamento: null })
      .where(eq(ordens_pagamento.id, b1));
    await conferem();

    // value, card, supplier and field changes; an update that changes none of the keys
    await t.db.update(ordens_pagamento).set({ valor: '100.00' }).where(eq(ordens_pagamento.id, a3));
    await t.db
      .update(ordens_pagamento)
      .set({ cartao: cartao2, fornecedor: fornecedor2 })
      .where(eq(ordens_pagamento.id, a1));
    await t.db
      .update(ordens_pagamento)
      .set({ cartao: null, meio_pagamento: 'pix', fornecedor: null })
      .where(eq(ordens_pagamento.id, b1));
    await t.db
      .update(ordens_pagamento)
      .set({ campo_formador: 'custo_taxa_embarque' })
      .where(eq(ordens_pagamento.id, a3));
    await t.db.update(ordens_pagamento).set({ data_alteracao: new Date() });
    await conferem();
    await listasConferem(filtrosDe());

    // a new locator reaches the lists
    await t.db.update(emissoes).set({ localizador: 'GRPX99' }).where(eq(emissoes.id, a.id));
    await t.db.update(emissoes).set({ localizador: 'GRPC01' }).where(eq(emissoes.id, c.id));
    await conferem();
    await listasConferem([...filtrosDe(), { status: 'pago', localizador: 'GRPX' }]);

    // deletes: one order, then an issuance with its orders
    await t.db.delete(ordens_pagamento).where(eq(ordens_pagamento.id, a2));
    await conferem();
    await t.db.delete(emissoes).where(eq(emissoes.id, c.id));
    await conferem();
    await listasConferem(filtrosDe());
    await t.db.delete(ordens_pagamento).where(inArray(ordens_pagamento.emissao, [a.id, b.id]));
    await conferem();
    const sobras = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ordens_pagamento_grupos)
      .where(inArray(ordens_pagamento_grupos.emissao, [a.id, b.id, c.id]));
    expect(sobras[0]?.n).toBe(0);
  });

  it('pages from the oldest when the page is in the second half, still newest first', async () => {
    const criadas: EmissaoDeTeste[] = [];
    for (let i = 0; i < 23; i++) criadas.push(await criarEmissaoDeTeste(t.db, { tipo: 'emissao_outro' }));
    await t.db
      .insert(ordens_pagamento)
      .values(
        criadas.map((e) =>
          ordem(e, 'custo_total', { status: 'pago', id_fatura: 'NF', data_pagamento: '2025-01-01' }),
        ),
      );
    const todas = await linhas<{ emissao: number }>(
      sql`select distinct emissao from ordens_pagamento where status = 'pago' order by emissao desc`,
    );
    const ids = todas.map((r) => Number(r.emissao));
    const paginas = Math.ceil(ids.length / 10);
    for (let page = 1; page <= paginas + 1; page++) {
      const lida = await findOrdensPagamentoPage(t.db, { status: 'pago' }, { page, pageSize: 10 });
      expect(lida.total).toBe(ids.length);
      expect(
        lida.rows.map((g) => g.emissao?.id),
        `page ${page}`,
      ).toEqual(ids.slice((page - 1) * 10, page * 10));
    }
  });
});

import type { TipoOrcamento } from '@skyler/domain/orcamentos';
import { ZPagamentosAbertosQuery } from '@skyler/domain/pagamentos';
import { type ServicoView, ZServico, ZServicosPage } from '@skyler/domain/servicos';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pagamentos, servicos, servicos_contagem, vendas } from '../../db/schema/index.ts';
import { idDoUsuario } from '../../test/fixtures.ts';
import { infoAVista, prepararCarrinho } from '../../test/servicos-fixtures.ts';
import { ids, pessoas, t, usarAppComReferencia } from '../../test/suite-com-referencia.ts';
import { findPagamentosAbertos } from '../pagamentos/pagamentos.queries.ts';
import { findServicosPage, type ServicosFiltros } from './servicos.queries.ts';

usarAppComReferencia(4);

type Faturada = { venda: number; servicos: ServicoView[] };

/** A sale whose cart of the kinds given was invoiced in cash, the financial responsible `responsavel`. */
async function faturada(tipos: readonly TipoOrcamento[], responsavel: number): Promise<Faturada> {
  const { venda, cotacoes } = await prepararCarrinho(t, ids, tipos);
  const response = await t.injectAs('consultor', {
    method: 'POST',
    url: `/api/vendas/${venda}/fatura/`,
    payload: {
      carrinho: cotacoes.map((c) => ({ id: c.id, beneficiarios: [{ contato: pessoas[0] }] })),
      informacoes_pagamento: cotacoes.map((c) => infoAVista(c.id, responsavel)),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { venda, servicos: z.array(ZServico).parse(response.json()) };
}

/** Every service's and payment's copy equals its sale's consultant and client. */
async function copiasConferem() {
  const servicosErrados = await t.db
    .select({ id: servicos.id })
    .from(servicos)
    .innerJoin(vendas, eq(vendas.id, servicos.venda))
    .where(sql`${servicos.venda_consultor} is distinct from ${vendas.consultor}`);
  expect(servicosErrados).toEqual([]);
  const pagamentosErrados = await t.db
    .select({ id: pagamentos.id })
    .from(pagamentos)
    .innerJoin(vendas, eq(vendas.id, pagamentos.venda))
    .where(
      sql`${pagamentos.venda_consultor} is distinct from ${vendas.consultor}
        or ${pagamentos.venda_cliente} is distinct from ${vendas.cliente}`,
    );
  expect(pagamentosErrados).toEqual([]);
}

/** The counter table, its zero rows left out, equals a count of the services grouped the same way. */
async function contagemConfere() {
  const chave = (l: { dia: string; status: string; consultor: number; n: number }) =>
    `${l.dia} ${l.status} ${l.consultor} ${l.n}`;
  const contagem = await t.db
    .select({
      dia: sql<string>`${servicos_contagem.dia}::text`,
      status: servicos_contagem.status,
      consultor: servicos_contagem.venda_consultor,
      n: sql<number>`sum(${servicos_contagem.n})::int`,
    })
    .from(servicos_contagem)
    .groupBy(servicos_contagem.dia, servicos_contagem.status, servicos_contagem.venda_consultor)
    .having(sql`sum(${servicos_contagem.n}) <> 0`);
  const direta = await t.db.execute(sql`
    select (created_at at time zone 'America/Sao_Paulo')::date::text as dia, status,
      coalesce(venda_consultor, 0) as consultor, count(*)::int as n
    from servicos group by 1, 2, 3`);
  const linhas = (
    direta as unknown as { rows: { dia: string; status: string; consultor: number; n: number }[] }
  ).rows;
  expect(contagem.map(chave).sort()).toEqual(linhas.map((l) => chave({ ...l, n: Number(l.n) })).sort());
  expect(contagem.every((l) => l.n > 0)).toBe(true);
}

/** The list's total for these filters equals a direct count of the services they match. */
async function totalConfere(filtros: ServicosFiltros) {
  const pagina = await findServicosPage(t.db, filtros, { page: 1, pageSize: 15 });
  const status = filtros.status === undefined ? [] : [filtros.status].flat();
  const [direto] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(servicos)
    .innerJoin(vendas, eq(vendas.id, servicos.venda))
    .where(
      and(
        status.length ? sql`${servicos.status} in ${status}` : undefined,
        filtros.consultor ? eq(vendas.consultor, filtros.consultor) : undefined,
        filtros.venda ? eq(servicos.venda, filtros.venda) : undefined,
        filtros.data_inicio
          ? sql`(${servicos.created_at} at time zone 'America/Sao_Paulo')::date >= ${filtros.data_inicio}::date`
          : undefined,
        filtros.data_fim
          ? sql`(${servicos.created_at} at time zone 'America/Sao_Paulo')::date <= ${filtros.data_fim}::date`
          : undefined,
      ),
    );
  expect(pagina.total, JSON.stringify(filtros)).toBe(direto?.n);
  expect(pagina.pages).toBe(Math.max(1, Math.ceil((direto?.n ?? 0) / 15)));
}

/** Contas a Receber's total for a consultant or a contact equals a direct count through the sales. */
async function abertosConferem(consultor: number, contato: number) {
  const pagina = async (query: Record<string, number>) => {
    const page = await findPagamentosAbertos(
      t.db,
      ZPagamentosAbertosQuery.parse(
        Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      ),
    );
    const response = await t.injectAs('financeiro', {
      method: 'GET',
      url: `/api/pagamentos/pagamentos_abertos?${Object.entries(query)
        .map(([k, v]) => `${k}=${v}`)
        .join('&')}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().pages).toBe(page.pages);
    expect(response.json().pagamentos_abertos.map((p: { id: number }) => p.id)).toEqual(
      page.rows.map((p) => p.id),
    );
    return { total: page.total, pagamentos: page.rows };
  };
  const contar = async (condicao: ReturnType<typeof sql>) => {
    const [linha] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(pagamentos)
      .innerJoin(vendas, eq(vendas.id, pagamentos.venda))
      .where(and(eq(pagamentos.status, 'nao_efetuado'), condicao));
    return linha?.n ?? 0;
  };
  const doConsultor = await pagina({ consultor });
  expect(doConsultor.total).toBe(await contar(sql`${vendas.consultor} = ${consultor}`));
  expect(doConsultor.pagamentos.every((p) => p.venda.consultor?.id === consultor)).toBe(true);
  const doContato = await pagina({ contato });
  expect(doContato.total).toBe(
    await contar(sql`(${vendas.cliente} = ${contato} or ${pagamentos.responsavel_financeiro} = ${contato})`),
  );
  return { doConsultor, doContato };
}

describe('the copies of the sale and the services counters', () => {
  it('follow invoicing, a new consultant or client, a cancellation, a date and a deleted sale', async () => {
    const [, responsavel = 0, outroCliente = 0, outroResponsavel = 0] = pessoas;
    const consultor = await idDoUsuario(t.db, 'consultor');
    const admin = await idDoUsuario(t.db, 'admin');
    const a = await faturada(['orcamento_outro', 'orcamento_carro'], responsavel);
    const b = await faturada(['orcamento_outro'], outroResponsavel);
    const c = await faturada(['orcamento_carro', 'orcamento_outro', 'orcamento_outro'], responsavel);
    await copiasConferem();
    await contagemConfere();
    const [vendaA] = await t.db.select().from(vendas).where(eq(vendas.id, a.venda));
    const [servicoA] = await t.db.select().from(servicos).where(eq(servicos.venda, a.venda)).limit(1);
    expect(servicoA?.venda_consultor).toBe(vendaA?.consultor);
    expect(servicoA?.venda_consultor).not.toBeNull();

    // a new consultant for one sale, a new client for another
    await t.db.update(vendas).set({ consultor: admin }).where(eq(vendas.id, a.venda));
    await t.db
      .update(vendas)
      .set({ cliente: outroCliente, cliente_empresa: null })
      .where(eq(vendas.id, b.venda));
    await copiasConferem();
    await contagemConfere();
    const [pagamentoB] = await t.db.select().from(pagamentos).where(eq(pagamentos.venda, b.venda)).limit(1);
    expect(pagamentoB?.venda_cliente).toBe(outroCliente);
    const { doConsultor, doContato } = await abertosConferem(admin, outroCliente);
    expect(new Set(doConsultor.pagamentos.map((p) => p.venda.id)).has(a.venda)).toBe(true);
    expect(doContato.pagamentos.map((p) => p.venda.id)).toContain(b.venda);
    await abertosConferem(consultor, outroResponsavel);
    const doAdmin = await findServicosPage(t.db, { consultor: admin }, { page: 1, pageSize: 15 });
    expect(doAdmin.rows.map((s) => s.id).sort()).toEqual(
      (await t.db.select({ id: servicos.id }).from(servicos).where(eq(servicos.venda, a.venda)))
        .map((s) => s.id)
        .sort(),
    );

    // cancelled, and moved to another day
    const [cancelado] = c.servicos;
    if (!cancelado) throw new Error('no service');
    const response = await t.injectAs('financeiro', {
      method: 'POST',
      url: `/api/servicos/${cancelado.id}/cancel/`,
      payload: { motivo_cancelamento: 'Cliente desistiu da viagem' },
    });
    expect(response.statusCode, response.body).toBe(200);
    await t.db
      .update(servicos)
      .set({ created_at: new Date('2026-01-10T02:30:00Z') })
      .where(eq(servicos.id, cancelado.id));
    await contagemConfere();

    for (const filtros of [
      {},
      { status: 'cancelado' },
      { status: ['pagamento', 'cancelado'] },
      { consultor },
      { consultor: admin, status: 'pagamento' },
      { data_inicio: '2026-01-09', data_fim: '2026-01-09' },
      { data_inicio: '2026-01-10' },
      { data_fim: '2026-01-09', status: 'cancelado', consultor },
      { venda: c.venda },
      { venda: c.venda, status: 'cancelado' },
    ] satisfies ServicosFiltros[])
      await totalConfere(filtros);
    const dia9 = await findServicosPage(
      t.db,
      { data_inicio: '2026-01-09', data_fim: '2026-01-09' },
      { page: 1, pageSize: 15 },
    );
    expect(dia9.rows.map((s) => s.id)).toEqual([cancelado.id]);

    // the sale deleted with its services and payments
    await t.db.delete(vendas).where(eq(vendas.id, c.venda));
    expect(await t.db.select().from(servicos).where(eq(servicos.venda, c.venda))).toEqual([]);
    await contagemConfere();
    await totalConfere({});
    await totalConfere({ consultor });
    await copiasConferem();
  });

  it('pages by creation date, newest first, when a date filter is given', async () => {
    const [, responsavel = 0] = pessoas;
    const d = await faturada(['orcamento_outro', 'orcamento_outro', 'orcamento_outro'], responsavel);
    const [primeiro, segundo, terceiro] = d.servicos.map((s) => s.id).sort((x, y) => x - y);
    // the oldest id created last: the date order, not the id order
    await t.db
      .update(servicos)
      .set({ created_at: new Date('2025-03-05T15:00:00Z') })
      .where(eq(servicos.id, primeiro ?? 0));
    await t.db
      .update(servicos)
      .set({ created_at: new Date('2025-03-04T15:00:00Z') })
      .where(eq(servicos.id, segundo ?? 0));
    await t.db
      .update(servicos)
      .set({ created_at: new Date('2025-03-03T15:00:00Z') })
      .where(eq(servicos.id, terceiro ?? 0));
    const response = await t.injectAs('consultor', {
      method: 'GET',
      url: '/api/servicos/detailed/?data_inicio=2025-03-01&data_fim=2025-03-31',
    });
    expect(response.statusCode, response.body).toBe(200);
    const pagina = ZServicosPage.parse(response.json());
    expect(pagina.servicos.map((s) => s.id)).toEqual([primeiro, segundo, terceiro]);
    expect(pagina.pages).toBe(1);
    await contagemConfere();
  });
});

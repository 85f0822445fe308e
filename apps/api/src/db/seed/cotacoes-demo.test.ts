import { cotacaoAnteriorAAlteracao } from '@skyler/domain/orcamentos-regras';
import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { cotacoes, cotacoes_imagens, logs, orcamentos, subcotacoes, usuarios } from '../schema/index.ts';

let t: TestApp;

beforeAll(async () => {
  // the demo's sales up to their quotes (the providers with the pictures a demo start draws), seeded once
  // for the run (test/template.ts)
  t = await createTestApp({ template: 'demo-cotacoes' });
});
afterAll(() => t.close());

const contarOnde = async (where: ReturnType<typeof and>) =>
  (await t.db.select({ n: count() }).from(cotacoes).where(where))[0]?.n ?? 0;

describe('demo quotes', () => {
  it('include a request edited after a quote was made, with its audit row at the edit', async () => {
    const alterados = await t.db.select().from(orcamentos).where(isNotNull(orcamentos.alterado_em));
    expect(alterados).toHaveLength(1);
    const [pedido] = alterados;
    expect(pedido).toMatchObject({ status: 'aberto', versao: 2 });
    const suas = await t.db
      .select()
      .from(cotacoes)
      .where(and(eq(cotacoes.orcamento, pedido?.id ?? 0), isNull(cotacoes.archived_at)));
    const alterado_em = pedido?.alterado_em?.toISOString() ?? null;
    expect(suas.some((c) => cotacaoAnteriorAAlteracao(c, { alterado_em }))).toBe(true);
    const [log] = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.tipo, 'orcamento_alterado'), sql`${logs.meta}->>'id' = ${String(pedido?.id)}`));
    expect(log?.created_at).toEqual(pedido?.alterado_em);
  });

  it('quote every kind of request, through the service (one audit row each)', async () => {
    const porTipo = await t.db
      .select({ tipo: cotacoes.tipo_servico, n: count() })
      .from(cotacoes)
      .groupBy(cotacoes.tipo_servico);
    expect(new Set(porTipo.map((linha) => linha.tipo))).toEqual(
      new Set(['orcamento_voo', 'orcamento_hotel', 'orcamento_carro', 'orcamento_outro']),
    );
    const total = porTipo.reduce((soma, linha) => soma + linha.n, 0);
    const [criadas] = await t.db.select({ n: count() }).from(logs).where(eq(logs.tipo, 'cotacao_criada'));
    expect(criadas?.n).toBe(total);
  });

  it('store parts that add up to the cent, and nothing free that costs the agency something', async () => {
    expect(
      await contarOnde(and(eq(cotacoes.ajuste_ativado, true), sql`${cotacoes.valor_ajuste} <> 0`)),
    ).toBeGreaterThan(0);
    expect(
      await contarOnde(sql`${cotacoes.custo_total} + ${cotacoes.valor_ajuste} <> ${cotacoes.valor_final}`),
    ).toBe(0);
    expect(await contarOnde(sql`${cotacoes.valor_final} <= 0 and ${cotacoes.custo_agencia} > 0`)).toBe(0);
  });

  it('have paid, miles and wallet tickets, round trips paired ida/volta, and connections', async () => {
    const tipos = await t.db.selectDistinct({ tipo: subcotacoes.tipo_cotacao }).from(subcotacoes);
    expect(new Set(tipos.map((linha) => linha.tipo))).toEqual(new Set(['pagante', 'milha', 'wallet']));
    const [pares] = await t.db
      .select({ n: count() })
      .from(subcotacoes)
      .where(and(eq(subcotacoes.bilhete_ida, true), isNotNull(subcotacoes.bilhete_fk)));
    expect(pares?.n).toBeGreaterThan(0);
    const [conexoes] = await t.db
      .select({ n: count() })
      .from(subcotacoes)
      .where(sql`jsonb_array_length(${subcotacoes.viagem}->'trechos'->0->'pernas') > 1`);
    expect(conexoes?.n).toBeGreaterThan(0);
    const [milhasPrecificadas] = await t.db
      .select({ n: count() })
      .from(subcotacoes)
      .where(and(eq(subcotacoes.tipo_cotacao, 'milha'), isNull(subcotacoes.milheiro_efetivo)));
    expect(milhasPrecificadas?.n).toBe(0);
  });

  it('show their providers’ pictures on hotels and cars', async () => {
    const comImagens = await t.db
      .selectDistinct({ tipo: cotacoes.tipo_servico })
      .from(cotacoes_imagens)
      .innerJoin(cotacoes, eq(cotacoes.id, cotacoes_imagens.cotacao));
    expect(comImagens.map((linha) => linha.tipo)).toContain('orcamento_hotel');
  });

  it('are in every state: quote, cart, archived; some on closed requests', async () => {
    expect(
      await contarOnde(and(eq(cotacoes.status, 'carrinho'), isNull(cotacoes.archived_at))),
    ).toBeGreaterThan(0);
    expect(
      await contarOnde(and(eq(cotacoes.status, 'orcamento'), isNull(cotacoes.archived_at))),
    ).toBeGreaterThan(0);
    expect(await contarOnde(isNotNull(cotacoes.archived_at))).toBeGreaterThan(0);
    const [deFechados] = await t.db
      .select({ n: count() })
      .from(cotacoes)
      .innerJoin(orcamentos, eq(orcamentos.id, cotacoes.orcamento))
      .where(eq(orcamentos.status, 'fechado'));
    expect(deFechados?.n).toBeGreaterThan(0);
  });

  it('are quoted by the demo quoter and others', async () => {
    const quem = await t.db
      .selectDistinct({ username: usuarios.username })
      .from(cotacoes)
      .innerJoin(usuarios, eq(usuarios.id, cotacoes.cotado_por));
    expect(quem.map((linha) => linha.username)).toEqual(expect.arrayContaining(['cotador', 'admin']));
  });

  it('keep every request’s count of quotes not archived', async () => {
    const divergentes = await t.db.execute(sql`
      select o.id from orcamentos o
      where o.quantidade_cotacoes <> (select count(*) from cotacoes c where c.orcamento = o.id and c.archived_at is null)`);
    expect((divergentes as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  it('answer the quote API’s schema', async () => {
    const response = await t.injectAs('cotador', { method: 'GET', url: '/api/cotacoes/' });
    expect(response.statusCode).toBe(200);
    expect(response.json().length).toBeGreaterThan(0);
  });
});

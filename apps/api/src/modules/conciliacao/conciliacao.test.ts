import {
  CONCILIACAO_MESSAGES,
  type InvarianteConciliacao,
  ZContagemDivergencias,
} from '@skyler/domain/conciliacao';
import { dec } from '@skyler/domain/precos/dinheiro';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  cotacoes,
  ordens_pagamento,
  pagamentos,
  pagamentos_servicos,
  servicos,
} from '../../db/schema/index.ts';
import { carregarIds, type Ids } from '../../test/fixtures.ts';
import { contatosDemo } from '../../test/servicos-fixtures.ts';
import { t, usarApp } from '../../test/suite-com-app.ts';
import { conciliar, contarVendasComDivergencia } from './conciliacao.queries.ts';
import { conciliacao, vendaCompleta } from './test-fixtures.ts';

let ids: Ids;
let passageiro: number;

usarApp({ referencia: true });

beforeAll(async () => {
  ids = await carregarIds(t.db);
  [passageiro = 0] = await contatosDemo(t, 1);
}, 60_000);

describe('GET /api/conciliacao/ access', () => {
  it('answers finance and administrators', async () => {
    for (const username of ['financeiro', 'admin']) {
      const response = await t.injectAs(username, { method: 'GET', url: '/api/conciliacao/' });
      expect(response.statusCode, username).toBe(200);
    }
  });

  it('refuses every other role with 403 and a visitor with 401', async () => {
    for (const username of ['consultor', 'sdr', 'cotador', 'emissor', 'milhas', 'cliente']) {
      const response = await t.injectAs(username, { method: 'GET', url: '/api/conciliacao/' });
      expect(response.statusCode, username).toBe(403);
    }
    expect((await t.inject({ method: 'GET', url: '/api/conciliacao/' })).statusCode).toBe(401);
  });

  it('refuses a period that ends before it starts, and a date that is not one', async () => {
    const fim = await t.injectAs('financeiro', {
      method: 'GET',
      url: '/api/conciliacao/?inicio=2025-02-10&fim=2025-02-01',
    });
    expect(fim.statusCode).toBe(400);
    expect(fim.json()).toMatchObject({ detail: CONCILIACAO_MESSAGES.periodoInvalido });
    const data = await t.injectAs('financeiro', {
      method: 'GET',
      url: '/api/conciliacao/?inicio=2025-02-30',
    });
    expect(data.statusCode).toBe(400);
  });
});

describe('the reconciliation', () => {
  it('finds nothing on a sale taken through the whole money path, and names when it checked', async () => {
    const antes = Date.now();
    const { venda } = await vendaCompleta(t, ids, passageiro);
    const r = await conciliacao(t);
    expect(r.divergencias.filter((d) => d.venda === venda)).toEqual([]);
    expect(r.divergencias).toEqual([]);
    expect(new Date(r.verificado_em).getTime()).toBeGreaterThanOrEqual(antes - 1000);
    expect(r.periodo).toEqual({ inicio: null, fim: null });
  });

  /** One balanced sale, the change made straight in the database, and what the check says of that sale. */
  async function injetar(mudar: (v: Awaited<ReturnType<typeof vendaCompleta>>) => Promise<void>) {
    const v = await vendaCompleta(t, ids, passageiro);
    expect((await conciliacao(t)).divergencias.filter((d) => d.venda === v.venda)).toEqual([]);
    await mudar(v);
    return { v, divergencias: (await conciliacao(t)).divergencias.filter((d) => d.venda === v.venda) };
  }
  const de = (lista: { invariante: string }[], invariante: InvarianteConciliacao) =>
    lista.find((d) => d.invariante === invariante);

  it('servicos_programados: a service worth more than its payments', async () => {
    const { divergencias } = await injetar(async ({ servico }) => {
      await t.db
        .update(servicos)
        .set({ valor_total: sql`${servicos.valor_total} + 10` })
        .where(eq(servicos.id, servico));
    });
    expect(de(divergencias, 'servicos_programados')).toMatchObject({ diferenca: '-10.00' });
  });

  it('concluido_acima_programado: more received on a service than it is worth', async () => {
    const { divergencias } = await injetar(async ({ servico }) => {
      await t.db
        .update(pagamentos_servicos)
        .set({ valor: sql`${pagamentos_servicos.valor} + 50` })
        .where(eq(pagamentos_servicos.servico, servico));
    });
    expect(de(divergencias, 'concluido_acima_programado')).toMatchObject({ diferenca: '50.00' });
    expect(de(divergencias, 'servicos_programados')).toMatchObject({ diferenca: '50.00' });
  });

  it('cotacao_faturada_sem_servico: a quote in fatura that no service invoices', async () => {
    const { divergencias } = await injetar(async ({ cotacao }) => {
      const [original] = await t.db.select().from(cotacoes).where(eq(cotacoes.id, cotacao));
      if (!original) throw new Error('no quote');
      const { id: _id, ...copia } = original;
      await t.db.insert(cotacoes).values({ ...copia, status: 'fatura' });
    });
    expect(de(divergencias, 'cotacao_faturada_sem_servico')).toMatchObject({
      esperado: '0.00',
      encontrado: '420.00',
    });
  });

  it('servico_sem_cotacao_faturada: a service whose quote went back to the cart', async () => {
    const { v, divergencias } = await injetar(async ({ cotacao }) => {
      await t.db.update(cotacoes).set({ status: 'carrinho' }).where(eq(cotacoes.id, cotacao));
    });
    const [servico] = await t.db.select().from(servicos).where(eq(servicos.id, v.servico));
    expect(de(divergencias, 'servico_sem_cotacao_faturada')).toMatchObject({
      esperado: '0.00',
      encontrado: servico?.valor_total,
    });
  });

  it('ordens_emissao: a payment order of a concluded issuance that differs from its line', async () => {
    const { divergencias } = await injetar(async ({ emissao }) => {
      await t.db
        .update(ordens_pagamento)
        .set({ valor: sql`${ordens_pagamento.valor} + 1.5` })
        .where(eq(ordens_pagamento.emissao, emissao));
    });
    expect(de(divergencias, 'ordens_emissao')).toMatchObject({
      esperado: '360.00',
      encontrado: '361.50',
      diferenca: '1.50',
    });
  });

  it('saldo_aberto: a receivable of the sale that no service accounts for', async () => {
    const { divergencias } = await injetar(async ({ venda }) => {
      await t.db.insert(pagamentos).values({ venda, valor: '75.00', meio_pagamento: 'pix' });
    });
    expect(de(divergencias, 'saldo_aberto')).toMatchObject({
      esperado: '0.00',
      encontrado: '75.00',
      diferenca: '75.00',
    });
    expect(de(divergencias, 'servicos_programados')).toBeUndefined();
  });

  it('margem: a quote whose cost is not what was really bought', async () => {
    const { divergencias } = await injetar(async ({ cotacao }) => {
      await t.db
        .update(cotacoes)
        .set({ custo_agencia: sql`${cotacoes.custo_agencia} - 20` })
        .where(eq(cotacoes.id, cotacao));
    });
    expect(de(divergencias, 'margem')).toMatchObject({ esperado: '340.00', encontrado: '360.00' });
  });

  it('pagamento_partes: a payment, concluded or not, whose value is not the sum of its shares', async () => {
    const { divergencias } = await injetar(async ({ venda }) => {
      await t.db
        .update(pagamentos)
        .set({ valor: sql`${pagamentos.valor} + 0.05` })
        .where(eq(pagamentos.venda, venda));
    });
    const divergencia = divergencias.find((d) => d.invariante === 'pagamento_partes');
    expect(divergencia?.diferenca).toMatch(/^0\.\d5$/);
    expect(
      dec(divergencia?.encontrado ?? '0')
        .minus(divergencia?.esperado ?? '0')
        .toFixed(2),
    ).toBe(divergencia?.diferenca);
  });

  it('reads only the sales created in the period, and counts the sales that diverge', async () => {
    const { v } = await injetar(async ({ servico }) => {
      await t.db.update(servicos).set({ valor_total: '1.00' }).where(eq(servicos.id, servico));
    });
    expect(await contarVendasComDivergencia(t.db, { inicio: null, fim: null })).toBeGreaterThanOrEqual(1);
    const antigo = await conciliar(t.db, { inicio: '2000-01-01', fim: '2000-12-31' });
    expect(antigo.divergencias).toEqual([]);
    const hoje = new Date().toISOString().slice(0, 10);
    const r = await conciliacao(t, `?inicio=2000-01-01&fim=${hoje}`);
    expect(r.divergencias.some((d) => d.venda === v.venda)).toBe(true);
  });
});

describe('GET /api/conciliacao/contagem/ (the dashboard figure, decision 0053)', () => {
  const contagem = async (query = '', username = 'financeiro') => {
    const response = await t.injectAs(username, { method: 'GET', url: `/api/conciliacao/contagem/${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return ZContagemDivergencias.parse(response.json());
  };
  const vendasDaLista = async (query = '') =>
    new Set((await conciliacao(t, query)).divergencias.map((d) => d.venda)).size;

  it('answers finance and administrators only, and refuses a period that ends before it starts', async () => {
    expect((await contagem('', 'admin')).vendas).toBeGreaterThanOrEqual(0);
    for (const username of ['consultor', 'sdr', 'cotador', 'emissor', 'milhas', 'cliente']) {
      const response = await t.injectAs(username, { method: 'GET', url: '/api/conciliacao/contagem/' });
      expect(response.statusCode, username).toBe(403);
    }
    const fim = await t.injectAs('financeiro', {
      method: 'GET',
      url: '/api/conciliacao/contagem/?inicio=2025-02-10&fim=2025-02-01',
    });
    expect(fim.statusCode).toBe(400);
    expect(fim.json()).toMatchObject({ detail: CONCILIACAO_MESSAGES.periodoInvalido });
  });

  /**
   * The count once the notices of earlier writes have reached this process: they come from the database's
   * listener a moment after each commit, so two reads in a row then answer the same kept count.
   */
  async function contagemAssentada() {
    await expect
      .poll(
        async () => {
          const antes = await contagem();
          return (await contagem()).verificado_em === antes.verificado_em;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    return contagem();
  }

  it('counts the sales the list names, is kept between reads and follows every money change', async () => {
    const { servico } = await vendaCompleta(t, ids, passageiro);
    const primeira = await contagemAssentada();
    expect(primeira.vendas).toBe(await vendasDaLista());
    // read again: the same check, not run again
    expect(await contagem()).toEqual(primeira);

    // a change made in the database (another process, a script): its trigger's notice reaches every process
    // a moment after the commit, and the next read after it counts again
    await t.db.update(servicos).set({ valor_total: '1.00' }).where(eq(servicos.id, servico));
    await expect.poll(async () => (await contagem()).vendas, { timeout: 10_000 }).toBe(primeira.vendas + 1);
    const depois = await contagemAssentada();
    expect(depois.vendas).toBe(await vendasDaLista());

    // a sale taken through the money path by the API: the process that answered forgets the count at once
    const guardada = await contagem();
    expect(guardada).toEqual(depois);
    await vendaCompleta(t, ids, passageiro);
    const aposApi = await contagem();
    expect(aposApi.verificado_em).not.toBe(guardada.verificado_em);
    expect(aposApi.vendas).toBe(depois.vendas);
  });
});

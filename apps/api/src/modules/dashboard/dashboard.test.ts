import { DASHBOARD_MESSAGES, type Dashboard, ZDashboard } from '@skyler/domain/dashboard';
import { hojeNaAgencia } from '@skyler/domain/formatters';
import { dec } from '@skyler/domain/precos/dinheiro';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cotacoes, emissoes, servicos } from '../../db/schema/index.ts';
import { corpoPagamento, criarVendaComServicos } from '../../test/pagamentos-fixtures.ts';
import { t, usarApp } from '../../test/suite-com-app.ts';
import { criarEmissaoDeTeste } from '../emissoes/detalhe-fixtures.ts';
import { criarPainelFixture, type PainelFixture, PERIODO } from './test-fixtures.ts';

let f: PainelFixture;

usarApp();

beforeAll(async () => {
  f = await criarPainelFixture(t.db);
});

async function painel(username: string, query: string): Promise<Dashboard> {
  const response = await t.injectAs(username, { method: 'GET', url: `/api/dashboard/?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return ZDashboard.parse(response.json());
}

/** Every row of a list, page by page: its true count. */
async function contarLista(url: string, chave: string): Promise<number> {
  let total = 0;
  for (let page = 1; ; page++) {
    const response = await t.injectAs('admin', { method: 'GET', url: `${url}&page=${page}` });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as Record<string, unknown> & { pages: number };
    total += (body[chave] as unknown[]).length;
    if (page >= body.pages) return total;
  }
}

describe('GET /api/dashboard/ figures', () => {
  it('counts February 2025 of one consultant exactly, São Paulo days included at both ends', async () => {
    const d = await painel('admin', `inicio=${PERIODO.inicio}&fim=${PERIODO.fim}&consultor=${f.consultor}`);
    expect(d.periodo).toEqual({ ...PERIODO, consultor: f.consultor });
    expect(d.vendas_por_status).toEqual([
      { status: 'proposta', quantidade: 3 },
      { status: 'fechada', quantidade: 0 },
      { status: 'concluida', quantidade: 1 },
      { status: 'cancelada', quantidade: 1 },
    ]);
    // per sale: v1 invoiced (its quotes outnumber its requests), v2 concluded, v3 invoiced then cancelled, one
    // with a request only, one with nothing; the quotes, carts and services of other months do not count
    expect(d.funil).toEqual([
      { etapa: 'vendas', quantidade: 5, taxa: null },
      { etapa: 'solicitacoes', quantidade: 4, taxa: '80.0' },
      { etapa: 'cotacoes', quantidade: 3, taxa: '75.0' },
      { etapa: 'carrinho', quantidade: 3, taxa: '100.0' },
      { etapa: 'faturadas', quantidade: 3, taxa: '100.0' },
      { etapa: 'concluidas', quantidade: 1, taxa: '33.3' },
    ]);
    expect(d.faturamento).toEqual({
      servicos: 3,
      receita: '1750.00',
      custo: '1200.00',
      margem: '550.00',
      margem_pct: '31.4',
      // no fee on its payments, its issuances' base is 0: nothing more to take
      margem_liquida: '550.00',
      margem_liquida_pct: '31.4',
      comissao_acima_da_margem: { quantidade: 0, vendas: [] },
    });
    expect(d.top_clientes).toEqual([
      { contato: f.clienteA, nome: 'Alice Topo', vendas: 2, valor: '1250.00' },
      { contato: f.clienteB, nome: 'Bruno Segundo', vendas: 1, valor: '500.00' },
    ]);
  });

  it('reads the previous period, as long and just before, with the same consultant', async () => {
    const d = await painel('admin', `inicio=${PERIODO.inicio}&fim=${PERIODO.fim}&consultor=${f.consultor}`);
    expect(d.anterior.periodo).toEqual({ inicio: '2025-01-04', fim: '2025-01-31' });
    // 23:00 of 31 January in São Paulo: the one sale of the previous period, with nothing yet
    expect(d.anterior.vendas_por_status.find((s) => s.status === 'proposta')?.quantidade).toBe(1);
    expect(d.anterior.funil.map((e) => e.quantidade)).toEqual([1, 0, 0, 0, 0, 0]);
    // the service of 12 January: 999.00 charged, 900.00 its quote's cost
    expect(d.anterior.faturamento).toEqual({
      servicos: 1,
      receita: '999.00',
      custo: '900.00',
      margem: '99.00',
      margem_pct: '9.9',
      margem_liquida: '99.00',
      margem_liquida_pct: '9.9',
      comissao_acima_da_margem: { quantidade: 0, vendas: [] },
    });
  });

  it('ranks the consultant and the suppliers of the period', async () => {
    const d = await painel('admin', `inicio=${PERIODO.inicio}&fim=${PERIODO.fim}&consultor=${f.consultor}`);
    // 5 sales created, 1 concluded; services of v1, v2 and v3: 1000 + 250 + 500, costs 800 + 100 + 300
    expect(d.ranking_consultores).toEqual([
      {
        consultor: f.consultor,
        nome: 'Paula Painel',
        vendas: 5,
        concluidas: 1,
        conversao: '20.0',
        faturadas: 3,
        receita: '1750.00',
        margem: '550.00',
        margem_pct: '31.4',
        ticket_medio: '583.33',
      },
    ]);
    expect(d.ranking_fornecedores).toEqual([
      {
        fornecedor: f.fornecedor,
        nome: 'Operadora Sol',
        servicos: 1,
        receita: '1000.00',
        custo: '800.00',
        margem: '200.00',
        margem_pct: '20.0',
      },
      {
        fornecedor: 0,
        nome: 'Sem fornecedor',
        servicos: 2,
        receita: '750.00',
        custo: '400.00',
        margem: '350.00',
        margem_pct: '46.7',
      },
    ]);
  });

  it("the whole agency ranks every consultant, whose figures add up to the agency's", async () => {
    const d = await painel('admin', `inicio=${PERIODO.inicio}&fim=${PERIODO.fim}`);
    expect(d.ranking_consultores.map((c) => c.consultor)).toContain(f.consultor);
    const soma = d.ranking_consultores.reduce((n, c) => n.plus(c.receita), dec(0));
    expect(soma.toFixed(2)).toBe(d.faturamento.receita);
    expect(d.ranking_consultores.reduce((n, c) => n + c.vendas, 0)).toBe(d.funil[0]?.quantidade);
  });

  it("puts the consultant's open payments and orders in the cash flow's weeks from today", async () => {
    const d = await painel('admin', `consultor=${f.consultor}`);
    const zero = { receber: '0.00', pagar: '0.00', saldo: '0.00' };
    // overdue 100 + 50; 70 today and the order of 120 in two days; 30 and 999 in 7 and 8 days
    expect(d.fluxo_caixa.atrasados).toEqual({ receber: '150.00', pagar: '0.00', saldo: '150.00' });
    expect(d.fluxo_caixa.semanas.map(({ receber, pagar, saldo }) => ({ receber, pagar, saldo }))).toEqual([
      { receber: '70.00', pagar: '120.00', saldo: '-50.00' },
      { receber: '1029.00', pagar: '0.00', saldo: '1029.00' },
      zero,
      zero,
      zero,
      zero,
      zero,
      zero,
    ]);
    expect(d.fluxo_caixa.semanas[0]?.inicio).toBe(hojeNaAgencia());
    expect(d.fluxo_caixa.sem_vencimento).toEqual({ receber: '0.00', pagar: '80.00', saldo: '-80.00' });
  });

  it("nets the period's fees and commissions from the margin and counts the services whose commissions exceed it", async () => {
    const e = await criarEmissaoDeTeste(t.db, { tipo: 'emissao_outro', passageiros: 0 });
    await t.db.update(cotacoes).set({ custo_agencia: '950.00' }).where(eq(cotacoes.id, e.cotacao));
    await t.db
      .update(emissoes)
      .set({ valor_base: '891.40', pct_consultor: '3.00', pct_cotador: '2.50', pct_emissor: '1.50' })
      .where(eq(emissoes.id, e.id));
    const pago = await t.injectAs('financeiro', {
      method: 'POST',
      url: '/api/pagamentos/',
      payload: {
        venda: e.venda,
        valor_pagamento: { valor: '400.00', moeda: 'BRL' },
        servicos: [{ servico: e.servico }],
        meio_pagamento: 'pix',
        taxa_meio_pagamento: '9,90',
        status: 'concluido',
      },
    });
    expect(pago.statusCode, pago.body).toBe(201);
    // the one service of a day of its own
    await t.db
      .update(servicos)
      .set({ created_at: new Date('2024-03-10T15:00:00Z') })
      .where(eq(servicos.id, e.servico));
    const d = await painel('admin', 'inicio=2024-03-10&fim=2024-03-10');
    // margin 1000 − 950 = 50.00; fee 9.90; commissions 26.74 + 22.29 + 13.37 = 62.40 (no quoter or issuer
    // set: the rates fixed on the issuance still count, as the commission report)
    expect(d.faturamento).toEqual({
      servicos: 1,
      receita: '1000.00',
      custo: '950.00',
      margem: '50.00',
      margem_pct: '5.0',
      margem_liquida: '-22.30',
      margem_liquida_pct: '-2.2',
      comissao_acima_da_margem: { quantidade: 1, vendas: [e.venda] },
    });
  });

  it('reads receivables, late issuances and open orders as of today, whatever the period', async () => {
    for (const periodo of [
      `inicio=${PERIODO.inicio}&fim=${PERIODO.fim}`,
      'inicio=2020-01-01&fim=2020-01-01',
    ]) {
      const d = await painel('admin', `${periodo}&consultor=${f.consultor}`);
      expect(d.recebiveis).toEqual({
        vencidos: { quantidade: 2, valor: '150.00' },
        a_vencer_7_dias: { quantidade: 2, valor: '100.00' },
      });
      expect(d.emissoes_atrasadas).toEqual({ quantidade: 2 });
      expect(d.ordens_abertas).toEqual({ quantidade: 2, valor: '200.00' });
    }
  });

  it('an empty period has zeros and rates without a base are null', async () => {
    const d = await painel('admin', `inicio=2020-01-01&fim=2020-01-31&consultor=${f.consultor}`);
    expect(d.vendas_por_status.every((s) => s.quantidade === 0)).toBe(true);
    expect(d.funil.map((e) => [e.quantidade, e.taxa])).toEqual([
      [0, null],
      [0, null],
      [0, null],
      [0, null],
      [0, null],
      [0, null],
    ]);
    expect(d.faturamento).toEqual({
      servicos: 0,
      receita: '0.00',
      custo: '0.00',
      margem: '0.00',
      margem_pct: null,
      margem_liquida: '0.00',
      margem_liquida_pct: null,
      comissao_acima_da_margem: { quantidade: 0, vendas: [] },
    });
    expect(d.top_clientes).toEqual([]);
  });

  it('defaults to the current month in São Paulo', async () => {
    const hoje = hojeNaAgencia();
    const d = await painel('admin', '');
    expect(d.periodo.inicio).toBe(`${hoje.slice(0, 7)}-01`);
    expect(d.periodo.fim.slice(0, 7)).toBe(hoje.slice(0, 7));
    expect(d.periodo.fim >= hoje).toBe(true);
    expect(d.periodo.consultor).toBeNull();
  });
});

describe('GET /api/dashboard/ alerts', () => {
  it('lists a passport expiring 3 months after a trip, not one 8 months after nor a cancelled trip', async () => {
    const d = await painel('admin', `consultor=${f.consultor}`);
    expect(d.alertas.passaportes).toEqual([
      {
        contato: f.viajanteVencendo,
        nome: 'Vera Vencendo',
        validade: f.validadeVencendo,
        venda: f.vendaViagem,
        embarque: f.embarque,
      },
    ]);
  });

  it("lists this week's birthdays of the consultant's clients, not next week's nor other clients'", async () => {
    const d = await painel('admin', `consultor=${f.consultor}`);
    expect(d.alertas.aniversarios).toEqual([
      { contato: f.clienteA, nome: 'Alice Topo', data_nascimento: `2000-${hojeNaAgencia().slice(5)}` },
    ]);
    const todos = await painel('admin', '');
    const ids = todos.alertas.aniversarios.map((a) => a.contato);
    expect(ids).toContain(f.clienteA);
    expect(ids).toContain(f.outroAniversariante);
    expect(ids).not.toContain(f.clienteB);
  });
});

describe('GET /api/dashboard/ who sees what', () => {
  it('a consultant sees only their own figures, whatever consultant they ask for', async () => {
    const query = `inicio=${PERIODO.inicio}&fim=${PERIODO.fim}`;
    const doAdmin = await painel('admin', `${query}&consultor=${f.consultor}`);
    const propria = await painel(f.username, query);
    expect(propria).toEqual(doAdmin);
    const outro = await painel(f.username, `${query}&consultor=1`);
    expect(outro).toEqual(doAdmin);
    const demo = await painel('consultor', `${query}&consultor=${f.consultor}`);
    expect(demo.periodo.consultor).not.toBe(f.consultor);
    expect(demo.top_clientes.map((c) => c.contato)).not.toContain(f.clienteA);
    expect(demo.ranking_consultores.map((c) => c.consultor)).not.toContain(f.consultor);
    expect(demo.ranking_fornecedores.map((c) => c.fornecedor)).not.toContain(f.fornecedor);
  });

  it('finance and commission see the whole agency and choose a consultant', async () => {
    const query = `inicio=${PERIODO.inicio}&fim=${PERIODO.fim}&consultor=${f.consultor}`;
    const doAdmin = await painel('admin', query);
    expect(await painel('financeiro', query)).toEqual(doAdmin);
    expect((await painel('financeiro', '')).periodo.consultor).toBeNull();
  });

  it('staff without the overview (sdr, cotador, emissor, milhas) see their own sales only', async () => {
    for (const username of ['sdr', 'cotador', 'emissor', 'milhas']) {
      const d = await painel(username, `consultor=${f.consultor}`);
      expect(d.periodo.consultor, username).not.toBe(f.consultor);
      expect(d.recebiveis.vencidos.quantidade, username).toBe(0);
    }
  });

  it('refuses customer accounts and anonymous requests', async () => {
    const cliente = await t.injectAs('cliente', { method: 'GET', url: '/api/dashboard/' });
    expect(cliente.statusCode).toBe(403);
    const anonimo = await t.inject({ method: 'GET', url: '/api/dashboard/' });
    expect(anonimo.statusCode).toBe(401);
  });
});

describe('GET /api/dashboard/ bad periods', () => {
  const pedir = (query: string) => t.injectAs('admin', { method: 'GET', url: `/api/dashboard/?${query}` });

  it('refuses an end before the start', async () => {
    const response = await pedir('inicio=2025-02-10&fim=2025-02-09');
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(DASHBOARD_MESSAGES.periodoInvalido);
  });

  it('refuses more than 366 days and accepts exactly 366', async () => {
    const longo = await pedir('inicio=2024-01-01&fim=2025-01-01');
    expect(longo.statusCode).toBe(400);
    expect(longo.json().detail).toBe(DASHBOARD_MESSAGES.periodoLongo);
    expect((await pedir('inicio=2024-01-01&fim=2024-12-31')).statusCode).toBe(200);
  });

  it.each(['inicio=2025-02-30', 'fim=25-02-01', 'inicio=hoje', 'consultor=abc'])(
    'refuses %s with 400',
    async (query) => {
      const response = await pedir(query);
      expect(response.statusCode).toBe(400);
      expect(typeof response.json().detail).toBe('string');
    },
  );

  it('says which date is malformed', async () => {
    const response = await pedir('inicio=2025-13-01');
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(DASHBOARD_MESSAGES.dataInvalida);
  });
});

describe('the lists behind the figures', () => {
  it('Contas a Receber by due date counts what the dashboard counts', async () => {
    const deLa = await painel('admin', `consultor=${f.consultor}`);
    const todos = await painel('admin', '');
    for (const vencimento of ['vencidos', 'a_vencer_7_dias'] as const) {
      const url = `/api/pagamentos/pagamentos_abertos?vencimento=${vencimento}`;
      expect(await contarLista(`${url}&consultor=${f.consultor}`, 'pagamentos_abertos')).toBe(
        deLa.recebiveis[vencimento].quantidade,
      );
      expect(await contarLista(url, 'pagamentos_abertos')).toBe(todos.recebiveis[vencimento].quantidade);
    }
  });

  it('the late issuances list counts what the dashboard counts', async () => {
    const deLa = await painel('admin', `consultor=${f.consultor}`);
    const todos = await painel('admin', '');
    const url = '/api/emissoes/detailed/?atrasadas=true';
    expect(await contarLista(`${url}&consultor=${f.consultor}`, 'emissoes')).toBe(
      deLa.emissoes_atrasadas.quantidade,
    );
    expect(await contarLista(url, 'emissoes')).toBe(todos.emissoes_atrasadas.quantidade);
    const fila = await t.injectAs('admin', {
      method: 'GET',
      url: '/api/emissoes/detailed/?atrasadas=false&page=1',
    });
    const tudo = await t.injectAs('admin', { method: 'GET', url: '/api/emissoes/detailed/?page=1' });
    expect(fila.json()).toEqual(tudo.json());
  });

  it('the open orders list (grouped by issuance) holds the orders and amount the dashboard counts', async () => {
    const todos = await painel('admin', '');
    let ordens = 0;
    let valor = 0;
    for (let page = 1; ; page++) {
      const response = await t.injectAs('admin', {
        method: 'GET',
        url: `/api/ordens-pagamento/?status=aberto&page=${page}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as {
        ordemPagamento: { custo_total: string; OPs: unknown[] }[];
        pages: number;
      };
      for (const grupo of body.ordemPagamento) {
        ordens += grupo.OPs.length;
        valor += Math.round(Number(grupo.custo_total) * 100);
      }
      if (page >= body.pages) break;
    }
    expect(ordens).toBe(todos.ordens_abertas.quantidade);
    expect(valor).toBe(Math.round(Number(todos.ordens_abertas.valor) * 100));
  });

  it('refuses an unknown due-date filter', async () => {
    const response = await t.injectAs('admin', {
      method: 'GET',
      url: '/api/pagamentos/pagamentos_abertos?vencimento=amanha',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('services released without payment', () => {
  it('counts each service finance released by exception and what it still lacks of concluded payments', async () => {
    const antes = (await painel('admin', '')).liberados_sem_pagamento;
    const venda = await criarVendaComServicos(t.db, { valores: ['300.00'] });
    const [servico = 0] = venda.servicos;
    await t.injectAs('financeiro', {
      method: 'POST',
      url: '/api/pagamentos/',
      payload: corpoPagamento(venda, { valor_pagamento: { valor: '100.00' }, status: 'concluido' }),
    });
    const liberado = await t.injectAs('financeiro', {
      method: 'POST',
      url: `/api/servicos/${servico}/faturar/`,
      payload: {
        seguiu_manual_boas_praticas: true,
        excecao_pagamento: true,
        motivo_excecao_pagamento: 'Cliente paga o restante no embarque',
      },
    });
    expect(liberado.statusCode, liberado.body).toBe(200);
    const depois = (await painel('admin', '')).liberados_sem_pagamento;
    expect(depois.quantidade).toBe(antes.quantidade + 1);
    expect(dec(depois.valor).minus(antes.valor).toFixed(2)).toBe('200.00');
  });
});

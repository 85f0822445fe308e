import {
  ZOrdemPagamento,
  ZOrdensPagamentoPage,
  ZVariacaoCambialVenda,
} from '@skyler/domain/ordens-pagamento';
import { valorEmReais } from '@skyler/domain/precos/ordem-em-reais';
import { MENSAGEM_VERSAO } from '@skyler/domain/versao';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cotacoes, emissoes, emissoes_pagamentos, moedas, ordens_pagamento } from '../../db/schema/index.ts';
import { ultimoLog } from '../../test/auditoria.ts';
import { corpoHotel } from '../../test/fixtures.ts';
import { ids, pessoas, t, usarAppComReferencia } from '../../test/suite-com-referencia.ts';
import { conciliar } from '../conciliacao/conciliacao.queries.ts';
import { registrarLinhas } from '../emissoes/detalhe-fixtures.ts';
import { faturar, servicoFaturado } from '../emissoes/fluxo-fixtures.ts';
import { ordensDaEmissao } from './test-fixtures.ts';

let usd: number;

usarAppComReferencia(2);

beforeAll(async () => {
  // the rate: US$ 1 = R$ 5,46; in 2026 × 1.0238 (year) × 1.05 (USD) = 5.8694454
  const [moeda] = await t.db
    .update(moedas)
    .set({ cambio: '5.460000' })
    .where(eq(moedas.sigla, 'USD'))
    .returning({ id: moedas.id });
  if (!moeda) throw new Error('no USD');
  usd = moeda.id;
}, 120_000);

const cotacaoDe = async (id: number) => (await t.db.select().from(cotacoes).where(eq(cotacoes.id, id)))[0];
const painel = async () => {
  const response = await t.injectAs('admin', { method: 'GET', url: '/api/dashboard/' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { ordens_abertas: { quantidade: number; valor: string } };
};
const divergenciasDa = async (venda: number) =>
  (await conciliar(t.db, { inicio: null, fim: null })).divergencias.filter((d) => d.venda === venda);

/** A US$ 250.00 × 4 nights hotel (US$ 1,000.00, no extras) sold, invoiced, its lines paid by the agency. */
async function hotelEmDolar() {
  const corpo = corpoHotel(ids, {
    diarias: 4,
    diarias_min: 4,
    diarias_max: 4,
    moeda: usd,
    custo_diaria: '250.00',
    custo_extras: '0.00',
  });
  const { venda, servico, cotacao } = await servicoFaturado(t, ids, {
    kind: 'hotel',
    passageiros: pessoas,
    corpo,
  });
  expect(await faturar(t, servico)).toBe('emissao');
  const [emissao] = await t.db.select().from(emissoes).where(eq(emissoes.servico, servico)).limit(1);
  if (!emissao) throw new Error('no issuance');
  await registrarLinhas(t, emissao.id);
  return { venda, cotacao, emissao };
}

describe('a cost bought in a foreign currency is owed in reais (decision 0064)', () => {
  it('US$ 1,000.00 hotel: the order is R$ 5,869.45 with its currency, amount and factor; Contas a Pagar, the dashboard and the reconciliation read reais', async () => {
    const antes = await painel();
    const { venda, cotacao, emissao } = await hotelEmDolar();
    expect((await cotacaoDe(cotacao))?.custo_agencia).toBe('5869.45');

    const [ordem, ...outras] = await ordensDaEmissao(t.db, emissao.id);
    expect(outras).toEqual([]);
    expect(ordem).toMatchObject({ campo_formador: 'custo_diaria', valor: '5869.45', moeda: 'USD' });
    expect(Number(ordem?.valor_moeda)).toBe(1000);
    expect(Number(ordem?.cambio)).toBe(5.8694454);
    // the payment line stays the quote's field in its currency
    const [linha] = await t.db
      .select()
      .from(emissoes_pagamentos)
      .where(eq(emissoes_pagamentos.emissao, emissao.id));
    expect(linha?.valor).toBe('1000.00');

    // Contas a Pagar answers the exact names, the group's total in reais
    const lista = await t.injectAs('financeiro', {
      method: 'GET',
      url: `/api/ordens-pagamento/?status=aberto&id_venda=${venda}`,
    });
    expect(lista.statusCode, lista.body).toBe(200);
    const [grupo] = ZOrdensPagamentoPage.parse(lista.json()).ordemPagamento;
    expect(grupo?.custo_total).toBe('5869.45');
    expect(grupo?.OPs[0]).toMatchObject({
      valor: '5869.45',
      moeda: 'USD',
      valor_moeda: '1000.00',
      cambio: '5.8694454',
      diferenca_cambial: '0.00',
    });
    // the dashboard's open orders sum reais
    const depois = await painel();
    expect(depois.ordens_abertas.quantidade - antes.ordens_abertas.quantidade).toBe(1);
    expect(Number(depois.ordens_abertas.valor) - Number(antes.ordens_abertas.valor)).toBeCloseTo(5869.45, 2);
    // the books close: cost = orders, lines = orders in the currency, the order in reais
    expect(await divergenciasDa(venda)).toEqual([]);
  });

  it("+R$ 10.00 on the order moves the quote's cost by exactly R$ 10.00; typed in dollars it converts at the order's factor", async () => {
    const { venda, cotacao, emissao } = await hotelEmDolar();
    const [ordem] = await ordensDaEmissao(t.db, emissao.id);
    if (!ordem) throw new Error('no order');
    const alterar = (payload: object) =>
      t.injectAs('financeiro', { method: 'PUT', url: `/api/ordens-pagamento/${ordem.id}/`, payload });

    const mais10 = await alterar({ valor: '5879.45', versao: ordem.versao });
    expect(mais10.statusCode, mais10.body).toBe(200);
    const alterada = ZOrdemPagamento.parse(mais10.json());
    expect(alterada).toMatchObject({ valor: '5879.45', moeda: 'USD', cambio: '5.8694454' });
    // the amount in dollars is reais ÷ factor, exact enough to give the reais back
    expect(valorEmReais(alterada.valor_moeda, alterada.cambio).toFixed(2)).toBe('5879.45');
    expect(Number(alterada.valor_moeda)).toBeCloseTo(5879.45 / 5.8694454, 6);
    const depois = await cotacaoDe(cotacao);
    expect(depois?.custo_agencia).toBe('5879.45');
    // the sum of the parts (with the R$ 150.00 RAV) moves by the same reais
    expect(depois?.custo_total).toBe('6029.45');
    // the daily cost in dollars moves by R$ 10 ÷ 5.8694454 ÷ 4 nights, to the cent
    expect(depois?.detalhes).toMatchObject({ custo_diaria: '250.43' });
    expect(await divergenciasDa(venda)).toEqual([]);

    // typed in the currency: US$ 1,002.00 × 5.8694454 = R$ 5,881.18 (rounded once)
    const emDolar = await alterar({ valor_moeda: '1002.00', versao: alterada.versao });
    expect(emDolar.statusCode, emDolar.body).toBe(200);
    expect(ZOrdemPagamento.parse(emDolar.json())).toMatchObject({ valor: '5881.18', valor_moeda: '1002.00' });
    expect((await cotacaoDe(cotacao))?.custo_agencia).toBe('5881.18');

    // a stale write still gets 409 and changes nothing
    const velha = await alterar({ valor: '6000.00', versao: ordem.versao });
    expect(velha.statusCode).toBe(409);
    expect(velha.json()).toMatchObject({ detail: MENSAGEM_VERSAO });
    expect((await cotacaoDe(cotacao))?.custo_agencia).toBe('5881.18');
    // both amounts at once is refused with a message
    const dois = await alterar({ valor: '1.00', valor_moeda: '1.00' });
    expect(dois.statusCode).toBe(400);
    expect(dois.json()).toMatchObject({ errors: { valor: [expect.stringContaining('não os dois')] } });
  });

  it('the rate really paid keeps the booked value and the cost; its difference is on the order, audited, and summed on the sale', async () => {
    const { venda, cotacao, emissao } = await hotelEmDolar();
    const [ordem] = await ordensDaEmissao(t.db, emissao.id);
    if (!ordem) throw new Error('no order');
    const custoAntes = (await cotacaoDe(cotacao))?.custo_agencia;

    // paid by card at 5.95 a dollar: US$ 1,000.00 × 5.95 = R$ 5,950.00, a loss of R$ 80.55
    const paga = await t.injectAs('financeiro', {
      method: 'POST',
      url: `/api/ordens-pagamento/${ordem.id}/status/`,
      payload: {
        status: 'pago',
        id_fatura: 'FAT-USD-1',
        data_pagamento: '2026-01-10',
        cambio_pago: '5,95',
        versao: ordem.versao,
      },
    });
    expect(paga.statusCode, paga.body).toBe(200);
    const perda = ZOrdemPagamento.parse(paga.json());
    expect(perda).toMatchObject({
      status: 'pago',
      valor: '5869.45',
      cambio: '5.8694454',
      cambio_pago: '5.95',
      valor_pago: '5950.00',
      diferenca_cambial: '80.55',
    });
    expect((await cotacaoDe(cotacao))?.custo_agencia).toBe(custoAntes);

    // the invoice came at R$ 5,800.00: a gain of R$ 69.45, the rate paid derived
    const ganho = await t.injectAs('financeiro', {
      method: 'PUT',
      url: `/api/ordens-pagamento/${ordem.id}/cambio-pago/`,
      payload: { valor_pago: '5800.00', versao: perda.versao },
    });
    expect(ganho.statusCode, ganho.body).toBe(200);
    expect(ZOrdemPagamento.parse(ganho.json())).toMatchObject({
      valor: '5869.45',
      valor_pago: '5800.00',
      cambio_pago: '5.80',
      diferenca_cambial: '-69.45',
    });
    expect((await cotacaoDe(cotacao))?.custo_agencia).toBe(custoAntes);
    const log = await ultimoLog(t.db, 'ordem_pagamento_cambio_pago');
    expect(log?.dados).toMatchObject({
      antes: { diferenca_cambial: '80.55' },
      depois: { diferenca_cambial: '-69.45' },
    });

    // the sale reads its exchange difference; the consultant may read it, not record it
    const variacao = await t.injectAs('consultor', {
      method: 'GET',
      url: `/api/vendas/${venda}/variacao-cambial/`,
    });
    expect(variacao.statusCode, variacao.body).toBe(200);
    expect(ZVariacaoCambialVenda.parse(variacao.json())).toMatchObject({
      venda,
      diferenca_cambial: '-69.45',
      ordens: [{ id: ordem.id, moeda: 'USD', valor_pago: '5800.00', diferenca_cambial: '-69.45' }],
    });
    const proibido = await t.injectAs('consultor', {
      method: 'PUT',
      url: `/api/ordens-pagamento/${ordem.id}/cambio-pago/`,
      payload: { valor_pago: '1.00' },
    });
    expect(proibido.statusCode).toBe(403);
    // a stale version gets 409; an open order or one in reais is refused
    const velha = await t.injectAs('financeiro', {
      method: 'PUT',
      url: `/api/ordens-pagamento/${ordem.id}/cambio-pago/`,
      payload: { valor_pago: '5000.00', versao: perda.versao },
    });
    expect(velha.statusCode).toBe(409);
    expect(await divergenciasDa(venda)).toEqual([]);
  });

  it('ordem_em_reais: an order left in the foreign amount, or off its amount × factor, is flagged', async () => {
    const { venda, emissao } = await hotelEmDolar();
    const [ordem] = await ordensDaEmissao(t.db, emissao.id);
    if (!ordem) throw new Error('no order');
    // as main wrote it: the dollars taken as reais
    await t.db
      .update(ordens_pagamento)
      .set({ moeda: 'BRL', valor: '1000.00' })
      .where(eq(ordens_pagamento.id, ordem.id));
    const divergencias = await divergenciasDa(venda);
    expect(divergencias).toContainEqual({
      venda,
      invariante: 'ordem_em_reais',
      esperado: '5869.45',
      encontrado: '1000.00',
      diferenca: '-4869.45',
    });
    // a value that is not its amount × its factor
    await t.db
      .update(ordens_pagamento)
      .set({ moeda: 'USD', valor_moeda: '1000', cambio: '5.8694454', valor: '5870.00' })
      .where(and(eq(ordens_pagamento.id, ordem.id)));
    expect(await divergenciasDa(venda)).toContainEqual(
      expect.objectContaining({ invariante: 'ordem_em_reais', esperado: '5869.45', encontrado: '5870.00' }),
    );
  });
});

import { ZOrdemPagamento } from '@skyler/domain/ordens-pagamento';
import { margemLucro } from '@skyler/domain/precos/cotacao';
import { dec } from '@skyler/domain/precos/dinheiro';
import { campoComVariacaoEmReais } from '@skyler/domain/precos/ordem-em-reais';
import { MENSAGEM_VERSAO } from '@skyler/domain/versao';
import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  cotacoes,
  emissoes,
  emissoes_pagamentos,
  ordens_pagamento,
  subcotacoes,
} from '../../db/schema/index.ts';
import { expectDetail } from '../../test/app.ts';
import { ultimoLog } from '../../test/auditoria.ts';
import { ids, pessoas, t, usarAppComReferencia } from '../../test/suite-com-referencia.ts';
import { registrarLinhas } from '../emissoes/detalhe-fixtures.ts';
import { faturar, servicoFaturado } from '../emissoes/fluxo-fixtures.ts';
import { ordensDaEmissao } from './test-fixtures.ts';

usarAppComReferencia(2);

const cotacaoDe = async (id: number) => (await t.db.select().from(cotacoes).where(eq(cotacoes.id, id)))[0];
const alterar = (id: number, payload: object, username = 'financeiro') =>
  t.injectAs(username, { method: 'PUT', url: `/api/ordens-pagamento/${id}/`, payload });
const faturamento = async () => {
  const response = await t.injectAs('admin', { method: 'GET', url: '/api/dashboard/' });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { faturamento: { custo: string; margem: string } }).faturamento;
};

/** An issuance born of the flow (quote priced by the server, invoiced), its lines paid by the agency. */
async function emissaoComOrdens(kind: 'outro' | 'voo_pagantes') {
  const passageiros = kind === 'outro' ? pessoas.slice(0, 1) : pessoas;
  const { servico, cotacao } = await servicoFaturado(t, ids, { kind, passageiros });
  expect(await faturar(t, servico)).toBe('emissao');
  const [emissao] = await t.db.select().from(emissoes).where(eq(emissoes.servico, servico)).limit(1);
  if (!emissao) throw new Error('no issuance');
  await registrarLinhas(t, emissao.id);
  return { emissao, cotacao, ordens: await ordensDaEmissao(t.db, emissao.id) };
}

describe('changing what the agency pays recomputes the quote', () => {
  it("an order's value moves the forming field, the sum of the parts, the cost and the profit; the charge stays", async () => {
    const { emissao, cotacao, ordens } = await emissaoComOrdens('outro');
    const ordem = ordens.find((o) => o.campo_formador === 'custo_total');
    if (!ordem) throw new Error('no order');
    expect(ordem.valor).toBe('360.00');
    const antes = await cotacaoDe(cotacao);
    expect(antes).toMatchObject({
      custo_total: '420.00',
      custo_agencia: '360.00',
      valor_final: '420.00',
      lucro_porcentagem: '14.2900',
    });
    const painelAntes = await faturamento();

    const response = await alterar(ordem.id, { valor: '400.00' });
    expect(response.statusCode, response.body).toBe(200);

    const depois = await cotacaoDe(cotacao);
    expect(depois).toMatchObject({
      custo_total: '460.00',
      custo_agencia: '400.00',
      // what the client was charged does not change: the adjustment absorbs it
      valor_final: '420.00',
      valor_ajuste: '-40.00',
      lucro_porcentagem: '4.7600',
    });
    expect(depois?.detalhes).toMatchObject({ custo_total: '400.00' });
    // the payment line of the field is what its orders add up to
    const [linha] = await t.db
      .select()
      .from(emissoes_pagamentos)
      .where(
        and(
          eq(emissoes_pagamentos.emissao, emissao.id),
          eq(emissoes_pagamentos.campo_formador, 'custo_total'),
        ),
      );
    expect(linha?.valor).toBe('400.00');
    // the dashboard reads the quote's cost: its margin follows
    const painelDepois = await faturamento();
    expect(Number(painelDepois.custo) - Number(painelAntes.custo)).toBeCloseTo(40, 2);
    expect(Number(painelAntes.margem) - Number(painelDepois.margem)).toBeCloseTo(40, 2);
    // the sale's quotes tab shows the new profit
    const aba = await t.injectAs('consultor', { method: 'GET', url: `/api/cotacoes/${cotacao}/` });
    if (aba.statusCode === 200) expect(aba.json()).toMatchObject({ lucro_porcentagem: '4.76' });
    // audited in the same change
    const log = await ultimoLog(t.db, 'cotacao_custo_real');
    expect(log?.meta).toMatchObject({ entidade: 'cotacao', id: cotacao, ordem_pagamento: ordem.id });
    expect(log?.dados).toMatchObject({
      antes: { custo_agencia: '360.00', valor_campo: '360.00' },
      depois: { custo_agencia: '400.00', valor_campo: '400.00' },
    });
  });

  it("a paid ticket's order moves the ticket's price, its total and cost; the incentive set on it raises the profit", async () => {
    const { emissao, cotacao, ordens } = await emissaoComOrdens('voo_pagantes');
    const ordem = ordens.find((o) => o.campo_formador === 'custo_bilhete');
    if (!ordem || emissao.subcotacao === null) throw new Error('no order');
    const antes = await cotacaoDe(cotacao);
    const [bilheteAntes] = await t.db
      .select()
      .from(subcotacoes)
      .where(eq(subcotacoes.id, emissao.subcotacao));
    // the order is owed in reais (decision 0064): R$ 25.00 less
    const novo = (Number(ordem.valor) - 25).toFixed(2);
    expect((await alterar(ordem.id, { valor: novo })).statusCode).toBe(200);
    const [bilhete] = await t.db.select().from(subcotacoes).where(eq(subcotacoes.id, emissao.subcotacao));
    // the ticket's price is in its currency: it moves by the reais ÷ the order's factor; its total and cost by the reais
    expect(bilhete?.custo_bilhete).toBe(
      campoComVariacaoEmReais(bilheteAntes?.custo_bilhete ?? '0', '-25', ordem.cambio).toFixed(2),
    );
    const variacao = Number(bilhete?.total) - Number(bilheteAntes?.total);
    expect(variacao).toBeCloseTo(-25, 2);
    expect(Number(bilhete?.custo_agencia) - Number(bilheteAntes?.custo_agencia)).toBeCloseTo(variacao, 2);
    const depois = await cotacaoDe(cotacao);
    expect(Number(depois?.custo_agencia) - Number(antes?.custo_agencia)).toBeCloseTo(variacao, 2);
    expect(Number(depois?.custo_total) - Number(antes?.custo_total)).toBeCloseTo(variacao, 2);
    expect(depois?.valor_final).toBe(antes?.valor_final);
    expect(Number(depois?.lucro_porcentagem)).toBeGreaterThan(Number(antes?.lucro_porcentagem));

    const incentivo = await t.injectAs('financeiro', {
      method: 'PUT',
      url: `/api/ordens-pagamento/${ordem.id}/incentivo/`,
      payload: { valor_incentivo: { valor: '30.00', moeda: 2 } },
    });
    expect(incentivo.statusCode, incentivo.body).toBe(200);
    const comIncentivo = await cotacaoDe(cotacao);
    // this ticket's 30.00 plus the other ticket's own incentive
    const [outro] = await t.db
      .select()
      .from(subcotacoes)
      .where(and(eq(subcotacoes.cotacao, cotacao), ne(subcotacoes.id, emissao.subcotacao)));
    expect(Number(comIncentivo?.valor_incentivo)).toBeGreaterThanOrEqual(30);
    if (outro && Number(outro.porcentagem_incentivo) === 0 && Number(outro.valor_incentivo) === 0)
      expect(comIncentivo?.valor_incentivo).toBe('30.00');
    expect(comIncentivo?.incentivo_ativado).toBe(true);
    // the profit is the charge less the real cost plus the incentive now recorded
    const lucro = margemLucro({
      venda: comIncentivo?.valor_final ?? '0',
      custo: comIncentivo?.custo_agencia ?? '0',
      incentivo: comIncentivo?.valor_incentivo ?? '0',
    });
    expect(dec(comIncentivo?.lucro_porcentagem).toFixed(2)).toBe(lucro.toDecimalPlaces(2).toFixed(2));
    expect(comIncentivo?.lucro_porcentagem).not.toBe(depois?.lucro_porcentagem);
  });

  it('a refused change leaves the quote as it was', async () => {
    const { cotacao, ordens } = await emissaoComOrdens('outro');
    const ordem = ordens[0];
    if (!ordem) throw new Error('no order');
    const antes = await cotacaoDe(cotacao);
    expect((await alterar(ordem.id, { valor: '0' })).statusCode).toBe(400);
    expect((await alterar(ordem.id, { valor: '500.00' }, 'consultor')).statusCode).toBe(403);
    expect(await cotacaoDe(cotacao)).toEqual(antes);
  });
});

describe('the commission base follows what the sale really earns (decision 0053)', () => {
  type LinhaComissao = { id: number; valor_base: string; valor_consultor: string | null };
  const relatorio = async (venda: number) => {
    const response = await t.injectAs('admin', {
      method: 'GET',
      url: `/api/emissoes/comissao/?id_venda=${venda}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { emissoes: LinhaComissao[] }).emissoes;
  };

  it("an order's value 40.00 higher lowers the issuance's base by 40 × 0.8914; back to the old value restores it", async () => {
    const { emissao, ordens } = await emissaoComOrdens('outro');
    const ordem = ordens.find((o) => o.campo_formador === 'custo_total');
    if (!ordem) throw new Error('no order');
    const [antes] = await relatorio(emissao.venda);
    expect(antes?.id).toBe(emissao.id);
    const baseAntes = antes?.valor_base ?? '';
    // what the client is charged for the service × 0.8914
    expect(Number(baseAntes)).toBeGreaterThan(40);

    expect((await alterar(ordem.id, { valor: '400.00' })).statusCode).toBe(200);
    const [depois] = await relatorio(emissao.venda);
    // 40.00 × 0.8914 = 35.656 → 35.66 less
    const baseDepois = dec(baseAntes).minus('35.66').toFixed(2);
    expect(depois?.valor_base).toBe(baseDepois);
    expect(depois?.valor_consultor).not.toBe(antes?.valor_consultor);
    const log = await ultimoLog(t.db, 'cotacao_custo_real');
    expect(log?.dados).toMatchObject({
      antes: { valor_base_emissao: baseAntes },
      depois: { valor_base_emissao: baseDepois },
    });

    expect((await alterar(ordem.id, { valor: '360.00' })).statusCode).toBe(200);
    expect((await relatorio(emissao.venda))[0]?.valor_base).toBe(baseAntes);
  });

  it('the base does not depend on the order of edits: +1.15, +1.15, −2.30 and a trip below the zero floor give it back exactly', async () => {
    const { emissao, ordens } = await emissaoComOrdens('outro');
    const ordem = ordens.find((o) => o.campo_formador === 'custo_total');
    if (!ordem) throw new Error('no order');
    const [antes] = await relatorio(emissao.venda);
    const baseAntes = antes?.valor_base ?? '';
    const bases: string[] = [];
    // each step 1.15 × 0.8914 = 1.02511: rounded on its own it would leave the base a cent off
    for (const valor of ['361.15', '362.30', '360.00']) {
      const response = await alterar(ordem.id, { valor });
      expect(response.statusCode, response.body).toBe(200);
      bases.push((await relatorio(emissao.venda))[0]?.valor_base ?? '');
    }
    expect(bases).toEqual([
      dec(baseAntes).minus('1.03').toFixed(2),
      dec(baseAntes).minus('2.05').toFixed(2),
      baseAntes,
    ]);
    // far above what the sale earns: the base stops at zero, and coming back restores it to the cent
    for (const [valor, base] of [
      ['100360.00', '0.00'],
      ['50360.00', '0.00'],
      ['360.00', baseAntes],
    ] as const) {
      const response = await alterar(ordem.id, { valor });
      expect(response.statusCode, response.body).toBe(200);
      expect((await relatorio(emissao.venda))[0]?.valor_base).toBe(base);
    }
    const [linha] = await t.db.select().from(emissoes).where(eq(emissoes.id, emissao.id));
    expect(linha).toMatchObject({ valor_base: baseAntes, base_cobrada: baseAntes, variacao_lucro: '0.00' });
  });

  it("an incentive recorded on a ticket's order raises that ticket's base by the incentive × 0.8914", async () => {
    const { emissao, ordens } = await emissaoComOrdens('voo_pagantes');
    const ordem = ordens.find((o) => o.campo_formador === 'custo_bilhete');
    if (!ordem) throw new Error('no order');
    const linhas = await relatorio(emissao.venda);
    const antes = linhas.find((l) => l.id === emissao.id);
    const outras = linhas.filter((l) => l.id !== emissao.id);
    const cotacaoAntes = await cotacaoDe(emissao.cotacao);
    const response = await t.injectAs('financeiro', {
      method: 'PUT',
      url: `/api/ordens-pagamento/${ordem.id}/incentivo/`,
      payload: { valor_incentivo: { valor: '30.00', moeda: 2 } },
    });
    expect(response.statusCode, response.body).toBe(200);
    const cotacaoDepois = await cotacaoDe(emissao.cotacao);
    const ganho = dec(cotacaoDepois?.valor_incentivo).minus(dec(cotacaoAntes?.valor_incentivo));
    expect(ganho.isZero()).toBe(false);
    const depois = await relatorio(emissao.venda);
    expect(depois.find((l) => l.id === emissao.id)?.valor_base).toBe(
      dec(antes?.valor_base).plus(ganho.times('0.8914').toDecimalPlaces(2)).toFixed(2),
    );
    // the sale's other tickets keep their base
    expect(depois.filter((l) => l.id !== emissao.id)).toEqual(outras);
  });
});

describe('record versions of a payment order (decision 0034)', () => {
  it('answers the version; a value, status or incentive sent with an older one gets 409 and changes nothing', async () => {
    const { cotacao, ordens } = await emissaoComOrdens('voo_pagantes');
    const ordem = ordens.find((o) => o.campo_formador === 'custo_bilhete');
    if (!ordem) throw new Error('no order');
    const primeira = await alterar(ordem.id, { valor: '800.00', versao: ordem.versao });
    expect(primeira.statusCode, primeira.body).toBe(200);
    const lida = ZOrdemPagamento.parse(primeira.json());
    expect(lida.versao).toBe(ordem.versao + 1);

    const linhaAntes = (
      await t.db.select().from(ordens_pagamento).where(eq(ordens_pagamento.id, ordem.id))
    )[0];
    const cotacaoAntes = await cotacaoDe(cotacao);
    for (const escrita of [
      () => alterar(ordem.id, { valor: '810.00', versao: ordem.versao }),
      () =>
        t.injectAs('financeiro', {
          method: 'POST',
          url: `/api/ordens-pagamento/${ordem.id}/status/`,
          payload: { status: 'pago', id_fatura: 'NF-1', data_pagamento: '2026-01-05', versao: ordem.versao },
        }),
      () =>
        t.injectAs('financeiro', {
          method: 'PUT',
          url: `/api/ordens-pagamento/${ordem.id}/incentivo/`,
          payload: { valor_incentivo: { valor: '10.00', moeda: 2 }, versao: ordem.versao },
        }),
    ]) {
      const response = await escrita();
      expect(response.statusCode, response.body).toBe(409);
      expect(expectDetail(response)).toBe(MENSAGEM_VERSAO);
    }
    expect((await t.db.select().from(ordens_pagamento).where(eq(ordens_pagamento.id, ordem.id)))[0]).toEqual(
      linhaAntes,
    );
    expect(await cotacaoDe(cotacao)).toEqual(cotacaoAntes);
    // with the version just read it goes through
    expect((await alterar(ordem.id, { valor: '810.00', versao: lida.versao })).statusCode).toBe(200);
  });
});

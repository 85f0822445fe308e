import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quantidadeBeneficiarios } from '../passageiros.ts';
import { calcularComissao } from './comissao.ts';
import {
  corLucro,
  custoTotal,
  diariasHotel,
  margemLucro,
  porcentagemIncentivo,
  totalBilhete,
  totalDiarias,
  valorFinal,
  valorIncentivo,
} from './cotacao.ts';
import { moneyString } from './dinheiro.ts';

describe('quotes (docs/pricing.md)', () => {
  it('works the two-ticket example with a 5 % + R$ 50 adjustment', () => {
    const pago = totalBilhete({
      tipo_cotacao: 'pagante',
      custo_bilhete: '2450.00',
      custo_taxa_embarque: '89.90',
      custo_taxa_bagagem: '120.00',
      rav: '150.00',
    });
    const milhas = totalBilhete({
      tipo_cotacao: 'milha',
      quantidade_milhas: 60000,
      milheiro_efetivo: '26.5',
      custo_bilhete: '999999',
      custo_taxa_embarque: '89.90',
      rav: '100.00',
    });
    expect(moneyString(pago)).toBe('2809.90');
    expect(moneyString(milhas)).toBe('1779.90');
    const total = custoTotal([pago, milhas]);
    expect(moneyString(total)).toBe('4589.80');
    expect(moneyString(valorFinal(total, { ativado: true, absoluto: 50, porcentagem: 5 }))).toBe('4869.29');
    expect(moneyString(valorFinal(total, { ativado: false, absoluto: 50, porcentagem: 5 }))).toBe('4589.80');
  });

  it('hotel nights: the average of a range; total = daily cost × nights + extras + RAV', () => {
    const noites = diariasHotel({ diariasMin: 3, diariasMax: 4 });
    expect(noites.toString()).toBe('3.5');
    expect(diariasHotel({ diarias: 5 }).toString()).toBe('5');
    expect(moneyString(totalDiarias({ custoDiaria: 480, diarias: noites, extras: [120], rav: 150 }))).toBe(
      '1950.00',
    );
  });

  it('incentive percentage with 2 decimals, 0 on a zero base', () => {
    expect(porcentagemIncentivo(150, 3000).toString()).toBe('5');
    expect(porcentagemIncentivo(100, 3000).toString()).toBe('3.33');
    expect(porcentagemIncentivo(150, 0).toString()).toBe('0');
    expect(moneyString(valorIncentivo('3.33', 3000))).toBe('99.90');
  });

  it('profit margin and its colour', () => {
    expect(margemLucro({ venda: 4000, custo: 3400, incentivo: 150 }).toString()).toBe('18.75');
    expect(corLucro(20)).toBe('verde');
    expect(corLucro('19.99')).toBe('laranja');
    expect(corLucro(5)).toBe('laranja');
    expect(corLucro('4.99')).toBe('vermelho');
    expect(margemLucro({ venda: 0, custo: 10 }).toString()).toBe('0');
  });

  it('commissions of R$ 5.000,00 received', () => {
    const c = calcularComissao(5000);
    expect([c.valorBase, c.consultor, c.cotador, c.emissor].map(moneyString)).toEqual([
      '4457.00',
      '133.71',
      '111.43',
      '66.86',
    ]);
  });

  it('beneficiaries per quote kind', () => {
    const p = { adultos: 2, criancas: 1, bebes: 1 };
    expect(quantidadeBeneficiarios('orcamento_voo', p)).toBe(4);
    expect(quantidadeBeneficiarios('orcamento_hotel', p)).toBe(3);
    expect(quantidadeBeneficiarios('orcamento_carro', p)).toBe(1);
    expect(quantidadeBeneficiarios('orcamento_outro', p)).toBe(1);
  });

  it('property: totals are additive over parts', () => {
    const cents = fc.integer({ min: 0, max: 100_000_00 }).map((c) => (c / 100).toFixed(2));
    fc.assert(
      fc.property(fc.array(cents, { maxLength: 20 }), fc.array(cents, { maxLength: 20 }), (a, b) => {
        expect(custoTotal([...a, ...b]).equals(custoTotal(a).plus(custoTotal(b)))).toBe(true);
        expect(custoTotal([custoTotal(a), custoTotal(b)]).equals(custoTotal([...a, ...b]))).toBe(true);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { repartirProporcional, valorBaseComissao, valorBaseDaEmissao, valorComissao } from './comissao.ts';
import { D, dec, sum } from './dinheiro.ts';

describe('commission base and amounts', () => {
  it("an issuance's base is its charged share plus the profit's variation × 0.8914, never below zero", () => {
    // R$ 40.00 more paid to the supplier: 40 × 0.8914 = 35.656 → 35.66 less
    expect(valorBaseDaEmissao({ baseCobrada: '374.39', variacaoLucro: '-40.00' }).toFixed(2)).toBe('338.73');
    expect(valorBaseDaEmissao({ baseCobrada: '374.39', variacaoLucro: '0' }).toFixed(2)).toBe('374.39');
    expect(valorBaseDaEmissao({ baseCobrada: '10.00', variacaoLucro: '-100.00' }).toFixed(2)).toBe('0.00');
    // +1.15, +1.15, −2.30 on an order: the profit is back where it was, and so is the base
    const variacoes = ['-1.15', '-1.15', '2.30'];
    let variacao = dec(0);
    const bases = variacoes.map((v) => {
      variacao = variacao.plus(v);
      return valorBaseDaEmissao({ baseCobrada: '891.40', variacaoLucro: variacao }).toFixed(2);
    });
    expect(bases).toEqual(['890.37', '889.35', '891.40']);
  });

  it('a sequence of edits that returns to the start gives back exactly the starting base, floor included', () => {
    const centavos = fc.integer({ min: -500_000, max: 500_000 }).map((c) => new D(c).div(100));
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000 }).map((c) => new D(c).div(100)),
        fc.array(centavos, { maxLength: 12 }),
        fc.array(centavos, { maxLength: 12 }),
        (baseCobrada, ida, outras) => {
          const inicio = valorBaseDaEmissao({ baseCobrada, variacaoLucro: 0 });
          // edits that move the profit (some far below the zero floor), then edits that undo them, in any order
          const volta = [...ida].reverse().map((v) => v.neg());
          const passos = [...ida, ...outras, ...outras.map((v) => v.neg()), ...volta];
          let variacao = dec(0);
          for (const passo of passos) {
            variacao = variacao.plus(passo);
            expect(valorBaseDaEmissao({ baseCobrada, variacaoLucro: variacao }).gte(0)).toBe(true);
          }
          expect(valorBaseDaEmissao({ baseCobrada, variacaoLucro: variacao }).toFixed(2)).toBe(
            inicio.toFixed(2),
          );
          // and the base only depends on the net variation, not on the steps
          expect(valorBaseDaEmissao({ baseCobrada, variacaoLucro: sum(ida) }).toFixed(2)).toBe(
            valorBaseDaEmissao({ baseCobrada, variacaoLucro: sum([...ida].reverse()) }).toFixed(2),
          );
        },
      ),
    );
  });

  it('takes the payout factor of what the client is charged, 2 decimals', () => {
    expect(valorBaseComissao('1000.00').toFixed(2)).toBe('891.40');
    expect(valorBaseComissao('1234.57').toFixed(2)).toBe('1100.50');
    expect(valorBaseComissao('0').toFixed(2)).toBe('0.00');
  });

  it('gives a rate in percent of the base, 2 decimals', () => {
    expect(valorComissao('1234.56', '3.00').toFixed(2)).toBe('37.04');
    expect(valorComissao('1234.56', '2.5').toFixed(2)).toBe('30.86');
    expect(valorComissao('1234.56', '0').toFixed(2)).toBe('0.00');
  });

  it('splits a total in proportion to the weights, the last share taking the remainder', () => {
    expect(repartirProporcional('100.00', ['1', '1', '1']).map((d) => d.toFixed(2))).toEqual([
      '33.33',
      '33.33',
      '33.34',
    ]);
    expect(repartirProporcional('891.40', ['700', '300']).map((d) => d.toFixed(2))).toEqual([
      '623.98',
      '267.42',
    ]);
    expect(repartirProporcional('10.00', ['0', '0']).map((d) => d.toFixed(2))).toEqual(['5.00', '5.00']);
    expect(repartirProporcional('10.00', [])).toEqual([]);
  });

  it('always sums the shares to the total, each with 2 decimals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 12 }),
        (centavos, pesos) => {
          const total = new D(centavos).div(100);
          const partes = repartirProporcional(
            total,
            pesos.map((p) => new D(p).div(100)),
          );
          expect(partes).toHaveLength(pesos.length);
          expect(partes.reduce((a, b) => a.plus(b), new D(0)).equals(total)).toBe(true);
          for (const parte of partes) expect(parte.decimalPlaces()).toBeLessThanOrEqual(2);
        },
      ),
    );
  });
});

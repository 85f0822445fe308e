import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { repartirProporcional, valorBaseComissao, valorBaseComVariacao, valorComissao } from './comissao.ts';
import { D } from './dinheiro.ts';

describe('commission base and amounts', () => {
  it('a change of what the sale earns moves the base by its own base, never below zero', () => {
    // R$ 40.00 more paid to the supplier: 40 × 0.8914 = 35.656 → 35.66 less
    expect(valorBaseComVariacao('374.39', '-40.00').toFixed(2)).toBe('338.73');
    expect(valorBaseComVariacao('338.73', '40.00').toFixed(2)).toBe('374.39');
    expect(valorBaseComVariacao('10.00', '-100.00').toFixed(2)).toBe('0.00');
    expect(valorBaseComVariacao('10.00', '0').toFixed(2)).toBe('10.00');
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

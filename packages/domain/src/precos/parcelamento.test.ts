import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moneyString, toProviderCents } from './dinheiro.ts';
import { opcoesPagamento, taxaCartao, totalCartao } from './parcelamento.ts';

describe('card instalments (docs/pricing.md)', () => {
  it('uses the higher of the network and provider rates', () => {
    expect([1, 2, 5, 6, 12].map((n) => taxaCartao(n).toString())).toEqual([
      '0.0265',
      '0.0305',
      '0.0305',
      '0.0355',
      '0.0355',
    ]);
    expect(() => taxaCartao(0)).toThrow(RangeError);
    expect(() => taxaCartao(13)).toThrow(RangeError);
  });

  it('gives the cash value and the 12 card options of R$ 10.000,00', () => {
    const { avista, cartao } = opcoesPagamento(10000);
    expect(moneyString(avista)).toBe('10000.00');
    expect(cartao).toHaveLength(12);
    expect(cartao.map((o) => moneyString(o.total))).toEqual([
      '10516.02',
      ...Array(4).fill('10556.98'),
      ...Array(7).fill('10608.18'),
    ]);
    expect(moneyString(cartao[11]?.valorParcela ?? 0)).toBe('884.02');
    expect(moneyString(totalCartao(0, 12))).toBe('0.00');
  });

  it('sends the provider the amount in cents, truncated', () => {
    expect(toProviderCents('1234.567')).toBe(123456);
    expect(toProviderCents(totalCartao(10000, 12))).toBe(1060818);
  });

  it('property: totals never decrease with more instalments', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (cents) => {
        const valor = cents / 100;
        let previous = totalCartao(valor, 1);
        expect(previous.gte(valor)).toBe(true);
        for (let n = 2; n <= 12; n++) {
          const current = totalCartao(valor, n);
          expect(current.gte(previous)).toBe(true);
          previous = current;
        }
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cotacaoComCustoReal, custosDasCompras } from './custo-real.ts';
import { dec, moneyString, sum } from './dinheiro.ts';

describe('custosDasCompras', () => {
  it('prices miles lines at the price per thousand paid', () => {
    const custos = custosDasCompras(
      [
        { tipo: 'milha', valor: 60_000, valor_compra: '18.50', desagio_compra: null },
        { tipo: 'milha', valor: 15_001, valor_compra: '21.00', desagio_compra: null },
      ],
      { custoBilhete: '0', fator: 1 },
    );
    expect(custos.map((c) => c.toFixed(2))).toEqual(['1110.00', '315.02']);
  });

  it('shares a wallet ticket among its lines to the cent, each less its discount', () => {
    const um = custosDasCompras([{ tipo: 'wallet', valor: 0, valor_compra: null, desagio_compra: '10' }], {
      custoBilhete: '5250.00',
      fator: 1,
    });
    expect(um.map((c) => c.toFixed(2))).toEqual(['4725.00']);
    const tres = custosDasCompras(
      [0, 0, 0].map(() => ({ tipo: 'wallet' as const, valor: 0, valor_compra: null, desagio_compra: '0' })),
      { custoBilhete: '100.00', fator: 1 },
    );
    expect(tres.map((c) => c.toFixed(2))).toEqual(['33.34', '33.33', '33.33']);
    expect(sum(tres).toFixed(2)).toBe('100.00');
    // a R$ 5,100.00 ticket bought in two purchases: each costs its half
    const dois = custosDasCompras(
      [0, 0].map(() => ({ tipo: 'wallet' as const, valor: 0, valor_compra: null, desagio_compra: '0' })),
      { custoBilhete: '5100.00', fator: 1 },
    );
    expect(dois.map((c) => c.toFixed(2))).toEqual(['2550.00', '2550.00']);
  });

  it('rounds a wallet ticket once: its lines add up to the ticket’s exact cost rounded, none is negative', () => {
    const linha = fc.record({
      tipo: fc.constantFrom('wallet' as const, 'milha' as const),
      valor: fc.integer({ min: 0, max: 300_000 }),
      valor_compra: fc.integer({ min: 1, max: 9_999 }).map((c) => (c / 100).toFixed(2)),
      desagio_compra: fc.option(
        fc.integer({ min: 0, max: 9_999 }).map((c) => (c / 100).toFixed(2)),
        { nil: null },
      ),
    });
    fc.assert(
      fc.property(
        fc.array(linha, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 5_000_000 }).map((c) => (c / 100).toFixed(2)),
        fc.constantFrom('1', '5.869451', '6.30441234', '0.0123'),
        (compras, custoBilhete, fator) => {
          const custos = custosDasCompras(compras, { custoBilhete, fator });
          const wallets = compras.filter((c) => c.tipo === 'wallet');
          const exato = wallets.reduce(
            (acc, c) =>
              acc.plus(
                dec(custoBilhete)
                  .times(fator)
                  .times(dec(100).minus(dec(c.desagio_compra)))
                  .div(100)
                  .div(wallets.length),
              ),
            dec(0),
          );
          const doWallet = custos.filter((_c, i) => compras[i]?.tipo === 'wallet');
          expect(moneyString(sum(doWallet))).toBe(moneyString(exato));
          for (const custo of custos) expect(custo.isNegative()).toBe(false);
          // one line: the ticket's price in reais less its discount, rounded once
          if (wallets.length === 1) expect(moneyString(doWallet[0] ?? 0)).toBe(moneyString(exato));
          // equal discounts: equal shares, a cent apart at most
          if (wallets.length > 1 && new Set(wallets.map((c) => c.desagio_compra ?? '0.00')).size === 1) {
            const centavos = doWallet.map((c) => c.times(100).toNumber());
            expect(Math.max(...centavos) - Math.min(...centavos)).toBeLessThanOrEqual(1);
          }
        },
      ),
    );
  });
});

describe('cotacaoComCustoReal', () => {
  it('moves the sum of the parts and the cost, keeps what the client was charged, recomputes the profit', () => {
    const r = cotacaoComCustoReal(
      { custo_total: '1000.00', custo_agencia: '900.00', valor_final: '1100.00' },
      { venda: '50.00', custo: '50.00' },
      '0',
    );
    expect(r).toEqual({
      custo_total: '1050.00',
      custo_agencia: '950.00',
      valor_ajuste: '50.00',
      valor_incentivo: '0.00',
      lucro_porcentagem: '13.64',
    });
  });

  it('a miles purchase moves only the cost; an incentive adds to the profit', () => {
    const r = cotacaoComCustoReal(
      { custo_total: '2000.00', custo_agencia: '1500.00', valor_final: '2000.00' },
      { venda: '0', custo: '-100.00' },
      '40.00',
    );
    expect(r).toMatchObject({ custo_total: '2000.00', custo_agencia: '1400.00', lucro_porcentagem: '32.00' });
  });
});

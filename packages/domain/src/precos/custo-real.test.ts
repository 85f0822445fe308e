import { describe, expect, it } from 'vitest';
import { cotacaoComCustoReal, custosDasCompras } from './custo-real.ts';
import { sum } from './dinheiro.ts';

describe('custosDasCompras', () => {
  it('prices miles lines at the price per thousand paid', () => {
    const custos = custosDasCompras(
      [
        { tipo: 'milha', valor: 60_000, valor_compra: '18.50', desagio_compra: null },
        { tipo: 'milha', valor: 15_001, valor_compra: '21.00', desagio_compra: null },
      ],
      '0',
    );
    expect(custos.map((c) => c.toFixed(2))).toEqual(['1110.00', '315.02']);
  });

  it('shares a wallet ticket among its lines to the cent, each less its discount', () => {
    const um = custosDasCompras(
      [{ tipo: 'wallet', valor: 0, valor_compra: null, desagio_compra: '10' }],
      '5250.00',
    );
    expect(um.map((c) => c.toFixed(2))).toEqual(['4725.00']);
    const tres = custosDasCompras(
      [0, 0, 0].map(() => ({ tipo: 'wallet' as const, valor: 0, valor_compra: null, desagio_compra: '0' })),
      '100.00',
    );
    expect(tres.map((c) => c.toFixed(2))).toEqual(['33.34', '33.33', '33.33']);
    expect(sum(tres).toFixed(2)).toBe('100.00');
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

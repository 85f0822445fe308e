import { describe, expect, it } from 'vitest';
import { moneyString } from './dinheiro.ts';
import { faturaSugerida } from './fatura-sugerida.ts';
import { condicaoDaProposta, totalDaProposta } from './proposta.ts';

describe('totalDaProposta', () => {
  it('adds the quotes’ cash values in cents', () => {
    expect(totalDaProposta(['3456.78', '2890.00', '0.005'])).toBe('6346.79');
    expect(totalDaProposta([])).toBe('0.00');
  });
});

describe('condicaoDaProposta', () => {
  it('is the invoicing’s own schedule: a third by Pix today, the rest in 12 card instalments to the cent', () => {
    const condicao = condicaoDaProposta('6346.78', '2026-11-29');
    const sugerida = faturaSugerida({ valorAVista: '6346.78', hoje: '2026-11-29' });
    expect(condicao?.avista).toBe('6346.78');
    expect(condicao?.entrada).toBe(sugerida?.valorEntrada);
    expect(condicao?.entrada).toBe('2115.59');
    const cartao = sugerida?.fatura.pagamentos.find((p) => p.origem !== 'entrada');
    expect(condicao?.cartao).toBe(cartao?.valor);
    expect(condicao?.parcelas.reduce((n, g) => n + g.quantidade, 0)).toBe(12);
    const somaParcelas =
      condicao?.parcelas.reduce((soma, g) => soma + g.quantidade * Number(g.valor), 0) ?? 0;
    expect(moneyString(somaParcelas)).toBe(condicao?.cartao);
    expect(condicao?.total).toBe(moneyString(Number(condicao?.entrada) + Number(condicao?.cartao)));
  });

  it('is null when nothing is to be paid', () => {
    expect(condicaoDaProposta('0', '2026-11-29')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { dec, sum } from './dinheiro.ts';
import { calcularFatura } from './fatura.ts';
import { CONDICAO_PROPOSTA, cronogramaDaFatura, faturaSugerida } from './fatura-sugerida.ts';

describe('the invoicing pre-filled from the proposal’s condition', () => {
  it('proposes a third by Pix today and the rest in 12 monthly card instalments, as calcularFatura charges it', () => {
    const sugerida = faturaSugerida({ valorAVista: '10000.00', hoje: '2026-11-28' });
    if (!sugerida) throw new Error('sem sugestão');
    expect(sugerida).toMatchObject({
      tipo: 'pagamentoParceladoEntrada',
      meio: 'pagarme',
      parcelas: 12,
      valorEntrada: '3333.33',
      vencimento: '2026-12-28',
    });
    const cobrada = calcularFatura({
      valorAVista: '10000.00',
      tipo: 'pagamentoParceladoEntrada',
      meio: 'pagarme',
      parcelas: 12,
      valorEntrada: '3333.33',
      desconto: sugerida.desconto,
    });
    if (!cobrada.ok) throw new Error(cobrada.erro.mensagem);
    expect(sugerida.fatura).toEqual(cobrada.fatura);
    const [entrada, ...parcelas] = sugerida.cronograma;
    expect(entrada).toEqual({ origem: 'entrada', numero: 1, vencimento: '2026-11-28', valor: '3333.33' });
    expect(parcelas).toHaveLength(12);
    expect(parcelas.map((p) => p.vencimento)).toEqual([
      '2026-12-28',
      '2027-01-28',
      '2027-02-28',
      '2027-03-28',
      '2027-04-28',
      '2027-05-28',
      '2027-06-28',
      '2027-07-28',
      '2027-08-28',
      '2027-09-28',
      '2027-10-28',
      '2027-11-28',
    ]);
    // the schedule is what is charged, to the cent
    const cartao = sugerida.fatura.pagamentos.find((p) => p.origem === 'parcelado');
    expect(sum(parcelas.map((p) => p.valor)).toFixed(2)).toBe(cartao?.valor);
    expect(sum(sugerida.cronograma.map((p) => p.valor)).toFixed(2)).toBe(sugerida.fatura.valorTotal);
  });

  it('keeps each instalment to the cent: the last takes what the division leaves', () => {
    const sugerida = faturaSugerida({ valorAVista: '1000.01', hoje: '2027-01-31' });
    if (!sugerida) throw new Error('sem sugestão');
    expect(sugerida.valorEntrada).toBe('333.34');
    const parcelas = sugerida.cronograma.filter((p) => p.origem === 'parcela');
    expect(new Set(parcelas.slice(0, -1).map((p) => p.valor)).size).toBe(1);
    expect(
      dec(parcelas.at(-1)?.valor ?? '0')
        .minus(parcelas[0]?.valor ?? '0')
        .abs()
        .lte('0.11'),
    ).toBe(true);
    // a month without the 31st takes its last day, and the instalments keep that day
    expect(parcelas[0]?.vencimento).toBe('2027-02-28');
    expect(parcelas[2]?.vencimento).toBe('2027-04-28');
  });

  it('follows another condition: Pix à vista is one payment today, the cash value', () => {
    const sugerida = faturaSugerida({
      valorAVista: '2500.00',
      hoje: '2026-11-28',
      condicao: { ...CONDICAO_PROPOSTA, tipo: 'pagamentoAVista' },
    });
    expect(sugerida?.fatura.valorTotal).toBe('2500.00');
    expect(sugerida?.valorEntrada).toBe('');
    expect(sugerida?.cronograma).toEqual([
      { origem: 'parcela', numero: 1, vencimento: '2026-11-28', valor: '2500.00' },
    ]);
  });

  it('proposes nothing for a quote that cannot be invoiced', () => {
    expect(faturaSugerida({ valorAVista: '0', custo: '100.00', hoje: '2026-11-28' })).toBeNull();
    expect(faturaSugerida({ valorAVista: '0.01', hoje: '2026-11-28' })).toBeNull();
  });
});

describe('the schedule of edited terms', () => {
  it('follows the due date typed and the instalments chosen', () => {
    const fatura = calcularFatura({
      valorAVista: '900.00',
      tipo: 'pagamentoParceladoEntrada',
      parcelas: 3,
      valorEntrada: '300.00',
      desconto: '0',
    });
    if (!fatura.ok) throw new Error(fatura.erro.mensagem);
    const cronograma = cronogramaDaFatura({
      fatura: fatura.fatura,
      hoje: '2026-11-28',
      vencimento: '2026-12-10',
    });
    expect(cronograma.map((c) => [c.origem, c.vencimento])).toEqual([
      ['entrada', '2026-11-28'],
      ['parcela', '2026-12-10'],
      ['parcela', '2027-01-10'],
      ['parcela', '2027-02-10'],
    ]);
    expect(sum(cronograma.map((c) => c.valor)).toFixed(2)).toBe(fatura.fatura.valorTotal);
  });
});

import { describe, expect, it } from 'vitest';
import { moneyString } from './dinheiro.ts';
import { converterParaReais, fatorAno, fatorMoeda, multiplicadorMoeda } from './moedas.ts';

describe('currency conversion (docs/pricing.md)', () => {
  it('year factors of the spec', () => {
    expect([2020, 2023, 2024, 2025, 2026, 2027, 2028, 2035].map((ano) => fatorAno(ano).toString())).toEqual([
      '1.0538',
      '1.0538',
      '1.0438',
      '1.0338',
      '1.0238',
      '1.0138',
      '1',
      '1',
    ]);
  });

  it('multipliers: BRL 1, USD and EUR 1.05, others 1.05 × 1.02', () => {
    expect(multiplicadorMoeda('BRL').toString()).toBe('1');
    expect(multiplicadorMoeda('usd').toString()).toBe('1.05');
    expect(multiplicadorMoeda('EUR').toString()).toBe('1.05');
    expect(multiplicadorMoeda('GBP').toString()).toBe('1.071');
    expect(fatorMoeda({ sigla: 'BRL', cambio: '5.40', ano: 2026 }).toString()).toBe('1');
  });

  it.each([
    ['USD', 1000, '5.40', 2026, '5804.95'],
    ['GBP', 500, '6.90', 2026, '3782.89'],
    ['USD', 1000, '5.40', 2023, '5975.05'],
    ['USD', 1000, '5.40', 2028, '5670.00'],
    ['BRL', 300, '1', 2026, '300.00'],
  ] as const)('%s %d at %s in %d → R$ %s', (sigla, valor, cambio, ano, esperado) => {
    expect(moneyString(converterParaReais({ valor, sigla, cambio, ano }))).toBe(esperado);
  });
});

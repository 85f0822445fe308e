import { describe, expect, it } from 'vitest';
import {
  cambioDesatualizado,
  diasUteisEntre,
  formatCambio,
  MOEDA_MESSAGES,
  podeAlterarCambio,
  ZCambioInput,
} from './moedas.ts';

describe('diasUteisEntre', () => {
  it('counts the weekdays after the first day up to the last', () => {
    // 2026-11-20 is a Friday
    expect(diasUteisEntre('2026-11-20', '2026-11-20')).toBe(0);
    expect(diasUteisEntre('2026-11-20', '2026-11-22')).toBe(0);
    expect(diasUteisEntre('2026-11-20', '2026-11-23')).toBe(1);
    expect(diasUteisEntre('2026-11-20', '2026-11-27')).toBe(5);
    expect(diasUteisEntre('2026-11-27', '2026-11-20')).toBe(0);
  });
});

describe('cambioDesatualizado', () => {
  it('warns after more than 3 business days, weekends not counted', () => {
    const friday = '2026-11-20';
    expect(cambioDesatualizado({ sigla: 'USD', cambio_data: friday, hoje: '2026-11-24' })).toBe(false);
    expect(cambioDesatualizado({ sigla: 'USD', cambio_data: friday, hoje: '2026-11-25' })).toBe(false);
    expect(cambioDesatualizado({ sigla: 'USD', cambio_data: friday, hoje: '2026-11-26' })).toBe(true);
    // Wednesday to the next Monday: Thu, Fri, Mon
    expect(cambioDesatualizado({ sigla: 'EUR', cambio_data: '2026-11-18', hoje: '2026-11-23' })).toBe(false);
    expect(cambioDesatualizado({ sigla: 'EUR', cambio_data: '2026-11-18', hoje: '2026-11-24' })).toBe(true);
  });

  it('a rate without a date is stale, the real never is', () => {
    expect(cambioDesatualizado({ sigla: 'USD', cambio_data: null, hoje: '2026-11-24' })).toBe(true);
    expect(cambioDesatualizado({ sigla: 'BRL', cambio_data: '2020-01-01', hoje: '2026-11-24' })).toBe(false);
  });
});

describe('ZCambioInput', () => {
  const erros = (body: unknown) => {
    const r = ZCambioInput.safeParse(body);
    return r.success ? [] : r.error.issues.map((i) => i.message);
  };

  it('takes a decimal string with a comma or a point', () => {
    expect(ZCambioInput.parse({ cambio: '5,4321', cambio_data: '2026-01-02' })).toEqual({
      cambio: '5.4321',
      cambio_data: '2026-01-02',
    });
  });

  const amanha = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

  it('refuses zero, negatives, floats with too many decimals, dates in the future', () => {
    expect(erros({ cambio: '0', cambio_data: '2026-01-02' })).toEqual([MOEDA_MESSAGES.cambioPositivo]);
    expect(erros({ cambio: '0.000000', cambio_data: '2026-01-02' })).toEqual([MOEDA_MESSAGES.cambioPositivo]);
    expect(erros({ cambio: '-5', cambio_data: '2026-01-02' })).toEqual([MOEDA_MESSAGES.cambioInvalido]);
    expect(erros({ cambio: '5.1234567', cambio_data: '2026-01-02' })).toEqual([
      MOEDA_MESSAGES.cambioInvalido,
    ]);
    expect(erros({ cambio: 5.4, cambio_data: '2026-01-02' })).toEqual([MOEDA_MESSAGES.cambioObrigatorio]);
    expect(erros({ cambio: '', cambio_data: '' })).toEqual([
      MOEDA_MESSAGES.cambioObrigatorio,
      MOEDA_MESSAGES.dataObrigatoria,
    ]);
    expect(erros({ cambio: '5', cambio_data: '2026-02-30' })).toEqual([MOEDA_MESSAGES.dataInvalida]);
    expect(erros({ cambio: '5', cambio_data: amanha })).toEqual([MOEDA_MESSAGES.dataFutura]);
  });
});

describe('formatCambio', () => {
  it('writes a rate the Brazilian way without going through a float', () => {
    expect(formatCambio('5.460000')).toBe('5,46');
    expect(formatCambio('0.000712')).toBe('0,000712');
    expect(formatCambio('1234.5')).toBe('1.234,50');
    expect(formatCambio('1')).toBe('1,00');
    expect(formatCambio(null)).toBe('-');
  });
});

describe('podeAlterarCambio', () => {
  it('administrators and financeiro', () => {
    expect(podeAlterarCambio({ is_superuser: true, pertencente: [] })).toBe(true);
    expect(podeAlterarCambio({ is_superuser: false, pertencente: ['financeiro'] })).toBe(true);
    expect(podeAlterarCambio({ is_superuser: false, pertencente: ['milhas'] })).toBe(false);
  });
});

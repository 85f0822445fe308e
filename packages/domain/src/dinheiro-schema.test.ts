import { describe, expect, it } from 'vitest';
import { DINHEIRO_MESSAGES, ZDinheiro, ZDinheiroPositivo } from './dinheiro-schema.ts';

describe('ZDinheiro', () => {
  it('takes reais and cents with a point or a comma, and empty as zero', () => {
    expect(ZDinheiro.parse('10.5')).toBe('10.5');
    expect(ZDinheiro.parse('10,55')).toBe('10.55');
    expect(ZDinheiro.parse(12)).toBe('12');
    expect(ZDinheiro.parse('')).toBe('0');
    expect(ZDinheiro.parse(null)).toBe('0');
  });

  it('refuses more than two decimals instead of rounding', () => {
    const resultado = ZDinheiro.safeParse('10.555');
    expect(resultado.success).toBe(false);
    expect(resultado.error?.issues[0]?.message).toBe(DINHEIRO_MESSAGES.centavos);
    expect(ZDinheiro.safeParse(10.123456).error?.issues[0]?.message).toBe(DINHEIRO_MESSAGES.centavos);
  });

  it('refuses what is not a number, and a negative amount where it must be positive', () => {
    expect(ZDinheiro.safeParse('abc').error?.issues[0]?.message).toBe(DINHEIRO_MESSAGES.invalido);
    expect(ZDinheiro.parse('-1.50')).toBe('-1.50');
    expect(ZDinheiroPositivo.safeParse('-1.50').error?.issues[0]?.message).toBe(DINHEIRO_MESSAGES.negativo);
  });
});

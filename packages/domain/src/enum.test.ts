import { describe, expect, it } from 'vitest';
import { defineEnum } from './enum.ts';

const STATUS = defineEnum({ aberto: { label: 'Aberto', cor: 'azul' }, fechado: { label: 'Fechado' } });

describe('defineEnum', () => {
  it('gives labels, colours and options in declaration order', () => {
    expect(STATUS.values).toEqual(['aberto', 'fechado']);
    expect(STATUS.label('aberto')).toBe('Aberto');
    expect(STATUS.cor('aberto')).toBe('azul');
    expect(STATUS.cor('fechado')).toBe('cinza');
    expect(STATUS.options()).toEqual([
      { value: 'aberto', label: 'Aberto' },
      { value: 'fechado', label: 'Fechado' },
    ]);
  });

  it('shows unknown values as they are and never matches inherited keys', () => {
    expect(STATUS.label('outro')).toBe('outro');
    expect(STATUS.label(null)).toBe('');
    expect(STATUS.is('toString')).toBe(false);
    expect(STATUS.label('toString')).toBe('toString');
    expect(STATUS.is('fechado')).toBe(true);
  });
});

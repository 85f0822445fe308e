import { describe, expect, it } from 'vitest';
import { normalizarBusca } from './busca.ts';

describe('normalizarBusca', () => {
  it('drops accents, case and punctuation', () => {
    expect(normalizarBusca('São Paulo')).toBe('sao paulo');
    expect(normalizarBusca("Santa Bárbara d'Oeste")).toBe('santa barbara d oeste');
    expect(normalizarBusca('  Guarulhos - Gov. André Franco Montoro  ')).toBe(
      'guarulhos gov andre franco montoro',
    );
  });

  it('joins the parts it is given and skips empty ones', () => {
    expect(normalizarBusca('GRU', null, 'Guarulhos', undefined, '', 'SP')).toBe('gru guarulhos sp');
    expect(normalizarBusca()).toBe('');
  });
});

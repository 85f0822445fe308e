import { describe, expect, it } from 'vitest';
import { CAMBIO_REFERENCIA } from './cambio-referencia.ts';
import { buildMoedas, MOEDA_PADRAO_ID } from './moedas.ts';

describe('buildMoedas', () => {
  const moedas = buildMoedas();
  const porSigla = new Map(moedas.map((m) => [m.sigla, m]));

  it('gives USD id 1 and BRL id 2, the default currency of money fields', () => {
    expect(moedas[0]).toMatchObject({ id: 1, sigla: 'USD', simbolo: 'US$', nome: 'Dólar americano' });
    expect(moedas[1]).toEqual({
      id: 2,
      sigla: 'BRL',
      nome: 'Real brasileiro',
      simbolo: 'R$',
      cambio: '1.000000',
      cambio_data: CAMBIO_REFERENCIA.data,
      casas_decimais: 2,
    });
    expect(MOEDA_PADRAO_ID).toBe(2);
  });

  it('has unique codes and ids, names, symbols and ISO decimals', () => {
    expect(new Set(moedas.map((m) => m.sigla)).size).toBe(moedas.length);
    expect(moedas.map((m) => m.id)).toEqual(moedas.map((_, i) => i + 1));
    expect(porSigla.get('EUR')).toMatchObject({ nome: 'Euro', simbolo: '€', casas_decimais: 2 });
    expect(porSigla.get('JPY')?.casas_decimais).toBe(0);
    expect(porSigla.get('CLP')?.casas_decimais).toBe(0);
    for (const moeda of moedas) {
      expect(moeda.nome).toMatch(/^[A-Z]/);
      expect(moeda.simbolo.length).toBeGreaterThan(0);
    }
  });

  it('stores every reference rate as a positive decimal string, never a float', () => {
    for (const moeda of moedas) {
      expect(moeda.cambio).toMatch(/^\d+\.\d{6}$/);
      expect(Number(moeda.cambio)).toBeGreaterThan(0);
    }
    expect(Number(porSigla.get('USD')?.cambio)).toBeGreaterThan(Number(porSigla.get('BRL')?.cambio));
  });
});

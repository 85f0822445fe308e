import { getCountryCallingCode } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { emptyTelefone, findPaisTelefone, flagEmoji, PAISES_TELEFONE } from './paises-telefone.ts';

describe('PAISES_TELEFONE', () => {
  it('offers about 90 countries with Brasil (+55) first', () => {
    expect(PAISES_TELEFONE.length).toBeGreaterThanOrEqual(85);
    expect(PAISES_TELEFONE.length).toBeLessThanOrEqual(100);
    expect(PAISES_TELEFONE[0]).toMatchObject({ iso: 'BR', nome: 'Brasil', codigo: '55' });
  });

  it('has no repeated country and takes calling codes from the phone metadata', () => {
    const isos = PAISES_TELEFONE.map((p) => p.iso);
    expect(new Set(isos).size).toBe(isos.length);
    for (const pais of PAISES_TELEFONE) expect(pais.codigo).toBe(getCountryCallingCode(pais.iso));
  });

  it('names countries in pt-BR and sorts the others by name', () => {
    expect(findPaisTelefone('de')?.nome).toBe('Alemanha');
    expect(findPaisTelefone('US')).toMatchObject({ nome: 'Estados Unidos', codigo: '1' });
    expect(findPaisTelefone('PT')?.codigo).toBe('351');
    const rest = PAISES_TELEFONE.slice(1).map((p) => p.nome);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'pt-BR')));
  });

  it('starts an empty phone in Brasil', () => {
    expect(emptyTelefone()).toEqual({ pais: 'BR', codigo: '55', numero: '' });
  });
});

describe('flagEmoji', () => {
  it('builds the regional-indicator flag', () => {
    expect(flagEmoji('BR')).toBe('\u{1F1E7}\u{1F1F7}');
    expect(flagEmoji('pt')).toBe('\u{1F1F5}\u{1F1F9}');
    expect(flagEmoji('BRA')).toBe('');
  });
});

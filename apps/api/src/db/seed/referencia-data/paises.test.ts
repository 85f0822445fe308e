import { describe, expect, it } from 'vitest';
import { buildPaises, paisIso2, paisNome } from './paises.ts';

describe('buildPaises', () => {
  const paises = buildPaises();

  it('lists every ISO country once, with pt-BR names', () => {
    expect(paises.length).toBeGreaterThanOrEqual(249);
    expect(new Set(paises.map((p) => p.iso2)).size).toBe(paises.length);
    expect(paises.find((p) => p.iso2 === 'BR')).toEqual({
      iso2: 'BR',
      iso3: 'BRA',
      nome: 'Brasil',
      nome_busca: 'brasil',
      codigo_telefone: '55',
    });
    expect(paises.find((p) => p.iso2 === 'DE')?.nome).toBe('Alemanha');
    expect(paises.find((p) => p.iso2 === 'US')?.codigo_telefone).toBe('1');
  });

  it('covers the default country list of the contact forms', () => {
    const nomes = paises.map((p) => p.nome);
    for (const nome of [
      'Brasil',
      'Alemanha',
      'Itália',
      'Austrália',
      'Portugal',
      'Estados Unidos',
      'França',
    ]) {
      expect(nomes).toContain(nome);
    }
  });

  it('is ordered by name without accents', () => {
    const busca = paises.map((p) => p.nome_busca);
    expect(busca).toEqual([...busca].sort((a, b) => a.localeCompare(b)));
    expect(paises.find((p) => p.iso2 === 'AT')?.nome_busca).toBe('austria');
  });
});

describe('paisIso2', () => {
  it('reads OpenFlights country names', () => {
    expect(paisIso2('Brazil')).toBe('BR');
    expect(paisIso2('United States')).toBe('US');
    expect(paisIso2('Burma')).toBe('MM');
    expect(paisIso2('Congo (Kinshasa)')).toBe('CD');
    expect(paisIso2('Atlantis')).toBeNull();
    expect(paisIso2(undefined)).toBeNull();
  });

  it('names a code in Portuguese', () => {
    expect(paisNome('US')).toBe('Estados Unidos');
    expect(paisNome('ZZ')).toBeNull();
  });
});

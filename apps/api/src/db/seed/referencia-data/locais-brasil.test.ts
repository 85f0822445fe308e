import { describe, expect, it } from 'vitest';
import { buildLocaisBrasil, parseMunicipios } from './locais-brasil.ts';

describe('parseMunicipios', () => {
  it('reads states and cities and drops repeated lines', () => {
    const texto = [
      '35\tSão Paulo\t50308\tSão Paulo',
      '35\tSão Paulo\t50308\tSão Paulo',
      '33\tRio de Janeiro\t04557\tRio de Janeiro',
      '',
    ].join('\n');
    expect(parseMunicipios(texto)).toEqual({
      estados: [
        { sigla: 'RJ', nome: 'Rio de Janeiro', codigo_ibge: 33 },
        { sigla: 'SP', nome: 'São Paulo', codigo_ibge: 35 },
      ],
      cidades: [
        { nome: 'Rio de Janeiro', nome_busca: 'rio de janeiro', codigo_ibge: 3304557, estado_sigla: 'RJ' },
        { nome: 'São Paulo', nome_busca: 'sao paulo', codigo_ibge: 3550308, estado_sigla: 'SP' },
      ],
    });
  });

  it('refuses a state it does not know', () => {
    expect(() => parseMunicipios('99\tAtlântida\t00001\tX')).toThrow(/Atlântida/);
  });
});

describe('buildLocaisBrasil', () => {
  const { estados, cidades } = buildLocaisBrasil();

  it('has the 27 federative units and the 5,570 municipalities', () => {
    expect(estados).toHaveLength(27);
    expect(cidades).toHaveLength(5570);
    expect(new Set(cidades.map((c) => c.codigo_ibge)).size).toBe(5570);
  });

  it('counts the municipalities of a state', () => {
    const porUf = (uf: string) => cidades.filter((c) => c.estado_sigla === uf).length;
    expect(porUf('SP')).toBe(645);
    expect(porUf('MG')).toBe(853);
    expect(porUf('DF')).toBe(1);
  });

  it('keeps accented names and IBGE codes', () => {
    expect(estados.find((e) => e.sigla === 'ES')).toEqual({
      sigla: 'ES',
      nome: 'Espírito Santo',
      codigo_ibge: 32,
    });
    expect(cidades.find((c) => c.codigo_ibge === 5300108)).toMatchObject({
      nome: 'Brasília',
      estado_sigla: 'DF',
    });
    expect(cidades.find((c) => c.codigo_ibge === 3518800)).toMatchObject({
      nome: 'Guarulhos',
      estado_sigla: 'SP',
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  agruparHistoricoPorDia,
  isMesValido,
  type LinhaTabelaMilhasView,
  mesNaAgencia,
  podeEditarTabelaMilhas,
  TABELA_MILHAS_MESSAGES as T,
  ZHistoricoMilhasQuery,
  ZLinhaTabelaMilhasRequest,
  ZNovaLinhaTabelaMilhasRequest,
} from './milhas.ts';

const valida = {
  operado_por: 3,
  classe: null,
  precos: ['26', '24,50', '23.00', 22, '21.5', '21'],
  custo_proprio: '',
  custo_terceiros: '18,40',
  piso: '19',
};

function mensagens(body: unknown): Record<string, string[]> {
  const result = ZLinhaTabelaMilhasRequest.safeParse(body);
  if (result.success) return {};
  const erros: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const campo = issue.path.join('.');
    erros[campo] = [...(erros[campo] ?? []), issue.message];
  }
  return erros;
}

describe('ZLinhaTabelaMilhasRequest', () => {
  it('reads prices typed with a comma or a point; an empty cost is none', () => {
    expect(ZLinhaTabelaMilhasRequest.parse(valida)).toEqual({
      operado_por: 3,
      classe: null,
      precos: ['26', '24.50', '23.00', '22', '21.5', '21'],
      custo_proprio: null,
      custo_terceiros: '18.40',
      piso: '19',
    });
  });

  it('zero or negative prices, floor or costs: "Valores não podem ser negativos"', () => {
    expect(mensagens({ ...valida, precos: ['0', ...valida.precos.slice(1)] })).toEqual({
      'precos.0': [T.valoresNegativos],
    });
    expect(mensagens({ ...valida, piso: '-1' })).toEqual({ piso: [T.valoresNegativos] });
    expect(mensagens({ ...valida, custo_proprio: '-3' })).toEqual({ custo_proprio: [T.valoresNegativos] });
    expect(T.valoresNegativos).toBe('Valores não podem ser negativos');
  });

  it('every tier below the floor: "O preço não pode ser menor que o piso!"; one at or above it passes', () => {
    expect(mensagens({ ...valida, piso: '30' })).toEqual({ piso: [T.precoAbaixoPiso] });
    expect(T.precoAbaixoPiso).toBe('O preço não pode ser menor que o piso!');
    expect(mensagens({ ...valida, piso: '26' })).toEqual({});
  });

  it('malformed, missing and short lists are named per field', () => {
    expect(mensagens({ ...valida, piso: '1.234' })).toEqual({ piso: [T.valorInvalido] });
    expect(mensagens({ ...valida, piso: 'abc' })).toEqual({ piso: [T.valorInvalido] });
    expect(mensagens({ ...valida, piso: '' })).toEqual({ piso: [T.pisoObrigatorio] });
    expect(mensagens({ ...valida, precos: ['1', '2'] })).toEqual({ precos: [T.seisPrecos] });
    expect(mensagens({ ...valida, precos: [...valida.precos.slice(0, 5), null] })).toEqual({
      'precos.5': [T.precoObrigatorio],
    });
    expect(mensagens({ ...valida, classe: 'luxo' })).toHaveProperty('classe');
  });

  it('a new row names its programme and kind', () => {
    expect(ZNovaLinhaTabelaMilhasRequest.safeParse(valida).success).toBe(false);
    expect(ZNovaLinhaTabelaMilhasRequest.parse({ ...valida, programa: 2, tipo: 'custo' })).toMatchObject({
      programa: 2,
      tipo: 'custo',
      piso: '19',
    });
  });
});

describe('podeEditarTabelaMilhas', () => {
  it.each([
    [['milhas'], false, true],
    [['financeiro', 'milhas', 'comissao'], false, true],
    [['financeiro', 'comissao'], false, false],
    [[], false, false],
    [['milhas'], true, false],
  ])('pertencente %j, cliente %s → %s', (pertencente, cliente, esperado) => {
    expect(podeEditarTabelaMilhas({ pertencente, cliente })).toBe(esperado);
  });
});

describe('the history month', () => {
  it('accepts YYYY-MM of a real month only', () => {
    expect(isMesValido('2026-11')).toBe(true);
    for (const mes of ['2026-13', '2026-00', '2026-1', '26-11', '2026-11-01', '']) {
      expect(isMesValido(mes), mes).toBe(false);
    }
    expect(ZHistoricoMilhasQuery.safeParse({ mes: '2026-13' }).error?.issues[0]?.message).toBe(T.mesInvalido);
  });

  it('defaults to the agency’s month (America/Sao_Paulo)', () => {
    expect(mesNaAgencia(new Date('2026-12-01T02:00:00Z'))).toBe('2026-11');
    expect(mesNaAgencia(new Date('2026-12-01T03:00:00Z'))).toBe('2026-12');
  });
});

describe('agruparHistoricoPorDia', () => {
  const linha = (id: number, archived_at: string): LinhaTabelaMilhasView => ({
    id,
    tipo: 'preco_de_venda',
    programa: { id: 1, nome: 'Smiles' },
    operado_por: null,
    classe: null,
    precos: ['1', '1', '1', '1', '1', '1'],
    custo_proprio: null,
    custo_terceiros: null,
    piso: '1',
    created_at: '2026-10-01T12:00:00.000Z',
    archived_at,
  });

  it('groups by the agency’s archive day, newest day and moment first', () => {
    const grupos = agruparHistoricoPorDia([
      linha(1, '2026-11-03T12:00:00.000Z'),
      linha(2, '2026-11-05T02:30:00.000Z'), // 4 Nov in São Paulo
      linha(3, '2026-11-05T15:00:00.000Z'),
      linha(4, '2026-11-04T20:00:00.000Z'),
    ]);
    expect(grupos.map((g) => [g.dia, g.linhas.map((l) => l.id)])).toEqual([
      ['2026-11-05', [3]],
      ['2026-11-04', [2, 4]],
      ['2026-11-03', [1]],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { menuFor } from './permissions.ts';
import { normalizarParametro, ZCiaAereaInput, ZContaPropriaInput } from './referencia.ts';

const usuario = (extra: Partial<Parameters<typeof menuFor>[0]> = {}) => ({
  is_staff: true,
  cliente: false,
  pertencente: ['financeiro', 'milhas', 'comissao', 'emissao'] as string[],
  authorized_restricted_routes: [] as string[],
  ...extra,
});
const administracao = (user: Parameters<typeof menuFor>[0]) =>
  menuFor(user)
    .filter((item) => item.grupo === 'Administração')
    .map((item) => item.route);

describe('the Administração menu group', () => {
  it('lists the reference data screens to administrators only, last in the menu', () => {
    expect(administracao(usuario({ is_superuser: true }))).toEqual([
      'usuarios',
      'programas',
      'cias-aereas',
      'parametros',
      'taxas-meio-pagamento',
      'configuracoes-fiscais',
      'emails',
    ]);
    expect(menuFor(usuario({ is_superuser: true })).at(-1)?.grupo).toBe('Administração');
    expect(administracao(usuario())).toEqual([]);
    expect(administracao(usuario({ is_superuser: true, cliente: true }))).toEqual([]);
  });
});

describe('the rule of a setting', () => {
  it('takes a percentage from 0 to 100 with up to 2 decimals, comma or point', () => {
    expect(normalizarParametro('desagio_proprio', '12,5')).toBe('12.50');
    expect(normalizarParametro('desagio_proprio', ' 0 ')).toBe('0.00');
    expect(normalizarParametro('desagio_proprio', '100')).toBe('100.00');
    for (const recusado of ['100.01', '-1', '1.234', '', 'abc', '1e2', '12,5,0']) {
      expect(normalizarParametro('desagio_proprio', recusado), recusado).toBeNull();
    }
  });
});

describe('airline and own-account input', () => {
  it('keeps codes in capitals and an empty code as none', () => {
    expect(ZCiaAereaInput.parse({ nome: 'GOL', nome_resumido: 'GOL', iata: 'g3', icao: '' })).toMatchObject({
      iata: 'G3',
      icao: null,
      pais: null,
      ativo: true,
    });
  });

  it('asks for the programme of an own account when none is chosen', () => {
    const resultado = ZContaPropriaInput.safeParse({ programa: '', numero_id_conta: '1', titular: 'A' });
    expect(resultado.error?.issues[0]?.message).toBe('Escolha o programa de fidelidade.');
  });
});

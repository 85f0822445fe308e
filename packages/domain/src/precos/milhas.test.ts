import { describe, expect, it } from 'vitest';
import { moneyString } from './dinheiro.ts';
import {
  abaixoDoPiso,
  ajusteValido,
  custoMilhas,
  custoWallet,
  desagioMedio,
  faixaMilhas,
  MILHAS_MESSAGES,
  milheiroDaTabela,
  milheiroEfetivo,
  validarLinhaTabela,
  valorMilhas,
} from './milhas.ts';

const PRECOS = ['32', '30', '28', '27', '26', '25'];

describe('miles (docs/pricing.md)', () => {
  it('places quantities in the six tiers', () => {
    expect([1, 5000, 5001, 20000, 50000, 60000, 100000, 200000, 200001].map(faixaMilhas)).toEqual([
      0, 0, 1, 1, 2, 3, 3, 4, 5,
    ]);
  });

  it('takes the price of the tier, 25 without a table', () => {
    expect(milheiroDaTabela(60000, PRECOS).toString()).toBe('27');
    expect(milheiroDaTabela(60000, null).toString()).toBe('25');
    expect(milheiroDaTabela(300000, ['32', '30', '28', '27', '26', null]).toString()).toBe('25');
  });

  it('works the example: 60,000 miles at 27 − 0.5', () => {
    const efetivo = milheiroEfetivo(milheiroDaTabela(60000, PRECOS), -0.5);
    expect(efetivo.toString()).toBe('26.5');
    expect(moneyString(valorMilhas(60000, efetivo))).toBe('1590.00');
    expect(
      moneyString(custoMilhas({ quantidade: 60000, valorCompra: '17.50', custosFixos: ['89.90'] })),
    ).toBe('1139.90');
    expect(moneyString(custoWallet(2000, 12))).toBe('1760.00');
  });

  it('weights the average discount by amount', () => {
    expect(
      desagioMedio([
        { valor: 30000, desagio: 10 },
        { valor: 10000, desagio: 14 },
      ]).toString(),
    ).toBe('11');
    expect(desagioMedio([]).toString()).toBe('0');
  });

  it('slider adjustments from −2.5 to 2.5 in steps of 0.5', () => {
    expect([-2.5, -0.5, 0, 2.5].every(ajusteValido)).toBe(true);
    expect([-3, 0.25, 2.6].some(ajusteValido)).toBe(false);
  });

  it('floor checks and table row validation with the spec messages', () => {
    expect(abaixoDoPiso('17.9', '18')).toBe(true);
    expect(abaixoDoPiso('18', '18')).toBe(false);
    expect(abaixoDoPiso('10', null)).toBe(false);
    expect(validarLinhaTabela({ precos: PRECOS, piso: '20' })).toBeNull();
    expect(validarLinhaTabela({ precos: PRECOS, piso: '40' })).toBe(MILHAS_MESSAGES.precoAbaixoPiso);
    expect(validarLinhaTabela({ precos: ['0', ...PRECOS.slice(1)], piso: '20' })).toBe(
      MILHAS_MESSAGES.valoresNegativos,
    );
    expect(validarLinhaTabela({ precos: PRECOS, piso: '-1' })).toBe(MILHAS_MESSAGES.valoresNegativos);
    expect(MILHAS_MESSAGES.milheiroEfetivoAbaixoPiso(2)).toBe(
      'Milheiro efetivo menor que o piso para o programa selecionado no bilhete número 2!',
    );
  });
});

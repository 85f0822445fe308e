import { describe, expect, it } from 'vitest';
import {
  custoDasMilhas,
  MILHAS_PROPRIAS_MESSAGES,
  milhasComBonus,
  valorDoEstoque,
  ZMovimentoRequest,
} from './milhas-proprias.ts';
import { linhasAcimaDoSaldo } from './milhas-validadas.ts';

describe('own miles accounts', () => {
  it('costs miles at the own cost per thousand, half-up to the cent, and values the stock the same way', () => {
    expect(custoDasMilhas(40_000, '25.80').toFixed(2)).toBe('1032.00');
    // 333 × 16.50 / 1000 = 5.4945 → 5.49
    expect(custoDasMilhas(333, '16.50').toFixed(2)).toBe('5.49');
    expect(custoDasMilhas(3_030, '16.50').toFixed(2)).toBe('50.00');
    expect(custoDasMilhas(10, '0.05').toFixed(2)).toBe('0.00');
    expect(custoDasMilhas(30, '0.05').toFixed(2)).toBe('0.00');
    expect(custoDasMilhas(100, '0.05').toFixed(2)).toBe('0.01');
    expect(valorDoEstoque(2_200_000, '25.80')).toBe('56760.00');
    expect(valorDoEstoque(2_200_000, null)).toBeNull();
  });

  it('credits a transfer with its bonus rounded half-up to a whole mile', () => {
    expect(milhasComBonus(80_000, '25')).toBe(100_000);
    expect(milhasComBonus(30_001, '50')).toBe(45_002);
    expect(milhasComBonus(3, '50')).toBe(5);
    expect(milhasComBonus(1_000, '0')).toBe(1_000);
  });

  it('refuses the lines of an own account that together take more than its balance', () => {
    const contas = [
      { id: 1, conta_propria: true, saldo: 50_000 },
      { id: 2, conta_propria: false, saldo: null },
    ];
    expect(
      linhasAcimaDoSaldo(
        [
          { conta_fidelidade: 1, valor: 30_000 },
          { conta_fidelidade: 2, valor: 900_000 },
          { conta_fidelidade: 1, valor: 20_000 },
        ],
        contas,
      ),
    ).toEqual([]);
    expect(
      linhasAcimaDoSaldo(
        [
          { conta_fidelidade: 1, valor: 30_000 },
          { conta_fidelidade: null, valor: 10_000 },
          { conta_fidelidade: 1, valor: 20_001 },
        ],
        contas,
      ),
    ).toEqual([
      { indice: 0, mensagem: MILHAS_PROPRIAS_MESSAGES.saldoContaInsuficiente(50_000) },
      { indice: 2, mensagem: MILHAS_PROPRIAS_MESSAGES.saldoContaInsuficiente(50_000) },
    ]);
    // wallet lines take no miles
    expect(linhasAcimaDoSaldo([{ conta_fidelidade: 1, valor: 0, tipo: 'wallet' }], contas)).toEqual([]);
  });

  it('reads the movements a person records, refusing what cannot be recorded', () => {
    expect(
      ZMovimentoRequest.parse({ tipo: 'compra', milhas: 1000, valor: '25,50', fornecedor: 3 }),
    ).toMatchObject({
      valor: '25.50',
      observacao: null,
    });
    expect(
      ZMovimentoRequest.safeParse({ tipo: 'compra', milhas: 1000, valor: '0', fornecedor: 3 }).success,
    ).toBe(false);
    expect(ZMovimentoRequest.safeParse({ tipo: 'expiracao', milhas: 1.5 }).success).toBe(false);
    // an amount that is not a number is refused with the money message, never thrown
    const estranho = ZMovimentoRequest.safeParse({
      tipo: 'compra',
      milhas: 1000,
      valor: 'ኾ𐚇𒓠',
      fornecedor: 3,
    });
    expect(estranho.success).toBe(false);
    expect(estranho.error?.issues.map((i) => i.message)).toContain('Valor inválido.');
    expect(ZMovimentoRequest.safeParse({ tipo: 'ajuste', milhas: -10, observacao: 'ok' }).success).toBe(
      false,
    );
    expect(ZMovimentoRequest.parse({ tipo: 'ajuste', milhas: -10, observacao: 'Correção' }).milhas).toBe(-10);
    expect(
      ZMovimentoRequest.safeParse({
        tipo: 'transferencia',
        milhas: 10,
        conta_destino: 2,
        bonus_porcentagem: '301',
      }).success,
    ).toBe(false);
  });
});

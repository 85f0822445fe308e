import { ZContasProprias, ZMovimentosPage } from '@skyler/domain/milhas-proprias';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { t, usarApp } from '../../test/suite-com-app.ts';
import { logs, milhas_proprias_movimentos } from '../schema/index.ts';
import { seedEstoqueMilhasDemo, seedMovimentosMilhasDemo } from './milhas-proprias-demo.ts';

usarApp({ referencia: true });

beforeAll(async () => {
  for (let vez = 0; vez < 2; vez += 1) {
    // twice: the second run adds nothing
    await t.db.transaction(async (tx) => {
      await seedEstoqueMilhasDemo(tx);
      await seedMovimentosMilhasDemo(tx);
    });
  }
}, 120_000);

describe("the demo's own miles accounts", () => {
  it('have a stock valued at the own cost and a history of purchases, transfers, expiries and adjustments', async () => {
    const response = await t.injectAs('milhas', { method: 'GET', url: '/api/milhas-proprias/contas/' });
    expect(response.statusCode).toBe(200);
    const { contas, valor_total_estoque } = ZContasProprias.parse(response.json());
    const ativas = contas.filter((c) => c.ativo);
    expect(ativas.length).toBeGreaterThanOrEqual(3);
    expect(new Set(ativas.map((c) => c.programa.nome))).toEqual(
      new Set(['LATAM Pass', 'Smiles', 'TudoAzul', 'TAP Miles&Go']),
    );
    for (const conta of ativas) {
      expect(conta.saldo).toBeGreaterThan(0);
      expect(conta.valor_estoque).not.toBeNull();
    }
    expect(Number(valor_total_estoque)).toBeGreaterThan(0);

    const movimentos = await t.db.select().from(milhas_proprias_movimentos);
    expect(new Set(movimentos.map((m) => m.tipo))).toEqual(
      new Set(['compra', 'transferencia_saida', 'transferencia_entrada', 'expiracao', 'ajuste']),
    );
    // each balance is what its movements add up to
    for (const conta of contas) {
      const soma = movimentos.filter((m) => m.conta === conta.id).reduce((s, m) => s + m.milhas, 0);
      expect(conta.saldo, conta.numero_id_conta).toBe(soma);
    }
    const [comTransferencia] = ativas.filter((c) => c.programa.nome === 'TudoAzul');
    const pagina = await t.injectAs('milhas', {
      method: 'GET',
      url: `/api/milhas-proprias/contas/${comTransferencia?.id}/movimentos/`,
    });
    expect(ZMovimentosPage.parse(pagina.json()).movimentos[0]).toMatchObject({
      tipo: 'transferencia_entrada',
      milhas: 100_000,
      bonus_porcentagem: '25.00',
    });
    expect(await t.db.select().from(logs).where(eq(logs.tipo, 'milhas_proprias_movimento'))).toHaveLength(2);
  });
});

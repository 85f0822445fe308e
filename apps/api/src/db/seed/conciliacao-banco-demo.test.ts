import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { conciliarBanco } from '../../modules/conciliacao/banco.queries.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { corpoPagamento, criarVendaComServicos } from '../../test/pagamentos-fixtures.ts';
import { movimentos_bancarios, pagamentos } from '../schema/index.ts';
import { seedConciliacaoBancoDemo, seedContaBancariaDemoProvisoria } from './conciliacao-banco-demo.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

it('the demo account mirrors the books, and matching leaves a few lines in each queue state', async () => {
  for (const [i, valor] of ['410.00', '1250.00', '380.50', '2999.90'].entries()) {
    const venda = await criarVendaComServicos(t.db, { valores: [valor] });
    const r = await t.injectAs('financeiro', {
      method: 'POST',
      url: '/api/pagamentos/',
      payload: corpoPagamento(venda, {
        valor_pagamento: { valor, moeda: 'BRL' },
        data_vencimento: '2026-10-05',
      }),
    });
    expect(r.statusCode, r.body).toBe(201);
    await t.db
      .update(pagamentos)
      .set({ status: 'concluido', data_pagamento: `2026-10-0${i + 1}` })
      .where(eq(pagamentos.id, (r.json() as { id: number }).id));
  }
  await t.db.transaction(async (tx) => {
    await seedContaBancariaDemoProvisoria(tx);
    await seedConciliacaoBancoDemo(tx);
  });
  const linhas = await t.db.select().from(movimentos_bancarios);
  const por = (status: string) => linhas.filter((l) => l.status === status).length;
  expect(por('conciliado')).toBeGreaterThanOrEqual(2);
  expect(por('sugerido')).toBe(2);
  expect(por('ignorado')).toBe(1);
  expect(por('pendente')).toBe(2);
  const banco = await conciliarBanco(t.db, { conta: null, inicio: null, fim: null });
  expect(banco.pendencias.filter((p) => p.tipo === 'movimento_nao_explicado')).toHaveLength(4);
  expect(banco.saldo_extrato).not.toBeNull();
});

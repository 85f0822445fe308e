import { hojeNaAgencia } from '@skyler/domain/formatters';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { conciliarBanco } from '../../modules/conciliacao/banco.queries.ts';
import { corpoPagamento, criarVendaComServicos } from '../../test/pagamentos-fixtures.ts';
import { t, usarApp } from '../../test/suite-com-app.ts';
import { movimentos_bancarios, pagamentos } from '../schema/index.ts';
import { seedConciliacaoBancoDemo } from './conciliacao-banco-demo.ts';
import { seedContasBancariasDemo } from './contas-bancarias-demo.ts';

usarApp();

it('the demo account mirrors the books, and matching leaves a few lines in each queue state', async () => {
  // five Pix receipts and a card one, which the acquirer pays in one payout with others
  const valores = ['410.00', '1250.00', '380.50', '2999.90', '845.30', '1999.00'];
  for (const [i, valor] of valores.entries()) {
    const venda = await criarVendaComServicos(t.db, { valores: [valor] });
    const r = await t.injectAs('financeiro', {
      method: 'POST',
      url: '/api/pagamentos/',
      payload: corpoPagamento(venda, {
        valor_pagamento: { valor, moeda: 'BRL' },
        data_vencimento: '2026-10-05',
        ...(valor === '1999.00' ? { meio_pagamento: 'pagarme' as const, num_parcelas: 1 } : {}),
      }),
    });
    expect(r.statusCode, r.body).toBe(201);
    await t.db
      .update(pagamentos)
      .set({
        status: 'concluido',
        data_pagamento: hojeNaAgencia(new Date(Date.now() - (i + 2) * 86_400_000)),
      })
      .where(eq(pagamentos.id, (r.json() as { id: number }).id));
  }
  await t.db.transaction(async (tx) => {
    await seedContasBancariasDemo(tx);
    await seedConciliacaoBancoDemo(tx);
  });
  const linhas = await t.db.select().from(movimentos_bancarios);
  const por = (status: string) => linhas.filter((l) => l.status === status);
  expect(por('conciliado').length).toBeGreaterThanOrEqual(2);
  expect(por('sugerido')).toHaveLength(2);
  // the bank's fee is not sales money
  expect(por('ignorado').map((l) => l.categoria)).toEqual(['tarifa_bancaria']);
  // the Pix nobody knows, the credit R$ 1,20 short and the transfer to the other account wait for finance
  const pendentes = por('pendente');
  expect(pendentes.map((l) => l.valor)).toContain('777.00');
  expect(pendentes.map((l) => l.motivo_pendencia)).toContain('valor_diferente');
  const banco = await conciliarBanco(t.db, { conta: null, inicio: null, fim: null });
  expect(banco.pendencias.filter((p) => p.tipo === 'movimento_nao_explicado')).toHaveLength(
    pendentes.length + 2,
  );
  expect(banco.saldo_extrato).not.toBeNull();
  // every receipt in the statement's days has its line, one waiting for finance, or is marked outside the bank
  const propostos = new Set(banco.pendencias.flatMap((p) => p.sugestoes.flatMap((s) => s.pagamentos ?? [])));
  const semLinha = banco.pendencias.filter((p) => p.tipo === 'pagamento_sem_movimento');
  expect(semLinha.length).toBeGreaterThan(0);
  for (const p of semLinha) expect(propostos.has(p.pagamento ?? 0), `pagamento ${p.pagamento}`).toBe(true);
  const [cartao] = await t.db.select().from(pagamentos).where(eq(pagamentos.meio_pagamento, 'pagarme'));
  expect(cartao?.fora_do_banco_motivo).toMatch(/repasse do cartão/);
});

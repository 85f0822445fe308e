import { ZPagamento } from '@skyler/domain/pagamentos';
import { partesDosPagamentos, totaisDaVenda, ZTotaisVenda } from '@skyler/domain/precos/totais-venda';
import { ZServico } from '@skyler/domain/servicos';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { servicos } from '../../db/schema/index.ts';
import { ROLES_STAFF } from '../../test/fixtures.ts';
import { corpoPagamento, criarVendaComServicos } from '../../test/pagamentos-fixtures.ts';
import { t, usarApp } from '../../test/suite-com-app.ts';
import { findSaldoServicos } from '../servicos/servicos.queries.ts';

usarApp();

const ler = async (url: string, username = 'financeiro') => {
  const response = await t.injectAs(username, { method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as unknown;
};

describe('GET /api/vendas/{id}/totais/', () => {
  it('answers what the Pagamentos tab shows, as the reconciliation, the balance and the client list count it', async () => {
    // services of 300,00, 200,00 and 150,00; a joined payment of the first two concluded, the rest of the
    // first open, the third paid and then cancelled (its money goes back through a RAC, decision 0063)
    const venda = await criarVendaComServicos(t.db, { valores: ['300.00', '200.00', '150.00'] });
    const [a = 0, b = 0, c = 0] = venda.servicos;
    const pagamentos = [
      corpoPagamento(venda, {
        valor_pagamento: { valor: '300.00' },
        servicos: [
          { servico: a, valor: '100.00' },
          { servico: b, valor: '200.00' },
        ],
        status: 'concluido',
        data_pagamento: '2026-11-20',
      }),
      corpoPagamento(venda, { valor_pagamento: { valor: '200.00' }, servicos: [{ servico: a }] }),
      corpoPagamento(venda, {
        valor_pagamento: { valor: '150.00' },
        servicos: [{ servico: c }],
        status: 'concluido',
        data_pagamento: '2026-11-20',
      }),
    ];
    for (const payload of pagamentos) {
      const response = await t.injectAs('financeiro', { method: 'POST', url: '/api/pagamentos/', payload });
      expect(response.statusCode, response.body).toBe(201);
    }
    await t.db.update(servicos).set({ status: 'cancelado' }).where(eq(servicos.id, c));

    const totais = ZTotaisVenda.parse(await ler(`/api/vendas/${venda.venda}/totais/`));
    expect(totais).toEqual({ total: '500.00', programado: '500.00', pago: '300.00', em_aberto: '200.00' });

    // the tab's figures: the domain's function over what the tab reads
    const doServidor = {
      servicos: z.array(ZServico).parse(await ler(`/api/vendas/${venda.venda}/servicos/`)),
      pagamentos: z.array(ZPagamento).parse(await ler(`/api/vendas/${venda.venda}/pagamentos/`)),
    };
    expect(totaisDaVenda(doServidor.servicos, partesDosPagamentos(doServidor.pagamentos))).toEqual(totais);
    // the reconciliation agrees (saldo_aberto: open balance = receivables not concluded)
    const conciliacao = (await ler('/api/conciliacao/')) as { divergencias: { venda: number }[] };
    expect(conciliacao.divergencias.filter((d) => d.venda === venda.venda)).toEqual([]);
    // the services' balance (the sale's conclusion check) and the client's sales list
    expect((await findSaldoServicos(t.db, venda.venda)).valorAberto).toBe(totais.em_aberto);
    const doCliente = (await ler(`/api/contatos/${venda.cliente}/vendas/`)) as {
      id: number;
      valor_faturado: string;
      valor_pago: string;
    }[];
    expect(doCliente.find((v) => v.id === venda.venda)).toMatchObject({
      valor_faturado: totais.total,
      valor_pago: totais.pago,
    });
  });

  it("is the sale's read access: every staff role, 401 without a session, 403 for a customer, 404 for no sale", async () => {
    const venda = await criarVendaComServicos(t.db, { valores: ['80.00'] });
    for (const role of ROLES_STAFF) {
      const response = await t.injectAs(role, { method: 'GET', url: `/api/vendas/${venda.venda}/totais/` });
      expect(response.statusCode, role).toBe(200);
      expect(response.json()).toEqual({
        total: '80.00',
        programado: '0.00',
        pago: '0.00',
        em_aberto: '80.00',
      });
    }
    expect(
      (await t.injectAs('cliente', { method: 'GET', url: `/api/vendas/${venda.venda}/totais/` })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/vendas/${venda.venda}/totais/` })).statusCode,
    ).toBe(401);
    expect((await t.injectAs('admin', { method: 'GET', url: '/api/vendas/999999/totais/' })).statusCode).toBe(
      404,
    );
  });
});

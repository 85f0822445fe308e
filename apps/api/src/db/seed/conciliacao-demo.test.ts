import { ZDashboard } from '@skyler/domain/dashboard';
import { dec } from '@skyler/domain/precos/dinheiro';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conciliar } from '../../modules/conciliacao/conciliacao.queries.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  emissoes,
  logs,
  milhas_proprias_movimentos,
  milhas_validadas,
  ordens_pagamento,
  pagamentos,
  pagamentos_servicos,
  servicos,
  usuarios,
} from '../schema/index.ts';
import { MOTIVO_EXCECAO_DEMO } from './servicos-demo.ts';

let t: TestApp;

beforeAll(async () => {
  // the demo's money path as `npm start` seeds it (db/seed/index.ts), seeded once for the run
  t = await createTestApp({ template: 'demo-vendas' });
});
afterAll(() => t.close());

describe('the demo data balances (decision 0038)', () => {
  it('has services, payments, issuances and orders to check', async () => {
    expect((await t.db.select().from(servicos)).length).toBeGreaterThan(20);
    expect((await t.db.select().from(pagamentos)).length).toBeGreaterThan(20);
    expect((await t.db.select().from(emissoes)).length).toBeGreaterThan(10);
    expect((await t.db.select().from(ordens_pagamento)).length).toBeGreaterThan(5);
  });

  it('has a miles ticket issued from an own account: no broker order, the miles left its balance', async () => {
    const proprias = await t.db
      .select({ emissao: emissoes.id, linha: milhas_validadas.id })
      .from(emissoes)
      .innerJoin(milhas_validadas, eq(milhas_validadas.subcotacao, emissoes.subcotacao))
      .where(
        and(
          eq(emissoes.tipo, 'emissao_voo_milha'),
          inArray(emissoes.status, ['finalizada', 'rac']),
          eq(milhas_validadas.conta_propria, true),
        ),
      );
    const soPropria = [];
    for (const { emissao, linha } of proprias) {
      const linhas = await t.db.select().from(milhas_validadas).where(eq(milhas_validadas.id, linha));
      const todas = await t.db
        .select()
        .from(milhas_validadas)
        .where(eq(milhas_validadas.subcotacao, linhas[0]?.subcotacao ?? 0));
      if (!todas.every((l) => l.conta_propria)) continue;
      const ordens = await t.db
        .select()
        .from(ordens_pagamento)
        .where(and(eq(ordens_pagamento.emissao, emissao), eq(ordens_pagamento.campo_formador, 'milheiro')));
      expect(ordens).toEqual([]);
      const [movimento] = await t.db
        .select()
        .from(milhas_proprias_movimentos)
        .where(eq(milhas_proprias_movimentos.milha_validada, linha));
      expect(movimento).toMatchObject({ tipo: 'emissao', milhas: -(linhas[0]?.valor ?? 0), emissao });
      soPropria.push(emissao);
    }
    expect(soPropria.length, JSON.stringify(proprias)).toBeGreaterThan(0);
  });

  it('the reconciliation finds no divergence', async () => {
    const { divergencias } = await conciliar(t.db, { inicio: null, fim: null });
    expect(divergencias).toEqual([]);
  });
});

describe("the demo's service released by finance's exception", () => {
  it('is released unpaid by the financeiro user with the reason, audited, in its history and on the dashboard', async () => {
    const liberados = await t.db.select().from(servicos).where(isNotNull(servicos.excecao_pagamento_em));
    expect(liberados).toHaveLength(1);
    const [servico] = liberados;
    if (!servico) throw new Error('no service released by exception');
    const [financeiro] = await t.db.select().from(usuarios).where(eq(usuarios.username, 'financeiro'));
    expect(servico).toMatchObject({
      excecao_pagamento_motivo: MOTIVO_EXCECAO_DEMO,
      excecao_pagamento_por: financeiro?.id,
    });
    expect(servico.status).not.toBe('pagamento');
    // what its concluded payments cover is less than its value: only the down payment was paid
    const partes = await t.db
      .select({ valor: pagamentos_servicos.valor, status: pagamentos.status })
      .from(pagamentos_servicos)
      .innerJoin(pagamentos, eq(pagamentos.id, pagamentos_servicos.pagamento))
      .where(eq(pagamentos_servicos.servico, servico.id));
    const pago = partes.filter((p) => p.status === 'concluido').reduce((s, p) => s.plus(p.valor), dec(0));
    expect(pago.gt(0)).toBe(true);
    expect(pago.lt(servico.valor_total)).toBe(true);
    // audited, and its history (the sale's log rows of the service) names the exception
    const auditorias = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.tipo, 'servico_liberado_excecao'), eq(logs.venda, servico.venda)));
    expect(auditorias).toHaveLength(1);
    expect(auditorias[0]?.usuario).toBe(financeiro?.id);
    const detalhe = await t.injectAs('financeiro', { method: 'GET', url: `/api/servicos/${servico.id}/` });
    expect(detalhe.statusCode, detalhe.body).toBe(200);
    expect(detalhe.json()).toMatchObject({
      excecao_pagamento: { motivo: MOTIVO_EXCECAO_DEMO, por: { id: financeiro?.id } },
    });
    // counted on the dashboard, with what is still unpaid
    const painel = await t.injectAs('admin', { method: 'GET', url: '/api/dashboard/' });
    expect(painel.statusCode, painel.body).toBe(200);
    const { liberados_sem_pagamento } = ZDashboard.parse(painel.json());
    expect(liberados_sem_pagamento).toEqual({
      quantidade: 1,
      valor: dec(servico.valor_total).minus(pago).toFixed(2),
    });
  });
});

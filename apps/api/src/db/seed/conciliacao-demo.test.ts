import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conciliar } from '../../modules/conciliacao/conciliacao.queries.ts';
import { FileStore } from '../../platform/files.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { emissoes, ordens_pagamento, pagamentos, servicos } from '../schema/index.ts';
import { seedComissaoDemo } from './comissao-demo.ts';
import { seedCotacoesDemo } from './cotacoes-demo.ts';
import { seedDashboardDemo } from './dashboard-demo.ts';
import { seedEmissoesDemo } from './emissoes-demo.ts';
import { seedOrcamentosDemo } from './orcamentos-demo.ts';
import { seedOrdensPagamentoDemo } from './ordens-pagamento-demo.ts';
import { seedServicosDemo } from './servicos-demo.ts';
import { seedVendasDemo, VENDAS_DEMO } from './vendas-demo.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ referencia: true });
  const files = new FileStore({ root: path.join(t.dataDir, 'files'), maxBytes: 10 * 1024 * 1024 });
  // the demo's money path as `npm start` seeds it (db/seed/index.ts)
  await t.db.transaction(async (tx) => {
    await seedVendasDemo(tx, VENDAS_DEMO);
    await seedOrcamentosDemo(tx);
    await seedCotacoesDemo(tx);
    await seedServicosDemo(tx, { files });
    await seedEmissoesDemo(tx, { files });
    await seedOrdensPagamentoDemo(tx);
    await seedComissaoDemo(tx);
    await seedDashboardDemo(tx);
  });
}, 300_000);
afterAll(() => t.close());

describe('the demo data balances (decision 0038)', () => {
  it('has services, payments, issuances and orders to check', async () => {
    expect((await t.db.select().from(servicos)).length).toBeGreaterThan(20);
    expect((await t.db.select().from(pagamentos)).length).toBeGreaterThan(20);
    expect((await t.db.select().from(emissoes)).length).toBeGreaterThan(10);
    expect((await t.db.select().from(ordens_pagamento)).length).toBeGreaterThan(5);
  });

  it('the reconciliation finds no divergence', async () => {
    const { divergencias } = await conciliar(t.db, { inicio: null, fim: null });
    expect(divergencias).toEqual([]);
  });
});

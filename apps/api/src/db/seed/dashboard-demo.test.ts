import { type Dashboard, ZDashboard } from '@skyler/domain/dashboard';
import { EXPORTAR_DATASETS, periodoPadraoExportacao } from '@skyler/domain/exportar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;

beforeAll(async () => {
  // the demo's sales up to the dashboard's dates, seeded once for the run (test/template.ts)
  t = await createTestApp({ template: 'demo-vendas' });
});
afterAll(() => t.close());

async function painel(username: string): Promise<Dashboard> {
  const response = await t.injectAs(username, { method: 'GET', url: '/api/dashboard/' });
  expect(response.statusCode, response.body).toBe(200);
  return ZDashboard.parse(response.json());
}

describe('demo dashboard', () => {
  it.each(['admin', 'consultor'])(
    'shows every figure and alert of the current month to %s',
    async (username) => {
      const d = await painel(username);
      expect(d.vendas_por_status.reduce((n, s) => n + s.quantidade, 0)).toBeGreaterThan(0);
      for (const etapa of d.funil) expect(etapa.quantidade, etapa.etapa).toBeGreaterThan(0);
      expect(Number(d.faturamento.receita)).toBeGreaterThan(0);
      expect(d.recebiveis.vencidos.quantidade).toBeGreaterThan(0);
      expect(d.recebiveis.a_vencer_7_dias.quantidade).toBeGreaterThan(0);
      expect(d.emissoes_atrasadas.quantidade).toBeGreaterThan(0);
      expect(d.ordens_abertas.quantidade).toBeGreaterThan(0);
      expect(d.top_clientes.length).toBeGreaterThan(0);
      expect(d.alertas.passaportes.length).toBeGreaterThan(0);
      expect(d.alertas.aniversarios.length).toBeGreaterThan(0);
      // the previous period, the rankings and the cash flow (decision 0084)
      expect(Number(d.anterior.faturamento.receita)).toBeGreaterThan(0);
      expect(d.anterior.funil[0]?.quantidade).toBeGreaterThan(0);
      expect(d.ranking_consultores.length).toBeGreaterThan(0);
      expect(d.ranking_consultores.some((c) => c.ticket_medio !== null && c.conversao !== null)).toBe(true);
      expect(d.ranking_fornecedores.some((f) => f.fornecedor !== 0 && Number(f.receita) > 0)).toBe(true);
      expect(Number(d.fluxo_caixa.atrasados.receber)).toBeGreaterThan(0);
      expect(d.fluxo_caixa.semanas.some((s) => Number(s.receber) > 0)).toBe(true);
      expect(d.fluxo_caixa.semanas.some((s) => Number(s.pagar) > 0)).toBe(true);
    },
  );

  it('ranks several consultants for the agency', async () => {
    const d = await painel('admin');
    expect(d.ranking_consultores.filter((c) => c.vendas > 0).length).toBeGreaterThan(1);
  });
});

describe('demo exports', () => {
  it.each(EXPORTAR_DATASETS)(
    '%s has rows in the export page’s default period (the current month)',
    async (dataset) => {
      const { de, ate } = periodoPadraoExportacao();
      const response = await t.injectAs('admin', {
        method: 'GET',
        url: `/api/exportar/${dataset}.csv?de=${de}&ate=${ate}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      // the BOM and the header, then at least one row
      const registros = response.body.split('\r\n').filter((linha) => linha !== '');
      expect(registros.length, dataset).toBeGreaterThan(1);
    },
  );
});

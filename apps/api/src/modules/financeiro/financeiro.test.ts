import { FINANCEIRO_MESSAGES, ZDre } from '@skyler/domain/financeiro';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { logs } from '../../db/schema/index.ts';
import { t, usarApp } from '../../test/suite-com-app.ts';

usarApp();

const PERIODO = { inicio: '2026-10-01', fim: '2026-10-31' };
const ROTAS: { url: string; query: Record<string, string> }[] = [
  { url: '/api/financeiro/dre/', query: PERIODO },
  { url: '/api/financeiro/dre/itens/', query: { ...PERIODO, conta: 'receita_rav' } },
  { url: '/api/financeiro/contabilidade/', query: { mes: '2026-10' } },
];

describe('GET /api/financeiro/dre/, its drill-down and the accountant export', () => {
  it('finance and administrators only: every other role gets 403', async () => {
    for (const { url, query } of ROTAS) {
      for (const username of ['consultor', 'sdr', 'cotador', 'emissor', 'milhas', 'cliente']) {
        const r = await t.injectAs(username, { method: 'GET', url, query });
        expect(r.statusCode, `${username} ${url}`).toBe(403);
      }
      for (const username of ['financeiro', 'admin']) {
        const r = await t.injectAs(username, { method: 'GET', url, query });
        expect(r.statusCode, `${username} ${url} ${r.body}`).toBe(200);
      }
    }
    expect((await t.inject({ method: 'GET', url: '/api/financeiro/dre/', query: PERIODO })).statusCode).toBe(
      401,
    );
  });

  it('an empty month is all zeros under the Simples Nacional defaults, and the export is audited', async () => {
    const r = await t.injectAs('financeiro', { method: 'GET', url: '/api/financeiro/dre/', query: PERIODO });
    const dre = ZDre.parse(r.json());
    expect(dre).toMatchObject({
      regime: 'competencia',
      regime_tributario: 'simples_nacional',
      resultado: '0.00',
    });
    expect(dre.linhas.map((l) => l.conta)).toContain('simples');
    expect(dre.linhas.map((l) => l.conta)).not.toContain('pis');
    const auditoria = await t.db.select().from(logs).where(eq(logs.tipo, 'exportacao_contabil'));
    expect(auditoria.length).toBeGreaterThan(0);
  });

  it('answers bad periods, lines and months with a 400 in Portuguese', async () => {
    const casos: [string, Record<string, string>, string][] = [
      ['/api/financeiro/dre/', { inicio: '2026-13-01', fim: '2026-10-31' }, FINANCEIRO_MESSAGES.dataInvalida],
      [
        '/api/financeiro/dre/',
        { inicio: '2026-10-31', fim: '2026-10-01' },
        FINANCEIRO_MESSAGES.periodoInvalido,
      ],
      ['/api/financeiro/dre/', { inicio: '2024-01-01', fim: '2026-10-01' }, FINANCEIRO_MESSAGES.periodoLongo],
      ['/api/financeiro/dre/itens/', { ...PERIODO, conta: 'resultado' }, FINANCEIRO_MESSAGES.contaInvalida],
      ['/api/financeiro/contabilidade/', { mes: '2026-13' }, FINANCEIRO_MESSAGES.mesInvalido],
    ];
    for (const [url, query, mensagem] of casos) {
      const r = await t.injectAs('financeiro', { method: 'GET', url, query });
      expect(r.statusCode, `${url} ${JSON.stringify(query)}`).toBe(400);
      expect(r.body).toContain(mensagem);
    }
  });
});

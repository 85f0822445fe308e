import { type Dre, type DreItens, FINANCEIRO_MESSAGES, LINHAS_DRE } from '@skyler/domain/financeiro';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORBIDDEN_TITLE } from '../../../components/error-pages/forbidden-page.tsx';
import { mockApiDe } from '../../../test/api.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';

const DRE = '/api/financeiro/dre/';
const ITENS = '/api/financeiro/dre/itens/';
const financeiro = makeUser({ pertencente: ['financeiro'] });

const dre: Dre = {
  periodo: { inicio: '2026-03-01', fim: '2026-03-31' },
  regime: 'competencia',
  consultor: null,
  regime_tributario: 'simples_nacional',
  linhas: [
    {
      conta: 'vendas_brutas',
      descricao: LINHAS_DRE.vendas_brutas.descricao,
      tipo: 'informativo',
      valor: '12000.00',
    },
    { conta: 'receita_rav', descricao: LINHAS_DRE.receita_rav.descricao, tipo: 'receita', valor: '850.00' },
    {
      conta: 'receita_propria',
      descricao: LINHAS_DRE.receita_propria.descricao,
      tipo: 'subtotal',
      valor: '1500.00',
    },
    { conta: 'iss', descricao: LINHAS_DRE.iss.descricao, tipo: 'deducao', valor: '-30.15' },
    { conta: 'resultado', descricao: LINHAS_DRE.resultado.descricao, tipo: 'subtotal', valor: '1200.40' },
  ],
  vendas_brutas: '12000.00',
  intermediado: '10500.00',
  receita_propria: '1500.00',
  resultado: '1200.40',
};

const itens: DreItens = {
  conta: 'receita_rav',
  descricao: LINHAS_DRE.receita_rav.descricao,
  valor: '850.00',
  itens: [
    {
      tipo: 'servico',
      id: 41,
      venda: 12,
      data: '2026-03-10',
      descricao: 'Serviço 41 — Hotel Paris',
      valor: '500.00',
    },
    {
      tipo: 'servico',
      id: 44,
      venda: 15,
      data: '2026-03-18',
      descricao: 'Serviço 44 — Voo GRU-LIS',
      valor: '350.00',
    },
  ],
};

beforeAll(async () => {
  await import('./dre-page.tsx');
}, 120_000);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-15T15:00:00Z'));
});

describe('DRE', () => {
  it("shows this month's lines, opens a line's drill-down and offers the month's export", async () => {
    const fetch = mockApiDe(financeiro, {
      [`GET ${DRE}`]: { body: dre },
      [`GET ${ITENS}`]: { body: itens },
      'GET /api/users/web_ativos/': { body: [] },
    });
    renderApp('/financeiro/dre');
    const tabela = await screen.findByRole('table', { name: 'DRE' });
    expect(within(tabela).getAllByRole('row')).toHaveLength(6);
    expect(within(tabela).getByText(LINHAS_DRE.resultado.descricao).closest('tr')).toHaveTextContent(
      'R$ 1.200,40',
    );
    expect(Object.fromEntries(fetch.callsTo('GET', DRE)[0]?.url.searchParams ?? [])).toEqual({
      inicio: '2026-03-01',
      fim: '2026-03-31',
      regime: 'competencia',
    });
    const exportar = screen.getByRole('link', { name: FINANCEIRO_MESSAGES.exportar });
    expect(exportar).toHaveAttribute('href', '/api/financeiro/contabilidade/?mes=2026-03');

    const user = userEvent.setup();
    await user.click(within(tabela).getByRole('button', { name: LINHAS_DRE.receita_rav.descricao }));
    const dialogo = await screen.findByRole('dialog', { name: LINHAS_DRE.receita_rav.descricao });
    expect(await within(dialogo).findByRole('link', { name: '0012' })).toHaveAttribute(
      'href',
      '/vendas/12/info',
    );
    expect(dialogo).toHaveTextContent('R$ 850,00');
    expect(Object.fromEntries(fetch.callsTo('GET', ITENS)[0]?.url.searchParams ?? [])).toMatchObject({
      conta: 'receita_rav',
      regime: 'competencia',
    });
    // subtotals are sums of lines: they open nothing
    expect(within(tabela).queryByRole('button', { name: LINHAS_DRE.resultado.descricao })).toBeNull();
  });

  it('asks the cash view when the regime changes', async () => {
    const fetch = mockApiDe(financeiro, {
      [`GET ${DRE}`]: { body: dre },
      'GET /api/users/web_ativos/': { body: [] },
    });
    renderApp('/financeiro/dre');
    await screen.findByRole('table', { name: 'DRE' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Caixa' }));
    await vi.waitFor(() =>
      expect(fetch.callsTo('GET', DRE).some((c) => c.url.searchParams.get('regime') === 'caixa')).toBe(true),
    );
  });

  it('is refused to a consultant', async () => {
    mockApiDe(makeUser({ consultor: true }));
    renderApp('/financeiro/dre');
    expect(await screen.findByRole('heading', { name: FORBIDDEN_TITLE })).toBeInTheDocument();
  });
});

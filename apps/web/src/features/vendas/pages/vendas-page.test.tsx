import { VENDA_MESSAGES } from '@skyler/domain/vendas-regras';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FIRST_LOAD_ROUTES } from '../../../app/first-load.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { CONSULTORES, makeVendaDetalhada, renderComUsuario } from '../testing/fixtures.tsx';
import { VendasPage } from './vendas-page.tsx';

describe('VendasPage', () => {
  it('lists the sales', async () => {
    mockFetch({
      'GET /api/vendas/detailed/': { body: { vendas: [makeVendaDetalhada()], pages: 1 } },
      'GET /api/users/web_ativos/': { body: CONSULTORES },
    });
    renderComUsuario(<VendasPage />);
    const table = await screen.findByRole('table', { name: 'Vendas' });
    expect(await within(table).findByText('Maria Oliveira')).toBeInTheDocument();
    expect(screen.queryByText(VENDA_MESSAGES.erroCarregar)).toBeNull();
  });

  it('says "Erro ao carregar vendas" when the list cannot be loaded', async () => {
    mockFetch({
      'GET /api/vendas/detailed/': { status: 500, body: { detail: 'Erro interno.' } },
      'GET /api/users/web_ativos/': { body: CONSULTORES },
    });
    renderComUsuario(<VendasPage />);
    expect(await screen.findByText(VENDA_MESSAGES.erroCarregar)).toBeInTheDocument();
  });

  it('shows the first page of sales index.html asked for with the page, without asking again', async () => {
    const answer = (body: unknown) =>
      Promise.resolve(
        new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
      );
    const [lista, usuarios] = (FIRST_LOAD_ROUTES['/vendas']?.requests ?? []).map((r) => r.url);
    vi.stubGlobal('__earlyRequests', {
      startedAt: Date.now(),
      answers: {
        [String(lista)]: answer({ vendas: [makeVendaDetalhada()], pages: 1 }),
        [String(usuarios)]: answer(CONSULTORES),
      },
    });
    const server = mockFetch({});
    renderComUsuario(<VendasPage />);
    const table = await screen.findByRole('table', { name: 'Vendas' });
    expect(await within(table).findByText('Maria Oliveira')).toBeInTheDocument();
    expect(server.calls.map((c) => c.url.pathname)).toEqual([]);
  });
});

import { VENDA_MESSAGES } from '@skyler/domain/vendas-regras';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});

import { VENDA_ERROS } from '@skyler/domain/vendas-regras';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setCookie } from '../../../test/cookies.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { CONSULTORES, makeVendaDetalhada, renderComUsuario } from '../testing/fixtures.tsx';
import { PegaVendasPage } from './pega-vendas-page.tsx';

describe('PegaVendasPage', () => {
  it('lists only sales without a consultant, with status, client and last change', async () => {
    const api = mockFetch({
      'GET /api/vendas/detailed/': { body: { vendas: [makeVendaDetalhada()], pages: 1 } },
    });
    renderComUsuario(<PegaVendasPage />);
    const table = await screen.findByRole('table', { name: 'Pega Vendas' });
    expect(await within(table).findByText('Maria Oliveira')).toBeInTheDocument();
    expect(within(table).getByText('Proposta')).toBeInTheDocument();
    expect(within(table).getByText('Última alteração')).toBeInTheDocument();
    const [call] = api.callsTo('GET', '/api/vendas/detailed/');
    expect(call?.url.searchParams.get('sem_consultor')).toBe('true');
    expect(call?.url.searchParams.get('page')).toBe('1');
  });

  it('says when there is nothing to pick up', async () => {
    mockFetch({ 'GET /api/vendas/detailed/': { body: { vendas: [], pages: 1 } } });
    renderComUsuario(<PegaVendasPage />);
    expect(await screen.findByText(VENDA_ERROS.nenhumaVenda)).toBeInTheDocument();
  });

  it('says "Erro ao recuperar vendas." when the list cannot be loaded', async () => {
    mockFetch({ 'GET /api/vendas/detailed/': { status: 500, body: { detail: 'Erro interno.' } } });
    renderComUsuario(<PegaVendasPage />);
    expect(await screen.findByText(VENDA_ERROS.erroRecuperar)).toBeInTheDocument();
  });

  it('assigns a consultant chosen among the consultants', async () => {
    setCookie('csrftoken', 'csrf');
    const api = mockFetch({
      'GET /api/vendas/detailed/': { body: { vendas: [makeVendaDetalhada()], pages: 1 } },
      'GET /api/users/web_ativos/': { body: CONSULTORES },
      'PUT /api/vendas/42/': { body: makeVendaDetalhada() },
    });
    const user = userEvent.setup();
    renderComUsuario(<PegaVendasPage />);
    await user.click(await screen.findByRole('button', { name: 'Atribuir consultor 42' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Atribuir' })).toBeDisabled();
    await user.click(within(dialog).getByLabelText('Consultor'));
    expect(screen.queryByRole('option', { name: 'Caio Reis' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Bruno Lima' }));
    await user.click(within(dialog).getByRole('button', { name: 'Atribuir' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/vendas/42/')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/vendas/42/')[0]?.body).toEqual({ consultor: 8 });
    expect(await screen.findByText(VENDA_ERROS.consultorAtualizado)).toBeInTheDocument();
  });

  it('opens the sale', async () => {
    mockFetch({ 'GET /api/vendas/detailed/': { body: { vendas: [makeVendaDetalhada()], pages: 1 } } });
    const user = userEvent.setup();
    renderComUsuario(<PegaVendasPage />, { route: '/pega-vendas' });
    await user.click(await screen.findByRole('button', { name: 'Abrir venda 42' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/vendas/42/info');
  });
});

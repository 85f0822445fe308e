import { CHAT_MESSAGES, VENDA_ERROS } from '@skyler/domain/vendas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApiDe } from '../../../test/api.ts';
import type { MockHandler } from '../../../test/fetch-mock.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { makeVendaDetalhada } from '../testing/fixtures.tsx';
import { CONCLUIR_VENDA } from './venda-layout.tsx';

function api(extra: Record<string, MockHandler> = {}) {
  return mockApiDe(makeUser(), {
    'GET /api/vendas/42/': { body: makeVendaDetalhada() },
    'GET /api/vendas/detailed/': { body: { vendas: [], pages: 1 } },
    ...extra,
  });
}

describe('Concluir Venda', () => {
  it('asks for confirmation and does nothing when the user goes back', async () => {
    const fetch = api();
    const user = userEvent.setup();
    const { router } = renderApp('/vendas/42/info');
    await user.click(await screen.findByRole('button', { name: 'Concluir Venda' }));
    const dialog = await screen.findByRole('dialog', { name: CONCLUIR_VENDA.title });
    expect(dialog).toHaveTextContent(CONCLUIR_VENDA.message(42));
    await user.click(within(dialog).getByRole('button', { name: CONCLUIR_VENDA.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: CONCLUIR_VENDA.title })).toBeNull());
    expect(fetch.callsTo('PUT', '/api/vendas/42/concluir/')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/vendas/42/info');
  });

  it('concludes once confirmed and goes to the sales list', async () => {
    const fetch = api({
      'PUT /api/vendas/42/concluir/': { body: makeVendaDetalhada({ status: 'concluida' }) },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/vendas/42/info');
    await user.click(await screen.findByRole('button', { name: 'Concluir Venda' }));
    const dialog = await screen.findByRole('dialog', { name: CONCLUIR_VENDA.title });
    await user.click(within(dialog).getByRole('button', { name: CONCLUIR_VENDA.confirm }));
    expect(await screen.findByText(VENDA_ERROS.concluida)).toBeInTheDocument();
    expect(fetch.callsTo('PUT', '/api/vendas/42/concluir/')).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendas'));
  });

  it("toasts the server's refusal and closes the question", async () => {
    api({ 'PUT /api/vendas/42/concluir/': { status: 409, body: { detail: VENDA_ERROS.emAberto } } });
    const user = userEvent.setup();
    renderApp('/vendas/42/info');
    await user.click(await screen.findByRole('button', { name: 'Concluir Venda' }));
    const dialog = await screen.findByRole('dialog', { name: CONCLUIR_VENDA.title });
    await user.click(within(dialog).getByRole('button', { name: CONCLUIR_VENDA.confirm }));
    expect(await screen.findByText(VENDA_ERROS.emAberto)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: CONCLUIR_VENDA.title })).toBeNull());
  });
});

describe('the chat of a closed sale', () => {
  it('is read-only, and says why', async () => {
    api({ 'GET /api/vendas/42/': { body: makeVendaDetalhada({ status: 'concluida' }) } });
    renderApp('/vendas/42/info');
    const chat = await screen.findByRole('region', { name: 'Chat da venda' });
    expect(await within(chat).findByText(CHAT_MESSAGES.somenteLeitura)).toBeInTheDocument();
    expect(within(chat).getByRole('textbox', { name: 'Mensagem' })).toBeDisabled();
    expect(within(chat).getByRole('button', { name: 'Enviar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Concluir Venda' })).toBeDisabled();
  });
});

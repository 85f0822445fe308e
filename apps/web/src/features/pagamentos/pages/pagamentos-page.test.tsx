import { PAGAMENTO_UI_MESSAGES } from '@skyler/domain/pagamentos';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type MockHandler, mockFetch } from '../../../test/fetch-mock.ts';
import { makeUser, signedIn } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { cabecalhos } from '../../../test/tabela.ts';
import { makePagamento } from '../testing/fixtures.ts';
import { PAGAMENTOS_TEXTS as T } from './pagamentos-page.tsx';

function api(lista: MockHandler) {
  return mockFetch({ 'GET /api/whoami/': { body: signedIn(makeUser()) }, 'GET /api/pagamentos/': lista });
}

describe('Pagamentos list', () => {
  it('lists a page of payments with the spec columns; the sale links to its payments', async () => {
    const fetch = api({
      body: {
        pagamentos: [
          makePagamento(),
          makePagamento({ id: 32, status: 'atrasado', venda: { ...makePagamento().venda, id: 43 } }),
        ],
        pages: 3,
      },
    });
    renderApp('/pagamentos');
    const table = await screen.findByRole('table', { name: T.titulo });
    expect(await within(table).findByText('0043')).toBeInTheDocument();
    expect(cabecalhos(table)).toEqual([
      'Venda',
      'Emissão',
      'Status',
      'Serviço',
      'Valor',
      'Cliente',
      'Pagamento',
      'Data',
    ]);
    expect(within(table).getByRole('link', { name: '0042' })).toHaveAttribute(
      'href',
      '/vendas/42/pagamentos',
    );
    expect(within(table).getByText('Atrasado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ir para a página 2' })).toBeInTheDocument();
    expect(fetch.callsTo('GET', '/api/pagamentos/')[0]?.url.searchParams.get('page')).toBe('1');
  });

  it('does nothing when a row is clicked', async () => {
    api({ body: { pagamentos: [makePagamento()], pages: 1 } });
    const user = userEvent.setup();
    const { router } = renderApp('/pagamentos');
    const table = await screen.findByRole('table', { name: T.titulo });
    const cliente = await within(table).findByText('Maria Oliveira');
    expect(cliente.closest('tr')).not.toHaveAttribute('tabindex');
    await user.click(cliente);
    expect(router.state.location.pathname).toBe('/pagamentos');
  });

  it('searches on the server', async () => {
    const fetch = api((request) => ({
      body: {
        pagamentos: request.url.searchParams.get('search') === 'maria' ? [] : [makePagamento()],
        pages: 1,
      },
    }));
    const user = userEvent.setup();
    renderApp('/pagamentos');
    await screen.findByText('Maria Oliveira');
    await user.type(screen.getByLabelText(T.pesquisa), 'maria{Enter}');
    expect(await screen.findByText(PAGAMENTO_UI_MESSAGES.vazio)).toBeInTheDocument();
    await waitFor(() =>
      expect(fetch.calls.some((c) => c.url.searchParams.get('search') === 'maria')).toBe(true),
    );
    expect(screen.getByRole('button', { name: 'Limpar filtros' })).toBeInTheDocument();
  });

  it('says when there is no payment', async () => {
    api({ body: { pagamentos: [], pages: 1 } });
    renderApp('/pagamentos');
    expect(await screen.findByText(PAGAMENTO_UI_MESSAGES.vazio)).toBeInTheDocument();
  });

  it('says when the payments cannot be loaded', async () => {
    api({ status: 500, body: { detail: 'Erro interno.' } });
    renderApp('/pagamentos');
    expect(await screen.findByText(PAGAMENTO_UI_MESSAGES.erroCarregar)).toBeInTheDocument();
  });
});

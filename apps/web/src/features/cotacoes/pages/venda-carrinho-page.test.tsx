import { COTACAO_MESSAGES } from '@skyler/domain/cotacoes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setCookie } from '../../../test/cookies.ts';
import { type MockHandler, mockFetch } from '../../../test/fetch-mock.ts';
import { makeUser, signedIn } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { makeVendaDetalhada } from '../../vendas/testing/fixtures.tsx';
import { makeCotacao, makeOrcamento } from '../components/tabela-fixtures.tsx';
import { CARRINHO_TEXTS } from './venda-carrinho-page.tsx';
import { VENDA_COTACOES_VAZIO } from './venda-cotacoes-page.tsx';

vi.mock('../components/cotacao-dialog.tsx', async () => ({
  CotacaoDialog: (await import('../components/tabela-fixtures.tsx')).CotacaoDialogProbe,
}));

const noCarrinho = [
  makeCotacao({ status: 'carrinho', carrinho_em: '2026-03-11T13:00:00.000Z', pode_ir_carrinho: false }),
  makeCotacao({
    id: 6,
    descricao: 'Transfer',
    status: 'carrinho',
    valor_final: '349.90',
    pode_ir_carrinho: false,
  }),
];

function api(extra: Record<string, MockHandler> = {}) {
  setCookie('csrftoken', 'csrf');
  return mockFetch({
    'GET /api/whoami/': { body: signedIn(makeUser()) },
    'GET /api/vendas/42/': { body: makeVendaDetalhada() },
    'GET /api/vendas/42/chat_messages/': { body: [] },
    'GET /api/vendas/42/orcamentos/': { body: [makeOrcamento()] },
    ...extra,
  });
}

describe('Carrinho tab', () => {
  it('lists the cart with its values and total', async () => {
    api({ 'GET /api/vendas/42/carrinho/': { body: noCarrinho } });
    renderApp('/vendas/42/carrinho');
    const table = await screen.findByRole('table', { name: 'Carrinho' });
    expect(await within(table).findByText('Transfer')).toBeInTheDocument();
    expect(within(table).getByText('R$ 2.600,00')).toBeInTheDocument();
    expect(within(table).getByText('R$ 349,90')).toBeInTheDocument();
    expect(screen.getByTestId('total-carrinho')).toHaveTextContent('R$ 2.949,90');
    expect(within(table).getAllByRole('link', { name: '0012 · Férias na serra' })[0]).toHaveAttribute(
      'href',
      '/orcamento/12',
    );
  });

  it('says when the cart is empty', async () => {
    api({ 'GET /api/vendas/42/carrinho/': { body: [] } });
    renderApp('/vendas/42/carrinho');
    expect(await screen.findByText(CARRINHO_TEXTS.vazio)).toBeInTheDocument();
    expect(screen.queryByTestId('total-carrinho')).toBeNull();
  });

  it('removes a quote from the cart after confirmation', async () => {
    let carrinho = noCarrinho;
    const fetch = api({
      'GET /api/vendas/42/carrinho/': () => ({ body: carrinho }),
      'POST /api/vendas/42/remove_carrinho/': () => {
        carrinho = noCarrinho.slice(1);
        return { body: carrinho };
      },
    });
    const user = userEvent.setup();
    renderApp('/vendas/42/carrinho');
    await user.click(await screen.findByRole('button', { name: CARRINHO_TEXTS.remover(5) }));
    const dialog = await screen.findByRole('dialog', { name: CARRINHO_TEXTS.removerTitulo });
    await user.click(within(dialog).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText(COTACAO_MESSAGES.removidaCarrinho)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/vendas/42/remove_carrinho/')[0]?.body).toEqual({ cotacao: 5 });
    await waitFor(() => expect(screen.queryByText('Hotel em Gramado')).toBeNull());
    expect(screen.getByTestId('total-carrinho')).toHaveTextContent('R$ 349,90');
  });

  it('says when a quote cannot leave the cart', async () => {
    api({
      'GET /api/vendas/42/carrinho/': { body: noCarrinho },
      'POST /api/vendas/42/remove_carrinho/': {
        status: 409,
        body: { detail: COTACAO_MESSAGES.vendaNaoProposta },
      },
    });
    const user = userEvent.setup();
    renderApp('/vendas/42/carrinho');
    await user.click(await screen.findByRole('button', { name: CARRINHO_TEXTS.remover(6) }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(
      await screen.findByText(`${COTACAO_MESSAGES.naoRemovidaCarrinho} ${COTACAO_MESSAGES.vendaNaoProposta}`),
    ).toBeInTheDocument();
    expect(screen.getByText('Transfer')).toBeInTheDocument();
  });

  it('shows a quote of the cart read-only', async () => {
    api({ 'GET /api/vendas/42/carrinho/': { body: noCarrinho } });
    const user = userEvent.setup();
    renderApp('/vendas/42/carrinho');
    await user.click(await screen.findByRole('button', { name: CARRINHO_TEXTS.ver(6) }));
    expect(await screen.findByTestId('dialogo-cotacao')).toHaveTextContent('6');
    expect(screen.getByTestId('dialogo-somente-leitura')).toHaveTextContent('true');
  });
});

describe('Cotações tab', () => {
  it('lists every quote of the sale with the request it answers', async () => {
    api({
      'GET /api/vendas/42/cotacoes/': {
        body: [makeCotacao(), makeCotacao({ id: 8, orcamento: 13, descricao: 'Voo GRU-LIS' })],
      },
      'GET /api/vendas/42/orcamentos/': {
        body: [makeOrcamento(), makeOrcamento({ id: 13, descricao: 'Lisboa', status: 'fechado' })],
      },
    });
    renderApp('/vendas/42/cotacoes');
    const table = await screen.findByRole('table', { name: 'Cotações da venda' });
    expect(await within(table).findByRole('link', { name: '0013 · Lisboa' })).toHaveAttribute(
      'href',
      '/orcamento/13',
    );
    expect(within(table).getByRole('link', { name: '0012 · Férias na serra' })).toBeInTheDocument();
    // the closed request's quote has no copy nor archive; the open one's has both
    expect(within(table).queryByRole('button', { name: 'Copiar cotação 0008' })).toBeNull();
    expect(within(table).getByRole('button', { name: 'Copiar cotação 0005' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Arquivar cotação 0005' })).toBeInTheDocument();
  });

  it('says when the sale has no quotes', async () => {
    api({ 'GET /api/vendas/42/cotacoes/': { body: [] } });
    renderApp('/vendas/42/cotacoes');
    expect(await screen.findByText(VENDA_COTACOES_VAZIO)).toBeInTheDocument();
  });
});

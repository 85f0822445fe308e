import { EMISSAO_MESSAGES } from '@skyler/domain/emissoes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApiDe } from '../../../test/api.ts';
import type { MockHandler } from '../../../test/fetch-mock.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { makeVendaDetalhada } from '../../vendas/testing/fixtures.tsx';
import { DETALHES_TEXTOS } from '../components/emissao-detalhes-dialog.tsx';
import { EDU, makeEmissao } from '../testing/fixtures.ts';
import { VENDA_EMISSOES_TEXTOS } from './venda-emissoes-page.tsx';

function api(extra: Record<string, MockHandler> = {}) {
  return mockApiDe(makeUser(), {
    'GET /api/vendas/42/': { body: makeVendaDetalhada() },
    ...extra,
  });
}

const emissoes = [
  makeEmissao({ emitido_por: EDU }),
  makeEmissao({
    id: 6,
    tipo: 'emissao_hotel',
    descricao: 'Hotel em Gramado',
    subcotacao_voo: null,
    status: 'cancelada',
    cancelada_em: '2026-03-13T12:00:00.000Z',
    motivo_cancelamento: 'Hotel sem vagas',
    servico: { id: 32, status: 'emissao', cotacao: 10, orcamento: 13 },
  }),
];

describe('Emissões tab of a sale', () => {
  it('lists the sale’s issuances with their status, issuer, quote, budget and edit link', async () => {
    api({ 'GET /api/vendas/42/emissoes/': { body: emissoes } });
    renderApp('/vendas/42/emissoes');
    expect(await screen.findByRole('heading', { name: VENDA_EMISSOES_TEXTOS.titulo })).toBeInTheDocument();
    const lista = await screen.findByRole('list', { name: VENDA_EMISSOES_TEXTOS.lista });
    const voo = within(within(lista).getByRole('listitem', { name: 'E0005' }));
    expect(voo.getByText('Fila de emissão')).toBeInTheDocument();
    expect(voo.getByText('1 bilhete GRU → OPO')).toBeInTheDocument();
    expect(voo.getByText(/Emissor: Eduardo Emissor · Cotação: 0009 · Orçamento: 0012/)).toBeInTheDocument();
    expect(voo.getByRole('link', { name: VENDA_EMISSOES_TEXTOS.editar(5) })).toHaveAttribute(
      'href',
      '/emissoes/5',
    );
    const hotel = within(within(lista).getByRole('listitem', { name: 'E0006' }));
    expect(hotel.getByText('Cancelada')).toBeInTheDocument();
    expect(hotel.getByText('Cancelada em 13/03/2026 09:00: Hotel sem vagas')).toBeInTheDocument();
    expect(voo.queryByText(/Cancelada em/)).toBeNull();
  });

  it('filters by status, and the filter can be cleared', async () => {
    api({ 'GET /api/vendas/42/emissoes/': { body: emissoes } });
    const user = userEvent.setup();
    renderApp('/vendas/42/emissoes');
    const lista = await screen.findByRole('list', { name: VENDA_EMISSOES_TEXTOS.lista });
    await user.click(screen.getByRole('combobox', { name: VENDA_EMISSOES_TEXTOS.status }));
    await user.click(await screen.findByRole('option', { name: 'Cancelada' }));
    await waitFor(() => expect(within(lista).queryByRole('listitem', { name: 'E0005' })).toBeNull());
    expect(within(lista).getByRole('listitem', { name: 'E0006' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: VENDA_EMISSOES_TEXTOS.status }));
    await user.click(await screen.findByRole('option', { name: 'Finalizada' }));
    expect(await screen.findByText(EMISSAO_MESSAGES.vendaVazia)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: VENDA_EMISSOES_TEXTOS.limpar }));
    const todas = await screen.findByRole('list', { name: VENDA_EMISSOES_TEXTOS.lista });
    expect(within(todas).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows an issuance’s details: the sale’s date, the passengers and each leg', async () => {
    api({ 'GET /api/vendas/42/emissoes/': { body: emissoes } });
    const user = userEvent.setup();
    renderApp('/vendas/42/emissoes');
    await user.click(await screen.findByRole('button', { name: VENDA_EMISSOES_TEXTOS.detalhes(5) }));
    const dialog = await screen.findByRole('dialog', { name: DETALHES_TEXTOS.titulo(5) });
    expect(within(dialog).getByText('10/03/2026 09:00')).toBeInTheDocument();
    expect(within(dialog).getByText('Adriana Pinto Almeida')).toBeInTheDocument();
    expect(within(dialog).getByText('Pedro Almeida')).toBeInTheDocument();
    expect(within(dialog).getByText('GRU → LIS · 01/04/2026 19:00')).toBeInTheDocument();
    expect(within(dialog).getByText('LIS → OPO · 02/04/2026 12:00')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: DETALHES_TEXTOS.fechar }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: VENDA_EMISSOES_TEXTOS.detalhes(6) }));
    const hotel = await screen.findByRole('dialog', { name: DETALHES_TEXTOS.titulo(6) });
    expect(within(hotel).queryByText(DETALHES_TEXTOS.trechos)).toBeNull();
  });

  it('says when the sale has no issuance, and when they cannot be read', async () => {
    api({ 'GET /api/vendas/42/emissoes/': { body: [] } });
    const { unmount } = renderApp('/vendas/42/emissoes');
    expect(await screen.findByText(EMISSAO_MESSAGES.vendaVazia)).toBeInTheDocument();
    unmount();
    api({ 'GET /api/vendas/42/emissoes/': { status: 500, body: { detail: 'x' } } });
    renderApp('/vendas/42/emissoes');
    expect(await screen.findByText(EMISSAO_MESSAGES.erroBuscar)).toBeInTheDocument();
  });
});

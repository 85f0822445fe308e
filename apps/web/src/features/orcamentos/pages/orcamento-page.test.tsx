import { ORCAMENTO_MESSAGES as M } from '@skyler/domain/orcamentos-regras';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApiDe } from '../../../test/api.ts';
import type { MockHandler } from '../../../test/fetch-mock.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { makeVendaDetalhada } from '../../vendas/testing/fixtures.tsx';
import { EXCLUIR_TITULO } from '../components/use-orcamento-acoes.tsx';
import { CARREGAR, makeOrcamento } from '../testing/fixtures.ts';

function api(extra: Record<string, MockHandler> = {}) {
  return mockApiDe(makeUser(), {
    'GET /api/orcamentos/12/': { body: makeOrcamento() },
    'GET /api/orcamentos/12/cotacoes/': { body: [] },
    ...extra,
  });
}

describe('OrcamentoPage', () => {
  it('shows the request: id, kind, status, sale, who asked, legs, classes and passengers', async () => {
    api();
    renderApp('/orcamento/12');
    expect(await screen.findByRole('heading', { name: 'Orçamento 0012' }, CARREGAR)).toBeInTheDocument();
    expect(await screen.findByText('Aéreo')).toBeInTheDocument();
    expect(screen.getByText('Aberto')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Venda 0042' })).toHaveAttribute('href', '/vendas/42/orcamentos');
    expect(screen.getByText('Ana Souza em 10/03/2026 09:00')).toBeInTheDocument();
    expect(screen.getByText('Ida e volta')).toBeInTheDocument();
    expect(screen.getByText('GRU → LIS · 10/05/2026 · ± 2 dias')).toBeInTheDocument();
    expect(screen.getByText('LIS → GRU · 20/05/2026 a 22/05/2026')).toBeInTheDocument();
    expect(screen.getByText('Econômica, Executiva')).toBeInTheDocument();
    expect(screen.getByText('2 adultos, 1 criança, 0 bebês')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finalizar' })).toBeEnabled();
  }, 30_000);

  it('cannot finalize a closed request', async () => {
    api({ 'GET /api/orcamentos/12/': { body: makeOrcamento({ status: 'fechado' }) } });
    renderApp('/orcamento/12');
    expect(await screen.findByText('Fechado', {}, CARREGAR)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finalizar' })).toBeDisabled();
  }, 30_000);

  it("shows 'Página não encontrada' for a request that does not exist", async () => {
    api({ 'GET /api/orcamentos/12/': { status: 404, body: { detail: M.naoEncontrado } } });
    renderApp('/orcamento/12');
    expect(await screen.findByText('Página não encontrada', {}, CARREGAR)).toBeInTheDocument();
    expect(screen.getByText(M.naoEncontrado)).toBeInTheDocument();
  }, 30_000);

  it("says 'Erro ao obter orçamento' when the load fails", async () => {
    api({ 'GET /api/orcamentos/12/': { status: 503, body: { detail: 'Serviço indisponível.' } } });
    renderApp('/orcamento/12');
    expect(
      await screen.findByText(`${M.erroObter}: Serviço indisponível.`, {}, CARREGAR),
    ).toBeInTheDocument();
  }, 30_000);

  it("deletes after confirmation and goes back to the sale's requests", async () => {
    let excluido = false;
    const fetch = api({
      'GET /api/orcamentos/12/': () =>
        excluido ? { status: 404, body: { detail: M.naoEncontrado } } : { body: makeOrcamento() },
      'DELETE /api/orcamentos/12/': () => {
        excluido = true;
        return { body: { detail: M.excluido } };
      },
      'GET /api/vendas/42/': { body: makeVendaDetalhada() },
      'GET /api/vendas/42/orcamentos/': { body: [] },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/orcamento/12');
    await user.click(await screen.findByRole('button', { name: 'Excluir' }, CARREGAR));
    const dialog = await screen.findByRole('dialog', { name: EXCLUIR_TITULO });
    expect(dialog).toHaveTextContent('Deseja realmente excluir o orçamento 0012?');
    await user.click(within(dialog).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText(M.excluido)).toBeInTheDocument();
    expect(fetch.callsTo('DELETE', '/api/orcamentos/12/')).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendas/42/orcamentos'));
    expect(await screen.findByText(M.vazio, {}, CARREGAR)).toBeInTheDocument();
    expect(screen.queryByText('Página não encontrada')).toBeNull();
  }, 30_000);
});

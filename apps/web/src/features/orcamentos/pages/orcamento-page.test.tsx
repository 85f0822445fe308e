import { ORCAMENTO_MESSAGES as M } from '@skyler/domain/orcamentos-regras';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DESCARTAR_ALTERACOES } from '../../../components/dialogs/descartar-alteracoes-dialog.tsx';
import { aeroportosHandler } from '../../../test/aeroportos.ts';
import { mockApiDe } from '../../../test/api.ts';
import type { MockHandler } from '../../../test/fetch-mock.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { makeVendaDetalhada } from '../../vendas/testing/fixtures.tsx';
import { editandoOrcamento } from '../components/orcamento-form-dialog.tsx';
import { EXCLUIR_TITULO } from '../components/use-orcamento-acoes.tsx';
import { CARREGAR, makeOrcamento, makeOrcamentoDetalhado, rotulo } from '../testing/fixtures.ts';

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

  it('cannot finalize or edit a closed request, nor edit the request of a concluded sale', async () => {
    api({ 'GET /api/orcamentos/12/': { body: makeOrcamentoDetalhado({ status: 'fechado' }) } });
    const { unmount } = renderApp('/orcamento/12');
    expect(await screen.findByText('Fechado', {}, CARREGAR)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finalizar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Editar' })).toBeDisabled();
    unmount();
    api({ 'GET /api/orcamentos/12/': { body: makeOrcamentoDetalhado({ venda_status: 'concluida' }) } });
    renderApp('/orcamento/12');
    expect(await screen.findByRole('button', { name: 'Editar' }, CARREGAR)).toBeDisabled();
  }, 30_000);

  it('edits the request in its own form, sending the version it read, and shows the change', async () => {
    const lido = makeOrcamentoDetalhado();
    let salvo: typeof lido | null = null;
    const fetch = api({
      'GET /api/orcamentos/12/': () => ({ body: salvo ?? lido }),
      'GET /api/locais/aeroportos/': aeroportosHandler,
      'PUT /api/orcamentos/12/': ({ body }) => {
        const enviado = body as { orcamento_voo: (typeof lido)['orcamento_voo'] };
        salvo = { ...lido, ...enviado, versao: 2, alterado_em: '2026-03-12T13:00:00.000Z' };
        return { body: salvo };
      },
    });
    const user = userEvent.setup();
    renderApp('/orcamento/12');
    await user.click(await screen.findByRole('button', { name: 'Editar' }, CARREGAR));
    const dialog = await screen.findByRole('dialog', { name: editandoOrcamento(12) });
    expect(within(dialog).getByRole('textbox', { name: /Descrição/ })).toHaveValue('Lisboa em maio');
    const adultos = within(dialog).getByRole('spinbutton', { name: rotulo('Adultos') });
    expect(adultos).toHaveValue(2);
    expect(within(dialog).getByRole('textbox', { name: rotulo('Ida') })).toHaveValue('10/05/2026');

    // a change is not dropped without asking
    await user.clear(adultos);
    await user.type(adultos, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('dialog', { name: DESCARTAR_ALTERACOES.title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: DESCARTAR_ALTERACOES.cancel }));

    await user.click(await within(dialog).findByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(M.alterado)).toBeInTheDocument();
    const [put] = fetch.callsTo('PUT', '/api/orcamentos/12/');
    expect(put?.body).toMatchObject({
      versao: 1,
      tipo_servico: 'orcamento_voo',
      descricao: 'Lisboa em maio',
      orcamento_voo: { adultos: 3, criancas: 1, trechos: [{ origem: 'GRU', data_inicio: '2026-05-10' }, {}] },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: editandoOrcamento(12) })).toBeNull());
    expect(await screen.findByText('3 adultos, 1 criança, 0 bebês')).toBeInTheDocument();
    expect(screen.getByText('12/03/2026 10:00')).toBeInTheDocument();
  }, 60_000);

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

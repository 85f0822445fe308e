import { ORCAMENTO_MESSAGES as M } from '@skyler/domain/orcamentos-regras';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApiDe } from '../../../test/api.ts';
import type { MockHandler } from '../../../test/fetch-mock.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { makeVendaDetalhada } from '../../vendas/testing/fixtures.tsx';
import { CARREGAR, makeOrcamento, rotulo } from '../testing/fixtures.ts';
import { FINALIZAR_TITULO } from './use-orcamento-acoes.tsx';

const ABERTO = makeOrcamento();
const FECHADO = makeOrcamento({
  id: 13,
  status: 'fechado',
  tipo_servico: 'orcamento_outro',
  descricao: 'Passeio de barco',
  quantidade_cotacoes: 3,
  orcamento_voo: null,
  orcamento_outro: {
    local: 'Angra dos Reis',
    flexibilidade: null,
    nome_servico: 'passeio_aquatico',
    descricao_servico: null,
    data_inicio_inicio: '2026-06-01',
    data_inicio_fim: null,
    tipo_data: 'data_unica',
    anotacoes: null,
  } as never,
});

function api(extra: Record<string, MockHandler> = {}, venda = makeVendaDetalhada()) {
  return mockApiDe(makeUser(), {
    'GET /api/vendas/42/': { body: venda },
    'GET /api/vendas/42/orcamentos/': { body: [ABERTO, FECHADO] },
    ...extra,
  });
}

describe('the sale tab Orçamentos', () => {
  it('says when the sale has no requests, and offers Nova Solicitação only in proposta', async () => {
    api({ 'GET /api/vendas/42/orcamentos/': { body: [] } });
    renderApp('/vendas/42/orcamentos');
    expect(await screen.findByText(M.vazio, {}, CARREGAR)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Nova Solicitação' })).toBeInTheDocument();
  }, 30_000);

  it('hides Nova Solicitação on a concluded sale', async () => {
    api({}, makeVendaDetalhada({ status: 'concluida' }));
    renderApp('/vendas/42/orcamentos');
    expect(await screen.findByText('Passeio de barco', {}, CARREGAR)).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Editar' });
    expect(screen.queryByRole('button', { name: 'Nova Solicitação' })).toBeNull();
  }, 30_000);

  it('lists the requests, searches them and filters them by status', async () => {
    api();
    const user = userEvent.setup();
    renderApp('/vendas/42/orcamentos');
    const tabela = await screen.findByRole('table', { name: 'Orçamentos da venda' }, CARREGAR);
    const linhaAberta = (await within(tabela).findByText('Lisboa em maio')).closest('tr') as HTMLElement;
    expect(within(linhaAberta).getByText('Aéreo')).toBeInTheDocument();
    expect(within(linhaAberta).getByText('Nenhuma')).toBeInTheDocument();
    expect(within(linhaAberta).getByText('Ana Souza')).toBeInTheDocument();
    expect(within(linhaAberta).getByRole('link', { name: 'Abrir orçamento 0012' })).toHaveAttribute(
      'href',
      '/orcamento/12',
    );
    const linhaFechada = within(tabela).getByText('Passeio de barco').closest('tr') as HTMLElement;
    expect(within(linhaFechada).getByText('3')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Pesquisa' }), 'barco');
    expect(within(tabela).queryByText('Lisboa em maio')).toBeNull();
    expect(within(tabela).getByText('Passeio de barco')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Pesquisa' }));

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Aberto' }));
    expect(within(tabela).getByText('Lisboa em maio')).toBeInTheDocument();
    expect(within(tabela).queryByText('Passeio de barco')).toBeNull();
  }, 30_000);

  it('asks before finalizing an open request, does nothing on Não, and finalizes on Sim', async () => {
    const fetch = api({
      'POST /api/orcamentos/12/finalizar/': { body: { ...ABERTO, status: 'fechado' } },
    });
    const user = userEvent.setup();
    renderApp('/vendas/42/orcamentos');
    expect(await screen.findByRole('button', { name: 'Finalizar orçamento 0013' }, CARREGAR)).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Finalizar orçamento 0012' }));
    let dialog = await screen.findByRole('dialog', { name: FINALIZAR_TITULO });
    expect(dialog).toHaveTextContent(M.confirmarFinalizar);
    await user.click(within(dialog).getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: FINALIZAR_TITULO })).toBeNull());
    expect(fetch.callsTo('POST', '/api/orcamentos/12/finalizar/')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Finalizar orçamento 0012' }));
    dialog = await screen.findByRole('dialog', { name: FINALIZAR_TITULO });
    await user.click(within(dialog).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText(M.finalizado)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/orcamentos/12/finalizar/')).toHaveLength(1);
    // the list is read again
    await waitFor(() => expect(fetch.callsTo('GET', '/api/vendas/42/orcamentos/').length).toBeGreaterThan(1));
  }, 30_000);

  it("shows 'Erro ao finalizar orçamento' with the server's reason", async () => {
    api({
      'POST /api/orcamentos/12/finalizar/': { status: 409, body: { detail: M.jaFechado } },
    });
    const user = userEvent.setup();
    renderApp('/vendas/42/orcamentos');
    await user.click(await screen.findByRole('button', { name: 'Finalizar orçamento 0012' }, CARREGAR));
    const dialog = await screen.findByRole('dialog', { name: FINALIZAR_TITULO });
    await user.click(within(dialog).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText(`${M.erroFinalizar}: ${M.jaFechado}`)).toBeInTheDocument();
  }, 30_000);

  it('creates a request from Nova Solicitação and toasts it', async () => {
    const fetch = api({ 'POST /api/vendas/42/orcamentos/': { status: 201, body: [ABERTO] } });
    const user = userEvent.setup();
    renderApp('/vendas/42/orcamentos');
    await user.click(await screen.findByRole('button', { name: 'Nova Solicitação' }, CARREGAR));
    await user.click(await screen.findByRole('menuitem', { name: 'Outro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova solicitação' });
    await user.type(within(dialog).getByRole('textbox', { name: rotulo('Descrição') }), 'Ingressos do show');
    await user.click(within(dialog).getByRole('combobox', { name: rotulo('Serviço') }));
    await user.click(await screen.findByRole('option', { name: 'Ingressos' }));
    await user.type(within(dialog).getByRole('textbox', { name: rotulo('Local') }), 'São Paulo');
    await user.type(within(dialog).getByRole('textbox', { name: rotulo('Data') }), '01062026');
    await user.click(within(dialog).getByRole('button', { name: 'Solicitar' }));

    expect(await screen.findByText(M.criado)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/vendas/42/orcamentos/')[0]?.body).toMatchObject({
      orcamentos: [
        {
          tipo_servico: 'orcamento_outro',
          descricao: 'Ingressos do show',
          orcamento_outro: {
            nome_servico: 'ingressos',
            local: 'São Paulo',
            data_inicio_inicio: '2026-06-01',
            tipo_data: 'data_unica',
          },
        },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nova solicitação' })).toBeNull());
  }, 30_000);
});

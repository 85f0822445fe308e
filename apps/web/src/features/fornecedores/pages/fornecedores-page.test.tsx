import { FORNECEDORES_MESSAGES as M } from '@skyler/domain/fornecedores';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DESCARTAR_ALTERACOES } from '../../../components/dialogs/descartar-alteracoes-dialog.tsx';
import { setCookie } from '../../../test/cookies.ts';
import { type MockHandler, mockFetch } from '../../../test/fetch-mock.ts';
import { signedIn } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { CONSULTOR, FINANCEIRO, makeFornecedor, makeProvedor } from '../testing/fixtures.tsx';

function api(user = FINANCEIRO, extra: Record<string, MockHandler> = {}) {
  return mockFetch({
    'GET /api/whoami/': { body: signedIn(user) },
    'GET /api/fornecedores/': { body: { fornecedores: [makeFornecedor()], pages: 1 } },
    'GET /api/provedores/': { body: { provedores: [makeProvedor()], pages: 1 } },
    'GET /api/provedores/simples/': {
      body: [{ id: 21, nome: 'Pousada Maré Alta', tipo_servico: 'hospedagem', cia_aerea: null }],
    },
    'GET /api/fornecedores/simples/': { body: [{ id: 11, nome: 'Atlântica Consolidadora' }] },
    ...extra,
  });
}

const tabela = (nome: string) => screen.findByRole('table', { name: nome });

describe('Base de Fornecedores', () => {
  it('shows the two tables with their rows', async () => {
    api();
    renderApp('/fornecedores');
    expect(await screen.findByRole('heading', { name: 'Base de Fornecedores' })).toBeInTheDocument();
    const fornecedores = await tabela('Fornecedores');
    expect(await within(fornecedores).findByText('Atlântica Consolidadora')).toBeInTheDocument();
    expect(within(fornecedores).getByText('95.901.303/0001-91')).toBeInTheDocument();
    expect(within(fornecedores).getByText('Pix')).toBeInTheDocument();
    const provedores = await tabela('Provedores de Serviços');
    expect(await within(provedores).findByText('Pousada Maré Alta')).toBeInTheDocument();
    expect(within(provedores).getByText('Hospedagem')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Novo fornecedor' })).toBeEnabled();
  });

  it('sends the search 1 s after typing stops, and the service type at once, from page 1', async () => {
    const calls = api();
    const user = userEvent.setup();
    renderApp('/fornecedores');
    await within(await tabela('Fornecedores')).findByText('Atlântica Consolidadora');
    const buscas = () =>
      calls.callsTo('GET', '/api/fornecedores/').map((c) => c.url.searchParams.get('busca') ?? '');
    await user.type(screen.getByLabelText('Buscar fornecedores'), 'atlan');
    expect(buscas()).not.toContain('atlan');
    await waitFor(() => expect(buscas()).toContain('atlan'), { timeout: 2500 });
    expect(buscas()).not.toContain('atla');

    const secao = screen.getByRole('region', { name: 'Fornecedores' });
    await user.click(within(secao).getByLabelText('Tipo de serviço'));
    await user.click(await screen.findByRole('option', { name: 'Milhas' }));
    await waitFor(() =>
      expect(calls.callsTo('GET', '/api/fornecedores/').at(-1)?.url.searchParams.toString()).toBe(
        'page=1&busca=atlan&tipo=milhas',
      ),
    );
  });

  it('deletes a supplier once its exact name is typed', async () => {
    setCookie('csrftoken', 'csrf');
    const calls = api(FINANCEIRO, {
      'DELETE /api/fornecedores/11/': { body: { detail: M.fornecedorDeletado } },
    });
    const user = userEvent.setup();
    renderApp('/fornecedores');
    const fornecedores = await tabela('Fornecedores');
    await user.click(await within(fornecedores).findByRole('button', { name: 'Deletar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deletar fornecedor' });
    const confirmar = within(dialog).getByRole('button', { name: 'Deletar' });
    await user.type(within(dialog).getByLabelText('Nome do fornecedor'), 'atlântica consolidadora');
    expect(confirmar).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Nome do fornecedor'));
    await user.type(within(dialog).getByLabelText('Nome do fornecedor'), 'Atlântica Consolidadora');
    await user.click(confirmar);
    expect(await screen.findByText(M.fornecedorDeletado)).toBeInTheDocument();
    expect(calls.callsTo('DELETE', '/api/fornecedores/11/')).toHaveLength(1);
  });

  it('says when a deletion fails', async () => {
    setCookie('csrftoken', 'csrf');
    api(FINANCEIRO, {
      'DELETE /api/provedores/21/': { status: 409, body: { detail: M.provedorEmUso } },
    });
    const user = userEvent.setup();
    renderApp('/fornecedores');
    const provedores = await tabela('Provedores de Serviços');
    await user.click(await within(provedores).findByRole('button', { name: 'Deletar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deletar provedor' });
    await user.type(within(dialog).getByLabelText('Nome do provedor'), 'Pousada Maré Alta');
    await user.click(within(dialog).getByRole('button', { name: 'Deletar' }));
    expect(await screen.findByText(M.erroDeletarProvedor)).toBeInTheDocument();
  });

  it('associates providers to a supplier', async () => {
    setCookie('csrftoken', 'csrf');
    const calls = api(FINANCEIRO, {
      'PUT /api/fornecedores/11/provedores/': { body: makeFornecedor({ provedores: [] }) },
    });
    const user = userEvent.setup();
    renderApp('/fornecedores');
    const fornecedores = await tabela('Fornecedores');
    await user.click(await within(fornecedores).findByRole('button', { name: 'Associar provedores' }));
    const dialog = await screen.findByRole('dialog', { name: 'Provedores de Atlântica Consolidadora' });
    const chip = await within(dialog).findByRole('button', { name: 'Pousada Maré Alta' });
    await user.click(within(chip).getByTestId('CancelIcon'));
    // the change is not dropped unasked: Esc asks, Continuar editando keeps it
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: DESCARTAR_ALTERACOES.cancel }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: DESCARTAR_ALTERACOES.title })).toBeNull(),
    );
    expect(within(dialog).queryByRole('button', { name: 'Pousada Maré Alta' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(M.provedoresAssociados)).toBeInTheDocument();
    expect(calls.callsTo('PUT', '/api/fornecedores/11/provedores/')[0]?.body).toEqual({ provedores: [] });
  });

  it('opens a supplier with its (empty) quotes, tickets and issuances', async () => {
    api(FINANCEIRO, {
      'GET /api/fornecedores/11/cotacoes/': { body: [] },
      'GET /api/fornecedores/11/subcotacoes/': { body: [] },
      'GET /api/fornecedores/11/emissoes/': { body: [] },
    });
    const user = userEvent.setup();
    renderApp('/fornecedores');
    await user.click(await within(await tabela('Fornecedores')).findByText('Atlântica Consolidadora'));
    const dialog = await screen.findByRole('dialog', { name: 'Atlântica Consolidadora' });
    expect(await within(dialog).findByText(M.nenhumaCotacao)).toBeInTheDocument();
    expect(within(dialog).getByText(M.nenhumBilhete)).toBeInTheDocument();
    expect(within(dialog).getByText(M.nenhumaEmissao)).toBeInTheDocument();
    expect(within(dialog).getByText('Pousada Maré Alta')).toBeInTheDocument();
  });

  it('tells when the associated records cannot be loaded', async () => {
    api(FINANCEIRO, {
      'GET /api/fornecedores/11/cotacoes/': {
        status: 500,
        body: { detail: 'Ocorreu um erro interno! Reporte o bug.' },
      },
      'GET /api/fornecedores/11/subcotacoes/': { body: [] },
      'GET /api/fornecedores/11/emissoes/': { body: [] },
    });
    const user = userEvent.setup();
    renderApp('/fornecedores');
    await user.click(await within(await tabela('Fornecedores')).findByRole('button', { name: 'Detalhes' }));
    expect(await screen.findByText(M.erroAssociadas)).toBeInTheDocument();
  });

  it('tells when a list cannot be loaded, with the error', async () => {
    api(FINANCEIRO, {
      'GET /api/fornecedores/': { status: 503, body: { detail: 'Serviço indisponível.' } },
    });
    renderApp('/fornecedores');
    expect(
      await screen.findByText(`${M.erroCarregarFornecedores}: Serviço indisponível.`),
    ).toBeInTheDocument();
  });

  it('lets users outside finance and issuance read but not change', async () => {
    api(CONSULTOR);
    renderApp('/fornecedores');
    const fornecedores = await tabela('Fornecedores');
    await within(fornecedores).findByText('Atlântica Consolidadora');
    expect(screen.getByRole('button', { name: 'Novo fornecedor' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Novo provedor' })).toBeDisabled();
    for (const acao of ['Editar', 'Associar provedores', 'Deletar']) {
      expect(within(fornecedores).getByRole('button', { name: acao })).toBeDisabled();
    }
    expect(within(fornecedores).getByRole('button', { name: 'Detalhes' })).toBeEnabled();
    const provedores = await tabela('Provedores de Serviços');
    expect(within(provedores).getByRole('button', { name: 'Imagens' })).toBeEnabled();
    expect(within(provedores).getByRole('button', { name: 'Associar fornecedores' })).toBeDisabled();
  });
});

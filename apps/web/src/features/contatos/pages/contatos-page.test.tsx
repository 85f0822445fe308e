import { CONTATO_MESSAGES } from '@skyler/domain/contatos';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DESCARTAR_ALTERACOES } from '../../../components/dialogs/descartar-alteracoes-dialog.tsx';
import { esperaPerguntarAntesDeDescartar } from '../../../test/descartar.ts';
import { type MockHandler, mockFetch } from '../../../test/fetch-mock.ts';
import { makeUser, signedIn } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { makeContato, makeContatoResumo } from '../testing/fixtures.ts';

function api(extra: Record<string, MockHandler> = {}) {
  return mockFetch({
    'GET /api/whoami/': { body: signedIn(makeUser()) },
    'GET /api/contatos/': ({ url }) => ({
      body: {
        contatos: url.searchParams.get('search') === 'nada' ? [] : [makeContatoResumo()],
        pages: 1,
      },
    }),
    ...extra,
  });
}

describe('Contatos', () => {
  it('lists contacts and searches after the pause', async () => {
    const fetch = api();
    const user = userEvent.setup();
    renderApp('/contatos');
    const tabela = await screen.findByRole('table', { name: 'Contatos' });
    expect(await within(tabela).findByText(/Adriana Pinto Almeida/)).toBeInTheDocument();
    expect(within(tabela).getByText('588.761.234-74')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Buscar contatos'), 'nada');
    expect(
      await within(tabela).findByText(CONTATO_MESSAGES.nenhumContato, {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(fetch.calls.some((c) => c.url.searchParams.get('search') === 'nada')).toBe(true);
  });

  it('keeps the wizard on step 1 until the required fields are filled', async () => {
    api();
    const user = userEvent.setup();
    renderApp('/contatos');
    await user.click(await screen.findByRole('button', { name: 'Novo Contato' }));
    const wizard = await screen.findByRole('dialog', { name: 'Novo Contato' });
    expect(within(wizard).getByText(CONTATO_MESSAGES.camposObrigatorios)).toBeInTheDocument();
    await user.click(within(wizard).getByRole('button', { name: 'Avançar' }));
    expect(await within(wizard).findByText('Nome é obrigatório!')).toBeInTheDocument();
    expect(within(wizard).getByText('Sobrenome é obrigatório!')).toBeInTheDocument();
    expect(within(wizard).getByRole('textbox', { name: 'Nome' })).toBeInTheDocument();
  });

  it('asks before closing a wizard with changes', async () => {
    api();
    const user = userEvent.setup();
    renderApp('/contatos');
    await user.click(await screen.findByRole('button', { name: 'Novo Contato' }));
    const wizard = await screen.findByRole('dialog', { name: 'Novo Contato' });
    await esperaPerguntarAntesDeDescartar(
      user,
      within(wizard).getByRole('textbox', { name: 'Nome' }),
      'Teo',
      CONTATO_MESSAGES.fecharDialogo,
    );
    await user.click(within(wizard).getByRole('button', { name: 'Cancelar' }));
    await user.click(await screen.findByRole('button', { name: DESCARTAR_ALTERACOES.confirm }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Novo Contato' })).toBeNull());
  });
});

describe('Contato', () => {
  it('shows the not-found message', async () => {
    api({ 'GET /api/contatos/5/': { status: 404, body: { detail: 'Não encontrado.' } } });
    renderApp('/contatos/5');
    expect(await screen.findByText(CONTATO_MESSAGES.naoEncontrado)).toBeInTheDocument();
  });

  it('saves the whole contact from the address tab', async () => {
    const contato = makeContato();
    const fetch = api({
      'GET /api/contatos/218/': { body: contato },
      'PUT /api/contatos/218/': ({ body }) => ({
        body: { ...contato, endereco: { ...contato.endereco, ...(body as typeof contato).endereco } },
      }),
    });
    const user = userEvent.setup();
    renderApp('/contatos/218/endereco');
    const logradouro = await screen.findByRole('textbox', { name: 'Logradouro' });
    expect(logradouro).toHaveValue('Rua XV de Novembro');
    await user.clear(logradouro);
    await user.type(logradouro, 'Avenida Sete de Setembro');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(CONTATO_MESSAGES.editado)).toBeInTheDocument();
    const [put] = fetch.callsTo('PUT', '/api/contatos/218/');
    expect(put?.body).toMatchObject({
      nome: 'Adriana',
      indicacao: 7,
      endereco: { logradouro: 'Avenida Sete de Setembro', cidade: 'Curitiba' },
    });
  });

  it('needs a selected sale before Gerar Fatura', async () => {
    api({
      'GET /api/contatos/218/': { body: makeContato() },
      'GET /api/contatos/218/vendas/': {
        body: [
          {
            id: 42,
            status: 'proposta',
            indicacao: null,
            consultor: { id: 3, nome: 'Carlos', sobrenome: 'Consultor' },
            created_at: '2026-05-01T10:00:00.000Z',
            cliente: { id: 218, nome: 'Adriana', sobrenome: 'Pinto Almeida' },
            cliente_empresa: null,
            num_servicos: 2,
            valor_faturado: '1234.50',
            valor_pago: '200.00',
          },
        ],
      },
    });
    const user = userEvent.setup();
    renderApp('/contatos/218/vendas');
    expect(await screen.findByText('Carlos Consultor', { selector: 'strong' })).toBeInTheDocument();
    const linha = screen.getByRole('row', { name: /0042/ });
    expect(linha).toHaveTextContent(/R\$\s1\.234,50/);
    expect(linha).toHaveTextContent(/R\$\s200,00/);
    expect(screen.getByRole('columnheader', { name: 'Faturado' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Gerar Fatura' }));
    expect(await screen.findByText(CONTATO_MESSAGES.selecioneVenda)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Selecionar venda 0042' })).not.toBeChecked();
  });

  it('adds a loyalty account after checking its fields', async () => {
    let contas: unknown[] = [];
    const fetch = api({
      'GET /api/contatos/218/': { body: makeContato() },
      'GET /api/programas/': { body: [{ id: 3, nome: 'Smiles', ativo: true }] },
      'GET /api/contatos/218/fidelidades/': () => ({ body: contas }),
      'POST /api/contatos/218/fidelidades/': () => {
        contas = [
          {
            id: 9,
            programa: { id: 3, nome: 'Smiles' },
            numero_id_conta: '998877',
            titular: 'Adriana Pinto Almeida',
            created_at: '2026-05-01T10:00:00.000Z',
          },
        ];
        return { status: 201, body: contas };
      },
    });
    const user = userEvent.setup();
    renderApp('/contatos/218/contas-fidelidade');
    expect(await screen.findByText(CONTATO_MESSAGES.nenhumaFidelidade)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Adicionar conta' }));
    expect(screen.getByText(CONTATO_MESSAGES.programaObrigatorio)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/contatos/218/fidelidades/')).toHaveLength(0);
    await user.click(screen.getByRole('combobox', { name: 'Programa' }));
    await user.click(await screen.findByRole('option', { name: 'Smiles' }));
    await user.type(screen.getByRole('textbox', { name: 'Número da conta' }), '998877');
    await user.click(screen.getByRole('button', { name: 'Adicionar conta' }));
    await waitFor(() =>
      expect(fetch.callsTo('POST', '/api/contatos/218/fidelidades/')[0]?.body).toEqual({
        programa: 3,
        numero_id_conta: '998877',
      }),
    );
    expect(await screen.findByRole('table', { name: 'Contas fidelidade' })).toHaveTextContent('998877');
  });
});

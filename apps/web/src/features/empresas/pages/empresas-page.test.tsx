import { CONTATO_MESSAGES } from '@skyler/domain/contatos';
import { EMPRESA_MESSAGES } from '@skyler/domain/empresas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { esperaPerguntarAntesDeDescartar } from '../../../test/descartar.ts';
import { type MockHandler, mockFetch } from '../../../test/fetch-mock.ts';
import { makeUser, signedIn } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { makeEmpresa } from '../testing/fixtures.ts';

const EMPRESA = makeEmpresa();

function api(extra: Record<string, MockHandler> = {}) {
  return mockFetch({
    'GET /api/whoami/': { body: signedIn(makeUser()) },
    'GET /api/empresas/': { body: { empresas: [EMPRESA], pages: 1 } },
    ...extra,
  });
}

describe('Empresas', () => {
  it('lists companies and opens the creation dialog with its rule; a typed company is not dropped unasked', async () => {
    const fetch = api();
    const user = userEvent.setup();
    renderApp('/empresas');
    const tabela = await screen.findByRole('table', { name: 'Empresas' });
    expect(await within(tabela).findByText('45.678.912/0001-55')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nova Empresa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova Empresa' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nome' }), 'Só o nome');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(EMPRESA_MESSAGES.incompleta)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/empresas/')).toHaveLength(0);
    await esperaPerguntarAntesDeDescartar(
      user,
      within(dialog).getByRole('textbox', { name: 'Razão social' }),
      'SA',
      CONTATO_MESSAGES.fecharDialogo,
    );
  });

  it('says "Erro ao carregar empresas" with the reason when the list cannot be loaded', async () => {
    api({ 'GET /api/empresas/': { status: 500, body: { detail: 'Banco indisponível.' } } });
    renderApp('/empresas');
    expect(
      await screen.findByText(`${EMPRESA_MESSAGES.erroCarregar}: Banco indisponível.`),
    ).toBeInTheDocument();
  });

  it('searches at once with Enter and offers "Limpar filtros" when nothing matches', async () => {
    const fetch = api({
      'GET /api/empresas/': ({ url }) => ({
        body: url.searchParams.get('search') ? { empresas: [], pages: 1 } : { empresas: [EMPRESA], pages: 1 },
      }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/empresas');
    const tabela = await screen.findByRole('table', { name: 'Empresas' });
    expect(await within(tabela).findByText('Quero-Quero Calçados')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Buscar empresas' }), 'nada{Enter}');
    expect(router.state.location.search).toBe('?search=nada');
    expect(await screen.findByText(EMPRESA_MESSAGES.nenhuma)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(await within(tabela).findByText('Quero-Quero Calçados')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    // the field takes the cleared filter in an effect after the commit that shows the list again
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Buscar empresas' })).toHaveValue(''));
    expect(fetch.callsTo('GET', '/api/empresas/').length).toBeGreaterThanOrEqual(2);
  });

  it('spells E-mail in the list header and keeps the CNPJ on one line', async () => {
    api();
    renderApp('/empresas');
    const tabela = await screen.findByRole('table', { name: 'Empresas' });
    expect(within(tabela).getByRole('columnheader', { name: 'E-mail' })).toBeInTheDocument();
    const cnpj = await within(tabela).findByRole('cell', { name: '45.678.912/0001-55' });
    expect(getComputedStyle(cnpj).whiteSpace).toBe('nowrap');
  });

  it('shows the not-found page with the not-found message when the API does not know the company', async () => {
    api({ 'GET /api/empresas/5/': { status: 404, body: { detail: 'Não encontrado.' } } });
    renderApp('/empresas/5');
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
    expect(screen.getByText(EMPRESA_MESSAGES.naoEncontrada)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('asks for a contact before linking one in Relações', async () => {
    const fetch = api({
      'GET /api/empresas/12/': { body: EMPRESA },
      'GET /api/empresas/12/relacoes/': { body: [] },
    });
    const user = userEvent.setup();
    renderApp('/empresas/12/relacoes');
    expect(await screen.findByText(EMPRESA_MESSAGES.nenhumaRelacao)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Vincular contato' }));
    expect(await screen.findByText(EMPRESA_MESSAGES.contatoObrigatorio)).toBeInTheDocument();
    await waitFor(() => expect(fetch.callsTo('POST', '/api/empresas/12/relacoes/')).toHaveLength(0));
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CONSULTORES, makeVendaDetalhada } from '../features/vendas/testing/fixtures.tsx';
import { browser } from '../lib/browser.ts';
import { mockFetch } from '../test/fetch-mock.ts';
import { anonymous, makeUser, otpPending, signedIn } from '../test/fixtures.ts';
import { renderApp } from '../test/render.tsx';
import { PAGES } from './pages.ts';

function whoami(body: unknown) {
  return mockFetch({ 'GET /api/whoami/': { body } });
}

async function expectPath(router: ReturnType<typeof renderApp>['router'], path: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(path));
}

describe('route guard', () => {
  it("sends a customer account to its portal, in the portal's frame", async () => {
    mockFetch({
      'GET /api/whoami/': { body: signedIn(makeUser({ cliente: true, is_staff: false })) },
      'GET /api/portal/vendas/': { body: { vendas: [], pages: 1 } },
    });
    const { router } = renderApp('/vendas');
    await expectPath(router, '/portal');
    expect(await screen.findByRole('heading', { name: 'Minhas viagens' })).toBeInTheDocument();
    expect(await screen.findByText('Nenhuma viagem encontrada.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();
  });

  it('shows "Sem permissão" to staff without the comissao route, at /comissao', async () => {
    whoami(signedIn(makeUser({ authorized_restricted_routes: ['milhas'] })));
    const { router } = renderApp('/comissao');
    expect(await screen.findByRole('heading', { name: 'Sem permissão' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/comissao');
    expect(screen.getByRole('link', { name: 'Ir para o início' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Sem permissão · Skyler Back-office'));
  });

  it('refuses the paid payment orders to staff without ordem-pagamento-abertos, like the open ones', async () => {
    whoami(signedIn(makeUser()));
    const { router } = renderApp('/ordem-pagamento/pagos');
    expect(await screen.findByRole('heading', { name: 'Sem permissão' })).toBeInTheDocument();
    await router.navigate('/ordem-pagamento/abertos');
    expect(await screen.findByRole('heading', { name: 'Sem permissão' })).toBeInTheDocument();
  });

  it('opens /comissao to staff authorised for it', async () => {
    mockFetch({
      'GET /api/whoami/': { body: signedIn(makeUser({ authorized_restricted_routes: ['comissao'] })) },
      'GET /api/emissoes/comissao/': { body: { emissoes: [], pages: 1, com_valores: false } },
    });
    const { router } = renderApp('/comissao');
    expect(await screen.findByRole('heading', { name: 'Comissão' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/comissao');
    expect(await screen.findByText('Nenhuma emissão encontrada')).toBeInTheDocument();
  });

  it('sends a signed-in user from login to home', async () => {
    whoami(signedIn());
    const { router } = renderApp('/login');
    await expectPath(router, '/');
    expect(await screen.findByText('Bem vindo, Ana Souza')).toBeInTheDocument();
  });

  it('sends a visitor without session to login', async () => {
    whoami(anonymous());
    const { router } = renderApp('/vendas');
    await expectPath(router, '/login');
    expect(await screen.findByRole('button', { name: 'Acessar' })).toBeInTheDocument();
  });

  it('opens the code step while a code is awaited, and not otherwise', async () => {
    whoami(otpPending());
    const first = renderApp('/otp_verification');
    expect(await screen.findByRole('button', { name: 'Verificar e Acessar' })).toBeInTheDocument();
    expect(first.router.state.location.pathname).toBe('/otp_verification');
    first.unmount();

    whoami(anonymous());
    const second = renderApp('/otp_verification');
    await expectPath(second.router, '/login');
  });

  it('shows "Página não encontrada" at unknown addresses', async () => {
    whoami(signedIn());
    const { router } = renderApp('/nao-existe/123');
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/nao-existe/123');
    await waitFor(() => expect(document.title).toBe('Página não encontrada · Skyler Back-office'));
  });

  it('sends a visitor without session from an unknown address to login', async () => {
    whoami(anonymous());
    const { router } = renderApp('/nao-existe');
    await expectPath(router, '/login');
  });

  it('shows "Página não encontrada" for a detail route whose id is not a number', async () => {
    const api = whoami(signedIn());
    renderApp('/empresas/abc');
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
    expect(screen.queryByText(/Empresa 0NaN/)).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/empresas/NaN/')).toHaveLength(0);
  });

  it('names each screen in the browser tab from the route table', async () => {
    whoami(signedIn());
    const { router } = renderApp('/vendas');
    await waitFor(() => expect(document.title).toBe('Vendas · Skyler Back-office'));
    await router.navigate('/empresas');
    await waitFor(() => expect(document.title).toBe('Empresas · Skyler Back-office'));
  });

  it('asks who the user is only once across navigations', async () => {
    const api = whoami(signedIn());
    const { router } = renderApp('/vendas');
    expect(await screen.findByRole('heading', { name: 'Vendas' })).toBeInTheDocument();
    await router.navigate('/empresas');
    expect(await screen.findByRole('heading', { name: 'Empresas' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/whoami/')).toHaveLength(1);
  });

  it("puts the sales list's first page in the cache from the route, under the page's own key", async () => {
    const api = mockFetch({
      'GET /api/whoami/': { body: signedIn() },
      'GET /api/vendas/detailed/': { body: { vendas: [makeVendaDetalhada()], pages: 1 } },
      'GET /api/users/web_ativos/': { body: CONSULTORES },
    });
    const vendas = vi.spyOn(PAGES, 'vendas');
    const { queryClient } = renderApp('/vendas');
    await waitFor(() => expect(api.callsTo('GET', '/api/vendas/detailed/')).not.toHaveLength(0));
    expect(vendas).toHaveBeenCalled();
    expect(await screen.findByText('Maria Oliveira')).toBeInTheDocument();
    // the page found the answer under its key: one query each (the tests' client keeps nothing fresh, so
    // the page asks again; the app's keeps an answer 30 s)
    expect(queryClient.getQueryCache().findAll({ queryKey: ['vendas'] })).toHaveLength(1);
    expect(queryClient.getQueryCache().findAll({ queryKey: ['usuarios'] })).toHaveLength(1);
  });

  it('forwards /rac and /ordem-pagamento to their first tab', async () => {
    whoami(signedIn(makeUser({ authorized_restricted_routes: ['ordem-pagamento-abertos'] })));
    const { router } = renderApp('/rac');
    await expectPath(router, '/racs/aberta');
    await router.navigate('/ordem-pagamento');
    await expectPath(router, '/ordem-pagamento/abertos');
  });
});

describe('public pages', () => {
  it('show the payment results without asking who the user is', async () => {
    const api = whoami(anonymous());
    const { router } = renderApp('/success-maxipago');
    expect(await screen.findByText('Deu certo :-)')).toBeInTheDocument();
    await router.navigate('/fail-maxipago');
    expect(await screen.findByText('Deu errado :-(')).toBeInTheDocument();
    await router.navigate('/submit-maxipago');
    expect(await screen.findByText('Submit page')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/whoami/')).toHaveLength(0);
  });

  it('send the terms and the privacy policy to their PDFs', async () => {
    whoami(anonymous());
    const replace = vi.spyOn(browser, 'replace').mockImplementation(() => undefined);
    const { router } = renderApp('/termos-de-uso');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/static/termos-de-uso.pdf'));
    await router.navigate('/politica-de-privacidade');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/static/politica-de-privacidade.pdf'));
  });
});

describe('page downloads', () => {
  it('do not happen for pages the guard turns away', async () => {
    whoami(signedIn(makeUser({ authorized_restricted_routes: [] })));
    const comissao = vi.spyOn(PAGES, 'comissao');
    const home = vi.spyOn(PAGES, 'home');
    const { router } = renderApp('/comissao');
    await router.navigate('/');
    expect(await screen.findByText('Bem vindo, Ana Souza')).toBeInTheDocument();
    expect(home).toHaveBeenCalled();
    expect(comissao).not.toHaveBeenCalled();
  });

  it('do not happen for a signed-out visit to a deep link', async () => {
    whoami(anonymous());
    const vendas = vi.spyOn(PAGES, 'vendas');
    const { router } = renderApp('/vendas');
    expect(await screen.findByRole('button', { name: 'Acessar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(vendas).not.toHaveBeenCalled();
  });

  it('happen later for a page first turned away, once the user may see it', async () => {
    let auth = anonymous();
    mockFetch({ 'GET /api/whoami/': () => ({ body: auth }) });
    const { router, queryClient } = renderApp('/vendas');
    await expectPath(router, '/login');
    auth = signedIn();
    await queryClient.invalidateQueries();
    await queryClient.resetQueries();
    await router.navigate('/vendas');
    expect(await screen.findByRole('heading', { name: 'Vendas' })).toBeInTheDocument();
  });
});

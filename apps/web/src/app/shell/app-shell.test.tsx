import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeVendaDetalhada } from '../../features/vendas/testing/fixtures.tsx';
import { setCookie } from '../../test/cookies.ts';
import { mockFetch } from '../../test/fetch-mock.ts';
import { anonymous, makeUser, signedIn } from '../../test/fixtures.ts';
import { setScreenWidth } from '../../test/match-media.ts';
import { renderApp } from '../../test/render.tsx';

function menuLabels() {
  const nav = screen.getByRole('navigation', { name: 'Menu principal' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('AppShell', () => {
  it('shows the always-on menu items and only the restricted ones the user may reach', async () => {
    mockFetch({
      'GET /api/whoami/': {
        body: signedIn(makeUser({ authorized_restricted_routes: ['comissao', 'pega-vendas'] })),
      },
    });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Dashboards' })).toBeInTheDocument();
    expect(menuLabels()).toEqual([
      'Contatos',
      'Empresas',
      'Vendas',
      'Orçamentos',
      'Serviços',
      'Emissões',
      'Base de Fornecedores',
      'RAC',
      'Cartões da agência',
      'Comissão',
      'Pega Vendas',
      'Exportar',
    ]);
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(nav).getAllByRole('listitem')).toHaveLength(12);
    expect(within(nav).getByRole('link', { name: 'Exportar' })).toHaveAttribute('href', '/exportar');
  });

  it('lists the administration screens under an "Administração" heading, for administrators only', async () => {
    mockFetch({ 'GET /api/whoami/': { body: signedIn(makeUser({ is_superuser: true })) } });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Dashboards' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    const cabecalho = within(nav).getByText('Administração');
    const programas = within(nav).getByRole('link', { name: 'Programas de fidelidade' });
    // the heading comes right before the group's first entry
    expect(cabecalho.compareDocumentPosition(programas) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(menuLabels().slice(-6)).toEqual([
      'Programas de fidelidade',
      'Companhias aéreas',
      'Parâmetros da agência',
      'Taxas dos meios de pagamento',
      'Configurações fiscais',
      'E-mails',
    ]);
    // the DRE under its own "Financeiro" heading
    expect(within(nav).getByText('Financeiro')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'DRE' })).toHaveAttribute('href', '/financeiro/dre');
  });

  it('highlights the menu item of the open area, also on its detail routes', async () => {
    mockFetch({
      'GET /api/whoami/': { body: signedIn() },
      'GET /api/vendas/12/': { body: makeVendaDetalhada({ id: 12 }) },
    });
    const { router } = renderApp('/vendas/12/info');
    expect(await screen.findByRole('heading', { name: /^Venda/ })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(menu).getByRole('link', { name: 'Vendas' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Contatos' })).not.toHaveAttribute('aria-current');

    await router.navigate('/racs/em-processo');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'RAC' })).toHaveAttribute('aria-current', 'page'),
    );
  });

  it('offers customers only their trips, from their account page', async () => {
    mockFetch({ 'GET /api/whoami/': { body: signedIn(makeUser({ cliente: true })) } });
    renderApp('/minha-conta');
    expect(await screen.findByRole('heading', { name: 'Minha conta' })).toBeInTheDocument();
    expect(menuLabels()).toEqual(['Minhas viagens']);
  });

  it('shows the initials, the token when there is one, and logs out', async () => {
    setCookie('csrftoken', 'abc');
    const api = mockFetch({
      'GET /api/whoami/': {
        body: signedIn(makeUser({ nome: 'Maria Clara', sobrenome: 'de Souza Lima', id_token: 'tok-987' })),
      },
      'POST /api/logout/': { body: anonymous() },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/');

    const avatar = await screen.findByRole('button', { name: 'ML (Maria Clara de Souza Lima)' });
    expect(avatar).toHaveTextContent('ML');
    await user.click(avatar);
    // the menu's list arrives on the avatar's first hover, focus or click
    expect(await screen.findByRole('menuitem', { name: 'Token: tok-987' })).toBeInTheDocument();

    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Acessar' })).toBeInTheDocument();
    const [logout] = api.callsTo('POST', '/api/logout/');
    expect(logout?.headers.get('X-CSRFToken')).toBe('abc');
  });

  it('leaves the token out of the menu when the user has none', async () => {
    mockFetch({ 'GET /api/whoami/': { body: signedIn() } });
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'AS (Ana Souza)' }));
    expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByText(/Token:/)).not.toBeInTheDocument();
  });

  it('copies the token when it is clicked', async () => {
    mockFetch({ 'GET /api/whoami/': { body: signedIn(makeUser({ id_token: 'tok-1' })) } });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'AS (Ana Souza)' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Token: tok-1' }));
    expect(writeText).toHaveBeenCalledWith('tok-1');
    expect(await screen.findByText('Texto copiado com sucesso!')).toBeInTheDocument();
  });

  it('collapses the side menu to icons on wide screens and remembers it', async () => {
    mockFetch({ 'GET /api/whoami/': { body: signedIn() } });
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Recolher menu' }));
    expect(screen.getByRole('button', { name: 'Abrir menu' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
    expect(window.localStorage.getItem('skyler.menu-recolhido')).toBe('1');
  });

  it('slides the menu over the page on narrow screens and closes it after a choice', async () => {
    setScreenWidth(600);
    mockFetch({ 'GET /api/whoami/': { body: signedIn() } });
    const user = userEvent.setup();
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Dashboards' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Abrir menu' }));
    await user.click(
      within(screen.getByRole('navigation', { name: 'Menu principal' })).getByRole('link', {
        name: 'Empresas',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/empresas'));
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument(),
    );
  });

  it('offers "Pular para o conteúdo" as the first keyboard stop, which moves the focus to the page', async () => {
    mockFetch({ 'GET /api/whoami/': { body: signedIn() } });
    const user = userEvent.setup();
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Dashboards' })).toBeInTheDocument();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Pular para o conteúdo' });
    expect(skip).toHaveFocus();
    await user.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
  });
});

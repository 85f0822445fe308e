import { BUSCAS_MESSAGES as M } from '@skyler/domain/busca-credito';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { makeUser, signedIn } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';

const BUSCA = {
  id: 12,
  created_at: '2026-03-11T15:30:00.000Z',
  usuario: { id: 2, nome: 'Carlos', sobrenome: 'Consultor' },
  general_flag: 'yellow',
  contato: { id: 3, nome: 'Zuleica', sobrenome: 'Quintanilha' },
  empresa: null,
  dados: {
    resposta: {
      general_flag: 'yellow',
      personal_information: { flag: 'green', nome: 'ZULEICA QUINTANILHA', idade: 41, falecido: false },
      restriction: { flag: 'yellow', quantidade: 1, itens: [{ credor: 'Banco Exemplo S.A.' }] },
      obito: null,
    },
    data_busca: { general_flag: 'yellow' },
  },
};

const abrir = (routes: Parameters<typeof mockFetch>[0]) => {
  const api = mockFetch({ 'GET /api/whoami/': { body: signedIn(makeUser()) }, ...routes });
  renderApp('/buscas/12');
  return api;
};

describe('BuscaPage', () => {
  it('says who ran the search, when, of which contact, with a link back to its Busca tab', async () => {
    abrir({ 'GET /api/buscas/12/': { body: BUSCA } });
    expect(await screen.findByRole('heading', { name: 'Busca 0012' })).toBeInTheDocument();
    expect(
      await screen.findByText(/Realizada por Carlos Consultor em 11\/03\/2026 12:30/),
    ).toBeInTheDocument();
    expect(screen.getByText('Atenção')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Zuleica Quintanilha' });
    expect(links.every((link) => link.getAttribute('href') === '/contatos/3/busca')).toBe(true);
  });

  it('shows the stored search as a tree: values typed, each node opened by itself, the whole tree at once', async () => {
    const user = userEvent.setup();
    abrir({ 'GET /api/buscas/12/': { body: BUSCA } });
    const tree = await screen.findByRole('tree', { name: 'Dados da busca 0012' });
    // the first two levels open: the answer's sections are listed, their fields not yet
    expect(within(tree).getByText('personal_information:')).toBeInTheDocument();
    expect(within(tree).queryByText('"ZULEICA QUINTANILHA"')).toBeNull();
    expect(within(tree).getByText('null')).toHaveClass('json-tree-null');

    const secao = within(tree).getByText('personal_information:').closest('[role="treeitem"]') as HTMLElement;
    expect(secao).toHaveAttribute('aria-expanded', 'false');
    await user.click(within(secao).getAllByRole('button', { name: 'Expandir' })[0] as HTMLElement);
    expect(secao).toHaveAttribute('aria-expanded', 'true');
    expect(within(tree).getByText('"ZULEICA QUINTANILHA"')).toHaveClass('json-tree-string');
    expect(within(tree).getByText('41')).toHaveClass('json-tree-number');
    expect(within(tree).getByText('false')).toHaveClass('json-tree-boolean');
    expect(within(tree).queryByText('"Banco Exemplo S.A."')).toBeNull();

    await user.click(screen.getByRole('button', { name: M.expandirTudo }));
    expect(await screen.findByText('"Banco Exemplo S.A."')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: M.recolherTudo }));
    await waitFor(() => expect(screen.queryByText('personal_information:')).toBeNull());
    expect(screen.getByText('resposta:')).toBeInTheDocument();
  });

  it('copies the JSON', async () => {
    // user-event puts its own clipboard in place of the browser's
    const user = userEvent.setup();
    abrir({ 'GET /api/buscas/12/': { body: BUSCA } });
    await user.click(await screen.findByRole('button', { name: M.copiarJson }));
    expect(await navigator.clipboard.readText()).toBe(JSON.stringify(BUSCA.dados, null, 2));
    expect(await screen.findByText(M.jsonCopiado)).toBeInTheDocument();
  });

  it('a company search links back to the company', async () => {
    abrir({
      'GET /api/buscas/12/': { body: { ...BUSCA, contato: null, empresa: { id: 8, nome: 'Horizonte' } } },
    });
    const links = await screen.findAllByRole('link', { name: 'Horizonte' });
    expect(links.every((link) => link.getAttribute('href') === '/empresas/8/busca')).toBe(true);
  });

  it('says the search was not found', async () => {
    abrir({ 'GET /api/buscas/12/': { status: 404, body: { detail: M.naoEncontrada } } });
    expect(await screen.findByText(M.naoEncontrada)).toBeInTheDocument();
  });
});

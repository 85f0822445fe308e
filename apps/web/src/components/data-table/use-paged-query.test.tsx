import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { usePagedQuery } from './use-paged-query.ts';

type Venda = { id: number };

function Vendas({ filterKeys, local = false }: { filterKeys?: string[]; local?: boolean }) {
  const list = usePagedQuery<Venda, 'vendas'>({
    area: 'vendas',
    path: '/api/vendas/detailed/',
    listKey: 'vendas',
    filterKeys,
    ...(local ? { estado: 'local', filtrosIniciais: { cliente: '7' } } : {}),
  });
  return (
    <div>
      <p>{`página ${list.page} de ${list.pages}: ${list.rows.map((v) => v.id).join(',')}`}</p>
      <p>{`filtros ${JSON.stringify(list.filters)}`}</p>
      <button type="button" onClick={() => list.setPage(3)}>
        página 3
      </button>
      <button type="button" onClick={() => list.setFilters({ status: 'concluida', cliente: null })}>
        filtrar
      </button>
      <button
        type="button"
        onClick={() => {
          // two filters set before the list renders again, as a field applies its text a moment after another
          list.setFilters({ status: 'concluida' });
          list.setFilters({ cliente: '9' });
        }}
      >
        dois filtros
      </button>
    </div>
  );
}

describe('usePagedQuery', () => {
  it('asks for the page and filters of the URL and reads the named list', async () => {
    const api = mockFetch({
      'GET /api/vendas/detailed/': ({ url }) => ({
        body: { vendas: [{ id: Number(url.searchParams.get('page')) * 10 }], pages: 4 },
      }),
    });
    renderWithProviders(<Vendas />, {
      route: '/vendas?page=2&status=proposta&tipos_orcamento=hotel&tipos_orcamento=voo',
    });
    expect(await screen.findByText('página 2 de 4: 20')).toBeInTheDocument();
    const [call] = api.callsTo('GET', '/api/vendas/detailed/');
    expect(call?.url.searchParams.get('page')).toBe('2');
    expect(call?.url.searchParams.get('status')).toBe('proposta');
    expect(call?.url.searchParams.getAll('tipos_orcamento')).toEqual(['hotel', 'voo']);
  });

  it('moves between pages through the URL', async () => {
    mockFetch({
      'GET /api/vendas/detailed/': ({ url }) => ({
        body: { vendas: [{ id: Number(url.searchParams.get('page')) }], pages: 5 },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<Vendas />, { route: '/vendas?status=proposta' });
    expect(await screen.findByText('página 1 de 5: 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'página 3' }));
    expect(await screen.findByText('página 3 de 5: 3')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/vendas?status=proposta&page=3');
  });

  it('goes back to page 1 when the filters change', async () => {
    const api = mockFetch({ 'GET /api/vendas/detailed/': { body: { vendas: [], pages: 1 } } });
    const user = userEvent.setup();
    renderWithProviders(<Vendas />, { route: '/vendas?page=4&cliente=9' });
    await user.click(await screen.findByRole('button', { name: 'filtrar' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/vendas?status=concluida');
    await waitFor(() => expect(api.calls.at(-1)?.url.search).toBe('?status=concluida&page=1'));
  });

  it('keeps a filter set a moment before another, before the list rendered again', async () => {
    const api = mockFetch({ 'GET /api/vendas/detailed/': { body: { vendas: [], pages: 1 } } });
    const user = userEvent.setup();
    renderWithProviders(<Vendas />, { route: '/vendas?page=2' });
    await user.click(await screen.findByRole('button', { name: 'dois filtros' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/vendas?status=concluida&cliente=9');
    await waitFor(() => expect(api.calls.at(-1)?.url.search).toBe('?status=concluida&cliente=9&page=1'));
  });

  it('sends only the declared filters when given', async () => {
    const api = mockFetch({ 'GET /api/vendas/detailed/': { body: { vendas: [], pages: 1 } } });
    renderWithProviders(<Vendas filterKeys={['status']} />, { route: '/vendas?status=proposta&aba=2' });
    expect(await screen.findByText('filtros {"status":"proposta"}')).toBeInTheDocument();
    await waitFor(() => expect(api.calls[0]?.url.search).toBe('?status=proposta&page=1'));
  });

  it('keeps the page and the filters in its own state, the address untouched, in the local mode', async () => {
    const api = mockFetch({
      'GET /api/vendas/detailed/': ({ url }) => ({
        body: { vendas: [{ id: Number(url.searchParams.get('page')) }], pages: 5 },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<Vendas local />, { route: '/contas-a-receber?page=2&status=aberta' });
    expect(await screen.findByText('página 1 de 5: 1')).toBeInTheDocument();
    expect(screen.getByText('filtros {"cliente":"7"}')).toBeInTheDocument();
    expect(api.calls[0]?.url.search).toBe('?cliente=7&page=1');
    await user.click(screen.getByRole('button', { name: 'página 3' }));
    expect(await screen.findByText('página 3 de 5: 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'dois filtros' }));
    expect(await screen.findByText('filtros {"status":"concluida","cliente":"9"}')).toBeInTheDocument();
    await waitFor(() => expect(api.calls.at(-1)?.url.search).toBe('?status=concluida&cliente=9&page=1'));
    expect(screen.getByTestId('location')).toHaveTextContent('/contas-a-receber?page=2&status=aberta');
  });
});

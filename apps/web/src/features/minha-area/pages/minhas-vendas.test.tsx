import { AUTH_MESSAGES } from '@skyler/domain/auth-regras';
import { VENDA_ERROS } from '@skyler/domain/vendas-regras';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { makeVendaDetalhada, renderComUsuario } from '../../vendas/testing/fixtures.tsx';
import { MinhasVendas } from './minhas-vendas.tsx';

describe('MinhasVendas', () => {
  it("lists a staff user's own sales as consultant", async () => {
    const api = mockFetch({
      'GET /api/vendas/detailed/': { body: { vendas: [makeVendaDetalhada({ id: 51 })], pages: 1 } },
    });
    renderComUsuario(<MinhasVendas />, { user: makeUser({ id: 7 }) });
    const table = await screen.findByRole('table', { name: 'Minhas Vendas' });
    expect(await within(table).findByText('Maria Oliveira')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/vendas/detailed/')[0]?.url.searchParams.get('consultor')).toBe('7');
  });

  it("lists a customer account's own sales from its own route, with no filter naming anyone", async () => {
    const api = mockFetch({
      'GET /api/vendas/minhas/': {
        body: {
          vendas: [
            {
              id: 61,
              status: 'concluida',
              cliente: { id: 3, nome: 'Cláudia', sobrenome: 'Cliente' },
              consultor: { id: 2, nome: 'Carlos', sobrenome: 'Consultor' },
              created_at: '2026-03-10T12:00:00.000Z',
              updated_at: '2026-03-11T15:30:00.000Z',
            },
          ],
          pages: 1,
        },
      },
    });
    renderComUsuario(<MinhasVendas />, { user: makeUser({ id: 8, cliente: true, is_staff: false }) });
    const table = await screen.findByRole('table', { name: 'Minhas Vendas' });
    expect(await within(table).findByText('Cláudia Cliente')).toBeInTheDocument();
    expect(within(table).getByText('Carlos Consultor')).toBeInTheDocument();
    expect(within(table).getByText('Concluída')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/vendas/detailed/')).toHaveLength(0);
    expect([...(api.callsTo('GET', '/api/vendas/minhas/')[0]?.url.searchParams.keys() ?? [])]).toEqual([
      'page',
    ]);
  });

  it('shows the error of a failed load, never an empty list', async () => {
    mockFetch({ 'GET /api/vendas/minhas/': { status: 403, body: { detail: AUTH_MESSAGES.forbidden } } });
    renderComUsuario(<MinhasVendas />, { user: makeUser({ id: 8, cliente: true, is_staff: false }) });
    expect(await screen.findByText(AUTH_MESSAGES.forbidden)).toBeInTheDocument();
    expect(screen.queryByText(VENDA_ERROS.nenhumaVenda)).toBeNull();
  });
});

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

  it('shows the error of a failed load, never an empty list', async () => {
    mockFetch({ 'GET /api/vendas/detailed/': { status: 403, body: { detail: AUTH_MESSAGES.forbidden } } });
    renderComUsuario(<MinhasVendas />, { user: makeUser({ id: 7 }) });
    expect(await screen.findByText(AUTH_MESSAGES.forbidden)).toBeInTheDocument();
    expect(screen.queryByText(VENDA_ERROS.nenhumaVenda)).toBeNull();
  });
});

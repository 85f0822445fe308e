import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { makeVendaDetalhada, renderComUsuario } from '../../vendas/testing/fixtures.tsx';
import { MinhasVendas } from './minhas-vendas.tsx';

describe('MinhasVendas', () => {
  it("lists the signed-in user's own sales", async () => {
    const api = mockFetch({
      'GET /api/vendas/detailed/': { body: { vendas: [makeVendaDetalhada({ id: 51 })], pages: 1 } },
    });
    renderComUsuario(<MinhasVendas />, { user: makeUser({ id: 7 }) });
    const table = await screen.findByRole('table', { name: 'Minhas Vendas' });
    expect(await within(table).findByText('Maria Oliveira')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/vendas/detailed/')[0]?.url.searchParams.get('consultor')).toBe('7');
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '../api/client.ts';
import { mockFetch } from '../test/fetch-mock.ts';
import { anonymous, signedIn } from '../test/fixtures.ts';
import { renderApp } from '../test/render.tsx';
import { watchSession } from './session.ts';

describe('watchSession', () => {
  it('goes back to login when a call answers 401', async () => {
    let sessionOpen = true;
    mockFetch({
      'GET /api/whoami/': () => ({ body: sessionOpen ? signedIn() : anonymous() }),
      'GET /api/vendas/': { status: 401, body: { detail: 'Autenticação necessária.' } },
    });
    const { router, queryClient } = renderApp('/vendas');
    const stop = watchSession(queryClient, router);
    expect(await screen.findByRole('heading', { name: 'Vendas' })).toBeInTheDocument();

    sessionOpen = false;
    await api.get('/api/vendas/').catch(() => undefined);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Acessar' })).toBeInTheDocument();
    stop();
  });
});

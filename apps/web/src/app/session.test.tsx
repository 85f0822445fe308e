import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '../api/client.ts';
import { mockFetch } from '../test/fetch-mock.ts';
import { anonymous, signedIn } from '../test/fixtures.ts';
import { renderApp } from '../test/render.tsx';
import { watchSession } from './session.ts';

describe('watchSession', () => {
  it('goes back to login when a call answers 401, where the login page says why', async () => {
    let sessionOpen = true;
    const encerrada = { sessao_encerrada: 'inatividade' as const };
    mockFetch({
      'GET /api/whoami/': () => ({ body: sessionOpen ? signedIn() : { ...anonymous(), ...encerrada } }),
      'GET /api/vendas/': { status: 401, body: { detail: 'Autenticação necessária.', ...encerrada } },
    });
    const { router, queryClient } = renderApp('/vendas');
    const stop = watchSession(queryClient, router);
    expect(await screen.findByRole('heading', { name: 'Vendas' })).toBeInTheDocument();

    sessionOpen = false;
    await api.get('/api/vendas/').catch(() => undefined);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Acessar' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Sua sessão expirou por inatividade.');
    stop();
  });
});

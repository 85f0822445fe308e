import type { AuthState } from '@skyler/domain/auth';
import { PORTAL_ACESSO_MESSAGES as M } from '@skyler/domain/portal-acesso';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setCookie } from '../../../test/cookies.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { anonymous, makeUser, signedIn } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';

const CLIENTE = makeUser({ cliente: true, is_staff: false, nome: 'Paulo', username: 'paulo@exemplo.com.br' });
const LINK = '/portal/acesso?t=12.7.1900000000.abc';

describe("the proposal link's page", () => {
  it('creates the account on first use with the e-mailed code and a password, then opens the sale', async () => {
    setCookie('csrftoken', 'csrf');
    let auth: AuthState = anonymous();
    const api = mockFetch({
      'GET /api/whoami/': () => ({ body: auth }),
      'POST /api/portal/acesso/': {
        body: { situacao: 'criar_conta', venda: 12, email: 'paulo@exemplo.com.br' },
      },
      'POST /api/portal/acesso/codigo/': {
        body: { detail: M.codigoEnviado('pa***@exemplo.com.br'), expira_em: '2026-11-29T12:15:00Z' },
      },
      'POST /api/portal/acesso/conta/': (request) => {
        const { codigo } = request.body as { codigo: string };
        if (codigo !== '123456') {
          return {
            status: 400,
            body: {
              detail: M.codigoIncorreto(4),
              errors: { codigo: [M.codigoIncorreto(4)] },
              tentativas_restantes: 4,
            },
          };
        }
        auth = signedIn(CLIENTE);
        return { status: 201, body: { situacao: 'autenticado', venda: 12, email: 'paulo@exemplo.com.br' } };
      },
      'GET /api/portal/vendas/12/': { status: 404, body: { detail: 'Viagem não encontrada.' } },
    });
    const user = userEvent.setup();
    const { router } = renderApp(LINK);
    expect(await screen.findByText('paulo@exemplo.com.br')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/portal/acesso/')[0]?.body).toEqual({ token: '12.7.1900000000.abc' });
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByText(M.codigoEnviado('pa***@exemplo.com.br'))).toBeInTheDocument();

    // the form's own checks, then the server's refusal on its field
    await user.click(screen.getByRole('button', { name: 'Criar conta e abrir a viagem' }));
    expect(await screen.findByText(M.codigoFormato)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Código' }), '654321');
    await user.type(screen.getByLabelText('Senha'), 'Pelourinho ao entardecer 2027');
    await user.type(screen.getByLabelText('Confirme a senha'), 'Pelourinho ao entardecer');
    await user.click(screen.getByRole('button', { name: 'Criar conta e abrir a viagem' }));
    expect(await screen.findByText(M.senhasDiferentes)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirme a senha'), ' 2027');
    await user.click(screen.getByRole('button', { name: 'Criar conta e abrir a viagem' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.codigoIncorreto(4));

    await user.clear(screen.getByRole('textbox', { name: 'Código' }));
    await user.type(screen.getByRole('textbox', { name: 'Código' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Criar conta e abrir a viagem' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/vendas/12'));
    expect(api.callsTo('POST', '/api/portal/acesso/conta/').at(-1)?.body).toEqual({
      token: '12.7.1900000000.abc',
      codigo: '123456',
      senha: 'Pelourinho ao entardecer 2027',
      confirmacao: 'Pelourinho ao entardecer 2027',
    });
  });

  it('sends an existing account to the sign-in with its e-mail filled', async () => {
    setCookie('csrftoken', 'csrf');
    mockFetch({
      'GET /api/whoami/': { body: anonymous() },
      'POST /api/portal/acesso/': { body: { situacao: 'entrar', venda: 12, email: 'paulo@exemplo.com.br' } },
    });
    const { router } = renderApp(LINK);
    expect(await screen.findByRole('textbox', { name: 'Login' })).toHaveValue('paulo@exemplo.com.br');
    expect(router.state.location.search).toBe('?login=paulo%40exemplo.com.br&volta=%2Fportal%2Fvendas%2F12');
  });

  it('says an expired link expired and offers the sign-in', async () => {
    setCookie('csrftoken', 'csrf');
    mockFetch({
      'GET /api/whoami/': { body: anonymous() },
      'POST /api/portal/acesso/': { status: 400, body: { detail: M.linkExpirado } },
    });
    renderApp(LINK);
    expect(await screen.findByText(M.linkExpirado)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
  });
});

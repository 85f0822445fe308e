import { AUTH_MESSAGES, MENSAGENS_FIM_SESSAO, MOTIVOS_FIM_SESSAO } from '@skyler/domain/auth-regras';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clearCookies, setCookie } from '../../../test/cookies.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { anonymous, otpPending } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';

describe('LoginPage', () => {
  it.each(MOTIVOS_FIM_SESSAO)('says why the session ended: %s', async (motivo) => {
    mockFetch({ 'GET /api/whoami/': { body: { ...anonymous(), sessao_encerrada: motivo } } });
    renderApp('/login');
    expect(await screen.findByRole('status')).toHaveTextContent(MENSAGENS_FIM_SESSAO[motivo]);
  });

  it('sends a user whose session an administrator ended from a page to login, saying why', async () => {
    mockFetch({ 'GET /api/whoami/': { body: { ...anonymous(), sessao_encerrada: 'administrador' } } });
    const { router } = renderApp('/vendas');
    expect(await screen.findByText('Sua sessão foi encerrada por um administrador.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('says nothing about a session when there was none', async () => {
    mockFetch({ 'GET /api/whoami/': { body: anonymous() } });
    renderApp('/login');
    expect(await screen.findByLabelText('Login')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows Login, Senha, Acessar and the footer, without top bar or side menu', async () => {
    mockFetch({ 'GET /api/whoami/': { body: anonymous() } });
    renderApp('/login');
    expect(await screen.findByLabelText('Login')).toBeInTheDocument();
    expect(screen.getByLabelText('Senha')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Acessar' })).toBeInTheDocument();
    expect(screen.getByText('Skyler Back-office © 2022')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /\(Ana Souza\)/ })).not.toBeInTheDocument();
  });

  it('sends the credentials with the CSRF token and goes to the code step', async () => {
    setCookie('csrftoken', 'token-123');
    const api = mockFetch({
      'GET /api/whoami/': { body: anonymous() },
      'POST /api/login/': { body: otpPending() },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/login');

    await user.type(await screen.findByLabelText('Login'), 'ana.souza');
    await user.type(screen.getByLabelText('Senha'), 's3nha segura');
    await user.click(screen.getByRole('button', { name: 'Acessar' }));

    expect(await screen.findByRole('button', { name: 'Verificar e Acessar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/otp_verification');
    const [login] = api.callsTo('POST', '/api/login/');
    expect(login?.body).toEqual({ username: 'ana.souza', password: 's3nha segura' });
    expect(login?.headers.get('X-CSRFToken')).toBe('token-123');
  });

  it('shows the server message when the login fails', async () => {
    mockFetch({
      'GET /api/whoami/': { body: anonymous() },
      'POST /api/login/': { status: 400, body: { detail: AUTH_MESSAGES.loginFailed } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/login');

    await user.type(await screen.findByLabelText('Login'), 'ana.souza');
    await user.type(screen.getByLabelText('Senha'), 'errada');
    await user.click(screen.getByRole('button', { name: 'Acessar' }));

    expect(await screen.findByText('Erro ao fazer login')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('falls back to the login failure message when the server sends none', async () => {
    mockFetch({
      'GET /api/whoami/': { body: anonymous() },
      'POST /api/login/': { status: 400, body: { message: 'sem detail' } },
    });
    const user = userEvent.setup();
    renderApp('/login');
    await user.type(await screen.findByLabelText('Login'), 'ana');
    await user.type(screen.getByLabelText('Senha'), 'x');
    await user.click(screen.getByRole('button', { name: 'Acessar' }));
    expect(await screen.findByText('Erro 400 ao comunicar com o servidor.')).toBeInTheDocument();
  });

  it('checks the fields with the domain schema before calling the API', async () => {
    const api = mockFetch({ 'GET /api/whoami/': { body: anonymous() } });
    const user = userEvent.setup();
    renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Acessar' }));
    expect(await screen.findByText('Informe o login.')).toBeInTheDocument();
    expect(screen.getByText('Informe a senha.')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST', '/api/login/')).toHaveLength(0));
  });

  it('asks the API for a CSRF cookie first when there is none', async () => {
    const api = mockFetch({
      'GET /api/whoami/': () => {
        setCookie('csrftoken', 'fresh-token');
        return { body: anonymous() };
      },
      'POST /api/login/': { body: otpPending() },
    });
    const user = userEvent.setup();
    renderApp('/login');
    const loginField = await screen.findByLabelText('Login');
    clearCookies();
    await user.type(loginField, 'ana');
    await user.type(screen.getByLabelText('Senha'), 'x');
    await user.click(screen.getByRole('button', { name: 'Acessar' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/login/')).toHaveLength(1));
    expect(api.callsTo('GET', '/api/whoami/')).toHaveLength(2);
    expect(api.callsTo('POST', '/api/login/')[0]?.headers.get('X-CSRFToken')).toBe('fresh-token');
  });
});

import { AUTH_MESSAGES, otpWrongMessage } from '@skyler/domain/auth';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { otpPending, signedIn } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';

describe('OtpPage', () => {
  it('sends the code and goes home on success', async () => {
    const api = mockFetch({
      'GET /api/whoami/': { body: otpPending() },
      'POST /api/otp_verification/': { body: signedIn() },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/otp_verification');

    expect(await screen.findByText('O código expira em 60 s')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Código'), '12a34');
    expect(screen.getByLabelText('Código')).toHaveValue('1234');
    await user.click(screen.getByRole('button', { name: 'Verificar e Acessar' }));

    expect(await screen.findByText('Bem vindo, Ana Souza')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(api.callsTo('POST', '/api/otp_verification/')[0]?.body).toEqual({ otp: '1234' });
  });

  it('says a wrong code is wrong and how many tries remain, without sending back to login', async () => {
    const respostas = [2, 1, 0].map((restantes) => ({
      status: 400,
      body: {
        detail: restantes > 0 ? otpWrongMessage(restantes) : AUTH_MESSAGES.otpInvalid,
        tentativas_restantes: restantes,
      },
    }));
    const api = mockFetch({
      'GET /api/whoami/': { body: otpPending() },
      'POST /api/otp_verification/': () => respostas.shift() ?? { status: 500 },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/otp_verification');
    const campo = await screen.findByLabelText('Código');
    const verificar = screen.getByRole('button', { name: 'Verificar e Acessar' });

    await user.type(campo, '9999');
    await user.click(verificar);
    expect(await screen.findByRole('alert')).toHaveTextContent('Código incorreto. Restam 2 tentativas.');
    // the code is still valid: the field is emptied for it, and nothing says to log in again
    expect(campo).toHaveValue('');
    expect(campo).toBeEnabled();
    expect(screen.queryByText(/login novamente/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Voltar ao login' })).not.toBeInTheDocument();
    expect(screen.getByText(/O código expira em/)).toBeInTheDocument();

    await user.type(campo, '8888');
    await user.click(verificar);
    expect(await screen.findByText('Código incorreto. Resta 1 tentativa.')).toBeInTheDocument();

    await user.type(campo, '7777');
    await user.click(verificar);
    // the last try spent: now, and only now, log in again
    expect(await screen.findByText(AUTH_MESSAGES.otpInvalid)).toBeInTheDocument();
    expect(campo).toBeDisabled();
    expect(verificar).toBeDisabled();
    expect(screen.queryByText(/O código expira em/)).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/otp_verification/')).toHaveLength(3);
    expect(router.state.location.pathname).toBe('/otp_verification');
    await user.click(screen.getByRole('button', { name: 'Voltar ao login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('toasts a refusal that is not about the code (too many attempts)', async () => {
    mockFetch({
      'GET /api/whoami/': { body: otpPending() },
      'POST /api/otp_verification/': { status: 429, body: { detail: AUTH_MESSAGES.tooManyAttempts } },
    });
    const user = userEvent.setup();
    renderApp('/otp_verification');
    await user.type(await screen.findByLabelText('Código'), '9999');
    await user.click(screen.getByRole('button', { name: 'Verificar e Acessar' }));
    expect(await screen.findByText(AUTH_MESSAGES.tooManyAttempts)).toBeInTheDocument();
    expect(screen.getByLabelText('Código')).toBeEnabled();
  });

  it('asks for as many digits as the server says', async () => {
    const api = mockFetch({ 'GET /api/whoami/': { body: otpPending(6) } });
    const user = userEvent.setup();
    renderApp('/otp_verification');
    expect(
      await screen.findByText('Digite o código de 6 dígitos enviado para o seu e-mail.'),
    ).toBeInTheDocument();
    const field = screen.getByLabelText('Código');
    await user.type(field, '12345678');
    expect(field).toHaveValue('123456');
    await user.clear(field);
    await user.type(field, '1234');
    await user.click(screen.getByRole('button', { name: 'Verificar e Acessar' }));
    expect(await screen.findByText('Informe os 6 dígitos do código.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/otp_verification/')).toHaveLength(0);
  });

  it('submits the typed code by itself at 1 second, then shows Expirado', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockFetch({
      'GET /api/whoami/': { body: otpPending() },
      'POST /api/otp_verification/': {
        status: 400,
        body: { detail: otpWrongMessage(2), tentativas_restantes: 2 },
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = renderApp('/otp_verification');
    await user.type(await screen.findByLabelText('Código'), '4321');

    await act(() => vi.advanceTimersByTimeAsync(58_000));
    expect(screen.getByText('O código expira em 2 s')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/otp_verification/')).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(api.callsTo('POST', '/api/otp_verification/')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/otp_verification/')[0]?.body).toEqual({ otp: '4321' });

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByText('Expirado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verificar e Acessar' })).toBeDisabled();
    // the tries the wrong code had left mean nothing once it expired
    expect(screen.queryByText(otpWrongMessage(2))).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Voltar ao login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('does not send an empty code when time runs out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockFetch({ 'GET /api/whoami/': { body: otpPending() } });
    renderApp('/otp_verification');
    expect(await screen.findByLabelText('Código')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(await screen.findByText('Expirado')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/otp_verification/')).toHaveLength(0);
  });
});

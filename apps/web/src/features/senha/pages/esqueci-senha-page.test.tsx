import { SENHA_MESSAGES } from '@skyler/domain/senha';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setCookie } from '../../../test/cookies.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { anonymous } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { ESQUECI_TEXTS } from './esqueci-senha-page.tsx';

describe('Esqueci minha senha', () => {
  it('is reached from the login page and shows the neutral confirmation', async () => {
    setCookie('csrftoken', 'csrf');
    const api = mockFetch({
      'GET /api/whoami/': { body: anonymous() },
      'POST /api/senha/esqueci/': { body: { detail: SENHA_MESSAGES.esqueciEnviado } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/login');
    await user.click(await screen.findByRole('link', { name: 'Esqueci minha senha' }));
    expect(router.state.location.pathname).toBe('/esqueci-senha');

    await user.click(await screen.findByRole('button', { name: ESQUECI_TEXTS.enviar }));
    expect(await screen.findByText(SENHA_MESSAGES.loginObrigatorio)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/senha/esqueci/')).toHaveLength(0);

    await user.type(screen.getByLabelText(/Login ou e-mail/), ' ana@example.com ');
    await user.click(screen.getByRole('button', { name: ESQUECI_TEXTS.enviar }));
    expect(await screen.findByRole('status')).toHaveTextContent(SENHA_MESSAGES.esqueciEnviado);
    expect(api.callsTo('POST', '/api/senha/esqueci/')[0]?.body).toEqual({ login: 'ana@example.com' });
    expect(screen.getByRole('link', { name: ESQUECI_TEXTS.voltar })).toHaveAttribute('href', '/login');
  });

  it('shows the limit’s message', async () => {
    setCookie('csrftoken', 'csrf');
    mockFetch({
      'GET /api/whoami/': { body: anonymous() },
      'POST /api/senha/esqueci/': {
        status: 429,
        body: { detail: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.' },
      },
    });
    const user = userEvent.setup();
    renderApp('/esqueci-senha');
    await user.type(await screen.findByLabelText(/Login ou e-mail/), 'ana');
    await user.click(screen.getByRole('button', { name: ESQUECI_TEXTS.enviar }));
    expect(
      await screen.findByText('Muitas tentativas. Aguarde alguns minutos e tente novamente.'),
    ).toBeInTheDocument();
  });
});

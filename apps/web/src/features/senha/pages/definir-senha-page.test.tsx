import { SENHA_MESSAGES } from '@skyler/domain/senha';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setCookie } from '../../../test/cookies.ts';
import { type MockHandler, mockFetch } from '../../../test/fetch-mock.ts';
import { anonymous } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { NOVA_SENHA_TEXTS } from '../components/nova-senha-campos.tsx';
import { DEFINIR_TEXTS } from './definir-senha-page.tsx';

const INVALIDO = 'Este link é inválido, já foi usado ou expirou. Peça um novo.';
const FORTE = 'cavalo bateria grampo';

function api(extra: Record<string, MockHandler> = {}) {
  setCookie('csrftoken', 'csrf');
  return mockFetch({
    'GET /api/whoami/': { body: anonymous() },
    'GET /api/senha/definir/': (request) =>
      request.url.searchParams.get('token') === 'bom'
        ? { body: { username: 'ana.souza', tipo: 'convite', expires_at: '2026-11-29T12:00:00.000Z' } }
        : { status: 400, body: { detail: INVALIDO } },
    ...extra,
  });
}

async function preencher(user: ReturnType<typeof userEvent.setup>, nova: string, confirmacao = nova) {
  await user.type(await screen.findByLabelText(/^Nova senha/), nova);
  await user.type(screen.getByLabelText(/^Confirme a nova senha/), confirmacao);
  await user.click(screen.getByRole('button', { name: DEFINIR_TEXTS.salvar }));
}

describe('Definir senha', () => {
  it('shows whose login, the hints, and goes to the login with the success message', async () => {
    const fetch = api({ 'POST /api/senha/definir/': { body: { detail: SENHA_MESSAGES.definida } } });
    const user = userEvent.setup();
    const { router } = renderApp('/senha/definir?token=bom');
    expect(await screen.findByText(DEFINIR_TEXTS.titulo('ana.souza'))).toBeInTheDocument();
    expect(screen.getByText('Pelo menos 10 caracteres.')).toBeInTheDocument();

    await preencher(user, FORTE);
    expect(await screen.findByRole('status')).toHaveTextContent(SENHA_MESSAGES.definida);
    expect(router.state.location.pathname).toBe('/login');
    expect(fetch.callsTo('POST', '/api/senha/definir/')[0]?.body).toEqual({
      token: 'bom',
      nova_senha: FORTE,
    });
  });

  it('checks length, login and confirmation before sending', async () => {
    const fetch = api();
    const user = userEvent.setup();
    renderApp('/senha/definir?token=bom');
    await preencher(user, 'curta');
    expect(await screen.findByText(SENHA_MESSAGES.curta)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Nova senha/));
    await user.clear(screen.getByLabelText(/^Confirme a nova senha/));
    await preencher(user, 'minha-ana.souza-2024');
    expect(await screen.findByText(SENHA_MESSAGES.contemLogin)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Nova senha/));
    await user.clear(screen.getByLabelText(/^Confirme a nova senha/));
    await preencher(user, FORTE, `${FORTE}!`);
    expect(await screen.findByText(SENHA_MESSAGES.confirmacaoDiferente)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/senha/definir/')).toHaveLength(0);
  });

  it('puts the server’s policy message on the new password field', async () => {
    api({
      'POST /api/senha/definir/': {
        status: 400,
        body: { detail: SENHA_MESSAGES.fraca, errors: { nova_senha: [SENHA_MESSAGES.fraca] } },
      },
    });
    const user = userEvent.setup();
    renderApp('/senha/definir?token=bom');
    await preencher(user, 'flamengo2024');
    const campo = await screen.findByLabelText(/^Nova senha/);
    expect(await screen.findByText(SENHA_MESSAGES.fraca)).toBeInTheDocument();
    expect(campo).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a refusal without a field (the link expired meanwhile) above the button', async () => {
    api({ 'POST /api/senha/definir/': { status: 400, body: { detail: INVALIDO } } });
    const user = userEvent.setup();
    renderApp('/senha/definir?token=bom');
    await preencher(user, FORTE);
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALIDO);
  });

  it('shows an invalid link’s message and a way to ask for a new one', async () => {
    api();
    const user = userEvent.setup();
    const { router } = renderApp('/senha/definir?token=velho');
    expect(await screen.findByText(INVALIDO)).toBeInTheDocument();
    expect(screen.queryByLabelText(new RegExp(`^${NOVA_SENHA_TEXTS.nova}`))).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: DEFINIR_TEXTS.pedirNovo }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/esqueci-senha'));
  });
});

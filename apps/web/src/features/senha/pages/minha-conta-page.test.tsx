import { SENHA_MESSAGES, type SessaoUsuario } from '@skyler/domain/senha';
import { USUARIO_MESSAGES } from '@skyler/domain/usuarios';
import { VALIDACAO_MESSAGES } from '@skyler/domain/validacao';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApiDe } from '../../../test/api.ts';
import type { MockHandler } from '../../../test/fetch-mock.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { MINHA_CONTA_TEXTS } from './minha-conta-page.tsx';

const FORTE = 'cavalo bateria grampo';
const SESSOES: SessaoUsuario[] = [
  {
    id: 'aaaaaaaaaaaaaaaa',
    navegador: 'Chrome 131',
    sistema: 'Windows 10',
    ip: '10.1.1.1',
    created_at: '2026-11-26T12:00:00.000Z',
    last_seen_at: '2026-11-27T09:30:00.000Z',
    atual: true,
  },
  {
    id: 'bbbbbbbbbbbbbbbb',
    navegador: 'Safari 17',
    sistema: 'iOS 17.5',
    ip: '10.2.2.2',
    created_at: '2026-11-25T08:00:00.000Z',
    last_seen_at: '2026-11-25T18:00:00.000Z',
    atual: false,
  },
];

function api(extra: Record<string, MockHandler> = {}, user = makeUser()) {
  return mockApiDe(user, {
    'GET /api/users/me/sessoes/': { body: SESSOES },
    'GET /api/users/me/telefone/': { body: { telefone: null } },
    ...extra,
  });
}

describe('Minha conta', () => {
  it('is opened from the user menu', async () => {
    api({ 'GET /api/cartoes/': { body: [] } });
    const user = userEvent.setup();
    // a light page: the home page's charts take long to compile on a loaded machine
    const { router } = renderApp('/cartoes');
    await user.click(await screen.findByRole('button', { name: 'AS (Ana Souza)' }, { timeout: 15_000 }));
    await user.click(await screen.findByRole('menuitem', { name: 'Minha conta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/minha-conta'));
    expect(
      await screen.findByRole('heading', { name: MINHA_CONTA_TEXTS.titulo, level: 1 }),
    ).toBeInTheDocument();
  });

  it('shows the phone the proposals sign with, checks it, and saves it', async () => {
    const fetch = api({
      'GET /api/users/me/telefone/': {
        body: { telefone: { pais: 'BR', codigo: '55', numero: '1133334444' } },
      },
      'PUT /api/users/me/telefone/': ({ body }) => ({ body }),
    });
    const user = userEvent.setup();
    renderApp('/minha-conta');
    const telefone = await screen.findByRole('textbox', { name: MINHA_CONTA_TEXTS.telefone });
    await waitFor(() => expect(telefone).toHaveValue('(11) 3333-4444'));
    expect(telefone).toHaveAccessibleDescription(MINHA_CONTA_TEXTS.telefoneDica);
    await user.clear(telefone);
    await user.type(telefone, '119876');
    await user.click(screen.getByRole('button', { name: MINHA_CONTA_TEXTS.salvarTelefone }));
    await waitFor(() => expect(telefone).toHaveAccessibleDescription(VALIDACAO_MESSAGES.telefoneInvalido));
    expect(fetch.callsTo('PUT', '/api/users/me/telefone/')).toHaveLength(0);
    await user.type(telefone, '54321');
    await user.click(screen.getByRole('button', { name: MINHA_CONTA_TEXTS.salvarTelefone }));
    expect(await screen.findByText(USUARIO_MESSAGES.telefoneSalvo)).toBeInTheDocument();
    expect(fetch.callsTo('PUT', '/api/users/me/telefone/')[0]?.body).toEqual({
      telefone: { pais: 'BR', codigo: '55', numero: '11987654321' },
    });
  });

  it('changes the password and shows the wrong current password on its field', async () => {
    let tentativa = 0;
    const fetch = api({
      'POST /api/users/me/senha/': () =>
        ++tentativa === 1
          ? {
              status: 400,
              body: {
                detail: SENHA_MESSAGES.atualIncorreta,
                errors: { senha_atual: [SENHA_MESSAGES.atualIncorreta] },
              },
            }
          : { body: { detail: SENHA_MESSAGES.alterada } },
    });
    const user = userEvent.setup();
    renderApp('/minha-conta');
    await user.type(await screen.findByLabelText(/^Senha atual/), 'errada');
    await user.type(screen.getByLabelText(/^Nova senha/), FORTE);
    await user.type(screen.getByLabelText(/^Confirme a nova senha/), FORTE);
    await user.click(screen.getByRole('button', { name: MINHA_CONTA_TEXTS.salvar }));
    expect(await screen.findByText(SENHA_MESSAGES.atualIncorreta)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Senha atual/)).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText(/^Senha atual/));
    await user.type(screen.getByLabelText(/^Senha atual/), 'demo1234');
    await user.click(screen.getByRole('button', { name: MINHA_CONTA_TEXTS.salvar }));
    expect(await screen.findByText(SENHA_MESSAGES.alterada)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/users/me/senha/')[1]?.body).toEqual({
      senha_atual: 'demo1234',
      nova_senha: FORTE,
    });
    await waitFor(() => expect(screen.getByLabelText(/^Senha atual/)).toHaveValue(''));
  });

  it('refuses a new password that holds the login before sending', async () => {
    const fetch = api();
    const user = userEvent.setup();
    renderApp('/minha-conta');
    await user.type(await screen.findByLabelText(/^Senha atual/), 'demo1234');
    await user.type(screen.getByLabelText(/^Nova senha/), 'x-ana.souza@example.com');
    await user.type(screen.getByLabelText(/^Confirme a nova senha/), 'x-ana.souza@example.com');
    await user.click(screen.getByRole('button', { name: MINHA_CONTA_TEXTS.salvar }));
    expect(await screen.findByText(SENHA_MESSAGES.contemLogin)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/users/me/senha/')).toHaveLength(0);
  });

  it('lists the sessions, marks this one, and ends another after confirming', async () => {
    const fetch = api({
      'DELETE /api/users/me/sessoes/bbbbbbbbbbbbbbbb/': { body: { detail: SENHA_MESSAGES.sessaoEncerrada } },
    });
    const user = userEvent.setup();
    renderApp('/minha-conta');
    const tabela = await screen.findByRole('table', { name: MINHA_CONTA_TEXTS.sessoes });
    const atual = (await within(tabela).findByText('Chrome 131 · Windows 10')).closest('tr') as HTMLElement;
    expect(within(atual).getByText(MINHA_CONTA_TEXTS.estaSessao)).toBeInTheDocument();
    expect(within(atual).queryByRole('button')).not.toBeInTheDocument();
    const outra = within(tabela).getByText('Safari 17 · iOS 17.5').closest('tr') as HTMLElement;
    expect(within(outra).getByText('10.2.2.2')).toBeInTheDocument();

    await user.click(within(outra).getByRole('button', { name: /Encerrar Safari 17/ }));
    const dialog = await screen.findByRole('dialog', { name: MINHA_CONTA_TEXTS.confirmarUma });
    await user.click(within(dialog).getByRole('button', { name: MINHA_CONTA_TEXTS.encerrar }));
    expect(await screen.findByText(SENHA_MESSAGES.sessaoEncerrada)).toBeInTheDocument();
    expect(fetch.callsTo('DELETE', '/api/users/me/sessoes/bbbbbbbbbbbbbbbb/')).toHaveLength(1);
    await waitFor(() => expect(fetch.callsTo('GET', '/api/users/me/sessoes/').length).toBeGreaterThan(1));
  });

  it('ends all the other sessions after confirming', async () => {
    const fetch = api({
      'POST /api/users/me/sessoes/encerrar-outras/': {
        body: { detail: SENHA_MESSAGES.outrasEncerradas, encerradas: 1 },
      },
    });
    const user = userEvent.setup();
    renderApp('/minha-conta');
    await screen.findByText('Safari 17 · iOS 17.5');
    await user.click(screen.getByRole('button', { name: MINHA_CONTA_TEXTS.encerrarOutras }));
    const dialog = await screen.findByRole('dialog', { name: MINHA_CONTA_TEXTS.confirmarOutras });
    await user.click(within(dialog).getByRole('button', { name: MINHA_CONTA_TEXTS.encerrar }));
    expect(await screen.findByText(SENHA_MESSAGES.outrasEncerradas)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/users/me/sessoes/encerrar-outras/')).toHaveLength(1);
  });

  it('is open to customer accounts too', async () => {
    api({}, makeUser({ cliente: true, is_staff: false }));
    renderApp('/minha-conta');
    expect(
      await screen.findByRole('heading', { name: MINHA_CONTA_TEXTS.titulo, level: 1 }),
    ).toBeInTheDocument();
  });
});

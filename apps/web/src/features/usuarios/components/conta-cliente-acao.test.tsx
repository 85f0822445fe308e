import { USUARIO_MESSAGES, type UsuarioAdmin } from '@skyler/domain/usuarios';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApiDe } from '../../../test/api.ts';
import type { MockHandler } from '../../../test/fetch-mock.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { makeContato } from '../../contatos/testing/fixtures.ts';
import { CONTA_CLIENTE_TEXTS } from './conta-cliente-acao.tsx';

const CONTA: UsuarioAdmin = {
  id: 31,
  username: 'adriana.pinto90@gmail.com',
  nome: 'Adriana',
  sobrenome: 'Pinto Almeida',
  email: 'adriana.pinto90@gmail.com',
  telefone: null,
  is_staff: false,
  is_superuser: false,
  cliente: true,
  ativo: true,
  bloqueado: false,
  perfil_user: [],
  pertencente: [],
  authorized_restricted_routes: [],
  consultor: false,
  cotador: false,
  sdr: false,
  consultores_extra: [],
  cotador_extra: [],
  emissores_extra: [],
  tem_senha: false,
  convite_pendente: true,
  convite_expira_em: '2026-03-12T12:00:00.000Z',
  last_login: null,
  created_at: '2026-03-10T12:00:00.000Z',
};

function api(extra: Record<string, MockHandler> = {}, user = makeUser({ is_superuser: true })) {
  return mockApiDe(user, {
    'GET /api/contatos/218/': { body: makeContato() },
    'GET /api/contatos/218/conta-cliente/': { body: { conta: null } },
    ...extra,
  });
}

describe("a contact's customer account", () => {
  it('is created from the contact’s page after a confirmation naming the login, and invited', async () => {
    let criada = false;
    const fetch = api({
      'GET /api/contatos/218/conta-cliente/': () => ({ body: { conta: criada ? CONTA : null } }),
      'POST /api/contatos/218/conta-cliente/': () => {
        criada = true;
        return {
          status: 201,
          body: { detail: USUARIO_MESSAGES.contaClienteCriada, convite_enviado: true, usuario: CONTA },
        };
      },
    });
    const user = userEvent.setup();
    renderApp('/contatos/218');
    await user.click(
      await screen.findByRole('button', { name: CONTA_CLIENTE_TEXTS.criar }, { timeout: 30_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: CONTA_CLIENTE_TEXTS.criar });
    expect(
      within(dialog).getByText(CONTA_CLIENTE_TEXTS.confirmar('adriana.pinto90@gmail.com')),
    ).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/contatos/218/conta-cliente/')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Criar e enviar convite' }));
    expect(await screen.findByText(USUARIO_MESSAGES.contaClienteCriada)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/contatos/218/conta-cliente/')).toHaveLength(1);
    expect(await screen.findByRole('link', { name: CONTA.username })).toHaveAttribute('href', '/usuarios/31');
  }, 60_000);

  it('is not offered to staff who are not administrators, nor asked for', async () => {
    const fetch = api({}, makeUser());
    renderApp('/contatos/218');
    await screen.findByRole('heading', { name: 'Adriana Pinto Almeida' }, { timeout: 30_000 });
    expect(screen.queryByRole('button', { name: CONTA_CLIENTE_TEXTS.criar })).toBeNull();
    expect(fetch.callsTo('GET', '/api/contatos/218/conta-cliente/')).toHaveLength(0);
  }, 60_000);
});

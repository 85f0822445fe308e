import { papeisDoModelo, USUARIO_MESSAGES, type UsuarioAdmin } from '@skyler/domain/usuarios';
import { VALIDACAO_MESSAGES } from '@skyler/domain/validacao';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FORBIDDEN_TITLE } from '../../../components/error-pages/forbidden-page.tsx';
import { mockApiDe } from '../../../test/api.ts';
import type { MockHandler } from '../../../test/fetch-mock.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { USUARIO_PAGE_TEXTS } from './usuario-page.tsx';

const ADMIN = makeUser({
  id: 1,
  username: 'admin',
  nome: 'Ana',
  sobrenome: 'Administradora',
  is_superuser: true,
});

function usuario(extra: Partial<UsuarioAdmin> = {}): UsuarioAdmin {
  return {
    id: 7,
    username: 'joana',
    nome: 'Joana',
    sobrenome: 'Vendas',
    email: 'joana@agencia.com.br',
    telefone: null,
    is_staff: true,
    is_superuser: false,
    cliente: false,
    ativo: true,
    bloqueado: false,
    perfil_user: ['consultor'],
    pertencente: ['vendas_1'],
    authorized_restricted_routes: ['notificacoes'],
    consultor: true,
    cotador: false,
    sdr: false,
    consultores_extra: [],
    cotador_extra: [],
    emissores_extra: [],
    tem_senha: true,
    convite_pendente: false,
    convite_expira_em: null,
    last_login: null,
    created_at: '2026-01-10T12:00:00.000Z',
    ...extra,
  };
}

const LISTA = [
  usuario(),
  usuario({ id: 8, username: 'paula', nome: 'Paula', tem_senha: false, convite_pendente: true }),
  usuario({ id: 9, username: 'bruno', nome: 'Bruno', bloqueado: true }),
];

function api(extra: Record<string, MockHandler> = {}, user = ADMIN) {
  return mockApiDe(user, {
    'GET /api/users/': { body: { usuarios: LISTA, pages: 1 } },
    'GET /api/users/web_ativos/': { body: [] },
    ...extra,
  });
}

describe('Usuários', () => {
  it('lists the users with their status chips and filters active, inactive or all', async () => {
    const fetch = api();
    const user = userEvent.setup();
    renderApp('/usuarios');
    const table = await screen.findByRole('table', { name: 'Usuários' });
    const paula = (await within(table).findByText('paula')).closest('tr') as HTMLElement;
    expect(within(paula).getByText('Convite pendente')).toBeInTheDocument();
    expect(within(paula).getByText('Ativo')).toBeInTheDocument();
    const bruno = within(table).getByText('bruno').closest('tr') as HTMLElement;
    expect(within(bruno).getByText('Bloqueado')).toBeInTheDocument();
    expect(fetch.callsTo('GET', '/api/users/')[0]?.url.searchParams.get('ativo')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Inativos' }));
    await waitFor(() =>
      expect(fetch.callsTo('GET', '/api/users/').at(-1)?.url.searchParams.get('ativo')).toBe('false'),
    );
    await user.click(screen.getByRole('button', { name: 'Todos' }));
    await waitFor(() =>
      expect(fetch.callsTo('GET', '/api/users/').at(-1)?.url.searchParams.get('ativo')).toBe('todos'),
    );
  });

  it('is shown in an Administração menu to administrators only', async () => {
    api();
    renderApp('/usuarios');
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    const grupo = await within(nav).findByRole('list', { name: 'Administração' });
    expect(within(grupo).getByRole('link', { name: 'Usuários' })).toBeInTheDocument();
  });

  it('shows "Sem permissão" and no menu entry to other staff', async () => {
    const fetch = api({}, makeUser({ id: 2, username: 'consultor' }));
    renderApp('/usuarios');
    expect(await screen.findByRole('heading', { name: FORBIDDEN_TITLE })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(nav).queryByRole('link', { name: 'Usuários' })).toBeNull();
    expect(fetch.callsTo('GET', '/api/users/')).toHaveLength(0);
  });
});

describe('a user’s page', () => {
  it('saves the grouped fields and shows a server message on its field', async () => {
    const fetch = api({
      'GET /api/users/7/': { body: usuario() },
      'PUT /api/users/7/': {
        status: 409,
        body: { detail: USUARIO_MESSAGES.emailEmUso, errors: { email: [USUARIO_MESSAGES.emailEmUso] } },
      },
    });
    const user = userEvent.setup();
    renderApp('/usuarios/7');
    const email = await screen.findByRole('textbox', { name: /E-mail/ });
    expect(email).toHaveValue('joana@agencia.com.br');
    expect(screen.getByRole('heading', { name: USUARIO_PAGE_TEXTS.acesso })).toBeInTheDocument();
    expect(screen.getByText('Consultor', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(screen.getByText('Vendas 1', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(screen.getByText('Notificações', { selector: '.MuiChip-label' })).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'sdr@agencia.com.br');
    // the phone the proposals sign with, checked as every phone of the project
    const telefone = screen.getByRole('textbox', { name: 'Telefone' });
    expect(telefone).toHaveAccessibleDescription(USUARIO_PAGE_TEXTS.telefoneDica);
    await user.type(telefone, '1198765');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Telefone' })).toHaveAccessibleDescription(
        VALIDACAO_MESSAGES.telefoneInvalido,
      ),
    );
    expect(fetch.callsTo('PUT', '/api/users/7/')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'Telefone' }), '4321');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(USUARIO_MESSAGES.emailEmUso)).toBeInTheDocument();
    expect(fetch.callsTo('PUT', '/api/users/7/')[0]?.body).toMatchObject({
      username: 'joana',
      email: 'sdr@agencia.com.br',
      telefone: { pais: 'BR', codigo: '55', numero: '11987654321' },
      perfil_user: ['consultor'],
      pertencente: ['vendas_1'],
      authorized_restricted_routes: ['notificacoes'],
      consultor: true,
    });
  });

  it('keeps "Rotas restritas" open while several routes are picked', async () => {
    const fetch = api({ 'GET /api/users/7/': { body: usuario() }, 'PUT /api/users/7/': { body: usuario() } });
    const user = userEvent.setup();
    renderApp('/usuarios/7');
    await user.click(await screen.findByRole('combobox', { name: 'Rotas restritas' }));
    await user.click(await screen.findByRole('option', { name: 'Comissão' }));
    await user.click(screen.getByRole('option', { name: 'Contas a Receber' }));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(fetch.callsTo('PUT', '/api/users/7/')[0]?.body).toMatchObject({
        authorized_restricted_routes: ['notificacoes', 'comissao', 'pagamentos-abertos'],
      }),
    );
  });

  it('deactivates after a confirmation, and links to the commission rates', async () => {
    const fetch = api({
      'GET /api/users/7/': { body: usuario() },
      'POST /api/users/7/desativar/': {
        body: { detail: USUARIO_MESSAGES.desativado, usuario: usuario({ ativo: false }) },
      },
    });
    const user = userEvent.setup();
    renderApp('/usuarios/7');
    expect(await screen.findByRole('link', { name: USUARIO_PAGE_TEXTS.taxas })).toHaveAttribute(
      'href',
      '/comissao?taxas=7',
    );
    expect(screen.queryByRole('button', { name: USUARIO_PAGE_TEXTS.desbloquear })).toBeNull();
    await user.click(screen.getByRole('button', { name: USUARIO_PAGE_TEXTS.desativar }));
    const dialog = await screen.findByRole('dialog', { name: USUARIO_PAGE_TEXTS.desativar });
    expect(fetch.callsTo('POST', '/api/users/7/desativar/')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: USUARIO_PAGE_TEXTS.desativar }));
    expect(await screen.findByText(USUARIO_MESSAGES.desativado)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/users/7/desativar/')).toHaveLength(1);
  });

  it('ends every session of the user after a confirmation', async () => {
    const fetch = api({
      'GET /api/users/7/': { body: usuario() },
      'POST /api/users/7/encerrar-sessoes/': { body: { detail: USUARIO_MESSAGES.sessoesEncerradas(2) } },
    });
    const user = userEvent.setup();
    renderApp('/usuarios/7');
    await user.click(await screen.findByRole('button', { name: USUARIO_PAGE_TEXTS.encerrarSessoes }));
    const dialog = await screen.findByRole('dialog', { name: USUARIO_PAGE_TEXTS.encerrarSessoes });
    expect(within(dialog).getByText(USUARIO_PAGE_TEXTS.confirmarSessoes('Joana Vendas'))).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/users/7/encerrar-sessoes/')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: USUARIO_PAGE_TEXTS.encerrarSessoes }));
    expect(await screen.findByText('2 sessões encerradas.')).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/users/7/encerrar-sessoes/')).toHaveLength(1);
  });

  it('offers Desbloquear for a blocked user and Reativar for an inactive one', async () => {
    api({ 'GET /api/users/9/': { body: usuario({ id: 9, bloqueado: true, ativo: false }) } });
    renderApp('/usuarios/9');
    expect(await screen.findByRole('button', { name: USUARIO_PAGE_TEXTS.desbloquear })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: USUARIO_PAGE_TEXTS.reativar })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: USUARIO_PAGE_TEXTS.desativar })).toBeNull();
  });

  it('creates a user and says when the invitation could not be e-mailed', async () => {
    const fetch = api({
      'POST /api/users/': {
        status: 201,
        body: {
          detail: USUARIO_MESSAGES.criadoSemEmail,
          usuario: usuario({ id: 10, tem_senha: false, convite_pendente: true }),
          convite_enviado: false,
        },
      },
      'GET /api/users/10/': { body: usuario({ id: 10, tem_senha: false, convite_pendente: true }) },
    });
    const user = userEvent.setup();
    renderApp('/usuarios/novo');
    await user.type(await screen.findByRole('textbox', { name: /^Nome/ }), 'Joana');
    await user.type(screen.getByRole('textbox', { name: /Login/ }), 'joana');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'joana@agencia.com.br');
    await user.click(screen.getByRole('checkbox', { name: 'Consultor' }));
    await user.click(screen.getByRole('button', { name: 'Criar e enviar convite' }));
    expect(await screen.findByText(USUARIO_MESSAGES.criadoSemEmail)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/users/')[0]?.body).toMatchObject({
      username: 'joana',
      nome: 'Joana',
      email: 'joana@agencia.com.br',
      consultor: true,
      is_superuser: false,
    });
    expect(await screen.findByText('Convite pendente')).toBeInTheDocument();
  });

  it('pre-fills a new user from a role template, every field still editable', async () => {
    const criado = usuario({ id: 11, tem_senha: false, convite_pendente: true });
    const fetch = api({
      'POST /api/users/': {
        status: 201,
        body: { detail: USUARIO_MESSAGES.criado, usuario: criado, convite_enviado: true },
      },
      'GET /api/users/11/': { body: criado },
    });
    const user = userEvent.setup();
    renderApp('/usuarios/novo');
    await user.type(await screen.findByRole('textbox', { name: /^Nome/ }), 'Fábio');
    await user.type(screen.getByRole('textbox', { name: /Login/ }), 'fabio');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'fabio@agencia.com.br');
    await user.click(screen.getByRole('combobox', { name: 'Modelo de perfil' }));
    await user.click(await screen.findByRole('option', { name: 'Financeiro' }));
    expect(screen.getByRole('button', { name: 'Contas a Receber' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Financeiro' })).toBeInTheDocument();
    // still editable: one more restricted route
    await user.click(screen.getByRole('combobox', { name: 'Rotas restritas' }));
    await user.click(await screen.findByRole('option', { name: 'Notificações' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Criar e enviar convite' }));
    await waitFor(() => expect(fetch.callsTo('POST', '/api/users/')).toHaveLength(1));
    const financeiro = papeisDoModelo('financeiro');
    expect(fetch.callsTo('POST', '/api/users/')[0]?.body).toEqual(
      expect.objectContaining({
        username: 'fabio',
        perfil_user: financeiro.perfil_user,
        pertencente: financeiro.pertencente,
        authorized_restricted_routes: [...financeiro.authorized_restricted_routes, 'notificacoes'],
        consultor: false,
        cotador: false,
      }),
    );
  });
});

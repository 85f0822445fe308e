import { NOTIFICACAO_MESSAGES, type Notificacao } from '@skyler/domain/notificacoes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setCookie } from '../../../test/cookies.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { CONSULTORES, renderComUsuario } from '../../vendas/testing/fixtures.tsx';
import { NotificacoesLista } from './notificacoes-lista.tsx';

const NOTIFICACAO: Notificacao = {
  id: 5,
  title: 'Venda editada',
  context: 'venda',
  ids: { venda: 42 },
  venda: 42,
  consultor: { id: 7, nome: 'Ana', sobrenome: 'Souza' },
  cliente: { id: 3, nome: 'Maria', sobrenome: 'Oliveira' },
  log: 90,
  importante: false,
  lido: false,
  created_at: '2026-03-11T15:30:00.000Z',
  atualizada_em: '2026-03-11T15:30:00.000Z',
  vezes: 1,
  autor: { id: 1, nome: 'Caio', sobrenome: 'Cotador' },
};

const LOG = {
  id: 90,
  tipo: 'venda_editada',
  venda: 42,
  usuario: { id: 7, nome: 'Ana', sobrenome: 'Souza' },
  created_at: '2026-03-11T15:30:00.000Z',
  dados: { antes: { anotacoes: null }, depois: { anotacoes: 'Cliente prefere janela' } },
  meta: { entidade: 'venda', id: 42 },
};

const lista = (notificacoes: Notificacao[]) => ({ body: { notificacoes, pages: 1 } });

describe('NotificacoesLista', () => {
  it("shows who made a grouped change, and marks all the user's notifications read", async () => {
    const api = mockFetch({
      'GET /api/notificacoes/detailed/': lista([
        { ...NOTIFICACAO, vezes: 3, atualizada_em: '2026-03-11T15:34:00.000Z' },
      ]),
      'GET /api/users/web_ativos/': { body: CONSULTORES },
      'POST /api/notificacoes/marcar_todas_lidas/': { body: { marcadas: 1 } },
    });
    const user = userEvent.setup();
    renderComUsuario(<NotificacoesLista />, { route: '/notificacoes' });
    const table = await screen.findByRole('table', { name: 'Notificações' });
    expect(await within(table).findByText('Venda editada (3 alterações)')).toBeInTheDocument();
    expect(within(table).getByText(/por Caio Cotador, a última em 11\/03\/2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Preferências de notificação' })).toHaveAttribute(
      'href',
      '/preferencias-notificacao',
    );
    const antes = api.callsTo('GET', '/api/notificacoes/detailed/').length;
    await user.click(screen.getByRole('button', { name: 'Marcar todas como lidas' }));
    expect(await screen.findByText(NOTIFICACAO_MESSAGES.todasLidas)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/notificacoes/marcar_todas_lidas/')).toHaveLength(1);
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/notificacoes/detailed/').length).toBeGreaterThan(antes),
    );
  });

  it('shows the global list with its columns and filters', async () => {
    const api = mockFetch({
      'GET /api/notificacoes/detailed/': lista([NOTIFICACAO]),
      'GET /api/users/web_ativos/': { body: CONSULTORES },
    });
    const user = userEvent.setup();
    renderComUsuario(<NotificacoesLista />, { route: '/notificacoes' });
    const table = await screen.findByRole('table', { name: 'Notificações' });
    for (const header of ['Criado em', 'Título', 'Consultor', 'Venda', 'Tipo', 'ids', 'Cliente', 'Ações']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(await within(table).findByText('Venda editada')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Venda 0042' })).toHaveAttribute(
      'href',
      '/vendas/42/info',
    );
    expect(within(table).getByText('Maria Oliveira')).toBeInTheDocument();
    expect(screen.getByLabelText('ID da venda')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Somente importantes'));
    await waitFor(() =>
      expect(
        api.callsTo('GET', '/api/notificacoes/detailed/').at(-1)?.url.searchParams.get('importante'),
      ).toBe('true'),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/notificacoes?importante=true');
  });

  it('filters the global list by supplier and by provider on the server', async () => {
    const api = mockFetch({
      'GET /api/notificacoes/detailed/': lista([NOTIFICACAO]),
      'GET /api/users/web_ativos/': { body: CONSULTORES },
      'GET /api/fornecedores/simples/': { body: [{ id: 9, nome: 'Consolidadora Sul' }] },
      'GET /api/provedores/simples/': { body: [{ id: 4, nome: 'Azul Viagens', tipo: 'aereo' }] },
    });
    const user = userEvent.setup();
    renderComUsuario(<NotificacoesLista />, { route: '/notificacoes' });
    await screen.findByRole('table', { name: 'Notificações' });
    const ultima = (chave: string) =>
      api.callsTo('GET', '/api/notificacoes/detailed/').at(-1)?.url.searchParams.get(chave);
    await user.click(screen.getByRole('combobox', { name: 'Fornecedor' }));
    await user.click(await screen.findByRole('option', { name: 'Consolidadora Sul' }));
    await waitFor(() => expect(ultima('fornecedor')).toBe('9'));
    await user.click(screen.getByRole('combobox', { name: 'Provedor' }));
    await user.click(await screen.findByRole('option', { name: 'Azul Viagens' }));
    await waitFor(() => expect(ultima('provedor')).toBe('4'));
    expect(ultima('fornecedor')).toBe('9');
  });

  it('links each id to its page and names its kind in Portuguese', async () => {
    mockFetch({
      'GET /api/notificacoes/detailed/': lista([
        { ...NOTIFICACAO, context: 'contato', ids: { contato: 3, ordem_pagamento: 8 }, venda: null },
      ]),
      'GET /api/users/web_ativos/': { body: CONSULTORES },
    });
    renderComUsuario(<NotificacoesLista />, { route: '/notificacoes' });
    const table = await screen.findByRole('table', { name: 'Notificações' });
    expect(await within(table).findByRole('link', { name: 'Contato 0003' })).toHaveAttribute(
      'href',
      '/contatos/3',
    );
    expect(within(table).getByText('Ordem de pagamento 0008')).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Contato' })).toBeInTheDocument();
  });

  it("lists one sale's notifications without the global filters", async () => {
    const api = mockFetch({ 'GET /api/vendas/42/notificacoes/': lista([]) });
    renderComUsuario(<NotificacoesLista venda={42} />);
    expect(await screen.findByText(NOTIFICACAO_MESSAGES.vazio)).toBeInTheDocument();
    expect(screen.queryByLabelText('ID da venda')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/users/web_ativos/')).toHaveLength(0);
  });

  it('toggles important and read, and says so when it fails', async () => {
    setCookie('csrftoken', 'csrf');
    const api = mockFetch({
      'GET /api/vendas/42/notificacoes/': lista([NOTIFICACAO]),
      'POST /api/notificacoes/5/importante/': { body: { id: 5, importante: true } },
      'POST /api/notificacoes/5/lido/': { status: 500, body: { detail: 'falhou' } },
    });
    const user = userEvent.setup();
    renderComUsuario(<NotificacoesLista venda={42} />);
    await user.click(await screen.findByRole('button', { name: 'Importante 5' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/notificacoes/5/importante/')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Lida 5' }));
    expect(await screen.findByText(NOTIFICACAO_MESSAGES.erroStatus)).toBeInTheDocument();
  });

  it('shows the log of a notification as formatted JSON', async () => {
    mockFetch({
      'GET /api/vendas/42/notificacoes/': lista([NOTIFICACAO]),
      'GET /api/logs/90/': { body: LOG },
    });
    const user = userEvent.setup();
    renderComUsuario(<NotificacoesLista venda={42} />);
    await user.click(await screen.findByRole('button', { name: 'Ver log 5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log 0090' });
    expect(await within(dialog).findByText(/Venda editada na venda 0042 por Ana Souza/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Dados').textContent).toContain(
      '"Anotações": "Cliente prefere janela"',
    );
  });

  it('says when the log cannot be read', async () => {
    mockFetch({
      'GET /api/vendas/42/notificacoes/': lista([NOTIFICACAO]),
      'GET /api/logs/90/': { status: 403, body: { detail: 'proibido' } },
    });
    const user = userEvent.setup();
    renderComUsuario(<NotificacoesLista venda={42} />);
    await user.click(await screen.findByRole('button', { name: 'Ver log 5' }));
    expect(await screen.findByText(NOTIFICACAO_MESSAGES.erroLogs)).toBeInTheDocument();
  });
});

import { LOG_MESSAGES } from '@skyler/domain/logs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { makeUser, signedIn } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { CONSULTORES, renderComUsuario } from '../../vendas/testing/fixtures.tsx';
import { LOGS_TEXTOS, LogsPage } from './logs-page.tsx';

const FINANCEIRO = makeUser({ pertencente: ['financeiro'] });
const LOG = {
  id: 90,
  tipo: 'venda_cancelada',
  venda: 42,
  usuario: { id: 7, nome: 'Ana', sobrenome: 'Souza' },
  created_at: '2026-03-11T15:30:00.000Z',
  dados: { antes: { status: 'proposta' }, depois: { status: 'fechada' } },
  meta: { entidade: 'venda', id: 42 },
};

describe('LogsPage', () => {
  it('lists to anyone else on the staff what the server answers them, saying what that is', async () => {
    mockFetch({
      'GET /api/whoami/': { body: signedIn(makeUser({ pertencente: ['vendas_1'] })) },
      'GET /api/logs/': { body: { logs: [LOG], pages: 1 } },
      'GET /api/users/web_ativos/': { body: CONSULTORES },
    });
    renderApp('/logs');
    const table = await screen.findByRole('table', { name: 'Logs' });
    expect(await within(table).findByText('0090')).toBeInTheDocument();
    expect(screen.getByText(LOGS_TEXTOS.escopo)).toBeInTheDocument();
  });

  it('lists logs, filters them and shows one with its data before and after', async () => {
    const api = mockFetch({
      'GET /api/logs/': { body: { logs: [LOG], pages: 1 } },
      'GET /api/logs/90/': { body: LOG },
      'GET /api/users/web_ativos/': { body: CONSULTORES },
    });
    const user = userEvent.setup();
    renderComUsuario(<LogsPage />, { user: FINANCEIRO, route: '/logs' });
    const table = await screen.findByRole('table', { name: 'Logs' });
    expect(screen.queryByText(LOGS_TEXTOS.escopo)).toBeNull();
    for (const header of ['ID', 'Tipo', 'Venda ID', 'Usuário', 'Data', 'Ações']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(await within(table).findByText('Venda cancelada')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Tipo'));
    await user.click(await screen.findByRole('option', { name: 'Venda criada' }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/logs/').at(-1)?.url.searchParams.get('tipo')).toBe('venda_criada'),
    );

    await user.click(screen.getByRole('button', { name: 'Ver log 90' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log 0090' });
    expect(
      await within(dialog).findByText(/Venda cancelada na venda 0042 por Ana Souza/),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Dados').textContent).toContain(
      '"Depois": {\n    "Status": "fechada"',
    );
    expect(within(dialog).getByLabelText('Meta').textContent).toContain('"Entidade": "venda"');
  });

  it('names every kind of log in Portuguese, contacts and companies included', async () => {
    mockFetch({
      'GET /api/logs/': { body: { logs: [{ ...LOG, tipo: 'contato_criado', venda: null }], pages: 1 } },
      'GET /api/users/web_ativos/': { body: CONSULTORES },
    });
    renderComUsuario(<LogsPage />, { user: FINANCEIRO, route: '/logs' });
    const table = await screen.findByRole('table', { name: 'Logs' });
    expect(await within(table).findByText('Contato criado')).toBeInTheDocument();
    expect(within(table).queryByText('contato_criado')).not.toBeInTheDocument();
  });

  it('filters by dates typed as DD/MM/AAAA, like every other date field', async () => {
    const api = mockFetch({
      'GET /api/logs/': { body: { logs: [LOG], pages: 1 } },
      'GET /api/users/web_ativos/': { body: CONSULTORES },
    });
    const user = userEvent.setup();
    renderComUsuario(<LogsPage />, { user: FINANCEIRO, route: '/logs' });
    const de = screen.getByRole('textbox', { name: 'De' });
    expect(de).not.toHaveAttribute('type', 'date');
    expect(de).toHaveAttribute('placeholder', 'DD/MM/AAAA');
    await user.type(de, '01032026');
    expect(de).toHaveValue('01/03/2026');
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/logs/').at(-1)?.url.searchParams.get('data_inicio')).toBe('2026-03-01'),
    );
    await user.type(screen.getByRole('textbox', { name: 'Até' }), '31032026');
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/logs/').at(-1)?.url.searchParams.get('data_fim')).toBe('2026-03-31'),
    );
  });

  it('says when there are no logs', async () => {
    mockFetch({
      'GET /api/logs/': { body: { logs: [], pages: 1 } },
      'GET /api/users/web_ativos/': { body: [] },
    });
    renderComUsuario(<LogsPage />, { user: FINANCEIRO });
    expect(await screen.findByText(LOG_MESSAGES.vazio)).toBeInTheDocument();
  });

  it('shows the error of a failed load, never the empty text', async () => {
    mockFetch({
      'GET /api/logs/': { status: 503, body: { detail: 'Banco de dados indisponível.' } },
      'GET /api/users/web_ativos/': { body: CONSULTORES },
    });
    renderComUsuario(<LogsPage />, { user: FINANCEIRO, route: '/logs' });
    expect(await screen.findByText('Banco de dados indisponível.')).toBeInTheDocument();
    expect(screen.queryByText(LOG_MESSAGES.vazio)).toBeNull();
  });
});

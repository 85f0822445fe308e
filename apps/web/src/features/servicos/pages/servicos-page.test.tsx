import { SERVICO_MESSAGES } from '@skyler/domain/servicos';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApiDe } from '../../../test/api.ts';
import type { MockHandler } from '../../../test/fetch-mock.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { CONSULTORES } from '../../vendas/testing/fixtures.tsx';
import { makeServico } from '../testing/fixtures.ts';

function api(extra: Record<string, MockHandler> = {}) {
  return mockApiDe(makeUser(), {
    'GET /api/users/web_ativos/': { body: CONSULTORES },
    ...extra,
  });
}

const pagina = { servicos: [makeServico(), makeServico({ id: 30, status: 'emissao' })], pages: 3 };
const ultimaChamada = (fetch: ReturnType<typeof api>) =>
  fetch.callsTo('GET', '/api/servicos/detailed/').at(-1)?.url.searchParams;

afterEach(() => {
  vi.useRealTimers();
});

describe('Serviços list', () => {
  it('lists the services of a page with their sale, client and status', async () => {
    const fetch = api({ 'GET /api/servicos/detailed/': { body: pagina } });
    const user = userEvent.setup();
    renderApp('/servicos');
    const table = await screen.findByRole('table', { name: 'Serviços' });
    expect(await within(table).findByText('0031')).toBeInTheDocument();
    expect(within(table).getAllByRole('link', { name: '0042' })[0]).toHaveAttribute(
      'href',
      '/vendas/42/info',
    );
    expect(within(table).getAllByText('Maria Oliveira')).toHaveLength(2);
    expect(within(table).getByText('Emissão')).toBeInTheDocument();
    expect(ultimaChamada(fetch)?.get('page')).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Ir para a página 2' }));
    await waitFor(() => expect(ultimaChamada(fetch)?.get('page')).toBe('2'));
  });

  it('filters by status and consultant at once', async () => {
    const fetch = api({ 'GET /api/servicos/detailed/': { body: pagina } });
    const user = userEvent.setup();
    renderApp('/servicos');
    await screen.findByText('0031');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Pagamento em validação' }));
    await waitFor(() => expect(ultimaChamada(fetch)?.get('status')).toBe('pagamento_validacao'));
    await user.click(screen.getByRole('combobox', { name: 'Consultor' }));
    await user.click(await screen.findByRole('option', { name: 'Bruno Lima' }));
    await waitFor(() => expect(ultimaChamada(fetch)?.get('consultor')).toBe('8'));
    expect(ultimaChamada(fetch)?.get('status')).toBe('pagamento_validacao');
  });

  it('applies a date filter 5 s after the last key, or at once with Enter', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = api({ 'GET /api/servicos/detailed/': { body: pagina } });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp('/servicos');
    await screen.findByText('0031');
    await user.type(screen.getByRole('textbox', { name: 'Data de início' }), '01032026');
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(fetch.calls.some((c) => c.url.searchParams.has('data_inicio'))).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1100);
    });
    await waitFor(() => expect(ultimaChamada(fetch)?.get('data_inicio')).toBe('2026-03-01'));

    await user.type(screen.getByRole('textbox', { name: 'Data de fim' }), '31032026{Enter}');
    await waitFor(() => expect(ultimaChamada(fetch)?.get('data_fim')).toBe('2026-03-31'));
  });

  it('says when no service matches and offers to clear the filters', async () => {
    const fetch = api({ 'GET /api/servicos/detailed/': { body: { servicos: [], pages: 1 } } });
    const user = userEvent.setup();
    renderApp('/servicos?status=rac');
    expect(await screen.findByText(SERVICO_MESSAGES.naoEncontrados)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(ultimaChamada(fetch)?.has('status')).toBe(false));
  });

  it('says when the list cannot be loaded', async () => {
    api({ 'GET /api/servicos/detailed/': { status: 500, body: { detail: 'Erro interno.' } } });
    renderApp('/servicos');
    expect(await screen.findByText(SERVICO_MESSAGES.erroCarregar)).toBeInTheDocument();
  });

  it('opens a service’s details from its row', async () => {
    api({ 'GET /api/servicos/detailed/': { body: pagina } });
    const user = userEvent.setup();
    renderApp('/servicos');
    await user.click(await screen.findByText('0030'));
    const dialog = await screen.findByRole('dialog', { name: 'Serviço 0030' });
    expect(within(dialog).getByText('Emissão')).toBeInTheDocument();
  });
});

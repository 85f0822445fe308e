import { EMISSAO_MESSAGES } from '@skyler/domain/emissoes';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../../lib/browser.ts';
import { mockApiDe } from '../../../test/api.ts';
import type { MockHandler } from '../../../test/fetch-mock.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { CONSULTORES } from '../../vendas/testing/fixtures.tsx';
import { MARCADOR_TEXTOS } from '../components/marcador-tempo.tsx';
import { EDU, makeEmissao } from '../testing/fixtures.ts';

function api(extra: Record<string, MockHandler> = {}, user = makeUser()) {
  return mockApiDe(user, {
    'GET /api/users/web_ativos/': { body: CONSULTORES },
    ...extra,
  });
}

const AGORA = new Date('2026-03-20T12:00:00.000Z');
const pagina = {
  emissoes: [
    // in the queue for 8 days: late
    makeEmissao(),
    // in the queue for 30 minutes
    makeEmissao({
      id: 6,
      created_at: '2026-03-20T11:30:00.000Z',
      tipo: 'emissao_hotel',
      subcotacao_voo: null,
    }),
    // issued 5 hours after it was created
    makeEmissao({
      id: 7,
      status: 'finalizada',
      localizador: 'XYZ123',
      emitido_por: EDU,
      data_hora_emissao: '2026-03-12T17:00:00.000Z',
    }),
    makeEmissao({
      id: 8,
      status: 'cancelada',
      cancelada_em: '2026-03-12T14:00:00.000Z',
      venda: { ...makeEmissao().venda, cliente: null, cliente_empresa: { id: 2, nome: 'Acme Ltda' } },
    }),
  ],
  pages: 3,
};
const ultimaChamada = (fetch: ReturnType<typeof api>) =>
  fetch.callsTo('GET', '/api/emissoes/detailed/').at(-1)?.url.searchParams;
const linha = (table: HTMLElement, texto: string) => {
  const tr = within(table).getByText(texto).closest('tr');
  if (!tr) throw new Error(`sem linha ${texto}`);
  return within(tr);
};

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Emissões list', () => {
  it('lists a page of issuances with their sale, client, status, issuer and elapsed-time marker', async () => {
    vi.useFakeTimers({ now: AGORA, shouldAdvanceTime: true });
    const fetch = api({ 'GET /api/emissoes/detailed/': { body: pagina } });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp('/emissoes');
    expect(await screen.findByRole('heading', { name: 'Emissões' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Emissões' });
    await within(table).findByText('E0005');

    const atrasada = linha(table, 'E0005');
    expect(atrasada.getByRole('link', { name: '0042' })).toHaveAttribute('href', '/vendas/42/info');
    expect(atrasada.getByText('Maria Oliveira')).toBeInTheDocument();
    expect(atrasada.getByText('Pagante')).toBeInTheDocument();
    expect(atrasada.getByText('Fila de emissão')).toBeInTheDocument();
    expect(atrasada.getByRole('img', { name: MARCADOR_TEXTOS.bravo })).toBeInTheDocument();
    expect(atrasada.getByText('192 horas')).toBeInTheDocument();

    const recente = linha(table, 'E0006');
    expect(recente.getByText('Hotel')).toBeInTheDocument();
    expect(recente.getByRole('img', { name: MARCADOR_TEXTOS.relogio })).toBeInTheDocument();
    expect(recente.getByText('30 minutos')).toBeInTheDocument();

    const emitida = linha(table, 'E0007');
    expect(emitida.getByText('Finalizada')).toBeInTheDocument();
    expect(emitida.getByText('XYZ123')).toBeInTheDocument();
    expect(emitida.getByText('Eduardo Emissor')).toBeInTheDocument();
    expect(emitida.getByRole('img', { name: MARCADOR_TEXTOS.feliz })).toBeInTheDocument();
    expect(emitida.getByText('5 horas')).toBeInTheDocument();

    const cancelada = linha(table, 'E0008');
    expect(cancelada.getByText('Acme Ltda')).toBeInTheDocument();
    expect(cancelada.getByRole('img', { name: MARCADOR_TEXTOS.cancelada })).toBeInTheDocument();
    expect(cancelada.getByText('2 horas')).toBeInTheDocument();

    expect(ultimaChamada(fetch)?.get('page')).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Ir para a página 2' }));
    await waitFor(() => expect(ultimaChamada(fetch)?.get('page')).toBe('2'));
  });

  it('sends each select filter as a query pair, keeps them in the URL and together', async () => {
    const fetch = api({ 'GET /api/emissoes/detailed/': { body: pagina } });
    const user = userEvent.setup();
    const { router } = renderApp('/emissoes');
    await screen.findByText('E0005');
    const escolher = async (filtro: string, opcao: string) => {
      await user.click(screen.getByRole('combobox', { name: filtro }));
      await user.click(await screen.findByRole('option', { name: opcao }));
    };
    await escolher('Status', 'Finalizada');
    await waitFor(() => expect(ultimaChamada(fetch)?.get('status')).toBe('finalizada'));
    await escolher('Tipo', 'Milha');
    await waitFor(() => expect(ultimaChamada(fetch)?.get('tipo')).toBe('emissao_voo_milha'));
    await escolher('Consultor', 'Bruno Lima');
    await waitFor(() => expect(ultimaChamada(fetch)?.get('consultor')).toBe('8'));
    await escolher('Emissor', 'Caio Reis');
    await waitFor(() => expect(ultimaChamada(fetch)?.get('emissor')).toBe('9'));
    const params = ultimaChamada(fetch);
    expect(params?.get('status')).toBe('finalizada');
    expect(params?.get('tipo')).toBe('emissao_voo_milha');
    expect(params?.get('page')).toBe('1');
    expect(router.state.location.search).toContain('status=finalizada');
    expect(router.state.location.search).toContain('emissor=9');
  });

  it('applies the text filters 1 s after the last key and the departure date once complete', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = api({ 'GET /api/emissoes/detailed/': { body: pagina } });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp('/emissoes');
    await screen.findByText('E0005');
    await user.type(screen.getByRole('textbox', { name: 'Localizador' }), 'abc12');
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(fetch.calls.some((c) => c.url.searchParams.has('localizador'))).toBe(false);
    act(() => {
      vi.advanceTimersByTime(600);
    });
    await waitFor(() => expect(ultimaChamada(fetch)?.get('localizador')).toBe('ABC12'));

    await user.type(screen.getByRole('textbox', { name: 'ID da venda' }), '42{Enter}');
    await waitFor(() => expect(ultimaChamada(fetch)?.get('id_venda')).toBe('42'));
    await user.type(screen.getByRole('textbox', { name: 'ID do serviço' }), '31{Enter}');
    await waitFor(() => expect(ultimaChamada(fetch)?.get('id_servico')).toBe('31'));
    await user.type(screen.getByRole('textbox', { name: 'ID da emissão' }), '5{Enter}');
    await waitFor(() => expect(ultimaChamada(fetch)?.get('id_emissao')).toBe('5'));

    await user.type(screen.getByRole('textbox', { name: 'Data de ida' }), '01042026');
    await waitFor(() => expect(ultimaChamada(fetch)?.get('data_ida')).toBe('2026-04-01'));
    expect(ultimaChamada(fetch)?.get('localizador')).toBe('ABC12');
  });

  it('reopens with the filters of a shared link', async () => {
    const fetch = api({ 'GET /api/emissoes/detailed/': { body: pagina } });
    renderApp('/emissoes?status=cancelada&id_venda=42&page=2');
    await screen.findByText('E0005');
    expect(ultimaChamada(fetch)?.get('status')).toBe('cancelada');
    expect(ultimaChamada(fetch)?.get('id_venda')).toBe('42');
    expect(ultimaChamada(fetch)?.get('page')).toBe('2');
    expect(screen.getByRole('textbox', { name: 'ID da venda' })).toHaveValue('42');
  });

  it('shows the late-issuances filter of the dashboard’s link, and takes it off', async () => {
    const fetch = api({ 'GET /api/emissoes/detailed/': { body: pagina } });
    const user = userEvent.setup();
    const { router } = renderApp('/emissoes?atrasadas=true&tipo=emissao_hotel');
    await screen.findByText('E0005');
    expect(ultimaChamada(fetch)?.get('atrasadas')).toBe('true');
    expect(ultimaChamada(fetch)?.get('tipo')).toBe('emissao_hotel');
    expect(screen.getByRole('combobox', { name: 'Atraso' })).toHaveTextContent('Atrasadas (mais de 48 h)');
    await user.click(screen.getByRole('combobox', { name: 'Atraso' }));
    await user.click(screen.getByRole('option', { name: 'Todos' }));
    await waitFor(() => expect(ultimaChamada(fetch)?.has('atrasadas')).toBe(false));
    expect(router.state.location.search).toBe('?tipo=emissao_hotel');
  });

  it('opens an issuance from its row, and in a new tab with Ctrl', async () => {
    api({
      'GET /api/emissoes/detailed/': { body: pagina },
      'GET /api/emissoes/5/': { status: 500, body: { detail: 'x' } },
    });
    const abrir = vi.spyOn(browser, 'openInNewTab').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { router } = renderApp('/emissoes');
    await user.keyboard('{Control>}');
    await user.click(await screen.findByText('E0006'));
    await user.keyboard('{/Control}');
    expect(abrir).toHaveBeenCalledWith('/emissoes/6');
    await user.click(screen.getByText('E0005'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/emissoes/5'));
  });

  it('says when no issuance matches, and when the list cannot be loaded', async () => {
    api({ 'GET /api/emissoes/detailed/': { body: { emissoes: [], pages: 1 } } });
    const { unmount } = renderApp('/emissoes?tipo=emissao_carro');
    expect(await screen.findByText(EMISSAO_MESSAGES.vazio)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Limpar filtros' })).toBeInTheDocument();
    unmount();

    api({ 'GET /api/emissoes/detailed/': { status: 500, body: { detail: 'Erro interno.' } } });
    renderApp('/emissoes');
    expect(await screen.findByText(EMISSAO_MESSAGES.erroBuscar)).toBeInTheDocument();
  });
});

describe('Minha área › Minhas emissões', () => {
  it('lists the user’s own issuances, paged, with the same columns', async () => {
    const fetch = api({ 'GET /api/emissoes/detailed/': { body: pagina } });
    const user = userEvent.setup();
    renderApp('/minha-area/emissoes');
    const table = await screen.findByRole('table', { name: 'Minhas emissões' });
    expect(await within(table).findByText('E0007')).toBeInTheDocument();
    expect(linha(table, 'E0007').getByText('Finalizada')).toBeInTheDocument();
    expect(ultimaChamada(fetch)?.get('minhas')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Ir para a página 3' }));
    await waitFor(() => expect(ultimaChamada(fetch)?.get('page')).toBe('3'));
    expect(ultimaChamada(fetch)?.get('minhas')).toBe('true');
  });

  it('asks nothing of the API for a customer account, which the portal takes instead', async () => {
    const fetch = api({}, makeUser({ cliente: true, is_staff: false }));
    const { router } = renderApp('/minha-area/emissoes');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal'));
    expect(fetch.callsTo('GET', '/api/emissoes/detailed/')).toHaveLength(0);
  });
});

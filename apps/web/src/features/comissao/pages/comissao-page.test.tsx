import {
  COMISSAO_MESSAGES,
  type EmissaoComissao,
  type EmissaoComissaoParticipante,
} from '@skyler/domain/comissao';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../../lib/browser.ts';
import { mockApiDe } from '../../../test/api.ts';
import {
  continuarEditando,
  esperaPerguntarAntesDeDescartar,
  fundoDoDialogo,
} from '../../../test/descartar.ts';
import { escolherOpcao } from '../../../test/escolher.ts';
import type { MockHandler } from '../../../test/fetch-mock.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { linhaCom } from '../../../test/linha.ts';
import { renderApp } from '../../../test/render.tsx';
import { cabecalhos } from '../../../test/tabela.ts';
import { MARCADOR_TEXTOS } from '../../emissoes/index.ts';
import { CONSULTORES } from '../../vendas/testing/fixtures.tsx';
import { TAXAS_TEXTS } from '../components/taxas-comissao-dialog.tsx';

const COMISSAO = makeUser({ pertencente: ['comissao'], authorized_restricted_routes: ['comissao'] });
const CONSULTOR = makeUser({ authorized_restricted_routes: ['comissao'] });
const ADMIN = makeUser({
  is_superuser: true,
  pertencente: ['comissao'],
  authorized_restricted_routes: ['comissao'],
});

function api(user: ReturnType<typeof makeUser>, extra: Record<string, MockHandler> = {}) {
  return mockApiDe(user, {
    'GET /api/users/web_ativos/': { body: CONSULTORES },
    ...extra,
  });
}

const reduzida = (overrides: Partial<EmissaoComissaoParticipante> = {}): EmissaoComissaoParticipante => ({
  id: 5,
  tipo: 'emissao_voo_pagante',
  status: 'finalizada',
  localizador: 'XYZ123',
  created_at: '2026-03-12T12:00:00.000Z',
  data_hora_emissao: '2026-03-12T17:00:00.000Z',
  cancelada_em: null,
  venda: { id: 42, cliente: { id: 3, nome: 'Maria', sobrenome: 'Oliveira' }, cliente_empresa: null },
  servico: { id: 31, status: 'emissao', cotacao: 12, orcamento: 9 },
  consultor: { id: 7, nome: 'Ana', sobrenome: 'Souza' },
  cotador: { id: 9, nome: 'Caio', sobrenome: 'Reis' },
  emissor: { id: 8, nome: 'Bruno', sobrenome: 'Lima' },
  ...overrides,
});
const completa = (overrides: Partial<EmissaoComissao> = {}): EmissaoComissao => ({
  ...reduzida(),
  valor_base: '1234.56',
  pct_consultor: '3.00',
  valor_consultor: '37.04',
  pct_cotador: '2.50',
  valor_cotador: '30.86',
  pct_emissor: '1.50',
  valor_emissor: '18.52',
  ...overrides,
});
const paginaCompleta = {
  emissoes: [
    completa(),
    completa({ id: 6, tipo: 'emissao_hotel', cotador: null, pct_cotador: null, valor_cotador: null }),
  ],
  pages: 9,
  com_valores: true,
};
/** A user's commission rates as `GET /api/comissao/taxas/` lists them. */
const taxa = (id: number, nome: string) => ({
  id,
  username: nome.toLowerCase(),
  nome,
  sobrenome: 'Lima',
  ativo: true,
  comissao_consultor: '3.00',
  comissao_cotador: '2.50',
  comissao_emissor: '1.50',
});
const paginaReduzida = { emissoes: [reduzida()], pages: 1, com_valores: false };
const ultimaChamada = (fetch: ReturnType<typeof api>) =>
  fetch.callsTo('GET', '/api/emissoes/comissao/').at(-1)?.url.searchParams;
const linha = (table: HTMLElement, texto: string) => within(linhaCom(table, texto));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Comissão', () => {
  it('shows a commission user the base, each rate with its amount, the marker and the link to the quote', async () => {
    const fetch = api(COMISSAO, { 'GET /api/emissoes/comissao/': { body: paginaCompleta } });
    const user = userEvent.setup();
    renderApp('/comissao');
    expect(await screen.findByRole('heading', { name: 'Comissão' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    expect(trail).toHaveTextContent('Home');
    const table = await screen.findByRole('table', { name: 'Comissão' });
    await within(table).findByText('E0005');
    expect(cabecalhos(table)).toEqual([
      'ID Emissão',
      'Venda',
      'Valor Base',
      'Consultor',
      '% Consultor',
      'Cotador',
      '% Cotador',
      'Emissor',
      '% Emissor',
      'Cliente',
      'Data de Conclusão',
      'Data de Criação',
      'Tipo',
      'Tempo',
      'Cotação',
    ]);
    const e5 = linha(table, 'E0005');
    expect(e5.getByText('R$ 1.234,56')).toBeInTheDocument();
    expect(e5.getByText('3,00% · R$ 37,04')).toBeInTheDocument();
    expect(e5.getByText('2,50% · R$ 30,86')).toBeInTheDocument();
    expect(e5.getByText('1,50% · R$ 18,52')).toBeInTheDocument();
    expect(e5.getByText('Maria Oliveira')).toBeInTheDocument();
    expect(e5.getByText('Pagante')).toBeInTheDocument();
    expect(e5.getByRole('img', { name: MARCADOR_TEXTOS.feliz })).toBeInTheDocument();
    expect(e5.getByRole('link', { name: 'Cotação 0012 do orçamento 0009' })).toHaveAttribute(
      'href',
      '/orcamento/9',
    );
    expect(e5.getByRole('link', { name: '0042' })).toHaveAttribute('href', '/vendas/42/info');
    const e6 = linha(table, 'E0006');
    expect(e6.getByText('Hotel')).toBeInTheDocument();
    expect(e6.getAllByText('-').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByRole('button', { name: 'Taxas de comissão' })).not.toBeInTheDocument();

    // 7 page items of 9 pages: 1 to 5, an ellipsis and the last
    expect(screen.getByRole('button', { name: 'Ir para a página 5' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ir para a página 6' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ir para a página 9' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ir para a página 2' }));
    await waitFor(() => expect(ultimaChamada(fetch)?.get('page')).toBe('2'));
  });

  it('shows everyone else the reduced columns, with no amount', async () => {
    api(CONSULTOR, { 'GET /api/emissoes/comissao/': { body: paginaReduzida } });
    renderApp('/comissao');
    const table = await screen.findByRole('table', { name: 'Comissão' });
    await within(table).findByText('E0005');
    expect(cabecalhos(table)).toEqual([
      'ID Emissão',
      'Venda',
      'Emissor',
      'Cotador',
      'Consultor',
      'Cliente',
      'Data de Conclusão',
      'Data de Criação',
      'Tipo',
      'Tempo',
      'Cotação',
    ]);
    expect(within(table).queryByText(/R\$/)).not.toBeInTheDocument();
    expect(within(table).queryByText(/%/)).not.toBeInTheDocument();
  });

  it('picks several creation days and applies them 3 s after the last one', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-20T12:00:00.000Z'), shouldAdvanceTime: true });
    const fetch = api(COMISSAO, { 'GET /api/emissoes/comissao/': { body: paginaCompleta } });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = renderApp('/comissao');
    await screen.findByText('E0005');
    await user.click(screen.getByRole('button', { name: 'Data de Criação' }));
    const calendario = await screen.findByRole('dialog', { name: 'Data de Criação' });
    await user.click(within(calendario).getByRole('button', { name: '10/03/2026' }));
    await user.click(within(calendario).getByRole('button', { name: 'Mês anterior' }));
    await user.click(within(calendario).getByRole('button', { name: '27/02/2026' }));
    expect(within(calendario).getByRole('button', { name: '27/02/2026' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    act(() => {
      vi.advanceTimersByTime(2500);
    });
    expect(fetch.calls.some((c) => c.url.searchParams.has('data_criacao'))).toBe(false);
    act(() => {
      vi.advanceTimersByTime(600);
    });
    await waitFor(() => expect(ultimaChamada(fetch)?.get('data_criacao')).toBe('2026-02-27,2026-03-10'));
    expect(router.state.location.search).toContain('data_criacao=2026-02-27%2C2026-03-10');
    await user.keyboard('{Escape}');
    // a day dropped from its chip
    await user.click(
      within(screen.getByRole('button', { name: 'Data de Criação: 10/03/2026' })).getByTestId('CancelIcon'),
    );
    act(() => {
      vi.advanceTimersByTime(3100);
    });
    await waitFor(() => expect(ultimaChamada(fetch)?.get('data_criacao')).toBe('2026-02-27'));
  });

  it('sends the user and text filters, and reopens with a shared link', async () => {
    const fetch = api(COMISSAO, { 'GET /api/emissoes/comissao/': { body: paginaCompleta } });
    const user = userEvent.setup();
    renderApp('/comissao?data_conclusao=2026-03-01,2026-03-02&id_venda=42');
    await screen.findByText('E0005');
    expect(ultimaChamada(fetch)?.get('data_conclusao')).toBe('2026-03-01,2026-03-02');
    expect(screen.getByRole('button', { name: 'Data de Conclusão: 01/03/2026' })).toBeInTheDocument();
    await escolherOpcao(user, screen.getByRole('combobox', { name: 'Participante' }), 'Caio Reis');
    await waitFor(() => expect(ultimaChamada(fetch)?.get('participante')).toBe('9'));
    await user.type(screen.getByRole('combobox', { name: 'Consultor' }), 'Bru');
    await user.click(await screen.findByRole('option', { name: 'Bruno Lima' }));
    await waitFor(() => expect(ultimaChamada(fetch)?.get('consultor')).toBe('8'));
    await escolherOpcao(user, screen.getByRole('combobox', { name: 'Tipo' }), 'Wallet');
    await waitFor(() => expect(ultimaChamada(fetch)?.get('tipo')).toBe('emissao_voo_wallet'));
    await user.type(screen.getByRole('textbox', { name: 'Localizador' }), 'abc{Enter}');
    await waitFor(() => expect(ultimaChamada(fetch)?.get('localizador')).toBe('ABC'));
    await user.type(screen.getByRole('textbox', { name: 'ID da Emissão' }), '5{Enter}');
    await waitFor(() => expect(ultimaChamada(fetch)?.get('id_emissao')).toBe('5'));
    const params = ultimaChamada(fetch);
    expect(params?.get('id_venda')).toBe('42');
    expect(params?.get('participante')).toBe('9');
  });

  it('opens an issuance from its row, and in a new tab with Ctrl', async () => {
    api(COMISSAO, {
      'GET /api/emissoes/comissao/': { body: paginaCompleta },
      'GET /api/emissoes/5/': { status: 500, body: { detail: 'x' } },
    });
    const abrir = vi.spyOn(browser, 'openInNewTab').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { router } = renderApp('/comissao');
    await user.keyboard('{Control>}');
    await user.click(await screen.findByText('E0006'));
    await user.keyboard('{/Control}');
    expect(abrir).toHaveBeenCalledWith('/emissoes/6');
    await user.click(screen.getByText('E0005'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/emissoes/5'));
  });

  it('says when no issuance matches', async () => {
    api(CONSULTOR, {
      'GET /api/emissoes/comissao/': { body: { emissoes: [], pages: 1, com_valores: false } },
    });
    renderApp('/comissao?tipo=emissao_carro');
    expect(await screen.findByText(COMISSAO_MESSAGES.vazio)).toBeInTheDocument();
  });

  it('opens the rates of the user whose page linked here, and all of them on request', async () => {
    api(ADMIN, {
      'GET /api/emissoes/comissao/': { body: paginaCompleta },
      'GET /api/comissao/taxas/': { body: [taxa(8, 'Bruno'), taxa(9, 'Clara')] },
    });
    const user = userEvent.setup();
    renderApp('/comissao?taxas=9');
    const dialog = await screen.findByRole('dialog', { name: 'Taxas de comissão' });
    const tabela = await within(dialog).findByRole('table', { name: 'Taxas de comissão' });
    expect(await within(tabela).findByText('Clara Lima')).toBeInTheDocument();
    expect(within(tabela).queryByText('Bruno Lima')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: TAXAS_TEXTS.mostrarTodos }));
    expect(within(tabela).getByText('Bruno Lima')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: TAXAS_TEXTS.mostrarTodos })).toBeNull();
  });

  it('lets an administrator change a user’s rates', async () => {
    const fetch = api(ADMIN, {
      'GET /api/emissoes/comissao/': { body: paginaCompleta },
      'GET /api/comissao/taxas/': { body: [taxa(8, 'Bruno')] },
      'PUT /api/comissao/taxas/8/': { body: { ...taxa(8, 'Bruno'), comissao_consultor: '4.00' } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/comissao');
    await user.click(await screen.findByRole('button', { name: 'Taxas de comissão' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Taxas de comissão' });
    const campo = await within(dialogo).findByRole('textbox', { name: '% Consultor de Bruno Lima' });
    const salvar = within(dialogo).getByRole('button', { name: 'Salvar taxas de Bruno Lima' });
    expect(salvar).toBeDisabled();
    await user.clear(campo);
    await user.type(campo, '101');
    expect(await within(dialogo).findByText(COMISSAO_MESSAGES.taxaInvalida)).toBeInTheDocument();
    expect(salvar).toBeDisabled();
    await user.clear(campo);
    await user.type(campo, '4');
    await user.click(salvar);
    expect(await screen.findByText(COMISSAO_MESSAGES.taxasSalvas)).toBeInTheDocument();
    expect(fetch.callsTo('PUT', '/api/comissao/taxas/8/')[0]?.body).toEqual({
      comissao_consultor: '4',
      comissao_cotador: '2.50',
      comissao_emissor: '1.50',
    });
    expect(campo).toHaveValue('4.00');
    // a rate typed and not saved is not dropped unasked: Esc, a click outside, the browser's Back
    await esperaPerguntarAntesDeDescartar(user, campo, '5');
    await user.click(fundoDoDialogo());
    await continuarEditando(user);
    await act(() => router.navigate('/comissao?busca=Bruno'));
    await act(() => router.navigate(-1));
    await continuarEditando(user);
    expect(router.state.location.search).toBe('?busca=Bruno');
    expect(campo).toHaveValue('4.005');
  });
});

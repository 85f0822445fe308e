import { ORCAMENTO_MESSAGES as M } from '@skyler/domain/orcamentos-regras';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApiDe } from '../../../test/api.ts';
import type { MockHandler } from '../../../test/fetch-mock.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { CARREGAR, makeOrcamentoDetalhado } from '../testing/fixtures.ts';

const USUARIOS = [
  {
    id: 7,
    username: 'ana',
    nome: 'Ana',
    sobrenome: 'Souza',
    cliente: false,
    sdr: false,
    consultor: true,
    cotador: false,
  },
  {
    id: 8,
    username: 'zeca',
    nome: 'Zeca',
    sobrenome: 'Cotas',
    cliente: false,
    sdr: false,
    consultor: false,
    cotador: true,
  },
  {
    id: 9,
    username: 'bia',
    nome: 'Bia',
    sobrenome: 'Preços',
    cliente: false,
    sdr: false,
    consultor: false,
    cotador: true,
  },
  {
    id: 10,
    username: 'cli',
    nome: 'Cliente',
    sobrenome: 'Conta',
    cliente: true,
    sdr: false,
    consultor: true,
    cotador: true,
  },
];

function api(extra: Record<string, MockHandler> = {}) {
  return mockApiDe(makeUser(), {
    'GET /api/users/web_ativos/': { body: USUARIOS },
    'GET /api/orcamentos/detalhado/': {
      body: {
        orcamentos: [
          makeOrcamentoDetalhado(),
          makeOrcamentoDetalhado({
            id: 13,
            descricao: 'Hotel no Rio',
            tipo_servico: 'orcamento_hotel',
            quantidade_cotacoes: 2,
          }),
        ],
        pages: 12,
      },
    },
    ...extra,
  });
}

const ultimaBusca = (fetch: ReturnType<typeof api>) =>
  fetch.callsTo('GET', '/api/orcamentos/detalhado/').at(-1)?.url.searchParams;

describe('OrcamentosPage', () => {
  it('shows the requests with their sale and client, 9 page links, and opens one on click', async () => {
    api();
    const user = userEvent.setup();
    const { router } = renderApp('/orcamentos');
    const tabela = await screen.findByRole('table', { name: 'Orçamentos' }, CARREGAR);
    const linha = (await within(tabela).findByText('Lisboa em maio')).closest('tr') as HTMLElement;
    expect(within(linha).getByText('0012')).toBeInTheDocument();
    expect(within(linha).getByText('Aéreo')).toBeInTheDocument();
    expect(within(linha).getByText('Nenhuma')).toBeInTheDocument();
    expect(within(linha).getByText('0042')).toBeInTheDocument();
    expect(within(linha).getByText('Maria Oliveira')).toBeInTheDocument();
    // 9 links on page 1 of 12: 1 to 7, the ellipsis and 12
    expect(screen.getByRole('button', { name: 'Ir para a página 7' })).toBeInTheDocument();
    await user.click(within(linha).getByText('Lisboa em maio'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orcamento/12'));
  }, 30_000);

  it('sends each filter in the query string', async () => {
    const fetch = api();
    const user = userEvent.setup();
    const { router } = renderApp('/orcamentos');
    await screen.findByRole('table', { name: 'Orçamentos' }, CARREGAR);
    const escolher = async (filtro: string, opcao: string) => {
      await user.click(screen.getByRole('combobox', { name: filtro }));
      await user.click(await screen.findByRole('option', { name: opcao }));
    };
    await escolher('Status', 'Aberto');
    await escolher('Tipo de serviço', 'Hotel');
    await escolher('Status da venda', 'Proposta');

    await user.click(screen.getByRole('combobox', { name: 'Cotado por' }));
    // the quoters (and the user), never a customer account, by username (part 1 §6)
    const cotadores = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(cotadores.map((o) => o.textContent)).toEqual(['Todos', 'Ana Souza', 'Bia Preços', 'Zeca Cotas']);
    await user.click(screen.getByRole('option', { name: 'Zeca Cotas' }));
    await escolher('Consultor', 'Ana Souza');
    await waitFor(() => expect(ultimaBusca(fetch)?.get('consultor')).toBe('7'));

    const slider = screen.getByRole('slider');
    slider.focus();
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    await waitFor(() => expect(ultimaBusca(fetch)?.get('quantidade_cotacoes')).toBe('1'));
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    await waitFor(() => expect(ultimaBusca(fetch)?.get('quantidade_cotacoes')).toBe('2'));
    const busca = ultimaBusca(fetch);
    expect(busca?.get('status')).toBe('aberto');
    expect(busca?.get('tipo_servico')).toBe('orcamento_hotel');
    expect(busca?.get('status_venda')).toBe('proposta');
    expect(busca?.get('cotado_por')).toBe('8');
    expect(busca?.get('consultor')).toBe('7');
    expect(busca?.get('page')).toBe('1');
    expect(router.state.location.search).toContain('quantidade_cotacoes=2');

    await user.click(screen.getByRole('button', { name: 'Todas' }));
    await waitFor(() => expect(ultimaBusca(fetch)?.has('quantidade_cotacoes')).toBe(false));
  }, 30_000);

  it("toasts 'Erro ao carregar orçamentos' when the list fails", async () => {
    api({ 'GET /api/orcamentos/detalhado/': { status: 503, body: { detail: 'Serviço indisponível.' } } });
    renderApp('/orcamentos');
    expect(
      await screen.findByText(`${M.erroCarregar}: Serviço indisponível.`, {}, CARREGAR),
    ).toBeInTheDocument();
  }, 30_000);
});

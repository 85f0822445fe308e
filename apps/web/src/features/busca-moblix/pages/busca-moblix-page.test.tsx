import { COTACAO_MESSAGES } from '@skyler/domain/cotacoes';
import { type BuscaMoblix, MOBLIX_MESSAGES as M } from '@skyler/domain/moblix';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApiDe } from '../../../test/api.ts';
import type { MockHandler } from '../../../test/fetch-mock.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';

const CARREGAR = { timeout: 15_000 };

const perna = (
  origem: string,
  destino: string,
  partida: string,
  chegada: string,
  voo: string,
  cia = 'LA',
) => ({
  origem,
  destino,
  partida,
  chegada,
  numero_do_voo: voo,
  cia_iata: cia,
  cia_aerea: cia === 'LA' ? 5 : null,
});

function makeBusca(overrides: Partial<BuscaMoblix> = {}): BuscaMoblix {
  return {
    id: 7,
    orcamento: 34,
    venda: 12,
    created_at: '2026-11-20T15:00:00.000Z',
    created_by: { id: 4, nome: 'Caio', sobrenome: 'Cotador' },
    criterios: {
      internacional: false,
      pagante: true,
      diamanteSmiles: false,
      clubeSmiles: true,
      agenciaExterna: false,
      companhia_aerea_ida: 1,
      cabine: 'executiva',
      adultos: 2,
      criancas: 1,
      bebes: 0,
      trechos: [
        { origem: 'GRU', destino: 'SSA', data: '2026-12-20' },
        { origem: 'SSA', destino: 'GRU', data: '2027-01-05' },
      ],
    },
    ofertas: [
      {
        id: 'of-1',
        companhia: { codigo: 1, iata: 'LA', nome: 'LATAM' },
        preco: '1234.50',
        taxas: '89.90',
        total: '1324.40',
        moeda: 'BRL',
        milhas: null,
        bagagem: { mao: 1, despachada: 1 },
        trechos: [
          {
            origem: 'GRU',
            destino: 'SSA',
            partida: '2026-12-20T07:10',
            chegada: '2026-12-20T12:00',
            paradas: 1,
            pernas: [
              perna('GRU', 'BSB', '2026-12-20T07:10', '2026-12-20T08:55', '3456'),
              perna('BSB', 'SSA', '2026-12-20T10:05', '2026-12-20T12:00', '3300'),
            ],
          },
          {
            origem: 'SSA',
            destino: 'GRU',
            partida: '2027-01-05T18:40',
            chegada: '2027-01-05T21:15',
            paradas: 0,
            pernas: [perna('SSA', 'GRU', '2027-01-05T18:40', '2027-01-05T21:15', '3301')],
          },
        ],
      },
      {
        id: '77',
        companhia: { codigo: 2, iata: 'G3', nome: 'GOL' },
        preco: '0.00',
        taxas: '56.12',
        total: '56.12',
        moeda: 'BRL',
        milhas: 42000,
        bagagem: { mao: 0, despachada: 0 },
        trechos: [
          {
            origem: 'GRU',
            destino: 'SSA',
            partida: '2026-12-20T09:00',
            chegada: '2026-12-20T11:30',
            paradas: 0,
            pernas: [perna('GRU', 'SSA', '2026-12-20T09:00', '2026-12-20T11:30', '1500', 'G3')],
          },
        ],
      },
    ],
    ...overrides,
  };
}

const FORNECEDORES = [
  { id: 3, nome: 'Consolidadora Azul' },
  { id: 9, nome: 'Moblix' },
];

function api(extra: Record<string, MockHandler> = {}) {
  return mockApiDe(makeUser({ id: 4 }), {
    'GET /api/moblix/7': { body: makeBusca() },
    'GET /api/fornecedores/simples/': { body: FORNECEDORES },
    ...extra,
  });
}

describe('BuscaMoblixPage', () => {
  it('lists the offers: airline, itinerary, times, stops, baggage and price', async () => {
    api();
    renderApp('/busca-moblix/7');
    const tabela = await screen.findByRole('table', { name: 'Ofertas' }, CARREGAR);
    const [, latam, gol] = within(tabela).getAllByRole('row');
    expect(latam).toHaveTextContent('LATAM');
    expect(latam).toHaveTextContent('GRU → SSA');
    expect(latam).toHaveTextContent('LA 3456, LA 3300');
    expect(latam).toHaveTextContent('20/12/2026 07:10 – 12:00');
    expect(latam).toHaveTextContent('05/01/2027 18:40 – 21:15');
    expect(latam).toHaveTextContent('1 parada');
    expect(latam).toHaveTextContent('Direto');
    expect(latam).toHaveTextContent('1 de mão, 1 despachada');
    expect(latam).toHaveTextContent('R$ 1.324,40');
    expect(latam).toHaveTextContent('R$ 1.234,50 + R$ 89,90 de taxas');
    expect(gol).toHaveTextContent('42.000 milhas');
    expect(gol).toHaveTextContent('+ R$ 56,12 de taxas');
    expect(gol).toHaveTextContent('Sem bagagem');
    expect(
      screen.getByText(
        /Companhia da ida: Latam · Executiva · 2 adultos, 1 criança, 0 bebês · Pagante, Clube Smiles/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('GRU → SSA em 20/12/2026 · SSA → GRU em 05/01/2027')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Orçamento 0034' })).toHaveAttribute('href', '/orcamento/34');
  }, 30_000);

  it('creates a quote from an offer with the supplier named Moblix and the signed-in quoter, then links back', async () => {
    const fetch = api({ 'POST /api/orcamentos/34/cotacoes/': { status: 201, body: { id: 90 } } });
    const user = userEvent.setup();
    renderApp('/busca-moblix/7');
    const botao = await screen.findByRole('button', { name: `${M.criarCotacao} LATAM of-1` }, CARREGAR);
    await waitFor(() => expect(botao).toBeEnabled());
    await user.click(botao);
    expect(await screen.findByText(COTACAO_MESSAGES.criada)).toBeInTheDocument();
    const [chamada] = fetch.callsTo('POST', '/api/orcamentos/34/cotacoes/');
    const corpo = chamada?.body as {
      descricao: string;
      cotado_por: number;
      cotacao_voo: { subcotacoes: Record<string, unknown>[] };
    };
    expect(corpo.cotado_por).toBe(4);
    expect(corpo.descricao.length).toBeLessThanOrEqual(30);
    const [bilhete] = corpo.cotacao_voo.subcotacoes;
    expect(bilhete).toMatchObject({
      tipo_cotacao: 'pagante',
      fornecedor: 9,
      custo_bilhete: '1234.50',
      custo_taxa_embarque: '89.90',
      bilhete_ida: true,
      bilhete_volta: true,
    });
    const viagem = bilhete?.viagem as { trechos: { pernas: Record<string, unknown>[] }[] };
    expect(viagem.trechos.map((t) => t.pernas.length)).toEqual([2, 1]);
    expect(viagem.trechos[0]?.pernas[1]).toMatchObject({
      origem: 'BSB',
      destino: 'SSA',
      cia_aerea: 5,
      numero_do_voo: '3300',
      data_hora_partida: '2026-12-20T10:05',
      executiva: true,
      economica: false,
      adultos: 2,
      criancas: 1,
      bagagem_10kg: 1,
      bagagem_23kg: 1,
      tipo_perna: 'conexao',
    });
    const volta = await screen.findByRole('link', { name: M.voltarOrcamento });
    expect(volta).toHaveAttribute('href', '/orcamento/34');
  }, 30_000);

  it('uses the supplier chosen in the select', async () => {
    const fetch = api({ 'POST /api/orcamentos/34/cotacoes/': { status: 201, body: { id: 91 } } });
    const user = userEvent.setup();
    renderApp('/busca-moblix/7');
    await user.click(await screen.findByRole('combobox', { name: 'Fornecedor' }, CARREGAR));
    await user.click(await screen.findByRole('option', { name: 'Consolidadora Azul' }));
    await user.click(screen.getByRole('button', { name: `${M.criarCotacao} GOL 77` }));
    await screen.findByText(COTACAO_MESSAGES.criada);
    const [chamada] = fetch.callsTo('POST', '/api/orcamentos/34/cotacoes/');
    const corpo = chamada?.body as {
      cotacao_voo: { subcotacoes: { fornecedor: number; bilhete_independente: boolean }[] };
    };
    expect(corpo.cotacao_voo.subcotacoes[0]).toMatchObject({ fornecedor: 3, bilhete_independente: true });
  }, 30_000);

  it('asks for a supplier when none is named Moblix, and creates nothing until one is chosen', async () => {
    const fetch = api({
      'GET /api/fornecedores/simples/': { body: [{ id: 3, nome: 'Consolidadora Azul' }] },
    });
    renderApp('/busca-moblix/7');
    expect(await screen.findByText(COTACAO_MESSAGES.fornecedorObrigatorio, {}, CARREGAR)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `${M.criarCotacao} LATAM of-1` })).toBeDisabled();
    expect(fetch.callsTo('POST', '/api/orcamentos/34/cotacoes/')).toHaveLength(0);
  }, 30_000);

  it("toasts 'Erro ao criar cotação.' with the server's message when the quote is refused", async () => {
    api({
      'POST /api/orcamentos/34/cotacoes/': {
        status: 400,
        body: { detail: COTACAO_MESSAGES.orcamentoFechado },
      },
    });
    const user = userEvent.setup();
    renderApp('/busca-moblix/7');
    const botao = await screen.findByRole('button', { name: `${M.criarCotacao} LATAM of-1` }, CARREGAR);
    await waitFor(() => expect(botao).toBeEnabled());
    await user.click(botao);
    expect(
      await screen.findByText(`${COTACAO_MESSAGES.erroCriar} ${COTACAO_MESSAGES.orcamentoFechado}`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: M.voltarOrcamento })).not.toBeInTheDocument();
  }, 30_000);

  it('says when the search found no offers', async () => {
    api({ 'GET /api/moblix/7': { body: makeBusca({ ofertas: [] }) } });
    renderApp('/busca-moblix/7');
    expect(await screen.findByText(M.semOfertas, {}, CARREGAR)).toBeInTheDocument();
  }, 30_000);

  it("shows 'Página não encontrada' for a search that does not exist", async () => {
    api({ 'GET /api/moblix/7': { status: 404, body: { detail: M.buscaNaoEncontrada } } });
    renderApp('/busca-moblix/7');
    expect(await screen.findByText('Página não encontrada', {}, CARREGAR)).toBeInTheDocument();
    expect(screen.getByText(M.buscaNaoEncontrada)).toBeInTheDocument();
  }, 30_000);
});

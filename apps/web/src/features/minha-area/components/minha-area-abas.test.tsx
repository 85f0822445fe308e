import { MINHA_AREA_MESSAGES as M } from '@skyler/domain/minha-area';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderComUsuario } from '../../vendas/testing/fixtures.tsx';
import { MeusOrcamentos } from './meus-orcamentos.tsx';
import { MinhasAtividades } from './minhas-atividades.tsx';
import { MinhasCotacoes } from './minhas-cotacoes.tsx';

const ORCAMENTO = {
  id: 31,
  venda: 12,
  tipo_servico: 'orcamento_hotel',
  status: 'aberto',
  descricao: 'Pousada em Gramado',
  quantidade_cotacoes: 1,
  created_at: '2026-03-10T12:00:00.000Z',
  updated_at: '2026-03-10T12:00:00.000Z',
  fechado_em: null,
  created_by: null,
  fechado_por: null,
  orcamento_voo: null,
  orcamento_hotel: {},
  orcamento_carro: null,
  orcamento_outro: null,
  venda_status: 'proposta',
  venda_cliente: 'Maria Oliveira',
  consultor: { id: 7, nome: 'Carlos', sobrenome: 'Consultor' },
  cotadores: [],
};

const COTACAO = {
  id: 44,
  orcamento: 31,
  venda: 12,
  tipo_servico: 'orcamento_hotel',
  status: 'carrinho',
  descricao: 'Serra gaúcha',
  data_hora_cotacao: '2026-03-11T15:30:00.000Z',
  archived_at: null,
  valor_final: '2890.50',
};

const ATIVIDADES = [
  {
    id: 90,
    tipo: 'orcamento_criado',
    venda: 12,
    usuario: { id: 7, nome: 'Carlos', sobrenome: 'Consultor' },
    created_at: '2026-03-11T15:30:00.000Z',
    dados: {},
    meta: { entidade: 'orcamento', id: 31 },
  },
  {
    id: 89,
    tipo: 'contato_busca_credito',
    venda: null,
    usuario: { id: 7, nome: 'Carlos', sobrenome: 'Consultor' },
    created_at: '2026-03-10T12:00:00.000Z',
    dados: {},
    meta: { entidade: 'contato', id: 5 },
  },
];

const CONSULTOR = makeUser({ id: 7 });
const CLIENTE = makeUser({ id: 8, cliente: true, is_staff: false });
const semUsuario = (url: URL | undefined) => [...(url?.searchParams.keys() ?? [])];

describe('Meus orçamentos', () => {
  it("lists the user's requests from the server's own list, each opening the request", async () => {
    const api = mockFetch({ 'GET /api/orcamentos/meus/': { body: { orcamentos: [ORCAMENTO], pages: 1 } } });
    renderComUsuario(<MeusOrcamentos />, { user: CONSULTOR });
    const table = await screen.findByRole('table', { name: 'Meus orçamentos' });
    expect(await within(table).findByText('Pousada em Gramado')).toBeInTheDocument();
    expect(within(table).getByText('Maria Oliveira')).toBeInTheDocument();
    expect(within(table).getByText('Hotel')).toBeInTheDocument();
    // whose they are comes from the session, never from the query
    expect(semUsuario(api.callsTo('GET', '/api/orcamentos/meus/')[0]?.url)).toEqual(['page']);
  });

  it('says when there is none, and a customer account has none without asking', async () => {
    mockFetch({ 'GET /api/orcamentos/meus/': { body: { orcamentos: [], pages: 1 } } });
    const { unmount } = renderComUsuario(<MeusOrcamentos />, { user: CONSULTOR });
    expect(await screen.findByText(M.nenhumOrcamento)).toBeInTheDocument();
    unmount();
    const api = mockFetch({});
    renderComUsuario(<MeusOrcamentos />, { user: CLIENTE });
    expect(screen.getByText(M.nenhumOrcamento)).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/orcamentos/meus/')).toHaveLength(0);
  });
});

describe('Minhas cotações', () => {
  it('lists the quotes the user priced, with status and final amount', async () => {
    const api = mockFetch({ 'GET /api/cotacoes/minhas/': { body: { cotacoes: [COTACAO], pages: 1 } } });
    renderComUsuario(<MinhasCotacoes />, { user: CONSULTOR });
    const table = await screen.findByRole('table', { name: 'Minhas cotações' });
    expect(await within(table).findByText('Serra gaúcha')).toBeInTheDocument();
    expect(within(table).getByText('No carrinho')).toBeInTheDocument();
    expect(within(table).getByText(/2\.890,50/)).toBeInTheDocument();
    expect(semUsuario(api.callsTo('GET', '/api/cotacoes/minhas/')[0]?.url)).toEqual(['page']);
  });

  it('says when there is none', async () => {
    mockFetch({ 'GET /api/cotacoes/minhas/': { body: { cotacoes: [], pages: 1 } } });
    renderComUsuario(<MinhasCotacoes />, { user: CONSULTOR });
    expect(await screen.findByText(M.nenhumaCotacao)).toBeInTheDocument();
  });
});

describe('Minhas atividades', () => {
  it("lists the user's own audit rows: type, sale, date and what they changed", async () => {
    const api = mockFetch({ 'GET /api/logs/meus/': { body: { logs: ATIVIDADES, pages: 1 } } });
    renderComUsuario(<MinhasAtividades />, { user: CONSULTOR });
    const table = await screen.findByRole('table', { name: 'Minhas atividades' });
    expect(await within(table).findByText('Orçamento 0031 da venda 0012')).toBeInTheDocument();
    expect(within(table).getByText('Orçamento solicitado')).toBeInTheDocument();
    expect(within(table).getByText('Contato 0005')).toBeInTheDocument();
    expect(within(table).getByText('11/03/2026 12:30')).toBeInTheDocument();
    expect(semUsuario(api.callsTo('GET', '/api/logs/meus/')[0]?.url)).toEqual(['page']);
  });

  it('says when there is none, and shows a failed load as an error', async () => {
    mockFetch({ 'GET /api/logs/meus/': { body: { logs: [], pages: 1 } } });
    const { unmount } = renderComUsuario(<MinhasAtividades />, { user: CONSULTOR });
    expect(await screen.findByText(M.nenhumaAtividade)).toBeInTheDocument();
    unmount();
    mockFetch({ 'GET /api/logs/meus/': { status: 403, body: { detail: 'Você não tem permissão.' } } });
    renderComUsuario(<MinhasAtividades />, { user: CONSULTOR });
    expect(await screen.findByText('Você não tem permissão.')).toBeInTheDocument();
    expect(screen.queryByText(M.nenhumaAtividade)).toBeNull();
  });
});

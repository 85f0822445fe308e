import { CONCILIACAO_MESSAGES, type Conciliacao, INVARIANTES_CONCILIACAO } from '@skyler/domain/conciliacao';
import type { ConciliacaoBanco } from '@skyler/domain/conciliacao-banco/conciliacao-banco';
import { MOTIVOS_PENDENCIA, PENDENCIAS_BANCO } from '@skyler/domain/conciliacao-banco/conciliacao-banco';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORBIDDEN_TITLE } from '../../../components/error-pages/forbidden-page.tsx';
import { type MockHandler, mockFetch } from '../../../test/fetch-mock.ts';
import { makeUser, signedIn } from '../../../test/fixtures.ts';
import { prepararPainel } from '../../../test/painel.ts';
import { renderApp } from '../../../test/render.tsx';
import { makeDashboard } from '../../home/testing/fixtures.ts';
import { ABA_BANCO_TEXTOS } from '../components/aba-banco.tsx';
import { ACOES_BANCO_TEXTOS } from '../components/acoes-banco-dialogs.tsx';
import { CANDIDATOS_TEXTOS } from '../components/candidatos-movimento.tsx';
import { FIGURA_DIVERGENCIAS_TEXTOS } from '../components/figura-divergencias.tsx';
import { CONCILIACAO_TEXTOS } from './conciliacao-page.tsx';

const PATH = '/api/conciliacao/';
const CONTAGEM = '/api/conciliacao/contagem/';
const financeiro = makeUser({ pertencente: ['financeiro'] });

const divergente: Conciliacao = {
  periodo: { inicio: '2026-01-01', fim: '2026-12-31' },
  divergencias: [
    {
      venda: 12,
      invariante: 'servicos_programados',
      esperado: '450.01',
      encontrado: '900.02',
      diferenca: '450.01',
    },
    { venda: 12, invariante: 'saldo_aberto', esperado: '0.00', encontrado: '450.01', diferenca: '450.01' },
    { venda: 31, invariante: 'ordens_emissao', esperado: '360.00', encontrado: '361.50', diferenca: '1.50' },
  ],
  verificado_em: '2026-03-15T15:00:00.000Z',
};

function api(conciliacao: MockHandler, user = financeiro, extra: Record<string, MockHandler> = {}) {
  return mockFetch({
    'GET /api/whoami/': { body: signedIn(user) },
    [`GET ${PATH}`]: conciliacao,
    ...extra,
  });
}

beforeAll(async () => {
  await import('./conciliacao-page.tsx');
  await import('../../../app/pages.ts').then((m) => m.PAGES.home());
}, 120_000);

beforeEach(() => prepararPainel('2026-03-15T15:00:00Z'));

describe('Conciliação', () => {
  it('lists each divergence with its sale linked, for this year by default, and when it was checked', async () => {
    const fetch = api({ body: divergente });
    renderApp('/conciliacao');
    const tabela = await screen.findByRole('table', { name: 'Divergências' });
    const linhas = within(tabela).getAllByRole('row');
    expect(linhas).toHaveLength(4);
    expect(within(linhas[1] as HTMLElement).getByRole('link', { name: '0012' })).toHaveAttribute(
      'href',
      '/vendas/12/info',
    );
    expect(linhas[1]).toHaveTextContent(INVARIANTES_CONCILIACAO.label('servicos_programados'));
    expect(linhas[3]).toHaveTextContent('R$ 1,50');
    expect(screen.getByText(CONCILIACAO_TEXTOS.resumo(2, 3))).toBeInTheDocument();
    expect(screen.getByText(/^Verificado em 15\/03\/2026/)).toBeInTheDocument();
    const pedido = fetch.callsTo('GET', PATH)[0];
    expect(Object.fromEntries(pedido?.url.searchParams ?? [])).toEqual({
      inicio: '2026-01-01',
      fim: '2026-12-31',
    });
  });

  it('says the books balance when nothing diverges, for the period in the address', async () => {
    const fetch = api({ body: { ...divergente, divergencias: [] } });
    renderApp('/conciliacao?inicio=2026-02-01&fim=2026-02-28');
    expect(await screen.findByText(CONCILIACAO_MESSAGES.semDivergencias)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const pedido = fetch.callsTo('GET', PATH)[0];
    expect(Object.fromEntries(pedido?.url.searchParams ?? [])).toEqual({
      inicio: '2026-02-01',
      fim: '2026-02-28',
    });
  });

  it('is not for a consultant', async () => {
    const fetch = api({ body: divergente }, makeUser());
    renderApp('/conciliacao');
    expect(await screen.findByRole('heading', { name: FORBIDDEN_TITLE })).toBeInTheDocument();
    expect(fetch.callsTo('GET', PATH)).toHaveLength(0);
    expect(fetch.callsTo('GET', CONTAGEM)).toHaveLength(0);
  });
});

describe('the dashboard figure "Vendas com divergência"', () => {
  it('shows the count the API keeps for the dashboard period, links to the screen, and never reads the whole list', async () => {
    const fetch = api({ body: divergente }, financeiro, {
      'GET /api/dashboard/': { body: makeDashboard() },
      'GET /api/users/web_ativos/': { body: [] },
      [`GET ${CONTAGEM}`]: {
        body: {
          periodo: { inicio: '2026-03-01', fim: '2026-03-31' },
          vendas: 2,
          verificado_em: '2026-03-15T14:59:30.000Z',
        },
      },
    });
    renderApp('/');
    const figura = await screen.findByRole('region', { name: FIGURA_DIVERGENCIAS_TEXTOS.titulo });
    const link = await within(figura).findByRole('link', { name: `${FIGURA_DIVERGENCIAS_TEXTOS.titulo}: 2` });
    expect(link).toHaveAttribute('href', '/conciliacao?inicio=2026-03-01&fim=2026-03-31');
    expect(within(figura).getByText(FIGURA_DIVERGENCIAS_TEXTOS.naoFecham)).toBeInTheDocument();
    expect(Object.fromEntries(fetch.callsTo('GET', CONTAGEM)[0]?.url.searchParams ?? [])).toEqual({
      inicio: '2026-03-01',
      fim: '2026-03-31',
    });
    expect(fetch.callsTo('GET', PATH)).toHaveLength(0);
  });

  it('is not shown to who may not reconcile', async () => {
    const fetch = api({ body: divergente }, makeUser(), { 'GET /api/dashboard/': { body: makeDashboard() } });
    renderApp('/');
    expect(await screen.findByText('Bem vindo, Ana Souza')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: FIGURA_DIVERGENCIAS_TEXTOS.titulo })).not.toBeInTheDocument();
    expect(fetch.callsTo('GET', PATH)).toHaveLength(0);
    expect(fetch.callsTo('GET', CONTAGEM)).toHaveLength(0);
  });
});

const BANCO = '/api/conciliacao/banco/';
const pendencia = {
  pagamento: null,
  ordem: null,
  movimento: null,
  tipo_movimento: null,
  venda: null,
  vinculado: '0.00',
  status: null,
  motivo_pendencia: null,
  versao: 1,
  sugestoes: [] as ConciliacaoBanco['pendencias'][number]['sugestoes'],
} as const;
const banco: ConciliacaoBanco = {
  conta: 3,
  contas: [{ id: 3, descricao: 'Itaú movimento', banco: '341', agencia: '0190', conta: '45871-2' }],
  periodo: { inicio: '2026-03-01', fim: '2026-03-31' },
  pendencias: [
    {
      ...pendencia,
      tipo: 'movimento_nao_explicado',
      movimento: 41,
      tipo_movimento: 'credito',
      data: '2026-03-10',
      descricao: 'PIX RECEBIDO',
      valor: '1234.56',
      status: 'sugerido',
      versao: 2,
      sugestoes: [{ pagamentos: [77], valor: '1234.56', exata: true, motivo: 'Mesmo txid do Pix' }],
    },
    {
      ...pendencia,
      tipo: 'movimento_nao_explicado',
      movimento: 42,
      tipo_movimento: 'debito',
      data: '2026-03-11',
      descricao: 'TED ENVIADA',
      valor: '90.00',
      status: 'pendente',
      motivo_pendencia: 'varias_possiveis',
    },
    {
      ...pendencia,
      tipo: 'pagamento_sem_movimento',
      pagamento: 78,
      data: '2026-03-12',
      descricao: 'Entrada',
      valor: '500.00',
    },
  ],
  saldo_extrato: '15000.00',
  saldo_data: '2026-03-31',
  saldo_sistema: '13765.44',
  verificado_em: '2026-03-15T15:00:00.000Z',
};

describe('the Banco tab', () => {
  it('shows the balances and the queue with its reason chips, and confirms a suggestion', async () => {
    const fetch = api({ body: divergente }, financeiro, {
      [`GET ${BANCO}`]: { body: banco },
      'POST /api/movimentos-bancarios/41/conciliar/': { body: {} },
    });
    const user = userEvent.setup();
    renderApp('/conciliacao?inicio=2026-03-01&fim=2026-03-31&aba=banco');
    const tabela = await screen.findByRole('table', { name: ABA_BANCO_TEXTOS.pendencias });
    const linhas = within(tabela).getAllByRole('row');
    expect(linhas).toHaveLength(4);
    expect(screen.getByText('R$ 15.000,00')).toBeInTheDocument();
    expect(screen.getByText('R$ 13.765,44')).toBeInTheDocument();
    expect(linhas[2]).toHaveTextContent(MOTIVOS_PENDENCIA.label('varias_possiveis'));
    expect(linhas[3]).toHaveTextContent(PENDENCIAS_BANCO.label('pagamento_sem_movimento'));
    expect(
      within(linhas[3] as HTMLElement).getByRole('button', { name: ABA_BANCO_TEXTOS.foraDoBanco }),
    ).toBeEnabled();
    expect(fetch.callsTo('GET', PATH)).toHaveLength(0);
    expect(Object.fromEntries(fetch.callsTo('GET', BANCO)[0]?.url.searchParams ?? [])).toEqual({
      inicio: '2026-03-01',
      fim: '2026-03-31',
    });
    await user.click(
      within(linhas[1] as HTMLElement).getByRole('button', { name: ABA_BANCO_TEXTOS.confirmar }),
    );
    await vi.waitFor(() =>
      expect(fetch.callsTo('POST', '/api/movimentos-bancarios/41/conciliar/')).toHaveLength(1),
    );
    expect(fetch.callsTo('POST', '/api/movimentos-bancarios/41/conciliar/')[0]?.body).toEqual({
      pagamentos: [77],
      versao: 2,
    });
  });

  it('lets finance search what a line settles and choose it', async () => {
    const candidatos = '/api/movimentos-bancarios/42/candidatos/';
    const fetch = api({ body: divergente }, financeiro, {
      [`GET ${BANCO}`]: { body: banco },
      [`GET ${candidatos}`]: (request) => ({
        body: [
          {
            id: 9,
            venda: null,
            nome: 'Hotel Atlântico',
            descricao: 'NF 321',
            data: '2026-03-10',
            status: 'aberto',
            valor: '90.00',
            restante: '90.00',
          },
          ...(request.url.searchParams.get('busca')
            ? []
            : [
                {
                  id: 10,
                  venda: 5,
                  nome: 'Cia Aérea',
                  descricao: '',
                  data: '2026-03-01',
                  status: 'pago',
                  valor: '120.00',
                  restante: '40.00',
                },
              ]),
        ],
      }),
      'POST /api/movimentos-bancarios/42/conciliar/': { body: {} },
    });
    const user = userEvent.setup();
    renderApp('/conciliacao?inicio=2026-03-01&fim=2026-03-31&aba=banco');
    const tabela = await screen.findByRole('table', { name: ABA_BANCO_TEXTOS.pendencias });
    const debito = within(tabela).getAllByRole('row')[2] as HTMLElement;
    await user.click(within(debito).getByRole('button', { name: ABA_BANCO_TEXTOS.escolher }));
    const dialogo = await screen.findByRole('dialog');
    const lista = await within(dialogo).findByRole('list', { name: CANDIDATOS_TEXTOS.lista(false) });
    expect(await within(lista).findByText(/Cia Aérea/)).toBeInTheDocument();
    expect(within(lista).getByText(/resta R\$ 40,00/)).toBeInTheDocument();
    await user.type(within(dialogo).getByRole('textbox', { name: CANDIDATOS_TEXTOS.buscar }), 'Atlântico');
    await vi.waitFor(() =>
      expect(
        fetch.callsTo('GET', candidatos).some((c) => c.url.searchParams.get('busca') === 'Atlântico'),
      ).toBe(true),
    );
    await vi.waitFor(() => expect(within(lista).queryByText(/Cia Aérea/)).not.toBeInTheDocument());
    await user.click(within(lista).getByRole('checkbox', { name: /#9 · Hotel Atlântico/ }));
    expect(within(dialogo).getByRole('textbox', { name: ACOES_BANCO_TEXTOS.ids(false) })).toHaveValue('9');
    await user.click(within(dialogo).getByRole('button', { name: ACOES_BANCO_TEXTOS.salvar }));
    await vi.waitFor(() =>
      expect(fetch.callsTo('POST', '/api/movimentos-bancarios/42/conciliar/')[0]?.body).toEqual({
        ordens: [9],
        versao: 1,
      }),
    );
  });
});

import { DASHBOARD_MESSAGES } from '@skyler/domain/dashboard';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAINEL_TEXTS as T } from '../../../components/painel/textos.ts';
import { type MockHandler, mockFetch } from '../../../test/fetch-mock.ts';
import { makeUser, signedIn } from '../../../test/fixtures.ts';
import { prepararPainel } from '../../../test/painel.ts';
import { renderApp } from '../../../test/render.tsx';
import { CONSULTORES } from '../../vendas/testing/fixtures.tsx';
import { makeDashboard } from '../testing/fixtures.ts';

const PATH = '/api/dashboard/';
const gerente = makeUser({
  is_superuser: true,
  authorized_restricted_routes: ['pagamentos-abertos', 'ordem-pagamento-abertos'],
});

function api(painel: MockHandler, user = gerente) {
  return mockFetch({
    'GET /api/whoami/': { body: signedIn(user) },
    'GET /api/users/web_ativos/': { body: CONSULTORES },
    [`GET ${PATH}`]: painel,
  });
}

const secao = (nome: string) => screen.getByRole('region', { name: nome });
const linkDe = (nome: string) => within(secao(nome)).getByRole('link');

// the page and its charts are a lazy chunk: loaded once before the first test waits for it
beforeAll(async () => {
  await import('./home-page.tsx');
}, 120_000);

// the agency's day: 15 March 2026
beforeEach(() => prepararPainel('2026-03-15T15:00:00Z'));

describe('Dashboard', () => {
  it('keeps the greeting and shows the figures of this month, each linked to the list behind it', async () => {
    const fetch = api({ body: makeDashboard() });
    renderApp('/');
    expect(await screen.findByText('Bem vindo, Ana Souza')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dashboards', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: T.receita })).toHaveTextContent('R$ 45.210,50');
    const pedido = fetch.callsTo('GET', PATH)[0];
    expect(Object.fromEntries(pedido?.url.searchParams ?? [])).toEqual({
      inicio: '2026-03-01',
      fim: '2026-03-31',
    });
    expect(screen.getByRole('combobox', { name: T.periodo })).toHaveTextContent('Este mês');
    expect(screen.getByRole('textbox', { name: T.inicio })).toHaveValue('01/03/2026');
    expect(screen.getByRole('textbox', { name: T.fim })).toHaveValue('31/03/2026');

    expect(secao(T.custo)).toHaveTextContent('R$ 38.000,00');
    expect(secao(T.margem)).toHaveTextContent('R$ 7.210,50');
    expect(secao(T.margem)).toHaveTextContent('15,9% da receita');
    expect(secao(T.margemLiquida)).toHaveTextContent('R$ 5.105,30');
    expect(secao(T.margemLiquida)).toHaveTextContent('11,3% da receita');
    expect(secao(T.margemLiquida)).toHaveTextContent('1 serviço com comissão acima da margem');
    expect(within(secao(T.margemLiquida)).getByRole('link', { name: 'Venda 0042' })).toHaveAttribute(
      'href',
      '/vendas/42/info',
    );
    expect(secao(T.receita)).toHaveTextContent('9 serviços faturados');

    expect(linkDe(T.recebiveisVencidos)).toHaveAttribute('href', '/pagamentos-abertos?vencimento=vencidos');
    expect(linkDe(T.recebiveisVencidos)).toHaveTextContent('R$ 3.250,75');
    expect(secao(T.recebiveisVencidos)).toHaveTextContent('4 pagamentos');
    expect(linkDe(T.recebiveisAVencer)).toHaveAttribute(
      'href',
      '/pagamentos-abertos?vencimento=a_vencer_7_dias',
    );
    expect(linkDe(T.emissoesAtrasadas)).toHaveAttribute('href', '/emissoes?atrasadas=true');
    expect(linkDe(T.emissoesAtrasadas)).toHaveTextContent('6');
    expect(linkDe(T.ordensAbertas)).toHaveAttribute('href', '/ordem-pagamento/abertos');
    expect(secao(T.ordensAbertas)).toHaveTextContent('3 ordens');

    const status = secao(T.vendasPorStatus);
    expect(within(status).getByRole('link', { name: '12 vendas Proposta' })).toHaveAttribute(
      'href',
      '/vendas?status=proposta',
    );
    expect(within(status).getByRole('link', { name: '4 vendas Cancelada' })).toHaveAttribute(
      'href',
      '/vendas?status=fechada',
    );
    expect(within(status).getByRole('img', { name: T.graficoVendas })).toBeInTheDocument();

    const funil = within(secao(T.funil)).getByRole('table', { name: T.funil });
    const linhas = within(funil)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(linhas).toEqual([
      ['Etapa', 'Quantidade', '% da etapa anterior', 'Período anterior'],
      ['Vendas criadas', '21', '', '16'],
      ['Com solicitação', '18', '85,7%', '14'],
      ['Com cotação', '15', '83,3%', '11'],
      ['No carrinho', '9', '60,0%', '7'],
      ['Faturadas', '6', '66,7%', '5'],
      ['Concluídas', '5', '83,3%', '4'],
    ]);

    const clientes = secao(T.topClientes);
    expect(within(clientes).getByRole('link', { name: 'Maria Oliveira' })).toHaveAttribute(
      'href',
      '/contatos/21',
    );
    expect(within(clientes).getByRole('row', { name: /Maria Oliveira/ })).toHaveTextContent('R$ 20.000,00');

    const alertas = secao(T.alertas);
    const passaporte = within(alertas).getByRole('row', { name: /Paula Reis/ });
    expect(within(passaporte).getByRole('link', { name: 'Paula Reis' })).toHaveAttribute(
      'href',
      '/contatos/31/documentos',
    );
    expect(passaporte).toHaveTextContent('10/06/2026');
    expect(passaporte).toHaveTextContent('02/04/2026');
    expect(within(passaporte).getByRole('link', { name: '0077' })).toHaveAttribute('href', '/vendas/77/info');
    const aniversario = within(alertas).getByRole('row', { name: /Rui Campos/ });
    expect(within(aniversario).getByRole('link', { name: 'Rui Campos' })).toHaveAttribute(
      'href',
      '/contatos/41',
    );
    expect(aniversario).toHaveTextContent('12/03');
  });

  it('reads the period and the consultant from the address, and the links keep the consultant', async () => {
    const fetch = api({
      body: makeDashboard({ periodo: { inicio: '2026-02-01', fim: '2026-02-28', consultor: 8 } }),
    });
    renderApp('/?inicio=2026-02-01&fim=2026-02-28&consultor=8');
    await screen.findByRole('region', { name: T.receita });
    expect(Object.fromEntries(fetch.callsTo('GET', PATH)[0]?.url.searchParams ?? [])).toEqual({
      inicio: '2026-02-01',
      fim: '2026-02-28',
      consultor: '8',
    });
    expect(screen.getByRole('combobox', { name: T.periodo })).toHaveTextContent('Mês passado');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: T.consultor })).toHaveTextContent('Bruno Lima'),
    );
    expect(linkDe(T.recebiveisVencidos)).toHaveAttribute(
      'href',
      '/pagamentos-abertos?vencimento=vencidos&consultor=8',
    );
    expect(linkDe(T.emissoesAtrasadas)).toHaveAttribute('href', '/emissoes?atrasadas=true&consultor=8');
    expect(
      within(secao(T.vendasPorStatus)).getByRole('link', { name: '5 vendas Concluída' }),
    ).toHaveAttribute('href', '/vendas?status=concluida&consultor=8');
  });

  it('puts a chosen preset and consultant in the address and asks for their figures', async () => {
    const fetch = api({ body: makeDashboard() });
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await screen.findByRole('region', { name: T.receita });
    await user.click(screen.getByRole('combobox', { name: T.periodo }));
    await user.click(screen.getByRole('option', { name: 'Últimos 30 dias' }));
    await waitFor(() => expect(router.state.location.search).toBe('?inicio=2026-02-14&fim=2026-03-15'));
    await user.click(screen.getByRole('combobox', { name: T.consultor }));
    expect(screen.queryByRole('option', { name: 'Caio Reis' })).toBeNull();
    await user.click(screen.getByRole('option', { name: 'Bruno Lima' }));
    await waitFor(() =>
      expect(Object.fromEntries(fetch.callsTo('GET', PATH).at(-1)?.url.searchParams ?? [])).toEqual({
        inicio: '2026-02-14',
        fim: '2026-03-15',
        consultor: '8',
      }),
    );
    expect(router.state.location.search).toBe('?inicio=2026-02-14&fim=2026-03-15&consultor=8');
    expect(screen.getByRole('textbox', { name: T.inicio })).toHaveValue('14/02/2026');

    await user.click(screen.getByRole('combobox', { name: T.periodo }));
    await user.click(screen.getByRole('option', { name: 'Este mês' }));
    await waitFor(() => expect(router.state.location.search).toBe('?consultor=8'));
  });

  it('takes typed days, and says why a period that ends before it starts is not asked for', async () => {
    const fetch = api({ body: makeDashboard() });
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await screen.findByRole('region', { name: T.receita });
    const inicio = screen.getByRole('textbox', { name: T.inicio });
    await user.clear(inicio);
    await user.type(inicio, '05032026');
    await waitFor(() => expect(router.state.location.search).toBe('?inicio=2026-03-05&fim=2026-03-31'));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: T.periodo })).toHaveTextContent('Personalizado'),
    );
    const pedidos = fetch.callsTo('GET', PATH).length;

    const fim = screen.getByRole('textbox', { name: T.fim });
    await user.clear(fim);
    await user.type(fim, '01032026');
    expect(await screen.findByText(DASHBOARD_MESSAGES.periodoInvalido)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?inicio=2026-03-05&fim=2026-03-31');
    expect(fetch.callsTo('GET', PATH)).toHaveLength(pedidos);
  });

  it('shows a consultant their own figures without the consultant picker, and restricted lists as text', async () => {
    const consultor = makeUser();
    const fetch = api(
      { body: makeDashboard({ periodo: { inicio: '2026-03-01', fim: '2026-03-31', consultor: 7 } }) },
      consultor,
    );
    renderApp('/');
    await screen.findByRole('region', { name: T.receita });
    expect(screen.queryByRole('combobox', { name: T.consultor })).toBeNull();
    expect(fetch.callsTo('GET', PATH)[0]?.url.searchParams.has('consultor')).toBe(false);
    expect(fetch.callsTo('GET', '/api/users/web_ativos/')).toHaveLength(0);
    // Contas a Receber and Contas a Pagar are restricted routes this user lacks
    expect(within(secao(T.recebiveisVencidos)).queryByRole('link')).toBeNull();
    expect(secao(T.recebiveisVencidos)).toHaveTextContent('R$ 3.250,75');
    expect(within(secao(T.ordensAbertas)).queryByRole('link')).toBeNull();
    expect(linkDe(T.emissoesAtrasadas)).toHaveAttribute('href', '/emissoes?atrasadas=true&consultor=7');
  });

  it('says so when the dashboard cannot be loaded, and keeps the greeting', async () => {
    api({ status: 500, body: { detail: 'Erro interno.' } });
    renderApp('/');
    expect(await screen.findByText(DASHBOARD_MESSAGES.erroCarregar)).toBeInTheDocument();
    expect(screen.getByText('Bem vindo, Ana Souza')).toBeInTheDocument();
  });

  it("shows each amount beside the previous period's, with its variation, and a dash without a base", async () => {
    api({
      body: makeDashboard({
        anterior: {
          ...makeDashboard().anterior,
          faturamento: { ...makeDashboard().anterior.faturamento, margem_liquida: '0.00' },
        },
      }),
    });
    renderApp('/');
    const receita = await screen.findByRole('region', { name: T.receita });
    // 45,210.50 after 40,000.00: +13.0 %, up and better
    expect(receita).toHaveTextContent('+13,0% vs. R$ 40.000,00 no período anterior');
    expect(within(receita).getByRole('img', { name: T.subiu })).toBeInTheDocument();
    // a cost that rose is shown as worse than a revenue that rose
    const custo = secao(T.custo);
    expect(custo).toHaveTextContent('-5,0% vs. R$ 40.000,00 no período anterior');
    expect(within(custo).getByRole('img', { name: T.caiu })).toBeInTheDocument();
    // the previous margin was zero: no percentage
    expect(secao(T.margem)).toHaveTextContent(`— ${T.semBaseAnterior}`);
    expect(secao(T.margemLiquida)).toHaveTextContent(`— ${T.semBaseAnterior}`);
    // 21 sales created after 16
    expect(secao(T.vendasPorStatus)).toHaveTextContent(
      '21 vendas criadas: ▲ +31,3% vs. 16 no período anterior',
    );
  });

  it('ranks consultants and suppliers in tables sorted by any column', async () => {
    api({ body: makeDashboard() });
    renderApp('/');
    const ranking = await screen.findByRole('table', { name: T.rankingConsultores });
    const nomes = () =>
      within(ranking)
        .getAllByRole('rowheader')
        .map((c) => c.textContent);
    expect(nomes()).toEqual(['Carla Souza', 'Bruno Lima']);
    const carla = within(ranking).getByRole('row', { name: /Carla Souza/ });
    expect([...carla.querySelectorAll('th, td')].map((c) => c.textContent)).toEqual([
      'Carla Souza',
      '12',
      '3',
      '25,0%',
      'R$ 30.000,00',
      'R$ 5.000,00 (16,7%)',
      'R$ 7.500,00',
    ]);
    const user = userEvent.setup();
    await user.click(within(ranking).getByRole('button', { name: T.ticketMedio }));
    expect(nomes()).toEqual(['Bruno Lima', 'Carla Souza']);
    await user.click(within(ranking).getByRole('button', { name: T.ticketMedio }));
    expect(nomes()).toEqual(['Carla Souza', 'Bruno Lima']);
    await user.click(within(ranking).getByRole('button', { name: T.consultor }));
    expect(nomes()).toEqual(['Bruno Lima', 'Carla Souza']);

    const fornecedores = screen.getByRole('table', { name: T.rankingFornecedores });
    expect(within(fornecedores).getByRole('row', { name: /Operadora Sol/ })).toHaveTextContent(
      'Operadora Sol5R$ 25.000,00R$ 4.000,00 (16,0%)',
    );
    // each figure in one column: the margin once, beside its share of revenue
    const cabecalhos = (tabela: HTMLElement) =>
      within(tabela)
        .getAllByRole('columnheader')
        .map((c) => c.textContent);
    expect(cabecalhos(ranking)).toEqual([
      T.consultor,
      T.vendas,
      T.concluidas,
      T.conversao,
      T.receitaColuna,
      T.margemColuna,
      T.ticketMedio,
    ]);
    expect(cabecalhos(fornecedores)).toEqual([T.fornecedor, T.servicos, T.volume, T.margemColuna]);
  });

  it('sorts the rankings’ amounts as amounts, exactly', async () => {
    const base = makeDashboard();
    const [carla, bruno] = base.ranking_consultores as [
      (typeof base.ranking_consultores)[number],
      (typeof base.ranking_consultores)[number],
    ];
    const [sol, azul] = base.ranking_fornecedores as [
      (typeof base.ranking_fornecedores)[number],
      (typeof base.ranking_fornecedores)[number],
    ];
    api({
      body: makeDashboard({
        ranking_consultores: [
          // as texts "999.99" > "1234.50"; as numbers the cent between the two large margins is lost
          { ...carla, margem: '999.99', ticket_medio: '12345678901234567.01' },
          { ...bruno, margem: '1234.50', ticket_medio: '12345678901234567.02' },
        ],
        ranking_fornecedores: [
          { ...sol, receita: '9000.00' },
          { ...azul, receita: '10000.00' },
        ],
      }),
    });
    renderApp('/');
    const ranking = await screen.findByRole('table', { name: T.rankingConsultores });
    const nomes = (tabela: HTMLElement) =>
      within(tabela)
        .getAllByRole('rowheader')
        .map((c) => c.textContent);
    const user = userEvent.setup();
    await user.click(within(ranking).getByRole('button', { name: T.margemColuna }));
    expect(nomes(ranking)).toEqual(['Bruno Lima', 'Carla Souza']);
    await user.click(within(ranking).getByRole('button', { name: T.ticketMedio }));
    expect(nomes(ranking)).toEqual(['Bruno Lima', 'Carla Souza']);
    await user.click(within(ranking).getByRole('button', { name: T.ticketMedio }));
    expect(nomes(ranking)).toEqual(['Carla Souza', 'Bruno Lima']);
    // the suppliers open by volume, largest first
    const fornecedores = screen.getByRole('table', { name: T.rankingFornecedores });
    expect(nomes(fornecedores)).toEqual(['Consolidadora Azul', 'Operadora Sol']);
  });

  it('shows the cash flow: overdue, eight weeks from today and the net of each', async () => {
    api({ body: makeDashboard() });
    renderApp('/');
    const fluxo = await screen.findByRole('table', { name: T.fluxoCaixa });
    const linhas = within(fluxo)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(linhas).toHaveLength(10);
    expect(linhas[1]).toEqual([T.atrasados, 'R$ 3.250,75', 'R$ 1.000,00', 'R$ 2.250,75']);
    expect(linhas[2]).toEqual(['12/03 – 18/03', 'R$ 980,00', 'R$ 4.000,00', '-R$ 3.020,00']);
    expect(linhas[9]?.[0]).toBe('30/04 – 06/05');
  });

  it('shows empty states when the period has no clients, alerts or sales', async () => {
    api({
      body: makeDashboard({
        vendas_por_status: [],
        top_clientes: [],
        ranking_consultores: [],
        ranking_fornecedores: [],
        alertas: { passaportes: [], aniversarios: [] },
      }),
    });
    renderApp('/');
    expect(await screen.findByText(T.semClientes)).toBeInTheDocument();
    expect(screen.getByText(T.semPassaportes)).toBeInTheDocument();
    expect(screen.getByText(T.semAniversarios)).toBeInTheDocument();
    expect(screen.getByText(T.semVendas)).toBeInTheDocument();
    expect(screen.getByText(T.semRanking)).toBeInTheDocument();
    expect(screen.getByText(T.semFornecedores)).toBeInTheDocument();
  });
});

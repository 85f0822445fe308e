import type { User } from '@skyler/domain/auth';
import { hojeNaAgencia } from '@skyler/domain/formatters-basicos';
import { PAGAMENTO_UI_MESSAGES } from '@skyler/domain/pagamentos';
import { CONCLUIR_LIBERAR_MESSAGES } from '@skyler/domain/servicos';
import { MENSAGEM_VERSAO } from '@skyler/domain/versao';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DESCARTAR_ALTERACOES } from '../../../components/dialogs/descartar-alteracoes-dialog.tsx';
import { FORBIDDEN_TITLE } from '../../../components/error-pages/forbidden-page.tsx';
import { browser } from '../../../lib/browser.ts';
import { setCookie } from '../../../test/cookies.ts';
import { esperaPerguntarAntesDeDescartar } from '../../../test/descartar.ts';
import { type MockHandler, mockFetch } from '../../../test/fetch-mock.ts';
import { makeUser, signedIn } from '../../../test/fixtures.ts';
import { linhaCom } from '../../../test/linha.ts';
import { renderApp } from '../../../test/render.tsx';
import { cabecalhos } from '../../../test/tabela.ts';
import { RECEBIVEIS_TEXTOS } from '../../racs/index.ts';
import { BOAS_PRATICAS_TEXTS } from '../../servicos/index.ts';
import { CONSULTORES } from '../../vendas/testing/fixtures.tsx';
import { COBRANCA_TEXTS } from '../components/cobranca-dialog.tsx';
import { COBRAR_SALDO_TEXTS } from '../components/cobrar-saldo-dialog.tsx';
import { PAGAMENTO_FORM_TEXTS } from '../components/pagamento-form-dialog.tsx';
import { makePagamento, makeServico } from '../testing/fixtures.ts';
import { PAGAMENTOS_ABERTOS_TEXTS as T, VENCIMENTO_LABELS } from './pagamentos-abertos-page.tsx';

const PATH = '/api/pagamentos/pagamentos_abertos';
const autorizado = makeUser({ authorized_restricted_routes: ['pagamentos-abertos'] });
const financeiro = makeUser({
  id: 20,
  username: 'financeiro',
  pertencente: ['financeiro'],
  authorized_restricted_routes: ['pagamentos-abertos'],
});

function api(lista: MockHandler, extra: Record<string, MockHandler> = {}, user: User = autorizado) {
  return mockFetch({
    'GET /api/whoami/': { body: signedIn(user) },
    'GET /api/users/web_ativos/': { body: CONSULTORES },
    [`GET ${PATH}`]: lista,
    ...extra,
  });
}

describe('Contas a Receber', () => {
  it('is only for users given the route', async () => {
    mockFetch({ 'GET /api/whoami/': { body: signedIn(makeUser()) } });
    renderApp('/pagamentos-abertos');
    expect(await screen.findByText(FORBIDDEN_TITLE)).toBeInTheDocument();
  });

  it('lists the open payments with the open-payment columns and marks the overdue ones', async () => {
    api({
      body: {
        pagamentos_abertos: [
          makePagamento(),
          makePagamento({
            id: 32,
            status: 'atrasado',
            data_vencimento: '2026-03-01',
            meio_pagamento: 'boleto',
          }),
        ],
        pages: 2,
      },
    });
    renderApp('/pagamentos-abertos');
    expect(await screen.findByRole('heading', { name: T.titulo })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: T.titulo });
    await within(table).findByText('0032');
    expect(cabecalhos(table)).toEqual([
      'ID',
      'Status',
      'Valor',
      'Meio de pagamento',
      'Venda',
      'Cliente',
      'Serviço',
      'Vencimento',
      'Responsável financeiro',
      'Criado por',
      'Criado em',
      'Ações',
    ]);
    const atrasada = linhaCom(table, '0032');
    expect(within(atrasada).getByText('Atrasado')).toBeInTheDocument();
    expect(atrasada.querySelector('[data-atrasado]')).not.toBeNull();
    expect(within(atrasada).getByText('01/03/2026')).toBeInTheDocument();
    expect(within(atrasada).getByText('Boleto')).toBeInTheDocument();
    const emDia = linhaCom(table, '0031');
    expect(emDia.querySelector('[data-atrasado]')).toBeNull();
    expect(within(emDia).getByText('Ana Souza')).toBeInTheDocument();
    expect(within(emDia).getAllByRole('link', { name: '0042' })[0]).toHaveAttribute(
      'href',
      '/vendas/42/pagamentos',
    );
    expect(screen.getByRole('button', { name: 'Ir para a página 2' })).toBeInTheDocument();
  });

  it('filters by consultant and sale on the server', async () => {
    const fetch = api({ body: { pagamentos_abertos: [makePagamento()], pages: 1 } });
    const user = userEvent.setup();
    renderApp('/pagamentos-abertos');
    await screen.findByText('0031');
    await user.click(screen.getByRole('combobox', { name: T.consultor }));
    expect(screen.queryByRole('option', { name: 'Caio Reis' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Bruno Lima' }));
    await user.type(screen.getByLabelText(T.venda), '4x2{Enter}');
    await waitFor(() => {
      const ultima = fetch.callsTo('GET', PATH).at(-1);
      expect(ultima?.url.searchParams.get('consultor')).toBe('8');
      expect(ultima?.url.searchParams.get('venda')).toBe('42');
    });
  });

  it('filters a period of due dates kept in the address, applied a second after the last key', async () => {
    const fetch = api({ body: { pagamentos_abertos: [makePagamento()], pages: 1 } });
    const user = userEvent.setup();
    const { router } = renderApp('/pagamentos-abertos?vencimento_fim=2026-12-31');
    await screen.findByText('0031');
    expect(screen.getByLabelText(T.vencimentoFim)).toHaveValue('31/12/2026');
    expect(fetch.callsTo('GET', PATH)[0]?.url.searchParams.get('vencimento_fim')).toBe('2026-12-31');
    await user.type(screen.getByLabelText(T.vencimentoInicio), '01122026');
    // not before the spec's debounce
    expect(fetch.callsTo('GET', PATH).some((c) => c.url.searchParams.has('vencimento_inicio'))).toBe(false);
    await waitFor(
      () => {
        const ultima = fetch.callsTo('GET', PATH).at(-1);
        expect(ultima?.url.searchParams.get('vencimento_inicio')).toBe('2026-12-01');
        expect(ultima?.url.searchParams.get('vencimento_fim')).toBe('2026-12-31');
      },
      { timeout: 3000 },
    );
    expect(router.state.location.search).toContain('vencimento_inicio=2026-12-01');
  });

  it('filters by contact chosen by name', async () => {
    const fetch = api(
      { body: { pagamentos_abertos: [], pages: 1 } },
      {
        'GET /api/contatos/': {
          body: { contatos: [{ id: 3, nome: 'Maria', sobrenome: 'Oliveira', cpf: null }], pages: 1 },
        },
      },
    );
    const user = userEvent.setup();
    renderApp('/pagamentos-abertos');
    expect(await screen.findByText(PAGAMENTO_UI_MESSAGES.vazio)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: T.contato }));
    await user.click(await screen.findByRole('option', { name: 'Maria Oliveira' }));
    await waitFor(() => expect(fetch.callsTo('GET', PATH).at(-1)?.url.searchParams.get('contato')).toBe('3'));
    expect(screen.getByRole('combobox', { name: T.contato })).toHaveValue('Maria Oliveira');
  });

  it('shows the contact of a filter read from the address', async () => {
    api(
      { body: { pagamentos_abertos: [], pages: 1 } },
      { 'GET /api/contatos/3/': { body: { id: 3, nome: 'Maria', sobrenome: 'Oliveira' } } },
    );
    renderApp('/pagamentos-abertos?contato=3');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: T.contato })).toHaveValue('Maria Oliveira'),
    );
  });

  it('shows the due-date filter of the dashboard’s links, and changes or takes it off', async () => {
    const fetch = api({ body: { pagamentos_abertos: [makePagamento()], pages: 1 } });
    const user = userEvent.setup();
    const { router } = renderApp('/pagamentos-abertos?vencimento=vencidos');
    await screen.findByText('0031');
    expect(fetch.callsTo('GET', PATH).at(-1)?.url.searchParams.get('vencimento')).toBe('vencidos');
    const vencimento = screen.getByRole('combobox', { name: T.vencimento });
    expect(vencimento).toHaveTextContent(VENCIMENTO_LABELS.vencidos);
    await user.click(vencimento);
    await user.click(await screen.findByRole('option', { name: VENCIMENTO_LABELS.a_vencer_7_dias }));
    await waitFor(() =>
      expect(fetch.callsTo('GET', PATH).at(-1)?.url.searchParams.get('vencimento')).toBe('a_vencer_7_dias'),
    );
    await user.click(screen.getByRole('combobox', { name: T.vencimento }));
    await user.click(await screen.findByRole('option', { name: T.todos }));
    await waitFor(() =>
      expect(fetch.callsTo('GET', PATH).at(-1)?.url.searchParams.has('vencimento')).toBe(false),
    );
    expect(router.state.location.search).toBe('');
  });

  it('asks the server for the page chosen', async () => {
    const fetch = api({ body: { pagamentos_abertos: [makePagamento()], pages: 3 } });
    const user = userEvent.setup();
    renderApp('/pagamentos-abertos');
    await user.click(await screen.findByRole('button', { name: 'Ir para a página 2' }));
    await waitFor(() => expect(fetch.callsTo('GET', PATH).at(-1)?.url.searchParams.get('page')).toBe('2'));
  });

  it('says when the payments cannot be loaded', async () => {
    api({ status: 500, body: { detail: 'x' } });
    renderApp('/pagamentos-abertos');
    expect(await screen.findByText(PAGAMENTO_UI_MESSAGES.erroCarregar)).toBeInTheDocument();
  });
});

describe('Contas a Receber: Pix and boleto charges', () => {
  const DISPONIVEIS = 'GET /api/pagamentos/cobrancas/disponiveis/';
  const lista = {
    body: {
      pagamentos_abertos: [makePagamento(), makePagamento({ id: 32, meio_pagamento: 'boleto' })],
      pages: 1,
    },
  };

  it('offers "Gerar boleto" to finance only with the gateway configured, and Pix either way', async () => {
    api(lista, { [DISPONIVEIS]: { body: { pix: true, pix_origem: null, boleto: false } } }, financeiro);
    const { unmount } = renderApp('/pagamentos-abertos');
    expect(await screen.findByRole('button', { name: COBRANCA_TEXTS.acaoPix(31) })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: COBRANCA_TEXTS.acaoBoleto(32) })).toBeNull();
    unmount();
    api(lista, { [DISPONIVEIS]: { body: { pix: true, pix_origem: 'gateway', boleto: true } } }, financeiro);
    renderApp('/pagamentos-abertos');
    expect(await screen.findByRole('button', { name: COBRANCA_TEXTS.acaoBoleto(32) })).toBeInTheDocument();
  });
});

describe('Contas a Receber: Cobrar saldo', () => {
  it("charges a row's sale what it has not scheduled yet", async () => {
    setCookie('csrftoken', 'csrf');
    const fetch = api(
      { body: { pagamentos_abertos: [makePagamento()], pages: 1 } },
      {
        'POST /api/pagamentos/pagamento_total/': { status: 201, body: makePagamento({ id: 50 }) },
        'GET /api/vendas/42/servicos/': {
          body: [makeServico({ valor_total: '2000.00' }), makeServico({ id: 13, valor_total: '350.10' })],
        },
        'GET /api/vendas/42/pagamentos/': { body: [makePagamento()] },
      },
    );
    const user = userEvent.setup();
    renderApp('/pagamentos-abertos');
    await user.click(await screen.findByRole('button', { name: COBRAR_SALDO_TEXTS.acaoDaVenda(42) }));
    const dialog = await screen.findByRole('dialog', { name: COBRAR_SALDO_TEXTS.titulo(42) });
    // 2,000.00 − 1,500.00 scheduled on service 12, and all of service 13
    expect(await within(dialog).findByText('R$ 850,10')).toBeInTheDocument();
    expect(within(dialog).getByText(`${COBRAR_SALDO_TEXTS.servico(12)}: R$ 500,00`)).toBeInTheDocument();
    expect(within(dialog).getByText(`${COBRAR_SALDO_TEXTS.servico(13)}: R$ 350,10`)).toBeInTheDocument();
    // a typed description is not dropped unasked
    const descricao = within(dialog).getByRole('textbox', { name: COBRAR_SALDO_TEXTS.descricao });
    await esperaPerguntarAntesDeDescartar(user, descricao, 'Saldo final');
    await user.click(within(dialog).getByRole('button', { name: COBRAR_SALDO_TEXTS.cobrar }));
    expect(await screen.findByText(PAGAMENTO_UI_MESSAGES.saldoCobrado)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/pagamentos/pagamento_total/')[0]?.body).toMatchObject({
      venda: 42,
      meio_pagamento: 'pix',
      descricao: 'Saldo final',
    });
  });
});

describe('Contas a Receber: nothing left to charge', () => {
  it('says so and does not offer to charge when every service is scheduled', async () => {
    setCookie('csrftoken', 'csrf');
    const fetch = api(
      { body: { pagamentos_abertos: [makePagamento()], pages: 1 } },
      {
        'GET /api/vendas/42/servicos/': { body: [makeServico({ valor_total: '1500.00' })] },
        'GET /api/vendas/42/pagamentos/': { body: [makePagamento()] },
      },
    );
    const user = userEvent.setup();
    renderApp('/pagamentos-abertos');
    await user.click(await screen.findByRole('button', { name: COBRAR_SALDO_TEXTS.acaoDaVenda(42) }));
    const dialog = await screen.findByRole('dialog', { name: COBRAR_SALDO_TEXTS.titulo(42) });
    expect(await within(dialog).findByText(COBRAR_SALDO_TEXTS.nadaACobrar)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: COBRAR_SALDO_TEXTS.cobrar })).toBeDisabled();
    expect(fetch.callsTo('POST', '/api/pagamentos/pagamento_total/')).toHaveLength(0);
  });
});

describe('Contas a Receber: acting from the row', () => {
  const servicos = { 'GET /api/vendas/42/servicos/': { body: [makeServico()] } };

  it('finance concludes a payment from its row with the date, the fee and the receipt, sending the version read', async () => {
    setCookie('csrftoken', 'csrf');
    const fetch = api(
      { body: { pagamentos_abertos: [makePagamento({ versao: 3 })], pages: 1 } },
      {
        ...servicos,
        'GET /api/empresas/simples/': { body: [] },
        'PUT /api/pagamentos/31/': { body: makePagamento({ status: 'concluido', versao: 4 }) },
        'POST /api/pagamentos/31/documentos/': { body: {} },
      },
      financeiro,
    );
    const user = userEvent.setup();
    const { router } = renderApp('/pagamentos-abertos');
    await user.click(await screen.findByRole('button', { name: T.concluir(31) }));
    const dialog = await screen.findByRole('dialog', { name: PAGAMENTO_FORM_TEXTS.concluir(31) });
    expect(within(dialog).getByRole('combobox', { name: PAGAMENTO_FORM_TEXTS.status })).toHaveTextContent(
      'Concluído',
    );
    // R$ 1.500,00 of a R$ 2.600,00 service: nothing to release yet
    expect(within(dialog).queryByRole('region', { name: PAGAMENTO_FORM_TEXTS.liberarTitulo })).toBeNull();
    await user.type(within(dialog).getByLabelText(PAGAMENTO_FORM_TEXTS.taxa), '12,50');
    const recibo = new File(['%PDF-1.4'], 'recibo.pdf', { type: 'application/pdf' });
    await user.upload(within(dialog).getByLabelText(PAGAMENTO_FORM_TEXTS.comprovante), recibo);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(PAGAMENTO_UI_MESSAGES.alterado)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetch.callsTo('PUT', '/api/pagamentos/31/')[0]?.body).toMatchObject({
      versao: 3,
      venda: 42,
      status: 'concluido',
      data_pagamento: hojeNaAgencia(),
      taxa_meio_pagamento: '12.50',
    });
    expect(fetch.callsTo('POST', '/api/pagamentos/31/documentos/')).toHaveLength(1);
    // the list stays: the sale was never opened
    expect(router.state.location.pathname).toBe('/pagamentos-abertos');
  });

  it('offers to release the service the payment completes, with the best-practices answer, in one request', async () => {
    setCookie('csrftoken', 'csrf');
    const fetch = api(
      { body: { pagamentos_abertos: [makePagamento({ versao: 3 })], pages: 1 } },
      {
        // R$ 1.100,00 already paid: this R$ 1.500,00 completes the R$ 2.600,00 service
        'GET /api/vendas/42/servicos/': { body: [makeServico({ valor_pago: '1100.00' })] },
        'GET /api/empresas/simples/': { body: [] },
        'POST /api/pagamentos/31/concluir/': {
          body: { pagamento: makePagamento({ status: 'concluido', versao: 4 }), servicos: [] },
        },
      },
      financeiro,
    );
    const user = userEvent.setup();
    renderApp('/pagamentos-abertos');
    await user.click(await screen.findByRole('button', { name: T.concluir(31) }));
    const dialog = await screen.findByRole('dialog', { name: PAGAMENTO_FORM_TEXTS.concluir(31) });
    const secao = within(dialog).getByRole('region', { name: PAGAMENTO_FORM_TEXTS.liberarTitulo });
    expect(within(secao).getByRole('checkbox', { name: PAGAMENTO_FORM_TEXTS.liberar([12]) })).toBeChecked();

    // the answer is asked before anything is sent
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(secao).findByText(BOAS_PRATICAS_TEXTS.semResposta)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/pagamentos/31/concluir/')).toHaveLength(0);
    await user.click(within(secao).getByRole('radio', { name: BOAS_PRATICAS_TEXTS.nao }));
    await user.type(within(secao).getByLabelText(BOAS_PRATICAS_TEXTS.motivo), 'Cliente pediu urgência');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(CONCLUIR_LIBERAR_MESSAGES.concluidoELiberado(1))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetch.callsTo('POST', '/api/pagamentos/31/concluir/')[0]?.body).toMatchObject({
      pagamento: { versao: 3, status: 'concluido', data_pagamento: hojeNaAgencia() },
      liberar: {
        servicos: [12],
        seguiu_manual_boas_praticas: false,
        motivo_nao_seguimento_boas_praticas: 'Cliente pediu urgência',
      },
    });
    expect(fetch.callsTo('PUT', '/api/pagamentos/31/')).toHaveLength(0);
  });

  it('concludes without releasing when finance unticks it', async () => {
    setCookie('csrftoken', 'csrf');
    const fetch = api(
      { body: { pagamentos_abertos: [makePagamento({ versao: 3 })], pages: 1 } },
      {
        'GET /api/vendas/42/servicos/': { body: [makeServico({ valor_pago: '1100.00' })] },
        'GET /api/empresas/simples/': { body: [] },
        'PUT /api/pagamentos/31/': { body: makePagamento({ status: 'concluido', versao: 4 }) },
      },
      financeiro,
    );
    const user = userEvent.setup();
    renderApp('/pagamentos-abertos');
    await user.click(await screen.findByRole('button', { name: T.concluir(31) }));
    const dialog = await screen.findByRole('dialog', { name: PAGAMENTO_FORM_TEXTS.concluir(31) });
    await user.click(within(dialog).getByRole('checkbox', { name: PAGAMENTO_FORM_TEXTS.liberar([12]) }));
    expect(within(dialog).queryByRole('radio', { name: BOAS_PRATICAS_TEXTS.sim })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(PAGAMENTO_UI_MESSAGES.alterado)).toBeInTheDocument();
    expect(fetch.callsTo('PUT', '/api/pagamentos/31/')).toHaveLength(1);
  });

  it('shows the message of a payment changed since it was read (409)', async () => {
    setCookie('csrftoken', 'csrf');
    const fetch = api(
      { body: { pagamentos_abertos: [makePagamento({ versao: 3 })], pages: 1 } },
      {
        ...servicos,
        'GET /api/empresas/simples/': { body: [] },
        'PUT /api/pagamentos/31/': { status: 409, body: { detail: MENSAGEM_VERSAO } },
      },
      financeiro,
    );
    const user = userEvent.setup();
    renderApp('/pagamentos-abertos');
    await user.click(await screen.findByRole('button', { name: T.concluir(31) }));
    const dialog = await screen.findByRole('dialog', { name: PAGAMENTO_FORM_TEXTS.concluir(31) });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText(`${PAGAMENTO_UI_MESSAGES.erroAlterar} ${MENSAGEM_VERSAO}`),
    ).toBeInTheDocument();
    expect(fetch.callsTo('PUT', '/api/pagamentos/31/')[0]?.body).toMatchObject({ versao: 3 });
    // the list is read again to show the current version
    await waitFor(() => expect(fetch.callsTo('GET', PATH).length).toBeGreaterThan(1));
  });

  it('finance marks a supplier’s RAC refund received on a day, asked before a changed day is dropped', async () => {
    setCookie('csrftoken', 'csrf');
    const recebivel = {
      id: 5,
      rac: 12,
      venda: 42,
      servico: 31,
      emissao: 55,
      fornecedor: { id: 9, nome: 'Latam Cargo' },
      valor: '300.00',
      vencimento: '2026-11-20',
      status: 'aberto',
      data_recebimento: null,
      created_at: '2026-11-01T12:00:00.000Z',
      versao: 2,
    };
    const fetch = api(
      { body: { pagamentos_abertos: [], pages: 1 } },
      {
        'GET /api/racs/recebiveis/': { body: { recebiveis: [recebivel], pages: 1 } },
        'POST /api/racs/recebiveis/5/status/': { body: { ...recebivel, status: 'recebido' } },
      },
      financeiro,
    );
    const user = userEvent.setup();
    const { router } = renderApp('/pagamentos-abertos');
    await user.click(await screen.findByRole('button', { name: RECEBIVEIS_TEXTOS.receber }));
    expect(fetch.callsTo('GET', '/api/racs/recebiveis/')[0]?.url.search).toBe('?status=aberto&page=1');
    const dialog = await screen.findByRole('dialog', { name: RECEBIVEIS_TEXTOS.dialogo(5) });
    const data = within(dialog).getByRole('textbox', { name: RECEBIVEIS_TEXTOS.data });
    await user.clear(data);
    await user.type(data, '20112026');
    await user.keyboard('{Escape}');
    const pergunta = await screen.findByRole('dialog', { name: DESCARTAR_ALTERACOES.title });
    await user.click(within(pergunta).getByRole('button', { name: DESCARTAR_ALTERACOES.cancel }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: DESCARTAR_ALTERACOES.title })).toBeNull(),
    );
    await user.click(within(dialog).getByRole('button', { name: RECEBIVEIS_TEXTOS.receber }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: RECEBIVEIS_TEXTOS.dialogo(5) })).toBeNull(),
    );
    expect(fetch.callsTo('POST', '/api/racs/recebiveis/5/status/')[0]?.body).toEqual({
      status: 'recebido',
      data_recebimento: '2026-11-20',
      versao: 2,
    });
    // the section keeps its status to itself: the page's own list keeps the address
    await user.click(screen.getByRole('button', { name: 'Recebido' }));
    await waitFor(() =>
      expect(fetch.callsTo('GET', '/api/racs/recebiveis/').at(-1)?.url.search).toBe(
        '?status=recebido&page=1',
      ),
    );
    expect(router.state.location.search).toBe('');
  });

  it('offers the conclusion only to finance', async () => {
    api({ body: { pagamentos_abertos: [makePagamento()], pages: 1 } });
    renderApp('/pagamentos-abertos');
    await screen.findByText('0031');
    expect(screen.queryByRole('button', { name: T.concluir(31) })).toBeNull();
    expect(screen.getByRole('button', { name: COBRAR_SALDO_TEXTS.acaoDaVenda(42) })).toBeInTheDocument();
  });

  it('opens the sale from the row, in a new tab with Ctrl-click or the middle button; the sale is a real link', async () => {
    api(
      { body: { pagamentos_abertos: [makePagamento()], pages: 1 } },
      {
        'GET /api/vendas/42/': { status: 404, body: { detail: 'x' } },
      },
    );
    const abrir = vi.spyOn(browser, 'openInNewTab').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { router } = renderApp('/pagamentos-abertos');
    const celula = await screen.findByText('0031');
    const linha = celula.closest('tr') as HTMLElement;
    expect(within(linha).getByRole('link', { name: '0042' })).toHaveAttribute(
      'href',
      '/vendas/42/pagamentos',
    );
    await user.keyboard('{Control>}');
    await user.click(celula);
    await user.keyboard('{/Control}');
    expect(abrir).toHaveBeenCalledWith('/vendas/42/pagamentos');
    await user.pointer({ keys: '[MouseMiddle]', target: celula });
    expect(abrir).toHaveBeenCalledTimes(2);
    expect(router.state.location.pathname).toBe('/pagamentos-abertos');
    await user.click(celula);
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendas/42/pagamentos'));
  });
});

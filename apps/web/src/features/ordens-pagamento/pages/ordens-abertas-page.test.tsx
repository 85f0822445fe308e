import type { User } from '@skyler/domain/auth';
import { ORDEM_PAGAMENTO_MESSAGES as M } from '@skyler/domain/ordens-pagamento';
import { MENSAGEM_VERSAO } from '@skyler/domain/versao';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../../../lib/browser.ts';
import { mockApiDe } from '../../../test/api.ts';
import { escolherOpcao } from '../../../test/escolher.ts';
import type { MockHandler } from '../../../test/fetch-mock.ts';
import { linhaCom } from '../../../test/linha.ts';
import { setScreenWidth } from '../../../test/match-media.ts';
import { renderApp } from '../../../test/render.tsx';
import { cabecalhos } from '../../../test/tabela.ts';
import { CARTAO_TEXTOS } from '../components/cartao-dialog.tsx';
import { GRUPO_TEXTOS } from '../components/grupo-ordens-card.tsx';
import { INCENTIVO_TEXTOS } from '../components/incentivo-dialog.tsx';
import { ACOES_ORDEM } from '../components/ordens-colunas.tsx';
import { ORDENS_TEXTOS } from '../components/ordens-layout.tsx';
import { PAGO_TEXTOS } from '../components/pago-dialog.tsx';
import { VALOR_TEXTOS } from '../components/valor-dialog.tsx';
import {
  CARTAO_ANTIGO,
  CARTAO_CORPORATIVO,
  FINANCEIRO,
  LEITOR,
  makeGrupo,
  makeOrdem,
  muitasOrdens,
} from '../testing/fixtures.ts';
import { esperaAbaLevarA, esperaRecusarSemARota, filtrarOrdens } from '../testing/telas.ts';

const PATH = '/api/ordens-pagamento/';
const CARTAO_RESERVA = { id: 2, nome: 'Reserva', bandeira: 'Mastercard', digs: '5454', ativo: true };
const CARTOES = [CARTAO_CORPORATIVO, CARTAO_RESERVA, CARTAO_ANTIGO];

function api(lista: MockHandler, extra: Record<string, MockHandler> = {}, user: User = FINANCEIRO) {
  return mockApiDe(user, {
    'GET /api/fornecedores/simples/': {
      body: [
        { id: 9, nome: 'Consolidadora Sul' },
        { id: 10, nome: 'Hotéis BR' },
      ],
    },
    'GET /api/cartoes/': ({ url }) => ({
      body: url.searchParams.get('ativo') === 'true' ? CARTOES.filter((c) => c.ativo) : CARTOES,
    }),
    [`GET ${PATH}`]: lista,
    ...extra,
  });
}

const pagina = (grupos = [makeGrupo()], pages = 1) => ({ body: { ordemPagamento: grupos, pages } });

/** Starts an action of a row; its dialog opens once what it needs has arrived. */
async function abrir(user: ReturnType<typeof userEvent.setup>, acao: string, linha = '0071') {
  const row = (await screen.findByText(linha)).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: acao }));
  return screen.findByRole('dialog', { name: acao });
}

describe('Contas a Pagar: Abertos', () => {
  it('is only for users given the route', async () => {
    await esperaRecusarSemARota('/ordem-pagamento/abertos');
  });

  it('shows a card per issuance with its locator and the open orders’ columns', async () => {
    setScreenWidth(1600);
    const fetch = api(
      pagina([
        makeGrupo(),
        makeGrupo({ id: 6, localizador: null, tipo: 'emissao_hotel' }, [
          makeOrdem({
            id: 80,
            emissao: 6,
            campo_formador: 'custo_diaria',
            cartao: null,
            meio_pagamento: 'pix',
            incentivo: null,
          }),
        ]),
      ]),
    );
    renderApp('/ordem-pagamento/abertos');
    expect(await screen.findByRole('heading', { name: ORDENS_TEXTOS.titulo })).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: GRUPO_TEXTOS.emissao(5) });
    expect(within(card).getByText('Emissão: 0005')).toBeInTheDocument();
    expect(within(card).getByText('LOC: ABC123')).toBeInTheDocument();
    const tabela = within(card).getByRole('table', { name: GRUPO_TEXTOS.tabela(5) });
    expect(cabecalhos(tabela)).toEqual([
      'ID',
      'Venda',
      'Serviço',
      'Valor',
      'Campo formador',
      'Meio de pagamento',
      'Cartão',
      'Fornecedor',
      'Data de solicitação',
      'Ações',
    ]);
    const row = linhaCom(tabela, '0071');
    expect(within(row).getByRole('link', { name: '0042' })).toHaveAttribute('href', '/vendas/42/emissoes');
    expect(within(row).getByText('2 bilhetes GRU-LIS')).toBeInTheDocument();
    expect(within(row).getByText('R$ 1.000,00')).toBeInTheDocument();
    expect(within(row).getByText('Custo do bilhete')).toBeInTheDocument();
    expect(within(row).getByText('Cartão de crédito')).toBeInTheDocument();
    expect(within(row).getByText('Corporativo - Visa (4242)')).toBeInTheDocument();
    expect(within(row).getByText('Consolidadora Sul')).toBeInTheDocument();
    expect(within(row).getByText('10/03/2026 às 14:05')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: ACOES_ORDEM.incentivo })).toBeInTheDocument();

    const hotel = screen.getByRole('region', { name: GRUPO_TEXTOS.emissao(6) });
    expect(within(hotel).queryByText(/LOC:/)).toBeNull();
    const diaria = linhaCom(hotel, '0080');
    expect(within(diaria).getByText('Pix')).toBeInTheDocument();
    expect(within(diaria).getByRole('button', { name: ACOES_ORDEM.valor })).toBeInTheDocument();
    expect(within(diaria).queryByRole('button', { name: ACOES_ORDEM.incentivo })).toBeNull();
    expect(fetch.callsTo('GET', PATH)[0]?.url.searchParams.get('status')).toBe('aberto');
  });

  it('shows a refund to a client as a card of its own, payee and due date, payable by finance; filters by tipo', async () => {
    setScreenWidth(1600);
    const reembolso = makeOrdem({
      id: 90,
      tipo: 'reembolso_cliente',
      emissao: null,
      rac: 12,
      campo_formador: null,
      fornecedor: null,
      cartao: null,
      meio_pagamento: 'pix',
      incentivo: null,
      valor: '800.00',
      vencimento: '2027-01-10',
      favorecido: { tipo: 'contato', id: 3, nome: 'Maria Oliveira' },
      servico_descricao: '',
    });
    const fetch = api(pagina([{ emissao: null, custo_total: '800.00', OPs: [reembolso] }, makeGrupo()]));
    const user = userEvent.setup();
    renderApp('/ordem-pagamento/abertos');
    const card = await screen.findByRole('region', { name: GRUPO_TEXTOS.avulsa(reembolso) });
    expect(within(card).getByText('Reembolso ao cliente: RAC 0012')).toBeInTheDocument();
    expect(within(card).getByText('Favorecido: Maria Oliveira · Vencimento: 10/01/2027')).toBeInTheDocument();
    const row = linhaCom(card, '0090');
    expect(within(row).getByText('Maria Oliveira (cliente)')).toBeInTheDocument();
    expect(within(row).getByText('Reembolso ao cliente')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: ACOES_ORDEM.pago })).toBeInTheDocument();
    await filtrarOrdens(user, { tipo: 'Reembolso ao cliente' }, {});
    await waitFor(() =>
      expect(fetch.callsTo('GET', PATH).at(-1)?.url.searchParams.get('tipo')).toBe('reembolso_cliente'),
    );
  });

  it('shows 10 orders per card and pages the rest inside the card', async () => {
    api(pagina([makeGrupo({}, muitasOrdens(12))]));
    const user = userEvent.setup();
    renderApp('/ordem-pagamento/abertos');
    const card = await screen.findByRole('region', { name: GRUPO_TEXTOS.emissao(5) });
    expect(within(card).getAllByRole('row')).toHaveLength(11);
    expect(within(card).getByText('0109')).toBeInTheDocument();
    expect(within(card).queryByText('0110')).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Ir para a página 2' }));
    expect(within(card).getAllByRole('row')).toHaveLength(3);
    expect(within(card).getByText('0111')).toBeInTheDocument();
  });

  it('pages the issuances on the server and says when there is none', async () => {
    const fetch = api(pagina([], 1));
    renderApp('/ordem-pagamento/abertos');
    expect(await screen.findByText(M.vazio)).toBeInTheDocument();
    expect(fetch.callsTo('GET', PATH)).toHaveLength(1);
  });

  it('asks the server for the page of issuances chosen', async () => {
    const fetch = api(pagina([makeGrupo()], 3));
    const user = userEvent.setup();
    renderApp('/ordem-pagamento/abertos');
    const paginas = await screen.findByRole('navigation', { name: ORDENS_TEXTOS.titulo });
    await user.click(within(paginas).getByRole('button', { name: 'Ir para a página 3' }));
    await waitFor(() => expect(fetch.callsTo('GET', PATH).at(-1)?.url.searchParams.get('page')).toBe('3'));
  });

  it('filters on the server by forming field, sale, supplier, card, locator and value', async () => {
    const fetch = api(pagina());
    const user = userEvent.setup();
    renderApp('/ordem-pagamento/abertos');
    await screen.findByText('0071');
    const ultima = () => fetch.callsTo('GET', PATH).at(-1)?.url.searchParams;
    await filtrarOrdens(
      user,
      {
        campoFormador: 'Custo do bilhete',
        fornecedor: 'Hotéis BR',
        // every card of the agency, the inactive ones too
        cartao: 'Antigo - Elo (1111)',
      },
      { idVenda: '4x2', localizador: 'ABC123', valor: '1.000,50' },
    );
    await waitFor(() => expect(ultima()?.get('valor')).toBe('1000,50'));
    expect(Object.fromEntries(ultima() ?? [])).toMatchObject({
      campo_formador: 'custo_bilhete',
      fornecedor: '10',
      cartao: '3',
      id_venda: '42',
      localizador: 'ABC123',
      status: 'aberto',
    });
  });

  it('leads to the paid orders through the Pagos tab', async () => {
    api(pagina());
    await esperaAbaLevarA(
      userEvent.setup(),
      '/ordem-pagamento/abertos',
      ORDENS_TEXTOS.abertos,
      ORDENS_TEXTOS.pagos,
      '/ordem-pagamento/pagos',
    );
  });

  it('leaves the request date out on a 1366-px screen, keeping the means, the card and the supplier', async () => {
    setScreenWidth(1366);
    api(pagina());
    renderApp('/ordem-pagamento/abertos');
    const tabela = await screen.findByRole('table', { name: GRUPO_TEXTOS.tabela(5) });
    await within(tabela).findByText('0071');
    expect(cabecalhos(tabela)).toEqual([
      'ID',
      'Venda',
      'Serviço',
      'Valor',
      'Campo formador',
      'Meio de pagamento',
      'Cartão',
      'Fornecedor',
      'Ações',
    ]);
  });

  it('shows no actions to those outside finance', async () => {
    api(pagina(), {}, LEITOR);
    renderApp('/ordem-pagamento/abertos');
    const tabela = await screen.findByRole('table', { name: GRUPO_TEXTOS.tabela(5) });
    await within(tabela).findByText('0071');
    expect(within(tabela).queryByRole('columnheader', { name: 'Ações' })).toBeNull();
    expect(within(tabela).queryByRole('button')).toBeNull();
  });

  it('changes the value, refusing zero', async () => {
    const fetch = api(pagina(), {
      'PUT /api/ordens-pagamento/71/': { body: makeOrdem({ valor: '1234.50' }) },
    });
    const user = userEvent.setup();
    renderApp('/ordem-pagamento/abertos');
    const dialog = await abrir(user, ACOES_ORDEM.valor);
    const campo = within(dialog).getByRole('textbox', { name: VALOR_TEXTOS.valor });
    expect(campo).toHaveValue('1000,00');
    await user.clear(campo);
    await user.type(campo, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog).getByText(M.valorPositivo)).toBeInTheDocument();
    expect(fetch.callsTo('PUT', '/api/ordens-pagamento/71/')).toHaveLength(0);
    await user.clear(campo);
    await user.type(campo, '1234,50');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(M.valorAlterado)).toBeInTheDocument();
    expect(fetch.callsTo('PUT', '/api/ordens-pagamento/71/')[0]?.body).toEqual({
      valor: '1234.50',
      versao: 1,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: ACOES_ORDEM.valor })).toBeNull());
    await waitFor(() => expect(fetch.callsTo('GET', PATH)).toHaveLength(2));
  });

  it('opens a dialog with no data to wait for at once, and the card dialog as soon as the cards arrive', async () => {
    let entregar: () => void = () => {};
    const cartoesChegaram = new Promise<void>((resolve) => {
      entregar = resolve;
    });
    api(pagina(), {
      'GET /api/cartoes/': async () => {
        await cartoesChegaram;
        return { body: CARTOES.filter((c) => c.ativo) };
      },
    });
    const user = userEvent.setup();
    renderApp('/ordem-pagamento/abertos');
    const valor = await abrir(user, ACOES_ORDEM.valor);
    expect(screen.queryByRole('progressbar', { name: M.aguarde })).toBeNull();
    await user.click(within(valor).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: ACOES_ORDEM.valor })).toBeNull());

    const row = screen.getByText('0071').closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: ACOES_ORDEM.cartao }));
    expect(await screen.findByRole('progressbar', { name: M.aguarde })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: ACOES_ORDEM.cartao })).toBeNull();
    act(() => entregar());
    expect(await screen.findByRole('dialog', { name: ACOES_ORDEM.cartao })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: M.aguarde })).toBeNull();
  });

  it('changes the card among the active ones, or the means without a card', async () => {
    const fetch = api(pagina(), { 'PUT /api/ordens-pagamento/71/': { body: makeOrdem() } });
    const user = userEvent.setup();
    renderApp('/ordem-pagamento/abertos');
    let dialog = await abrir(user, ACOES_ORDEM.cartao);
    await user.click(within(dialog).getByRole('combobox', { name: CARTAO_TEXTOS.cartao }));
    const opcoes = await screen.findAllByRole('option');
    expect(opcoes.map((o) => o.textContent)).toEqual([
      'Corporativo - Visa (4242)',
      'Reserva - Mastercard (5454)',
    ]);
    await user.click(screen.getByRole('option', { name: 'Reserva - Mastercard (5454)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(M.cartaoAlterado)).toBeInTheDocument();
    expect(fetch.callsTo('PUT', '/api/ordens-pagamento/71/')[0]?.body).toEqual({
      meio_pagamento: 'cartao_credito',
      cartao: 2,
      versao: 1,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: ACOES_ORDEM.cartao })).toBeNull());

    dialog = await abrir(user, ACOES_ORDEM.cartao);
    await escolherOpcao(user, within(dialog).getByRole('combobox', { name: CARTAO_TEXTOS.meio }), 'Boleto');
    expect(within(dialog).queryByRole('combobox', { name: CARTAO_TEXTOS.cartao })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(fetch.callsTo('PUT', '/api/ordens-pagamento/71/')[1]?.body).toEqual({
        meio_pagamento: 'boleto',
        cartao: null,
        versao: 1,
      }),
    );
  });

  it('says when the card is refused', async () => {
    api(pagina(), {
      'PUT /api/ordens-pagamento/71/': {
        status: 400,
        body: { detail: 'Dados inválidos.', errors: { cartao: [M.cartaoInvalido] } },
      },
    });
    const user = userEvent.setup();
    renderApp('/ordem-pagamento/abertos');
    const dialog = await abrir(user, ACOES_ORDEM.cartao);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(M.erroCartao)).toBeInTheDocument();
    expect(within(dialog).getByText(M.cartaoInvalido)).toBeInTheDocument();
  });

  it('marks an order paid with the invoice id and the payment date, both required', async () => {
    const fetch = api(pagina(), {
      'POST /api/ordens-pagamento/71/status/': { body: makeOrdem({ status: 'pago' }) },
    });
    const user = userEvent.setup();
    renderApp('/ordem-pagamento/abertos');
    const dialog = await abrir(user, ACOES_ORDEM.pago);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(within(dialog).getByText(M.idFaturaObrigatorio)).toBeInTheDocument();
    expect(within(dialog).getByText(M.dataPagamentoObrigatoria)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: PAGO_TEXTOS.idFatura }), ' FAT-998 ');
    await user.type(within(dialog).getByRole('textbox', { name: PAGO_TEXTOS.dataPagamento }), '01032026');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(M.statusAlterado)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/ordens-pagamento/71/status/')[0]?.body).toEqual({
      status: 'pago',
      id_fatura: 'FAT-998',
      data_pagamento: '2026-03-01',
      versao: 1,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: ACOES_ORDEM.pago })).toBeNull());
  });

  it('pays an order from its row without opening the sale and says when it changed since it was read', async () => {
    const fetch = api(pagina([makeGrupo({}, [makeOrdem({ versao: 6 })])]), {
      'POST /api/ordens-pagamento/71/status/': { status: 409, body: { detail: MENSAGEM_VERSAO } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/ordem-pagamento/abertos');
    const dialog = await abrir(user, ACOES_ORDEM.pago);
    await user.type(within(dialog).getByRole('textbox', { name: PAGO_TEXTOS.idFatura }), 'FAT-2');
    await user.type(within(dialog).getByRole('textbox', { name: PAGO_TEXTOS.dataPagamento }), '01032026');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(`${M.erroStatus} ${MENSAGEM_VERSAO}`)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/ordens-pagamento/71/status/')[0]?.body).toMatchObject({ versao: 6 });
    expect(router.state.location.pathname).toBe('/ordem-pagamento/abertos');
  });

  it('opens the sale from a row, in a new tab with Ctrl-click; the sale is a real link', async () => {
    api(pagina(), { 'GET /api/vendas/42/': { status: 404, body: { detail: 'x' } } });
    const abrirAba = vi.spyOn(browser, 'openInNewTab').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { router } = renderApp('/ordem-pagamento/abertos');
    const celula = await screen.findByText('0071');
    const linha = celula.closest('tr') as HTMLElement;
    expect(within(linha).getByRole('link', { name: '0042' })).toHaveAttribute('href', '/vendas/42/emissoes');
    await user.keyboard('{Control>}');
    await user.click(celula);
    await user.keyboard('{/Control}');
    expect(abrirAba).toHaveBeenCalledWith('/vendas/42/emissoes');
    expect(router.state.location.pathname).toBe('/ordem-pagamento/abertos');
    // an action of the row stays an action of the row
    await abrir(user, ACOES_ORDEM.valor);
    expect(router.state.location.pathname).toBe('/ordem-pagamento/abertos');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(celula);
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendas/42/emissoes'));
  });

  it('refuses a payment date in the future and closes on a refused status change', async () => {
    const fetch = api(pagina(), {
      'POST /api/ordens-pagamento/71/status/': { status: 409, body: { detail: M.soAberta } },
    });
    const user = userEvent.setup();
    renderApp('/ordem-pagamento/abertos');
    const dialog = await abrir(user, ACOES_ORDEM.pago);
    await user.type(within(dialog).getByRole('textbox', { name: PAGO_TEXTOS.idFatura }), 'FAT-1');
    const data = within(dialog).getByRole('textbox', { name: PAGO_TEXTOS.dataPagamento });
    await user.type(data, '01012099');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(within(dialog).getByText(M.dataPagamentoFutura)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/ordens-pagamento/71/status/')).toHaveLength(0);
    await user.clear(data);
    await user.type(data, '01032026');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(`${M.erroStatus} ${M.soAberta}`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: ACOES_ORDEM.pago })).toBeNull());
  });

  it('sets the incentive of a flight ticket with its percentage of the order', async () => {
    const fetch = api(pagina(), {
      'PUT /api/ordens-pagamento/71/incentivo/': { body: makeOrdem() },
    });
    const user = userEvent.setup();
    renderApp('/ordem-pagamento/abertos');
    const dialog = await abrir(user, ACOES_ORDEM.incentivo);
    const valor = within(dialog).getByRole('textbox', { name: INCENTIVO_TEXTOS.valor });
    const porcentagem = within(dialog).getByRole('textbox', { name: INCENTIVO_TEXTOS.porcentagem });
    expect(valor).toHaveValue('50,00');
    expect(porcentagem).toHaveValue('5,00');
    await user.clear(valor);
    await user.type(valor, '123,45');
    expect(porcentagem).toHaveValue('12,35');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(M.incentivoAlterado)).toBeInTheDocument();
    expect(fetch.callsTo('PUT', '/api/ordens-pagamento/71/incentivo/')[0]?.body).toEqual({
      valor_incentivo: { valor: '123.45', moeda: 2 },
      versao: 1,
    });
  });

  it('closes the incentive and reloads the orders when the change is refused', async () => {
    const fetch = api(pagina(), {
      'PUT /api/ordens-pagamento/71/incentivo/': { status: 400, body: { detail: M.incentivoSoVoo } },
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderApp('/ordem-pagamento/abertos');
    const dialog = await abrir(user, ACOES_ORDEM.incentivo);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: ACOES_ORDEM.incentivo })).toBeNull());
    await waitFor(() => expect(fetch.callsTo('GET', PATH)).toHaveLength(2));
    expect(log).toHaveBeenCalled();
    expect(screen.queryByText(M.incentivoAlterado)).toBeNull();
  });

  it('says when someone else changed the order since it was read (value and incentive)', async () => {
    api(pagina(), {
      'PUT /api/ordens-pagamento/71/': { status: 409, body: { detail: MENSAGEM_VERSAO } },
      'PUT /api/ordens-pagamento/71/incentivo/': { status: 409, body: { detail: MENSAGEM_VERSAO } },
    });
    const user = userEvent.setup();
    renderApp('/ordem-pagamento/abertos');
    const valor = await abrir(user, ACOES_ORDEM.valor);
    await user.click(within(valor).getByRole('button', { name: 'Salvar' }));
    expect(await within(valor).findByText(MENSAGEM_VERSAO)).toBeInTheDocument();
    await user.click(within(valor).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: ACOES_ORDEM.valor })).toBeNull());
    const incentivo = await abrir(user, ACOES_ORDEM.incentivo);
    await user.click(within(incentivo).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MENSAGEM_VERSAO)).toBeInTheDocument();
  });

  it('says when the open orders cannot be loaded', async () => {
    api({ status: 500, body: { detail: 'falhou' } });
    renderApp('/ordem-pagamento/abertos');
    expect(await screen.findByText(`${M.erroAbertos}falhou`)).toBeInTheDocument();
  });
});

import type { User } from '@skyler/domain/auth';
import { ORDEM_PAGAMENTO_MESSAGES as M } from '@skyler/domain/ordens-pagamento';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApiDe } from '../../../test/api.ts';
import { escolherOpcao } from '../../../test/escolher.ts';
import type { MockHandler } from '../../../test/fetch-mock.ts';
import { linhaCom } from '../../../test/linha.ts';
import { setScreenWidth } from '../../../test/match-media.ts';
import { renderApp } from '../../../test/render.tsx';
import { cabecalhos } from '../../../test/tabela.ts';
import { CAMBIO_PAGO_TEXTOS } from '../components/cambio-pago-dialog.tsx';
import { GRUPO_TEXTOS } from '../components/grupo-ordens-card.tsx';
import { ACOES_ORDEM } from '../components/ordens-colunas.tsx';
import { FILTROS_TEXTOS } from '../components/ordens-filtros.tsx';
import { ORDENS_TEXTOS } from '../components/ordens-layout.tsx';
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
const paga = (overrides = {}) =>
  makeOrdem({ status: 'pago', id_fatura: 'FAT-998', data_pagamento: '2026-03-12', ...overrides });
const pagina = (grupos = [makeGrupo({ status: 'finalizada' }, [paga()], '1000.00')], pages = 1) => ({
  body: { ordemPagamento: grupos, pages },
});

function api(lista: MockHandler, extra: Record<string, MockHandler> = {}, user: User = FINANCEIRO) {
  return mockApiDe(user, {
    'GET /api/fornecedores/simples/': { body: [{ id: 9, nome: 'Consolidadora Sul' }] },
    'GET /api/cartoes/': { body: [CARTAO_CORPORATIVO, CARTAO_ANTIGO] },
    [`GET ${PATH}`]: lista,
    ...extra,
  });
}

describe('Contas a Pagar: Pagos', () => {
  it('is only for users given the route of the open orders', async () => {
    await esperaRecusarSemARota('/ordem-pagamento/pagos');
  });

  it('groups the paid orders per issuance with the paid columns and the total cost', async () => {
    setScreenWidth(1600);
    const fetch = api(pagina());
    renderApp('/ordem-pagamento/pagos');
    const card = await screen.findByRole('region', { name: GRUPO_TEXTOS.emissao(5) });
    expect(within(card).getByText('LOC: ABC123')).toBeInTheDocument();
    const tabela = within(card).getByRole('table', { name: GRUPO_TEXTOS.tabela(5) });
    expect(cabecalhos(tabela)).toEqual([
      'ID',
      'Venda',
      'Serviço',
      'Valor',
      'Tipo de serviço',
      'Campo formador',
      'Meio de pagamento',
      'Data de solicitação',
      'Data de alteração',
      'Fornecedor',
      'Status da emissão',
      'Cartões',
      'ID fatura',
      'Data do pagamento',
      'Ações',
    ]);
    const row = linhaCom(tabela, '0071');
    expect(within(row).getByText('Aéreo')).toBeInTheDocument();
    expect(within(row).getByText('10/03/2026 às 14:05')).toBeInTheDocument();
    expect(within(row).getByText('11/03/2026 às 09:30')).toBeInTheDocument();
    expect(within(row).getByText('Finalizada')).toBeInTheDocument();
    expect(within(row).getByText('Corporativo - Visa (4242)')).toBeInTheDocument();
    expect(within(row).getByText('FAT-998')).toBeInTheDocument();
    expect(within(row).getByText('12/03/2026')).toBeInTheDocument();
    expect(within(card).getByText('Custo total:')).toHaveTextContent('Custo total: R$ 1.000,00');
    expect(fetch.callsTo('GET', PATH)[0]?.url.searchParams.get('status')).toBe('pago');
  });

  it('keeps the supplier, the invoice id and the payment date on a 1366-px screen', async () => {
    setScreenWidth(1366);
    api(pagina());
    renderApp('/ordem-pagamento/pagos');
    const card = await screen.findByRole('region', { name: GRUPO_TEXTOS.emissao(5) });
    const tabela = within(card).getByRole('table', { name: GRUPO_TEXTOS.tabela(5) });
    expect(cabecalhos(tabela)).toEqual([
      'ID',
      'Venda',
      'Serviço',
      'Valor',
      'Campo formador',
      'Fornecedor',
      'ID fatura',
      'Data do pagamento',
      'Ações',
    ]);
    const row = linhaCom(tabela, '0071');
    expect(within(row).getByText('FAT-998')).toBeInTheDocument();
    expect(within(row).getByText('12/03/2026')).toBeInTheDocument();
  });

  it('shows 15 orders per group and pages the rest inside the group', async () => {
    api(pagina([makeGrupo({}, muitasOrdens(17, { status: 'pago' }), '17000.00')]));
    const user = userEvent.setup();
    renderApp('/ordem-pagamento/pagos');
    const card = await screen.findByRole('region', { name: GRUPO_TEXTOS.emissao(5) });
    expect(within(card).getAllByRole('row')).toHaveLength(16);
    await user.click(within(card).getByRole('button', { name: 'Ir para a página 2' }));
    expect(within(card).getAllByRole('row')).toHaveLength(3);
    expect(within(card).getByText('0116')).toBeInTheDocument();
  });

  it('says "Aguarde um momento..." while loading and when nothing is found', async () => {
    let responder: (valor: { body: unknown }) => void = () => {};
    api(() => new Promise((resolve) => (responder = resolve)));
    renderApp('/ordem-pagamento/pagos');
    expect(await screen.findByText(M.aguarde)).toBeInTheDocument();
    responder({ body: { ordemPagamento: [], pages: 1 } });
    expect(await screen.findByText(M.vazio)).toBeInTheDocument();
  });

  it('filters on the server by forming field, sale, supplier, card and locator', async () => {
    const fetch = api(pagina());
    const user = userEvent.setup();
    renderApp('/ordem-pagamento/pagos');
    await screen.findByText('0071');
    expect(screen.queryByLabelText(FILTROS_TEXTOS.valor)).toBeNull();
    const ultima = () => fetch.callsTo('GET', PATH).at(-1)?.url.searchParams;
    await filtrarOrdens(
      user,
      {
        campoFormador: 'Taxa de embarque',
        fornecedor: 'Consolidadora Sul',
        cartao: 'Corporativo - Visa (4242)',
      },
      { idVenda: '42', localizador: 'XYZ9' },
    );
    await waitFor(() => expect(ultima()?.get('localizador')).toBe('XYZ9'));
    expect(Object.fromEntries(ultima() ?? [])).toMatchObject({
      campo_formador: 'custo_taxa_embarque',
      fornecedor: '9',
      cartao: '1',
      id_venda: '42',
      status: 'pago',
    });
  });

  it('keeps the status select disabled outside finance', async () => {
    api(pagina(), {}, LEITOR);
    renderApp('/ordem-pagamento/pagos');
    const status = await screen.findByRole('combobox', { name: ACOES_ORDEM.status(71) });
    expect(status).toHaveAttribute('aria-disabled', 'true');
    expect(status).toHaveTextContent('Pago');
  });

  it('sends an order back to open only after the confirmation', async () => {
    const fetch = api(pagina(), {
      'POST /api/ordens-pagamento/71/status/': { body: makeOrdem() },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/ordem-pagamento/pagos');
    const status = await screen.findByRole('combobox', { name: ACOES_ORDEM.status(71) });
    await user.click(status);
    const opcoes = await screen.findAllByRole('option');
    expect(opcoes.map((o) => o.textContent)).toEqual(['Aberto']);
    await user.click(opcoes[0] as HTMLElement);
    let dialog = await screen.findByRole('dialog', { name: M.confirmarAberto });
    // the select's menu is drawn outside the row: choosing in it does not open the row's sale
    expect(router.state.location.pathname).toBe('/ordem-pagamento/pagos');
    expect(within(dialog).getByText(M.confirmarAbertoTexto)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: M.confirmarAberto })).toBeNull());
    expect(fetch.callsTo('POST', '/api/ordens-pagamento/71/status/')).toHaveLength(0);

    await escolherOpcao(user, screen.getByRole('combobox', { name: ACOES_ORDEM.status(71) }), 'Aberto');
    dialog = await screen.findByRole('dialog', { name: M.confirmarAberto });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(M.statusAlterado)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/ordens-pagamento/71/status/')[0]?.body).toEqual({
      status: 'aberto',
      versao: 1,
    });
    await waitFor(() => expect(fetch.callsTo('GET', PATH)).toHaveLength(2));
  });

  it('shows a dollar order in reais with its amount, factor and exchange difference; records the rate paid', async () => {
    setScreenWidth(1366);
    const dolar = paga({
      valor: '5869.45',
      moeda: 'USD',
      valor_moeda: '1000.00',
      cambio: '5.8694454',
      cambio_pago: '5.95',
      valor_pago: '5950.00',
      diferenca_cambial: '80.55',
    });
    const fetch = api(pagina([makeGrupo({ status: 'finalizada' }, [dolar], '5869.45')]), {
      'PUT /api/ordens-pagamento/71/cambio-pago/': { body: { ...dolar, cambio_pago: '5.80' } },
    });
    const user = userEvent.setup();
    renderApp('/ordem-pagamento/pagos');
    const card = await screen.findByRole('region', { name: GRUPO_TEXTOS.emissao(5) });
    const row = linhaCom(card, '0071');
    expect(within(row).getByText('R$ 5.869,45')).toBeInTheDocument();
    expect(within(row).getByText('US$ 1.000,00 × 5,8694')).toBeInTheDocument();
    expect(
      within(row).getByText('Pago R$ 5.950,00 · Variação cambial: perda de R$ 80,55'),
    ).toBeInTheDocument();

    await escolherOpcao(
      user,
      screen.getByRole('combobox', { name: ACOES_ORDEM.status(71) }),
      CAMBIO_PAGO_TEXTOS.acao,
    );
    const dialog = await screen.findByRole('dialog', { name: CAMBIO_PAGO_TEXTOS.titulo });
    const campo = within(dialog).getByRole('textbox', { name: CAMBIO_PAGO_TEXTOS.campo });
    expect(campo).toHaveValue('5,95');
    await user.clear(campo);
    await user.type(campo, '5,80');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(CAMBIO_PAGO_TEXTOS.sucesso)).toBeInTheDocument();
    expect(fetch.callsTo('PUT', '/api/ordens-pagamento/71/cambio-pago/')[0]?.body).toEqual({
      cambio_pago: '5.80',
      versao: 1,
    });
  });

  it('says when the status cannot be changed and closes the confirmation', async () => {
    api(pagina(), {
      'POST /api/ordens-pagamento/71/status/': { status: 409, body: { detail: M.jaNoStatus } },
    });
    const user = userEvent.setup();
    renderApp('/ordem-pagamento/pagos');
    await escolherOpcao(
      user,
      await screen.findByRole('combobox', { name: ACOES_ORDEM.status(71) }),
      'Aberto',
    );
    const dialog = await screen.findByRole('dialog', { name: M.confirmarAberto });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(`${M.erroStatus} ${M.jaNoStatus}`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: M.confirmarAberto })).toBeNull());
  });

  it('leads back to the open orders through the Abertos tab', async () => {
    api(pagina());
    await esperaAbaLevarA(
      userEvent.setup(),
      '/ordem-pagamento/pagos',
      ORDENS_TEXTOS.pagos,
      ORDENS_TEXTOS.abertos,
      '/ordem-pagamento/abertos',
    );
  });

  it('says when the paid orders cannot be loaded', async () => {
    api({ status: 500, body: { detail: 'falhou' } });
    renderApp('/ordem-pagamento/pagos');
    expect(await screen.findByText(`${M.erroPagos} falhou`)).toBeInTheDocument();
  });
});

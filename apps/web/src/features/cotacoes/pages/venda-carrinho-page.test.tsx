import { COTACAO_MESSAGES } from '@skyler/domain/cotacoes';
import { AVISOS_DOCUMENTOS } from '@skyler/domain/documentos-viagem';
import { formatMoney } from '@skyler/domain/formatters';
import { hojeNaAgencia } from '@skyler/domain/formatters-basicos';
import { BENEFICIARIO_MESSAGES, type PassageirosDoOrcamento } from '@skyler/domain/passageiros';
import { sum } from '@skyler/domain/precos/dinheiro';
import { calcularFatura, descontoPadrao } from '@skyler/domain/precos/fatura';
import { faturaSugerida } from '@skyler/domain/precos/fatura-sugerida';
import { PAGAMENTO_MESSAGES } from '@skyler/domain/precos/pagamento';
import { PROPOSTA_MESSAGES } from '@skyler/domain/proposta';
import { type BeneficiariosDaCotacao, SERVICO_MESSAGES } from '@skyler/domain/servicos';
import type { VendaCliente } from '@skyler/domain/vendas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DESCARTAR_ALTERACOES } from '../../../components/dialogs/descartar-alteracoes-dialog.tsx';
import { mockApiDe } from '../../../test/api.ts';
import type { MockHandler } from '../../../test/fetch-mock.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { makeContatoResumo } from '../../contatos/testing/fixtures.ts';
import { PASSAGEIROS_TEXTS } from '../../passageiros/index.ts';
import { BENEFICIARIOS_TEXTS, FATURA_TEXTS, FORMA_TEXTS } from '../../servicos/index.ts';
import { makeBeneficiario, makeServico } from '../../servicos/testing/fixtures.ts';
import { makeVendaDetalhada } from '../../vendas/testing/fixtures.tsx';
import { PDF_TEXTS } from '../components/pdf-dialog.tsx';
import { makeCotacao, makeOrcamento } from '../components/tabela-fixtures.tsx';
import { CARRINHO_TEXTS } from './venda-carrinho-page.tsx';
import { VENDA_COTACOES_VAZIO } from './venda-cotacoes-page.tsx';

vi.mock('../components/cotacao-dialog.tsx', async () => ({
  CotacaoDialog: (await import('../components/tabela-fixtures.tsx')).CotacaoDialogProbe,
}));

const noCarrinho = [
  makeCotacao({ status: 'carrinho', carrinho_em: '2026-03-11T13:00:00.000Z', pode_ir_carrinho: false }),
  makeCotacao({
    id: 6,
    descricao: 'Transfer',
    status: 'carrinho',
    valor_final: '349.90',
    pode_ir_carrinho: false,
  }),
];

function api(extra: Record<string, MockHandler> = {}) {
  return mockApiDe(makeUser(), {
    'GET /api/vendas/42/': { body: makeVendaDetalhada() },
    'GET /api/vendas/42/chat_messages/': { body: [] },
    'GET /api/vendas/42/orcamentos/': { body: [makeOrcamento()] },
    ...extra,
  });
}

describe('Carrinho tab', () => {
  it('lists the cart with its values and total', async () => {
    api({ 'GET /api/vendas/42/carrinho/': { body: noCarrinho } });
    renderApp('/vendas/42/carrinho');
    const table = await screen.findByRole('table', { name: 'Carrinho' });
    expect(await within(table).findByText('Transfer')).toBeInTheDocument();
    expect(within(table).getByText('R$ 2.600,00')).toBeInTheDocument();
    expect(within(table).getByText('R$ 349,90')).toBeInTheDocument();
    expect(screen.getByTestId('total-carrinho')).toHaveTextContent('R$ 2.949,90');
    expect(within(table).getAllByRole('link', { name: '0012 · Férias na serra' })[0]).toHaveAttribute(
      'href',
      '/orcamento/12',
    );
  });

  it('says when the cart is empty', async () => {
    api({ 'GET /api/vendas/42/carrinho/': { body: [] } });
    renderApp('/vendas/42/carrinho');
    expect(await screen.findByText(CARRINHO_TEXTS.vazio)).toBeInTheDocument();
    expect(screen.queryByTestId('total-carrinho')).toBeNull();
  });

  it('removes a quote from the cart after confirmation', async () => {
    let carrinho = noCarrinho;
    const fetch = api({
      'GET /api/vendas/42/carrinho/': () => ({ body: carrinho }),
      'POST /api/vendas/42/remove_carrinho/': () => {
        carrinho = noCarrinho.slice(1);
        return { body: carrinho };
      },
    });
    const user = userEvent.setup();
    renderApp('/vendas/42/carrinho');
    await user.click(await screen.findByRole('button', { name: CARRINHO_TEXTS.remover(5) }));
    const dialog = await screen.findByRole('dialog', { name: CARRINHO_TEXTS.removerTitulo });
    await user.click(within(dialog).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText(COTACAO_MESSAGES.removidaCarrinho)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/vendas/42/remove_carrinho/')[0]?.body).toEqual({ cotacao: 5 });
    await waitFor(() => expect(screen.queryByText('Hotel em Gramado')).toBeNull());
    expect(screen.getByTestId('total-carrinho')).toHaveTextContent('R$ 349,90');
  });

  it('says when a quote cannot leave the cart', async () => {
    api({
      'GET /api/vendas/42/carrinho/': { body: noCarrinho },
      'POST /api/vendas/42/remove_carrinho/': {
        status: 409,
        body: { detail: COTACAO_MESSAGES.vendaNaoProposta },
      },
    });
    const user = userEvent.setup();
    renderApp('/vendas/42/carrinho');
    await user.click(await screen.findByRole('button', { name: CARRINHO_TEXTS.remover(6) }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(
      await screen.findByText(`${COTACAO_MESSAGES.naoRemovidaCarrinho} ${COTACAO_MESSAGES.vendaNaoProposta}`),
    ).toBeInTheDocument();
    expect(screen.getByText('Transfer')).toBeInTheDocument();
  });

  it('shows a quote of the cart read-only', async () => {
    api({ 'GET /api/vendas/42/carrinho/': { body: noCarrinho } });
    const user = userEvent.setup();
    renderApp('/vendas/42/carrinho');
    await user.click(await screen.findByRole('button', { name: CARRINHO_TEXTS.ver(6) }));
    expect(await screen.findByTestId('dialogo-cotacao')).toHaveTextContent('6');
    expect(screen.getByTestId('dialogo-somente-leitura')).toHaveTextContent('true');
  });
});

describe('Cotações tab', () => {
  it('lists every quote of the sale with the request it answers', async () => {
    api({
      'GET /api/vendas/42/cotacoes/': {
        body: [makeCotacao(), makeCotacao({ id: 8, orcamento: 13, descricao: 'Voo GRU-LIS' })],
      },
      'GET /api/vendas/42/orcamentos/': {
        body: [makeOrcamento(), makeOrcamento({ id: 13, descricao: 'Lisboa', status: 'fechado' })],
      },
    });
    renderApp('/vendas/42/cotacoes');
    const table = await screen.findByRole('table', { name: 'Cotações da venda' });
    expect(await within(table).findByRole('link', { name: '0013 · Lisboa' })).toHaveAttribute(
      'href',
      '/orcamento/13',
    );
    expect(within(table).getByRole('link', { name: '0012 · Férias na serra' })).toBeInTheDocument();
    // the closed request's quote has no copy nor archive; the open one's has both
    expect(within(table).queryByRole('button', { name: 'Copiar cotação 0008' })).toBeNull();
    expect(within(table).getByRole('button', { name: 'Copiar cotação 0005' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Arquivar cotação 0005' })).toBeInTheDocument();
  });

  it('says when the sale has no quotes', async () => {
    api({ 'GET /api/vendas/42/cotacoes/': { body: [] } });
    renderApp('/vendas/42/cotacoes');
    expect(await screen.findByText(VENDA_COTACOES_VAZIO)).toBeInTheDocument();
  });
});

const ADRIANA = makeContatoResumo();
const BETO = makeContatoResumo({ id: 219, nome: 'Beto', sobrenome: 'Campos', cpf: null });
const beto = makeBeneficiario({
  id: 2,
  contato: { id: 219, nome: 'Beto', sobrenome: 'Campos', cpf: null, email: null, data_nascimento: null },
});

/** quote 5 needs two beneficiaries (Adriana chosen), quote 6 one */
function beneficiariosIncompletos(): BeneficiariosDaCotacao[] {
  return [
    { cotacao: 5, quantidade: 2, beneficiarios: [makeBeneficiario()] },
    { cotacao: 6, quantidade: 1, beneficiarios: [] },
  ];
}

function beneficiariosCompletos(): BeneficiariosDaCotacao[] {
  return [
    { cotacao: 5, quantidade: 2, beneficiarios: [makeBeneficiario(), beto] },
    { cotacao: 6, quantidade: 1, beneficiarios: [makeBeneficiario({ id: 3, cotacao: 6 })] },
  ];
}

function carrinhoApi(extra: Record<string, MockHandler> = {}, beneficiarios = beneficiariosCompletos()) {
  return api({
    'GET /api/vendas/42/carrinho/': { body: noCarrinho },
    'GET /api/vendas/42/beneficiarios/': () => ({ body: beneficiarios }),
    'GET /api/contatos/': { body: { contatos: [ADRIANA, BETO], pages: 1 } },
    'GET /api/empresas/': { body: { empresas: [{ id: 9, nome: 'Acme Viagens' }], pages: 1 } },
    ...extra,
  });
}

const secaoBeneficiarios = (id: number, descricao: string) =>
  screen.findByRole('region', { name: `Beneficiários da cotação 000${id} · ${descricao}` });

describe('Beneficiaries of the cart', () => {
  it('adds a beneficiary from the contact picker while fewer than the passengers', async () => {
    let beneficiarios = beneficiariosIncompletos();
    const fetch = carrinhoApi(
      {
        'GET /api/vendas/42/beneficiarios/': () => ({ body: beneficiarios }),
        'PUT /api/cotacoes/5/beneficiarios/': () => {
          const [hotel, transfer] = beneficiariosIncompletos();
          if (!hotel || !transfer) throw new Error('fixture');
          beneficiarios = [{ ...hotel, beneficiarios: [makeBeneficiario(), beto] }, transfer];
          return { body: beneficiarios[0]?.beneficiarios };
        },
      },
      beneficiarios,
    );
    const user = userEvent.setup();
    renderApp('/vendas/42/carrinho');
    const hotel = await secaoBeneficiarios(5, 'Hotel em Gramado');
    expect(await within(hotel).findByText('Adriana Pinto Almeida')).toBeInTheDocument();
    expect(within(hotel).getByText('1 de 2')).toBeInTheDocument();
    // hotels ask the room type, not the seat
    expect(within(hotel).getByLabelText('Tipo de quarto de Adriana Pinto Almeida')).toBeInTheDocument();
    expect(within(hotel).queryByText('Assento')).toBeNull();

    await user.click(within(hotel).getByRole('button', { name: /Adicionar beneficiário/ }));
    const picker = await screen.findByRole('dialog', { name: 'Selecionar cliente' });
    await user.click(await within(picker).findByText('Beto Campos'));
    await waitFor(() => expect(fetch.callsTo('PUT', '/api/cotacoes/5/beneficiarios/')).toHaveLength(1));
    expect(fetch.callsTo('PUT', '/api/cotacoes/5/beneficiarios/')[0]?.body).toEqual({
      beneficiarios: [
        { contato: 218, assento: null, tipo_assento: null, bagagem: null, tipo_quarto: null },
        { contato: 219 },
      ],
    });
    expect(await within(hotel).findByText('2 de 2')).toBeInTheDocument();
    expect(within(hotel).queryByRole('button', { name: /Adicionar beneficiário/ })).toBeNull();
  });

  it('refuses a contact already inserted in the quote', async () => {
    const fetch = carrinhoApi({}, beneficiariosIncompletos());
    const user = userEvent.setup();
    renderApp('/vendas/42/carrinho');
    const hotel = await secaoBeneficiarios(5, 'Hotel em Gramado');
    await user.click(await within(hotel).findByRole('button', { name: /Adicionar beneficiário/ }));
    const picker = await screen.findByRole('dialog', { name: 'Selecionar cliente' });
    await user.click(await within(picker).findByText('Adriana Pinto Almeida'));
    expect(await screen.findByText(BENEFICIARIO_MESSAGES.duplicado)).toBeInTheDocument();
    expect(fetch.callsTo('PUT', '/api/cotacoes/5/beneficiarios/')).toHaveLength(0);
  });

  it('saves the room type when the field is left, and removes a beneficiary', async () => {
    const fetch = carrinhoApi({ 'PUT /api/cotacoes/5/beneficiarios/': { body: [] } });
    const user = userEvent.setup();
    renderApp('/vendas/42/carrinho');
    const hotel = await secaoBeneficiarios(5, 'Hotel em Gramado');
    const quarto = await within(hotel).findByLabelText('Tipo de quarto de Beto Campos');
    await user.type(quarto, 'Casal');
    await user.tab();
    await waitFor(() => expect(fetch.callsTo('PUT', '/api/cotacoes/5/beneficiarios/')).toHaveLength(1));
    expect(fetch.callsTo('PUT', '/api/cotacoes/5/beneficiarios/')[0]?.body).toEqual({
      beneficiarios: [
        { contato: 218, assento: null, tipo_assento: null, bagagem: null, tipo_quarto: null },
        { contato: 219, assento: null, tipo_assento: null, bagagem: null, tipo_quarto: 'Casal' },
      ],
    });
    await user.click(
      within(hotel).getByRole('button', { name: BENEFICIARIOS_TEXTS.remover('Adriana Pinto Almeida') }),
    );
    await waitFor(() => expect(fetch.callsTo('PUT', '/api/cotacoes/5/beneficiarios/')).toHaveLength(2));
    expect(fetch.callsTo('PUT', '/api/cotacoes/5/beneficiarios/')[1]?.body).toEqual({
      beneficiarios: [{ contato: 219, assento: null, tipo_assento: null, bagagem: null, tipo_quarto: null }],
    });
  });

  it('does not invoice before every quote has all its beneficiaries', async () => {
    carrinhoApi({}, beneficiariosIncompletos());
    const user = userEvent.setup();
    renderApp('/vendas/42/carrinho');
    await secaoBeneficiarios(5, 'Hotel em Gramado');
    await user.click(await screen.findByRole('button', { name: FATURA_TEXTS.faturar }));
    expect(await screen.findByText(BENEFICIARIO_MESSAGES.incompletos)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: FATURA_TEXTS.titulo })).toBeNull();
  });

  it('does not invoice a sale that is no longer in proposta', async () => {
    carrinhoApi({ 'GET /api/vendas/42/': { body: makeVendaDetalhada({ status: 'concluida' }) } });
    renderApp('/vendas/42/carrinho');
    const hotel = await secaoBeneficiarios(5, 'Hotel em Gramado');
    expect(await screen.findByRole('button', { name: FATURA_TEXTS.faturar })).toBeDisabled();
    expect(within(hotel).getByLabelText('Tipo de quarto de Beto Campos')).toBeDisabled();
  });
});

/** An amount as the dialog shows it. */
const reaisDe = (valor: string) => formatMoney(valor);

async function abrirFatura(user: ReturnType<typeof userEvent.setup>) {
  await secaoBeneficiarios(5, 'Hotel em Gramado');
  await screen.findByText('2 de 2');
  await user.click(screen.getByRole('button', { name: FATURA_TEXTS.faturar }));
  return screen.findByRole('dialog', { name: FATURA_TEXTS.titulo });
}

async function escolher(
  user: ReturnType<typeof userEvent.setup>,
  onde: HTMLElement,
  campo: string,
  opcao: string,
) {
  await user.click(within(onde).getByRole('combobox', { name: campo }));
  await user.click(await screen.findByRole('option', { name: opcao }));
}

describe('Invoicing the cart', () => {
  it('checks each quote’s payment with the spec’s messages and sends the cart', async () => {
    const fetch = carrinhoApi({
      'POST /api/vendas/42/fatura/': { status: 201, body: [makeServico()] },
      'GET /api/vendas/42/servicos/': { body: [makeServico()] },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/vendas/42/carrinho');
    const dialog = await abrirFatura(user);
    const hotel = within(dialog).getByRole('region', { name: 'Cotação 0005 · Hotel em Gramado' });
    const transfer = within(dialog).getByRole('region', { name: 'Cotação 0006 · Transfer' });

    // down payment and 10 instalments by Pagar.me; a change takes the form out until it is inserted again
    expect(within(hotel).getByRole('combobox', { name: FORMA_TEXTS.meio })).toHaveTextContent('Pagar.me');
    await user.clear(within(hotel).getByLabelText(FORMA_TEXTS.entrada));
    await user.type(within(hotel).getByLabelText(FORMA_TEXTS.entrada), '600,00');
    expect(within(hotel).queryByText(FORMA_TEXTS.inserido)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: FATURA_TEXTS.faturar }));
    expect(await screen.findByText(PAGAMENTO_MESSAGES.todasCotacoes)).toBeInTheDocument();
    await escolher(user, hotel, FORMA_TEXTS.parcelas, '10x');
    // the discount follows the terms
    const figuras = within(hotel).getByTestId('figuras-5');
    expect(figuras).toHaveTextContent('Entrada · Pix · R$ 600,00');
    expect(figuras).toHaveTextContent(/Parcelado · Pagar\.me · 10x de R\$/);
    const desconto = within(hotel).getByLabelText(FORMA_TEXTS.desconto);
    const maximo = (desconto as HTMLInputElement).value;
    expect(within(hotel).getByText(FORMA_TEXTS.descontoMax(maximo.replace(',', '.')))).toBeInTheDocument();

    await user.clear(desconto);
    await user.type(desconto, '9999,00');
    await user.click(within(hotel).getByRole('button', { name: FORMA_TEXTS.inserir }));
    expect(within(hotel).getByText(PAGAMENTO_MESSAGES.descontoInvalido)).toBeInTheDocument();
    await user.clear(desconto);
    await user.type(desconto, maximo);

    // a company as financial responsible must be chosen
    await user.click(within(hotel).getByRole('button', { name: 'Empresa' }));
    await user.click(within(hotel).getByRole('button', { name: FORMA_TEXTS.inserir }));
    expect(within(hotel).getByText(PAGAMENTO_MESSAGES.responsavelObrigatorio)).toBeInTheDocument();
    await escolher(user, hotel, FORMA_TEXTS.empresa, 'Acme Viagens');
    await user.click(within(hotel).getByRole('button', { name: FORMA_TEXTS.inserir }));
    expect(within(hotel).getByText(FORMA_TEXTS.inserido)).toBeInTheDocument();

    await escolher(user, transfer, FORMA_TEXTS.tipo, 'À vista');
    // cash by Pix with the default discount: the client pays the cash price
    expect(within(transfer).getByTestId('figuras-6')).toHaveTextContent('À vista · Pix · R$ 349,90');
    expect(within(transfer).queryByRole('combobox', { name: FORMA_TEXTS.parcelas })).toBeNull();
    await user.click(within(transfer).getByRole('button', { name: FORMA_TEXTS.inserir }));
    expect(within(transfer).getByText(FORMA_TEXTS.inserido)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: FATURA_TEXTS.faturar }));
    expect(await screen.findByText(SERVICO_MESSAGES.carrinhoFaturado)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendas/42/servicos'));
    const body = fetch.callsTo('POST', '/api/vendas/42/fatura/')[0]?.body as Record<string, unknown>;
    expect(body.carrinho).toEqual([{ id: 5 }, { id: 6 }]);
    expect(body.informacoes_pagamento).toEqual([
      {
        cotacao: 5,
        name: 'pagamentoParceladoEntrada',
        meio_pagamento: 'pagarme',
        numeroParcelas: 10,
        desconto: maximo.replace('.', '').replace(',', '.'),
        valorEntrada: '600.00',
        data_vencimento: expect.any(String),
        responsavel_financeiro: null,
        responsavel_financeiro_empresa: 9,
      },
      expect.objectContaining({
        cotacao: 6,
        name: 'pagamentoAVista',
        meio_pagamento: 'pix',
        numeroParcelas: 1,
        valorEntrada: null,
        responsavel_financeiro: 3,
        responsavel_financeiro_empresa: null,
      }),
    ]);
    expect(body).not.toHaveProperty('pagamentosJuntos');
  });

  it('pre-fills each quote from the proposal’s condition, joins the same payments and totals what the domain charges', async () => {
    const fetch = carrinhoApi({ 'POST /api/vendas/42/fatura/': { status: 201, body: [] } });
    const user = userEvent.setup();
    renderApp('/vendas/42/carrinho');
    const dialog = await abrirFatura(user);
    const hoje = hojeNaAgencia();
    const esperadas = noCarrinho.map((c) => {
      const sugerida = faturaSugerida({ valorAVista: c.valor_final, custo: c.custo_agencia, hoje });
      if (!sugerida) throw new Error('sem sugestão');
      return sugerida;
    });
    const [hotelEsperado] = esperadas;
    if (!hotelEsperado) throw new Error('fixture');
    const hotel = within(dialog).getByRole('region', { name: 'Cotação 0005 · Hotel em Gramado' });
    // a third of R$ 2.600,00 by Pix today, the rest in 12 card instalments from next month
    expect(within(hotel).getByRole('combobox', { name: FORMA_TEXTS.tipo })).toHaveTextContent(
      'Parcelado com Entrada',
    );
    expect(within(hotel).getByRole('combobox', { name: FORMA_TEXTS.parcelas })).toHaveTextContent('12x');
    expect(within(hotel).getByLabelText(FORMA_TEXTS.entrada)).toHaveValue('866,67');
    expect(within(hotel).getByText(FORMA_TEXTS.inserido)).toBeInTheDocument();
    const cartao = hotelEsperado.cronograma.filter((c) => c.origem === 'parcela');
    expect(within(hotel).getByTestId('vencimentos-5')).toHaveTextContent(
      FORMA_TEXTS.entradaEm('866.67', hoje),
    );
    expect(within(hotel).getByTestId('vencimentos-5')).toHaveTextContent(
      FORMA_TEXTS.parcelasEntre(
        12,
        cartao[0]?.valor ?? '',
        cartao[0]?.vencimento ?? '',
        cartao[11]?.vencimento ?? '',
        cartao[11]?.valor === cartao[0]?.valor ? null : (cartao[11]?.valor ?? null),
      ),
    );
    expect(within(hotel).getByTestId('figuras-5')).toHaveTextContent(
      `Valor cobrado${reaisDe(hotelEsperado.fatura.valorTotal)}`,
    );
    const total = () => sum(esperadas.map((e) => e.fatura.valorTotal)).toFixed(2);
    expect(within(dialog).getByTestId('total-fatura')).toHaveTextContent(reaisDe(total()));

    // the same way of paying: joined by default, one card charge
    expect(
      within(dialog).getByRole('checkbox', {
        name: 'Juntar os pagamentos Pagar.me 12x das cotações 0005, 0006',
      }),
    ).toBeChecked();

    // an edited figure updates the totals, priced by the domain
    await user.clear(within(hotel).getByLabelText(FORMA_TEXTS.entrada));
    await user.type(within(hotel).getByLabelText(FORMA_TEXTS.entrada), '1000,00');
    const editada = calcularFatura({
      valorAVista: '2600.00',
      tipo: 'pagamentoParceladoEntrada',
      parcelas: 12,
      valorEntrada: '1000.00',
      desconto: descontoPadrao({
        valorAVista: '2600.00',
        tipo: 'pagamentoParceladoEntrada',
        parcelas: 12,
        valorEntrada: '1000.00',
      }),
    });
    if (!editada.ok) throw new Error(editada.erro.mensagem);
    expect(within(hotel).getByTestId('figuras-5')).toHaveTextContent(
      `Valor cobrado${reaisDe(editada.fatura.valorTotal)}`,
    );
    expect(within(dialog).getByTestId('total-fatura')).toHaveTextContent(
      reaisDe(sum([editada.fatura.valorTotal, esperadas[1]?.fatura.valorTotal]).toFixed(2)),
    );
    await user.click(within(hotel).getByRole('button', { name: FORMA_TEXTS.inserir }));
    await user.click(within(dialog).getByRole('button', { name: FATURA_TEXTS.faturar }));
    await waitFor(() => expect(fetch.callsTo('POST', '/api/vendas/42/fatura/')).toHaveLength(1));
    expect(fetch.callsTo('POST', '/api/vendas/42/fatura/')[0]?.body).toMatchObject({
      informacoes_pagamento: [
        {
          cotacao: 5,
          name: 'pagamentoParceladoEntrada',
          numeroParcelas: 12,
          valorEntrada: '1000.00',
          data_vencimento: hotelEsperado.vencimento,
        },
        {
          cotacao: 6,
          name: 'pagamentoParceladoEntrada',
          numeroParcelas: 12,
          valorEntrada: esperadas[1]?.valorEntrada,
        },
      ],
      pagamentosJuntos: [[5, 6]],
    });
  });

  it('10. prices à vista by card at 1× on the card and says beside the discount what is charged', async () => {
    carrinhoApi({});
    const user = userEvent.setup();
    renderApp('/vendas/42/carrinho');
    const dialog = await abrirFatura(user);
    const transfer = within(dialog).getByRole('region', { name: 'Cotação 0006 · Transfer' });
    await escolher(user, transfer, FORMA_TEXTS.tipo, 'À vista');
    expect(within(transfer).getByTestId('cobrado-6')).toHaveTextContent(
      FORMA_TEXTS.descontoCobrado('349.90', '375.68'),
    );
    // by card: one instalment on the card (R$ 372,45), not the Pix price
    await escolher(user, transfer, FORMA_TEXTS.meio, 'Pagar.me');
    expect(within(transfer).getByTestId('figuras-6')).toHaveTextContent('À vista · Pagar.me · R$ 372,45');
    expect(within(transfer).getByTestId('cobrado-6')).toHaveTextContent(
      FORMA_TEXTS.descontoCobrado('372.45', '375.68'),
    );
    // a cleared discount says it charges the list price, the 12× card total
    await user.clear(within(transfer).getByLabelText(FORMA_TEXTS.desconto));
    expect(within(transfer).getByTestId('cobrado-6')).toHaveTextContent(FORMA_TEXTS.descontoVazio('375.68'));
    expect(within(transfer).getByTestId('figuras-6')).toHaveTextContent('À vista · Pagar.me · R$ 375,68');
  });

  it('keeps apart the payments the user unticks', async () => {
    const fetch = carrinhoApi({ 'POST /api/vendas/42/fatura/': { status: 201, body: [] } });
    const user = userEvent.setup();
    renderApp('/vendas/42/carrinho');
    const dialog = await abrirFatura(user);
    for (const nome of ['Cotação 0005 · Hotel em Gramado', 'Cotação 0006 · Transfer']) {
      const secao = within(dialog).getByRole('region', { name: nome });
      await escolher(user, secao, FORMA_TEXTS.tipo, 'Parcelado');
      await user.click(within(secao).getByRole('button', { name: FORMA_TEXTS.inserir }));
    }
    const juntar = await within(dialog).findByRole('checkbox', {
      name: 'Juntar os pagamentos Pagar.me 12x das cotações 0005, 0006',
    });
    expect(juntar).toBeChecked();
    await user.click(juntar);
    await user.click(within(dialog).getByRole('button', { name: FATURA_TEXTS.faturar }));
    await waitFor(() => expect(fetch.callsTo('POST', '/api/vendas/42/fatura/')).toHaveLength(1));
    expect(fetch.callsTo('POST', '/api/vendas/42/fatura/')[0]?.body).not.toHaveProperty('pagamentosJuntos');
  });

  it('does not offer to join payments of different instalments', async () => {
    carrinhoApi();
    const user = userEvent.setup();
    renderApp('/vendas/42/carrinho');
    const dialog = await abrirFatura(user);
    const hotel = within(dialog).getByRole('region', { name: 'Cotação 0005 · Hotel em Gramado' });
    const transfer = within(dialog).getByRole('region', { name: 'Cotação 0006 · Transfer' });
    await escolher(user, hotel, FORMA_TEXTS.tipo, 'Parcelado');
    await escolher(user, hotel, FORMA_TEXTS.parcelas, '10x');
    await user.click(within(hotel).getByRole('button', { name: FORMA_TEXTS.inserir }));
    await escolher(user, transfer, FORMA_TEXTS.tipo, 'Parcelado');
    await user.click(within(transfer).getByRole('button', { name: FORMA_TEXTS.inserir }));
    expect(within(dialog).queryByRole('region', { name: FATURA_TEXTS.juntos })).toBeNull();

    // the Esc that closes a select's menu keeps the dialog; the next asks before the forms are lost
    await user.click(within(transfer).getByRole('combobox', { name: FORMA_TEXTS.parcelas }));
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(screen.queryByRole('dialog', { name: DESCARTAR_ALTERACOES.title })).toBeNull();
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: DESCARTAR_ALTERACOES.title })).toBeInTheDocument();
  });

  it('shows the refusal as the alert of field lines and keeps the cart', async () => {
    carrinhoApi({
      'POST /api/vendas/42/fatura/': {
        status: 400,
        body: {
          detail: 'Dados inválidos.',
          errors: {
            'informacoes_pagamento.0.desconto': [PAGAMENTO_MESSAGES.descontoInvalido],
            carrinho: [BENEFICIARIO_MESSAGES.incompletos, 'Outra mensagem.'],
          },
        },
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/vendas/42/carrinho');
    const dialog = await abrirFatura(user);
    for (const nome of ['Cotação 0005 · Hotel em Gramado', 'Cotação 0006 · Transfer']) {
      const secao = within(dialog).getByRole('region', { name: nome });
      await escolher(user, secao, FORMA_TEXTS.tipo, 'À vista');
      await user.click(within(secao).getByRole('button', { name: FORMA_TEXTS.inserir }));
    }
    await user.click(within(dialog).getByRole('button', { name: FATURA_TEXTS.faturar }));
    const alerta = await screen.findByRole('alertdialog', { name: SERVICO_MESSAGES.requerimentoIncompleto });
    expect(
      within(alerta).getByText(`informacoes_pagamento.0.desconto: ${PAGAMENTO_MESSAGES.descontoInvalido}`),
    ).toBeInTheDocument();
    expect(
      within(alerta).getByText(`carrinho: ${BENEFICIARIO_MESSAGES.incompletos}, Outra mensagem.`),
    ).toBeInTheDocument();
    expect(screen.getByText(SERVICO_MESSAGES.carrinhoNaoEnviado)).toBeInTheDocument();
    await user.click(within(alerta).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('dialog', { name: FATURA_TEXTS.titulo })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/vendas/42/carrinho');
  });

  it('shows only the first sentence when the server did not answer', async () => {
    carrinhoApi({
      'POST /api/vendas/42/fatura/': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = userEvent.setup();
    renderApp('/vendas/42/carrinho');
    const dialog = await abrirFatura(user);
    for (const nome of ['Cotação 0005 · Hotel em Gramado', 'Cotação 0006 · Transfer']) {
      const secao = within(dialog).getByRole('region', { name: nome });
      await escolher(user, secao, FORMA_TEXTS.tipo, 'À vista');
      await user.click(within(secao).getByRole('button', { name: FORMA_TEXTS.inserir }));
    }
    await user.click(within(dialog).getByRole('button', { name: FATURA_TEXTS.faturar }));
    const alerta = await screen.findByRole('alertdialog', { name: SERVICO_MESSAGES.requerimentoIncompleto });
    expect(alerta).not.toHaveAttribute('aria-describedby');
    expect(screen.getByText(SERVICO_MESSAGES.carrinhoNaoEnviado)).toBeInTheDocument();
  });
});

describe('Carrinho: the proposal PDF', () => {
  const maria: VendaCliente = {
    id: 3,
    nome: 'Maria',
    sobrenome: 'Oliveira',
    email: 'maria@example.com',
    telefone: null,
    cpf: null,
    cnpj: null,
  };
  const enviada = PROPOSTA_MESSAGES.enviadaPara(['maria@example.com', 'ana.souza@example.com']);

  async function abrirDialogo(cliente = maria) {
    const fetch = api({
      'GET /api/vendas/42/': { body: makeVendaDetalhada({ cliente }) },
      'GET /api/vendas/42/carrinho/': { body: noCarrinho },
      'GET /api/vendas/42/beneficiarios/': { body: [] },
      'POST /api/pdf/orcamento_pdf/': { body: { detail: enviada } },
    });
    const user = userEvent.setup();
    renderApp('/vendas/42/carrinho');
    await user.click(await screen.findByRole('button', { name: CARRINHO_TEXTS.pdf }));
    const dialog = await screen.findByRole('dialog', { name: PDF_TEXTS.titulo });
    return { fetch, user, dialog };
  }

  it('sends the cart’s quotes to the client’s e-mail with a copy to the consultant by default', async () => {
    const { fetch, user, dialog } = await abrirDialogo();
    expect(await within(dialog).findByRole('button', { name: 'maria@example.com' })).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: PDF_TEXTS.copiaConsultor })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /0005/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /0006 · Transfer/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: PDF_TEXTS.salvar }));
    expect(await screen.findByText(enviada)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/pdf/orcamento_pdf/')[0]?.body).toEqual({
      cotacoes: [5, 6],
      venda: 42,
      destinatarios: ['maria@example.com'],
      copia_consultor: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: PDF_TEXTS.titulo })).toBeNull());
  });

  it('sends to several recipients without the copy, refusing an invalid one with one message before calling', async () => {
    const { fetch, user, dialog } = await abrirDialogo();
    await within(dialog).findByRole('button', { name: 'maria@example.com' });
    const emails = within(dialog).getByRole('combobox', { name: PDF_TEXTS.emails });
    // a pasted list becomes one chip each; the same address twice is kept once
    await user.click(emails);
    await user.paste('joao@example.com; Maria@example.com, maria@ ');
    expect(within(dialog).getByRole('button', { name: 'joao@example.com' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Maria@example.com' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: PDF_TEXTS.salvar }));
    expect(within(dialog).getByText(PROPOSTA_MESSAGES.emailsInvalidos(['maria@']))).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/pdf/orcamento_pdf/')).toHaveLength(0);
    // Backspace takes the last chip off, and the message goes with it
    await user.click(emails);
    await user.keyboard('{Backspace}');
    expect(within(dialog).queryByText(PROPOSTA_MESSAGES.emailsInvalidos(['maria@']))).toBeNull();
    await user.type(emails, 'ana@empresa.com.br{Enter}');
    await user.click(within(dialog).getByRole('checkbox', { name: PDF_TEXTS.copiaConsultor }));
    await user.click(within(dialog).getByRole('button', { name: PDF_TEXTS.salvar }));
    await waitFor(() => expect(fetch.callsTo('POST', '/api/pdf/orcamento_pdf/')).toHaveLength(1));
    expect(fetch.callsTo('POST', '/api/pdf/orcamento_pdf/')[0]?.body).toMatchObject({
      destinatarios: ['maria@example.com', 'joao@example.com', 'ana@empresa.com.br'],
      copia_consultor: false,
    });
  });

  it('refuses more recipients than the limit', async () => {
    const { fetch, user, dialog } = await abrirDialogo();
    await within(dialog).findByRole('button', { name: 'maria@example.com' });
    await user.click(within(dialog).getByRole('combobox', { name: PDF_TEXTS.emails }));
    await user.paste('a@example.com b@example.com c@example.com d@example.com e@example.com ');
    await user.click(within(dialog).getByRole('button', { name: PDF_TEXTS.salvar }));
    expect(within(dialog).getByText(PROPOSTA_MESSAGES.destinatariosDemais)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/pdf/orcamento_pdf/')).toHaveLength(0);
  });

  it('asks for the e-mail when the client has none', async () => {
    const { fetch, user, dialog } = await abrirDialogo({ ...maria, email: null });
    expect(within(dialog).getByRole('combobox', { name: PDF_TEXTS.emails })).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: PDF_TEXTS.salvar }));
    expect(within(dialog).getByText(PROPOSTA_MESSAGES.semDestinatario)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/pdf/orcamento_pdf/')).toHaveLength(0);
  });
});

describe('Passengers of the cart, chosen once per request', () => {
  const aviso = (codigo: 'passaporte_ausente' | 'nascimento_ausente') => ({
    codigo,
    mensagem: AVISOS_DOCUMENTOS[codigo],
  });
  const adriana = { id: 218, nome: 'Adriana', sobrenome: 'Pinto Almeida', cpf: null, data_nascimento: null };
  const clara = {
    id: 230,
    nome: 'Clara',
    sobrenome: 'Lima',
    cpf: '52998224725',
    data_nascimento: '1980-02-02',
  };
  function passageiros(excluidosDa6: number[] = []): PassageirosDoOrcamento[] {
    const avisos = (ids: number[]) =>
      ids.map((id) =>
        id === 218
          ? { contato: adriana, avisos: [aviso('passaporte_ausente'), aviso('nascimento_ausente')] }
          : { contato: clara, avisos: [] },
      );
    return [
      {
        orcamento: 12,
        descricao: 'Lisboa em março',
        quantidade: 2,
        passageiros: [clara, adriana],
        cotacoes: [
          { cotacao: 5, excluidos: [], avisos: avisos([230, 218]) },
          {
            cotacao: 6,
            excluidos: excluidosDa6,
            avisos: avisos([230, 218].filter((id) => !excluidosDa6.includes(id))),
          },
        ],
      },
    ];
  }

  it('shows each passenger’s warnings, and drops one from a quote with its box', async () => {
    let lista = passageiros();
    const fetch = carrinhoApi({
      'GET /api/vendas/42/passageiros/': () => ({ body: lista }),
      'PUT /api/cotacoes/6/passageiros/': () => {
        lista = passageiros([218]);
        return { body: lista };
      },
    });
    const user = userEvent.setup();
    renderApp('/vendas/42/carrinho');
    const secao = await screen.findByRole('region', {
      name: 'Passageiros do orçamento 0012 · Lisboa em março',
    });
    expect(await within(secao).findByText('2 de 2 passageiros')).toBeInTheDocument();
    const avisosAdriana = within(secao).getByTestId('avisos-passageiro-218');
    expect(avisosAdriana).toHaveTextContent(AVISOS_DOCUMENTOS.passaporte_ausente);
    expect(avisosAdriana).toHaveTextContent(AVISOS_DOCUMENTOS.nascimento_ausente);
    expect(within(secao).getByTestId('avisos-passageiro-230')).toHaveTextContent(PASSAGEIROS_TEXTS.emOrdem);
    // every passenger travels on every quote until one is dropped
    const caixa = within(secao).getByRole('checkbox', {
      name: PASSAGEIROS_TEXTS.viajaNa('Adriana Pinto Almeida', 6),
    });
    expect(caixa).toBeChecked();
    await user.click(caixa);
    await waitFor(() => expect(fetch.callsTo('PUT', '/api/cotacoes/6/passageiros/')).toHaveLength(1));
    expect(fetch.callsTo('PUT', '/api/cotacoes/6/passageiros/')[0]?.body).toEqual({ excluidos: [218] });
    await waitFor(() => expect(caixa).not.toBeChecked());
  });

  it('adds a passenger to the request once, for all its quotes', async () => {
    const umSo = passageiros().map((o) => ({
      ...o,
      passageiros: [clara],
      cotacoes: o.cotacoes.map((c) => ({ ...c, avisos: c.avisos.filter((a) => a.contato.id === 230) })),
    }));
    const fetch = carrinhoApi({
      'GET /api/vendas/42/passageiros/': { body: umSo },
      'PUT /api/orcamentos/12/passageiros/': { body: passageiros() },
    });
    const user = userEvent.setup();
    renderApp('/vendas/42/carrinho');
    const secao = await screen.findByRole('region', {
      name: 'Passageiros do orçamento 0012 · Lisboa em março',
    });
    await user.click(await within(secao).findByRole('button', { name: PASSAGEIROS_TEXTS.adicionarAo(12) }));
    const picker = await screen.findByRole('dialog', { name: 'Selecionar cliente' });
    await user.click(await within(picker).findByText('Adriana Pinto Almeida'));
    await waitFor(() => expect(fetch.callsTo('PUT', '/api/orcamentos/12/passageiros/')).toHaveLength(1));
    expect(fetch.callsTo('PUT', '/api/orcamentos/12/passageiros/')[0]?.body).toEqual({
      contatos: [230, 218],
    });
  });
});

import { RAC_MESSAGES } from '@skyler/domain/racs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DESCARTAR_ALTERACOES } from '../../../components/dialogs/descartar-alteracoes-dialog.tsx';
import { setCookie } from '../../../test/cookies.ts';
import { escolherOpcao } from '../../../test/escolher.ts';
import { type MockHandler, mockFetch } from '../../../test/fetch-mock.ts';
import { makeUser, signedIn } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { makeVendaDetalhada } from '../../vendas/testing/fixtures.tsx';
import { NOVA_RAC_BOTAO } from '../pages/venda-racs-page.tsx';
import {
  CARTOES,
  makeEmissao,
  makeEmissaoDetalhe,
  makePagamentosEmissao,
  makeRac,
} from '../testing/fixtures.ts';
import { NOVA_RAC_TEXTS } from './nova-rac/nova-rac-textos.ts';

const wallet = makeEmissao({
  id: 57,
  tipo: 'emissao_voo_wallet',
  localizador: 'WAL001',
  descricao: 'GRU → MIA',
});

function api(extra: Record<string, MockHandler> = {}) {
  setCookie('csrftoken', 'csrf');
  return mockFetch({
    'GET /api/whoami/': { body: signedIn(makeUser()) },
    'GET /api/vendas/42/': { body: makeVendaDetalhada() },
    'GET /api/vendas/42/chat_messages/': { body: [] },
    'GET /api/vendas/42/racs/': { body: [] },
    'GET /api/vendas/42/emissoes_concluidas/': { body: [makeEmissao(), wallet] },
    'GET /api/emissoes/55/': { body: makeEmissaoDetalhe() },
    'GET /api/emissoes/55/pagamentos/': { body: makePagamentosEmissao() },
    'GET /api/emissoes/57/': {
      body: makeEmissaoDetalhe({
        ...wallet,
        campos_formadores: [
          {
            campo_formador: 'custo_bilhete',
            valor: '1500.00',
            responsavel_fixo: 'skyler',
            cartao_permitido: false,
          },
          { campo_formador: 'rav', valor: '100.00', responsavel_fixo: null, cartao_permitido: true },
        ],
      }),
    },
    'GET /api/emissoes/57/pagamentos/': { body: [] },
    'GET /api/cartoes/': { body: CARTOES },
    'GET /api/fornecedores/simples/': { body: [{ id: 9, nome: 'Latam Cargo' }] },
    ...extra,
  });
}

/** Opens the sale's RACs and the new RAC dialog, as a user who then goes on with it. */
async function abrirNovaRac() {
  const user = userEvent.setup();
  renderApp('/vendas/42/racs');
  await screen.findByText(RAC_MESSAGES.vendaVazia);
  await user.click(screen.getByRole('button', { name: NOVA_RAC_BOTAO }));
  return { user, dialog: await screen.findByRole('dialog', { name: NOVA_RAC_TEXTS.titulo }) };
}

const PAGANTE = '0055 · Pagante · ABC123 · GRU → LIS';

/** Picks the issuance the RAC is about and waits for its payment lines, which it returns. */
async function escolherEmissao(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  opcao = PAGANTE,
) {
  await escolherOpcao(user, within(dialog).getByRole('combobox', { name: /Emissão associada/ }), opcao);
  return within(dialog).findByRole('table', { name: NOVA_RAC_TEXTS.pagamentos });
}

/** What the dialog sent as the new RAC. */
function racEnviada(fetch: ReturnType<typeof api>) {
  return fetch.callsTo('POST', '/api/racs/')[0]?.body as {
    racs: Record<string, unknown>;
    pagamentos: unknown[];
  };
}

const RAC_CRIADA = { 'POST /api/racs/': { status: 201, body: makeRac() } };

describe('Nova RAC', () => {
  it('offers the sale’s concluded issuances, with rebooking as the default type', async () => {
    api();
    const { user, dialog } = await abrirNovaRac();
    expect(within(dialog).getByRole('combobox', { name: NOVA_RAC_TEXTS.tipo })).toHaveTextContent(
      'Remarcação',
    );
    expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: /Emissão associada/ }));
    const opcoes = await screen.findAllByRole('option');
    expect(opcoes.map((o) => o.textContent)).toEqual([
      '0055 · Pagante · ABC123 · GRU → LIS',
      '0057 · Wallet · WAL001 · GRU → MIA',
    ]);
  });

  it('fills one payment line per forming field with who pays it, and saves the RAC', async () => {
    const fetch = api(RAC_CRIADA);
    const { user, dialog } = await abrirNovaRac();
    const linhas = await escolherEmissao(user, dialog);
    expect(within(linhas).getByText('R$ 2.000,00')).toBeInTheDocument();
    expect(
      within(linhas).getByRole('combobox', { name: NOVA_RAC_TEXTS.quemPaga('Custo do bilhete') }),
    ).toHaveTextContent('Agência');
    // the agency's cards arrive with their own request
    await waitFor(() =>
      expect(
        within(linhas).getByRole('combobox', { name: NOVA_RAC_TEXTS.cartao('Custo do bilhete') }),
      ).toHaveTextContent('Corporativo · Visa •••• 1234'),
    );
    // the client pays the boarding tax: no card
    expect(
      within(linhas).queryByRole('combobox', { name: NOVA_RAC_TEXTS.cartao('Taxa de embarque') }),
    ).toBeNull();
    await escolherOpcao(
      user,
      within(linhas).getByRole('combobox', { name: NOVA_RAC_TEXTS.tipoPagamento('Taxa de embarque') }),
      'Estornar',
    );
    // a refunded field asks how the client is refunded
    await escolherOpcao(
      user,
      within(dialog).getByRole('combobox', { name: NOVA_RAC_TEXTS.estorno }),
      'Cartão',
    );
    await user.click(within(dialog).getByRole('checkbox', { name: NOVA_RAC_TEXTS.custo }));
    await user.type(
      within(dialog).getByRole('textbox', { name: `${NOVA_RAC_TEXTS.valor} (${NOVA_RAC_TEXTS.custo})` }),
      '150,00',
    );
    await user.type(
      within(dialog).getByRole('textbox', {
        name: `${NOVA_RAC_TEXTS.dataPrevista} (${NOVA_RAC_TEXTS.custo})`,
      }),
      '20032026',
    );
    await user.click(within(dialog).getByRole('checkbox', { name: NOVA_RAC_TEXTS.cobranca }));
    await user.type(
      within(dialog).getByRole('textbox', { name: `${NOVA_RAC_TEXTS.valor} (${NOVA_RAC_TEXTS.cobranca})` }),
      '1.320,50',
    );
    // by the agency: card or pix
    await user.click(within(dialog).getByRole('button', { name: 'Pix' }));
    expect(within(dialog).getByRole('button', { name: 'Pix' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(RAC_MESSAGES.racCadastrada)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: NOVA_RAC_TEXTS.titulo })).toBeNull());
    const body = racEnviada(fetch);
    expect(body.racs).toMatchObject({
      tipo: 'remarcacao',
      venda: 42,
      emissao: 55,
      custo_skyler: true,
      custo_skyler_valor: '150.00',
      estorno_skyler_data_previsto: '2026-03-20',
      cobranca_cliente: 'skyler',
      cobranca_cliente_valor: '1320.50',
      cobranca_cliente_meio: 'pix',
      cobranca_cliente_fornecedor: null,
      estorno_cliente_tipo: 'cartao',
    });
    expect(body.pagamentos).toEqual([
      { campo_formador: 'custo_bilhete', responsavel: 'skyler', tipo_rac: 'nao_altera', cartao: 1 },
      { campo_formador: 'custo_taxa_embarque', responsavel: 'cliente', tipo_rac: 'estornar', cartao: null },
      { campo_formador: 'rav', responsavel: 'cliente', tipo_rac: 'nao_altera', cartao: null },
    ]);
  });

  it('does not offer estornar for a wallet ticket, whose cost the agency always pays', async () => {
    api();
    const { user, dialog } = await abrirNovaRac();
    const linhas = await escolherEmissao(user, dialog, '0057 · Wallet · WAL001 · GRU → MIA');
    const quemPaga = within(linhas).getByRole('combobox', {
      name: NOVA_RAC_TEXTS.quemPaga('Custo do bilhete'),
    });
    expect(quemPaga).toHaveTextContent('Agência');
    expect(quemPaga).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(linhas).getByRole('combobox', { name: NOVA_RAC_TEXTS.tipoPagamento('RAV') }));
    const opcoes = await screen.findAllByRole('option');
    expect(opcoes.map((o) => o.textContent)).toEqual(['Não altera', 'Transferência de crédito']);
  });

  it('asks who refunds the agency when the supplier refunds it (empty: the issuance’s supplier)', async () => {
    const fetch = api(RAC_CRIADA);
    const { user, dialog } = await abrirNovaRac();
    await escolherEmissao(user, dialog);
    expect(within(dialog).queryByRole('combobox', { name: NOVA_RAC_TEXTS.fornecedorReembolso })).toBeNull();
    await user.type(
      within(dialog).getByRole('textbox', { name: NOVA_RAC_TEXTS.reembolsoFornecedor }),
      '300,00',
    );
    const fornecedor = within(dialog).getByRole('combobox', { name: NOVA_RAC_TEXTS.fornecedorReembolso });
    expect(fornecedor).toHaveAttribute('placeholder', NOVA_RAC_TEXTS.fornecedorDaEmissao);
    await escolherOpcao(user, fornecedor, 'Latam Cargo');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await screen.findByText(RAC_MESSAGES.racCadastrada);
    const body = racEnviada(fetch);
    expect(body.racs).toMatchObject({ estorno_fornecedor_valor: '300.00', estorno_fornecedor: 9 });
  });

  it('asks the supplier when the supplier charges the client', async () => {
    const fetch = api(RAC_CRIADA);
    const { user, dialog } = await abrirNovaRac();
    await escolherEmissao(user, dialog);
    await user.click(within(dialog).getByRole('checkbox', { name: NOVA_RAC_TEXTS.cobranca }));
    await escolherOpcao(
      user,
      within(dialog).getByRole('combobox', { name: NOVA_RAC_TEXTS.canal }),
      'Fornecedor',
    );
    expect(within(dialog).queryByRole('button', { name: 'Pix' })).toBeNull();
    await escolherOpcao(
      user,
      within(dialog).getByRole('combobox', { name: NOVA_RAC_TEXTS.fornecedor }),
      'Latam Cargo',
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: `${NOVA_RAC_TEXTS.valor} (${NOVA_RAC_TEXTS.cobranca})` }),
      '80',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await screen.findByText(RAC_MESSAGES.racCadastrada);
    const body = racEnviada(fetch);
    expect(body.racs).toMatchObject({
      cobranca_cliente: 'fornecedor',
      cobranca_cliente_fornecedor: 9,
      cobranca_cliente_valor: '80',
      cobranca_cliente_meio: null,
      custo_skyler: false,
      custo_skyler_valor: '0',
    });
  });

  it('shows the server’s refusal with its field messages and keeps the dialog', async () => {
    api({
      'POST /api/racs/': {
        status: 400,
        body: {
          detail: RAC_MESSAGES.meioObrigatorio,
          errors: {
            'racs.cobranca_cliente_meio': [RAC_MESSAGES.meioObrigatorio],
            'racs.cobranca_cliente_valor': [RAC_MESSAGES.valorObrigatorio],
            'pagamentos.1.tipo_rac': [RAC_MESSAGES.estornoWallet],
          },
        },
      },
    });
    const { user, dialog } = await abrirNovaRac();
    await escolherEmissao(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const alerta = await screen.findByRole('alertdialog');
    expect(within(alerta).getByText(RAC_MESSAGES.meioObrigatorio)).toBeInTheDocument();
    expect(
      within(alerta).getByText(`Valor (Cobrança ao cliente): ${RAC_MESSAGES.valorObrigatorio}`),
    ).toBeInTheDocument();
    expect(
      within(alerta).getByText(`${NOVA_RAC_TEXTS.pagamentos}, linha 2: ${RAC_MESSAGES.estornoWallet}`),
    ).toBeInTheDocument();
    await user.click(within(alerta).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await screen.findByRole('dialog', { name: NOVA_RAC_TEXTS.titulo })).toBeInTheDocument();
  });

  it('marks an amount it cannot read and sends nothing', async () => {
    const fetch = api();
    const { user, dialog } = await abrirNovaRac();
    await escolherEmissao(user, dialog);
    await user.click(within(dialog).getByRole('checkbox', { name: NOVA_RAC_TEXTS.custo }));
    await user.type(
      within(dialog).getByRole('textbox', { name: `${NOVA_RAC_TEXTS.valor} (${NOVA_RAC_TEXTS.custo})` }),
      'cem reais',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Valor inválido.')).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/racs/')).toHaveLength(0);
  });

  it('asks before dropping what was filled in', async () => {
    api();
    const { user, dialog } = await abrirNovaRac();
    // untouched: closes at once
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: NOVA_RAC_TEXTS.titulo })).toBeNull());
    await user.click(screen.getByRole('button', { name: NOVA_RAC_BOTAO }));
    const outra = await screen.findByRole('dialog', { name: NOVA_RAC_TEXTS.titulo });
    await user.click(within(outra).getByRole('checkbox', { name: NOVA_RAC_TEXTS.custo }));
    // Esc asks, and Continuar editando keeps what was filled in
    await user.keyboard('{Escape}');
    const pergunta = await screen.findByRole('dialog', { name: DESCARTAR_ALTERACOES.title });
    await user.click(within(pergunta).getByRole('button', { name: DESCARTAR_ALTERACOES.cancel }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: DESCARTAR_ALTERACOES.title })).toBeNull(),
    );
    expect(within(outra).getByRole('checkbox', { name: NOVA_RAC_TEXTS.custo })).toBeChecked();
    await user.click(within(outra).getByRole('button', { name: 'Cancelar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: DESCARTAR_ALTERACOES.title })).getByRole('button', {
        name: DESCARTAR_ALTERACOES.confirm,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: NOVA_RAC_TEXTS.titulo })).toBeNull());
  });

  it('says when the issuances cannot be loaded', async () => {
    api({ 'GET /api/vendas/42/emissoes_concluidas/': { status: 500, body: { detail: 'Erro interno.' } } });
    await abrirNovaRac();
    expect((await screen.findAllByText(RAC_MESSAGES.erroCarregarEmissoes)).length).toBeGreaterThan(0);
  });
});

import type { User } from '@skyler/domain/auth';
import { mensagemUnicoAberto, PAGAMENTO_UI_MESSAGES, type PagamentoView } from '@skyler/domain/pagamentos';
import { PAGAMENTO_MESSAGES } from '@skyler/domain/precos/pagamento';
import { partesDosPagamentos, totaisDaVenda } from '@skyler/domain/precos/totais-venda';
import type { ServicoView } from '@skyler/domain/servicos';
import type { VendaDetalhada } from '@skyler/domain/vendas';
import { MENSAGEM_VERSAO } from '@skyler/domain/versao';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CONFLITO_TEXTS } from '../../../components/dialogs/conflito-versao.tsx';
import { DESCARTAR_ALTERACOES } from '../../../components/dialogs/descartar-alteracoes-dialog.tsx';
import { mockApiDe } from '../../../test/api.ts';
import { esperaPerguntarAntesDeDescartar } from '../../../test/descartar.ts';
import type { MockHandler } from '../../../test/fetch-mock.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { cabecalhos } from '../../../test/tabela.ts';
import { VARIACAO_TEXTOS } from '../../ordens-pagamento/index.ts';
import { makeVendaDetalhada } from '../../vendas/testing/fixtures.tsx';
import { COBRANCA_TEXTS } from '../components/cobranca-dialog.tsx';
import { COBRAR_SALDO_TEXTS } from '../components/cobrar-saldo-dialog.tsx';
import { PROGRAMAR_TEXTS } from '../components/programar-pagamentos-dialog.tsx';
import { REABRIR_TEXTS } from '../components/reabrir-pagamento-dialog.tsx';
import { SUBSTITUIR_TEXTS } from '../components/substituir-pagamento-dialog.tsx';
import { TOTAIS_TEXTS } from '../components/totais-pagamentos.tsx';
import { hojeNaAgencia } from '../lib/pagamento-form.ts';
import { makePagamento, makeServico } from '../testing/fixtures.ts';
import { VENDA_PAGAMENTOS_TEXTS as T } from './venda-pagamentos-page.tsx';

const financeiro = makeUser({ id: 9, username: 'fin', pertencente: ['financeiro'] });

function api({
  user = makeUser(),
  venda = makeVendaDetalhada(),
  pagamentos = [makePagamento()],
  servicos = [makeServico()],
  extra = {},
}: {
  user?: User;
  venda?: VendaDetalhada;
  pagamentos?: PagamentoView[] | MockHandler;
  servicos?: ServicoView[];
  extra?: Record<string, MockHandler>;
} = {}) {
  return mockApiDe(user, {
    'GET /api/vendas/42/': { body: venda },
    'GET /api/vendas/42/chat_messages/': { body: [] },
    'GET /api/vendas/42/pagamentos/': Array.isArray(pagamentos) ? { body: pagamentos } : pagamentos,
    'GET /api/vendas/42/servicos/': { body: servicos },
    // what the server answers, by the domain's function (decision 0066)
    'GET /api/vendas/42/totais/': {
      body: totaisDaVenda(servicos, partesDosPagamentos(Array.isArray(pagamentos) ? pagamentos : [])),
    },
    'GET /api/pagamentos/cobrancas/disponiveis/': { body: COM_GATEWAY },
    ...extra,
  });
}

const COM_GATEWAY = { pix: true, pix_origem: 'gateway', boleto: true } as const;
const SEM_GATEWAY = { pix: true, pix_origem: 'estatico', boleto: false } as const;

/** The table once its rows have loaded. */
async function tabela() {
  const table = await screen.findByRole('table', { name: T.tabela });
  await waitFor(() => expect(within(table).queryByText('Carregando...')).toBeNull());
  return table;
}

describe('Pagamentos tab: the list', () => {
  it('shows each payment with the spec columns, the status chip and the dates', async () => {
    api({
      pagamentos: [
        makePagamento(),
        makePagamento({
          id: 32,
          status: 'concluido',
          meio_pagamento: 'pagarme',
          num_parcelas: 10,
          valor_pagamento: { moeda: 'BRL', valor: '1100.00' },
          valor_total: '1130.00',
          taxa_meio_pagamento: '30.00',
          data_pagamento: '2026-03-12',
          emissao: 77,
        }),
        makePagamento({ id: 33, status: 'atrasado', data_vencimento: '2026-03-01' }),
      ],
    });
    renderApp('/vendas/42/pagamentos');
    const table = await tabela();
    expect(cabecalhos(table)).toEqual([
      'Venda',
      'Emissão',
      'Status',
      'Serviço',
      'Valor',
      'Cliente',
      'Pagamento',
      'Data',
      'Ações',
    ]);
    const linhas = within(table).getAllByRole('row').slice(1);
    expect(linhas).toHaveLength(3);
    const [primeira, segunda, terceira] = linhas as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(primeira).getByText('Não efetuado')).toBeInTheDocument();
    expect(within(primeira).getByText('0042')).toBeInTheDocument();
    expect(within(primeira).getByText('0012')).toBeInTheDocument();
    expect(within(primeira).getByText('R$ 1.500,00')).toBeInTheDocument();
    expect(within(primeira).getByText('Maria Oliveira')).toBeInTheDocument();
    expect(within(primeira).getByText('Pix')).toBeInTheDocument();
    expect(within(primeira).getByText('Venc. 20/03/2026')).toBeInTheDocument();
    expect(within(segunda).getByText('Concluído')).toBeInTheDocument();
    expect(within(segunda).getByText('Pagar.me · 10x')).toBeInTheDocument();
    expect(within(segunda).getByText('0077')).toBeInTheDocument();
    expect(within(segunda).getByText('Pago em 12/03/2026')).toBeInTheDocument();
    expect(within(segunda).getByText('R$ 1.130,00')).toBeInTheDocument();
    expect(within(terceira).getByText('Atrasado')).toBeInTheDocument();
    expect(terceira.querySelector('[data-atrasado]')).not.toBeNull();
    expect(primeira.querySelector('[data-atrasado]')).toBeNull();
  });

  it('shows the totals the server answers: services, scheduled, paid and open', async () => {
    api({
      servicos: [
        makeServico(),
        makeServico({ id: 13, valor_total: '400.00' }),
        makeServico({ id: 14, valor_total: '999.00', status: 'cancelado' }),
      ],
      pagamentos: [
        makePagamento({
          status: 'concluido',
          valor_pagamento: { moeda: 'BRL', valor: '1000.00' },
          servicos: [{ servico: 12, valor: '1000.00', cotacao: 5, descricao: 'Hotel em Gramado' }],
        }),
        makePagamento({ id: 32, valor_pagamento: { moeda: 'BRL', valor: '2000.00' } }),
      ],
    });
    renderApp('/vendas/42/pagamentos');
    expect(await screen.findByTestId('total-servicos')).toHaveTextContent(
      `${TOTAIS_TEXTS.servicos}R$ 3.000,00`,
    );
    expect(screen.getByTestId('total-programado')).toHaveTextContent(`${TOTAIS_TEXTS.programado}R$ 2.500,00`);
    expect(screen.getByTestId('total-pago')).toHaveTextContent(`${TOTAIS_TEXTS.pago}R$ 1.000,00`);
    expect(screen.getByTestId('total-aberto')).toHaveTextContent(`${TOTAIS_TEXTS.aberto}R$ 2.000,00`);
  });

  it('shows the sale’s exchange difference beside its totals, as a gain or a loss', async () => {
    api({
      extra: {
        'GET /api/vendas/42/variacao-cambial/': {
          body: {
            venda: 42,
            diferenca_cambial: '-69.45',
            ordens: [
              {
                id: 71,
                emissao: 5,
                campo_formador: 'custo_diaria',
                moeda: 'USD',
                valor_moeda: '1000.00',
                cambio: '5.8694454',
                valor: '5869.45',
                cambio_pago: '5.80',
                valor_pago: '5800.00',
                diferenca_cambial: '-69.45',
              },
            ],
          },
        },
      },
    });
    renderApp('/vendas/42/pagamentos');
    const figura = await screen.findByTestId('variacao-cambial');
    expect(figura).toHaveTextContent(VARIACAO_TEXTOS.titulo);
    expect(figura).toHaveTextContent('Ganho de R$ 69,45');
    expect(figura).toHaveTextContent('US$ 1.000,00 × 5,8694 = R$ 5.869,45; pago R$ 5.800,00');
  });

  it('says when the sale has no payment', async () => {
    api({ pagamentos: [] });
    renderApp('/vendas/42/pagamentos');
    expect(await screen.findByText('Nenhum pagamento encontrado')).toBeInTheDocument();
  });

  it('searches the payments by client, method, service or status', async () => {
    api({
      pagamentos: [
        makePagamento(),
        makePagamento({
          id: 32,
          meio_pagamento: 'boleto',
          servicos: [{ servico: 13, valor: '10.00', cotacao: 6, descricao: 'Transfer' }],
        }),
      ],
    });
    const user = userEvent.setup();
    renderApp('/vendas/42/pagamentos');
    const table = await tabela();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await user.type(screen.getByLabelText(T.pesquisa), 'boleto{Enter}');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText('Boleto')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(T.pesquisa));
    await user.type(screen.getByLabelText(T.pesquisa), 'gramado{Enter}');
    await waitFor(() => expect(within(table).queryByText('Boleto')).toBeNull());
    await user.clear(screen.getByLabelText(T.pesquisa));
    await user.type(screen.getByLabelText(T.pesquisa), 'nada disso{Enter}');
    expect(await within(table).findByText('Nenhum pagamento encontrado')).toBeInTheDocument();
  });

  it('shows the error when the payments cannot be read', async () => {
    api({ pagamentos: { status: 500, body: { detail: 'Falhou.' } } });
    renderApp('/vendas/42/pagamentos');
    expect(await screen.findByText('Falhou.')).toBeInTheDocument();
  });
});

describe('Pagamentos tab: who may do what', () => {
  it('offers a new payment only while the sale is in proposta or concluída', async () => {
    api({ venda: makeVendaDetalhada({ status: 'concluida' }) });
    const { unmount } = renderApp('/vendas/42/pagamentos');
    await tabela();
    await waitFor(() => expect(screen.getByRole('button', { name: T.novo })).toBeEnabled());
    unmount();
    api({ venda: makeVendaDetalhada({ status: 'fechada' }) });
    renderApp('/vendas/42/pagamentos');
    await tabela();
    await screen.findByText('Cancelar Venda');
    await waitFor(() => expect(screen.getByRole('button', { name: T.novo })).toBeDisabled());
  });

  it('leaves edit, delete and mark as paid to financeiro', async () => {
    api();
    renderApp('/vendas/42/pagamentos');
    await tabela();
    expect(screen.getByRole('button', { name: T.soFinanceiro(T.editar(31)) })).toBeDisabled();
    expect(screen.getByRole('button', { name: T.soFinanceiro(T.excluir(31)) })).toBeDisabled();
    expect(screen.getByRole('button', { name: T.soFinanceiro(T.pago(31)) })).toBeDisabled();
  });

  it('lets financeiro edit, delete and mark as paid, but not delete on a cancelled sale', async () => {
    api({ user: financeiro, pagamentos: [makePagamento(), makePagamento({ id: 32 })] });
    const { unmount } = renderApp('/vendas/42/pagamentos');
    await tabela();
    await waitFor(() => expect(screen.getByRole('button', { name: T.excluir(31) })).toBeEnabled());
    expect(screen.getByRole('button', { name: T.editar(31) })).toBeEnabled();
    expect(screen.getByRole('button', { name: T.pago(31) })).toBeEnabled();
    unmount();
    api({
      user: financeiro,
      venda: makeVendaDetalhada({ status: 'fechada' }),
      pagamentos: [makePagamento(), makePagamento({ id: 32 })],
    });
    renderApp('/vendas/42/pagamentos');
    await tabela();
    expect(await screen.findByRole('button', { name: T.vendaCancelada(T.excluir(31)) })).toBeDisabled();
    expect(screen.getByRole('button', { name: T.editar(31) })).toBeEnabled();
  });

  it('does not offer mark as paid on a concluded payment', async () => {
    api({
      user: financeiro,
      pagamentos: [makePagamento({ status: 'concluido', data_pagamento: '2026-03-12' })],
    });
    renderApp('/vendas/42/pagamentos');
    await tabela();
    expect(screen.queryByRole('button', { name: T.pago(31) })).toBeNull();
  });
});

describe('Pagamentos tab: a new payment', () => {
  it('creates a payment from the tab and reads the list again', async () => {
    let pagamentos = [makePagamento()];
    const fetch = api({
      pagamentos: () => ({ body: pagamentos }),
      extra: {
        'GET /api/empresas/': { body: [] },
        'POST /api/pagamentos/': (request) => {
          const criado = makePagamento({ id: 40, valor_pagamento: { moeda: 'BRL', valor: '250.00' } });
          pagamentos = [criado, ...pagamentos];
          expect(request.body).toMatchObject({ venda: 42, servicos: [{ servico: 12 }] });
          return { status: 201, body: criado };
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/vendas/42/pagamentos');
    await tabela();
    await user.click(screen.getByRole('button', { name: T.novo }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo pagamento' });
    await user.type(within(dialog).getByLabelText(/Valor do pagamento/), '250');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(PAGAMENTO_UI_MESSAGES.cadastrado)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('R$ 250,00')).toBeInTheDocument();
    expect(fetch.callsTo('GET', '/api/vendas/42/pagamentos/').length).toBeGreaterThan(1);
  });
});

describe('Pagamentos tab: delete and mark as paid', () => {
  it('deletes after confirmation', async () => {
    let pagamentos = [makePagamento(), makePagamento({ id: 32 })];
    const fetch = api({
      user: financeiro,
      pagamentos: () => ({ body: pagamentos }),
      extra: {
        'DELETE /api/pagamentos/31/': () => {
          pagamentos = pagamentos.filter((p) => p.id !== 31);
          return { status: 204 };
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/vendas/42/pagamentos');
    await user.click(await screen.findByRole('button', { name: T.excluir(31) }));
    const dialog = await screen.findByRole('dialog', { name: T.excluirTitulo });
    expect(dialog).toHaveTextContent(T.excluirPergunta(31));
    await user.click(within(dialog).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText(PAGAMENTO_UI_MESSAGES.deletado)).toBeInTheDocument();
    expect(fetch.callsTo('DELETE', '/api/pagamentos/31/')).toHaveLength(1);
    // the last open payment of the service left is not deleted: the action says why
    expect(
      await screen.findByRole('button', {
        name: T.naoExclui(T.excluir(32), mensagemUnicoAberto('0012')),
      }),
    ).toBeDisabled();
  });

  it('keeps the payment when the question is declined', async () => {
    const fetch = api({ user: financeiro, pagamentos: [makePagamento(), makePagamento({ id: 32 })] });
    const user = userEvent.setup();
    renderApp('/vendas/42/pagamentos');
    await user.click(await screen.findByRole('button', { name: T.excluir(31) }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetch.callsTo('DELETE', '/api/pagamentos/31/')).toHaveLength(0);
  });

  it('shows the server refusal when the delete fails', async () => {
    api({
      user: financeiro,
      pagamentos: [makePagamento(), makePagamento({ id: 32 })],
      extra: {
        'DELETE /api/pagamentos/31/': {
          status: 409,
          body: { detail: PAGAMENTO_UI_MESSAGES.concluidoNaoExclui },
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/vendas/42/pagamentos');
    await user.click(await screen.findByRole('button', { name: T.excluir(31) }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sim' }));
    expect(
      await screen.findByText(
        `${PAGAMENTO_UI_MESSAGES.erroDeletar} ${PAGAMENTO_UI_MESSAGES.concluidoNaoExclui}`,
      ),
    ).toBeInTheDocument();
  });

  it('does not offer to delete a concluded payment nor the only open one of a service, and says why', async () => {
    api({
      user: financeiro,
      pagamentos: [
        makePagamento(),
        makePagamento({ id: 32, status: 'concluido', data_pagamento: '2026-03-12' }),
      ],
    });
    renderApp('/vendas/42/pagamentos');
    await tabela();
    expect(
      await screen.findByRole('button', {
        name: T.naoExclui(T.excluir(32), PAGAMENTO_UI_MESSAGES.concluidoNaoExclui),
      }),
    ).toBeDisabled();
    expect(
      screen.getByRole('button', { name: T.naoExclui(T.excluir(31), mensagemUnicoAberto('0012')) }),
    ).toBeDisabled();
  });

  it('replaces a payment by two, each service keeping its share, in one request', async () => {
    const fetch = api({
      user: financeiro,
      extra: {
        'POST /api/pagamentos/31/substituir/': {
          body: [makePagamento({ id: 40 }), makePagamento({ id: 41 })],
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/vendas/42/pagamentos');
    await user.click(await screen.findByRole('button', { name: SUBSTITUIR_TEXTS.acao(31) }));
    const dialog = await screen.findByRole('dialog', { name: SUBSTITUIR_TEXTS.titulo(31) });
    const valor1 = within(dialog).getByLabelText(new RegExp(SUBSTITUIR_TEXTS.valor(1)));
    await user.clear(valor1);
    await user.type(valor1, '1000,00');
    await user.click(within(dialog).getByRole('button', { name: SUBSTITUIR_TEXTS.adicionar }));
    await user.type(within(dialog).getByLabelText(new RegExp(SUBSTITUIR_TEXTS.valor(2))), '400');
    await user.click(within(dialog).getByRole('button', { name: SUBSTITUIR_TEXTS.substituir }));
    // 1.000 + 400 is not the 1.500 of the payment: refused under the lines, nothing sent
    expect(await within(dialog).findByText(SUBSTITUIR_TEXTS.somaDiferente('1500.00'))).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/pagamentos/31/substituir/')).toHaveLength(0);
    // Esc asks before dropping the typed lines; Continuar editando keeps them
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: DESCARTAR_ALTERACOES.cancel }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: DESCARTAR_ALTERACOES.title })).toBeNull(),
    );
    expect(valor1).toHaveValue('1000,00');
    await user.type(
      within(dialog).getByLabelText(new RegExp(SUBSTITUIR_TEXTS.valor(2))),
      '{Backspace}{Backspace}{Backspace}500',
    );
    await user.click(within(dialog).getByRole('button', { name: SUBSTITUIR_TEXTS.substituir }));
    expect(await screen.findByText(PAGAMENTO_UI_MESSAGES.substituido)).toBeInTheDocument();
    const [post] = fetch.callsTo('POST', '/api/pagamentos/31/substituir/');
    expect(post?.body).toMatchObject({
      versao: makePagamento().versao,
      pagamentos: [
        {
          valor_pagamento: { valor: '1000.00' },
          servicos: [{ servico: 12, valor: '1000.00' }],
          meio_pagamento: 'pix',
        },
        {
          valor_pagamento: { valor: '500.00' },
          servicos: [{ servico: 12, valor: '500.00' }],
          meio_pagamento: 'pix',
        },
      ],
    });
  });

  it('marks a payment as paid today', async () => {
    const fetch = api({
      user: financeiro,
      extra: { 'PUT /api/pagamentos/31/': { body: makePagamento({ status: 'concluido' }) } },
    });
    const user = userEvent.setup();
    renderApp('/vendas/42/pagamentos');
    await user.click(await screen.findByRole('button', { name: T.pago(31) }));
    const dialog = await screen.findByRole('dialog', { name: T.pagoTitulo });
    await user.click(within(dialog).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText(PAGAMENTO_UI_MESSAGES.alterado)).toBeInTheDocument();
    const [put] = fetch.callsTo('PUT', '/api/pagamentos/31/');
    expect(put?.body).toMatchObject({
      venda: 42,
      status: 'concluido',
      data_pagamento: hojeNaAgencia(),
      valor_pagamento: { valor: '1500.00', moeda: 'BRL' },
      servicos: [{ servico: 12 }],
      meio_pagamento: 'pix',
      responsavel_financeiro: 3,
    });
  });

  it('shows the server message when it refuses', async () => {
    api({
      user: financeiro,
      extra: {
        'PUT /api/pagamentos/31/': { status: 403, body: { detail: PAGAMENTO_UI_MESSAGES.semPermissao } },
      },
    });
    const user = userEvent.setup();
    renderApp('/vendas/42/pagamentos');
    await user.click(await screen.findByRole('button', { name: T.pago(31) }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sim' }));
    expect(
      await screen.findByText(`${PAGAMENTO_UI_MESSAGES.erroAlterar} ${PAGAMENTO_UI_MESSAGES.semPermissao}`),
    ).toBeInTheDocument();
  });
});

describe('Pagamentos tab: the receipt', () => {
  it('shows an image receipt in the dialog', async () => {
    const createObjectURL = vi.fn(() => 'blob:comprovante');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const imagem = { documento_comprovante: '/api/pagamentos/31/documento/', documento_nome: 'pix.png' };
    const { fetchMock } = api({ pagamentos: [makePagamento(imagem)] });
    // the receipt answers with the image's own type, which the JSON mock does not
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('/documento/')
        ? new Response('png', { headers: { 'content-type': 'image/png' } })
        : fetchMock(input, init),
    );
    const user = userEvent.setup();
    renderApp('/vendas/42/pagamentos');
    await user.click(await screen.findByRole('button', { name: T.comprovante(31) }));
    const dialog = await screen.findByRole('dialog', { name: 'Comprovante do pagamento 0031' });
    expect(await within(dialog).findByRole('img', { name: 'Comprovante do pagamento 0031' })).toHaveAttribute(
      'src',
      'blob:comprovante',
    );
    expect(within(dialog).getByRole('link', { name: 'Abrir em nova aba' })).toHaveAttribute(
      'href',
      '/api/pagamentos/31/documento/',
    );
  });

  it('offers a PDF receipt in a new tab', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() });
    api({
      pagamentos: [
        makePagamento({ documento_comprovante: '/api/pagamentos/31/documento/', documento_nome: 'pix.pdf' }),
      ],
      extra: { 'GET /api/pagamentos/31/documento/': { body: 'PDF' } },
    });
    const user = userEvent.setup();
    renderApp('/vendas/42/pagamentos');
    await user.click(await screen.findByRole('button', { name: T.comprovante(31) }));
    const dialog = await screen.findByRole('dialog', { name: 'Comprovante do pagamento 0031' });
    expect(await within(dialog).findByText('pix.pdf')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Abrir em nova aba' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it.each([
    [404, PAGAMENTO_UI_MESSAGES.comprovanteNaoEncontrado],
    [500, PAGAMENTO_UI_MESSAGES.erroComprovante],
  ])('says so when the receipt answers %i', async (status, mensagem) => {
    api({
      pagamentos: [makePagamento({ documento_comprovante: '/api/pagamentos/31/documento/' })],
      extra: { 'GET /api/pagamentos/31/documento/': { status, body: { detail: 'x' } } },
    });
    const user = userEvent.setup();
    renderApp('/vendas/42/pagamentos');
    await user.click(await screen.findByRole('button', { name: T.comprovante(31) }));
    expect(await screen.findAllByText(mensagem)).not.toHaveLength(0);
  });
});

describe('Pagamentos tab: the card link', () => {
  const cartao = makePagamento({ meio_pagamento: 'pagarme', num_parcelas: 6, valor_total: '1500.00' });

  it('offers the link only on an open Pagar.me payment', async () => {
    api({
      pagamentos: [
        makePagamento(),
        makePagamento({ ...cartao, id: 32 }),
        makePagamento({ ...cartao, id: 33, status: 'concluido' }),
      ],
    });
    renderApp('/vendas/42/pagamentos');
    await tabela();
    expect(screen.queryByRole('button', { name: T.link(31) })).toBeNull();
    expect(screen.getByRole('button', { name: T.link(32) })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.link(33) })).toBeNull();
  });

  it('generates the link with the maximum instalments and copies it', async () => {
    const fetch = api({
      pagamentos: [cartao],
      extra: {
        'POST /api/pagamentos/31/pagarme_link/': {
          body: { ...cartao, pagarme_link: 'https://pagar.me/link/abc' },
        },
      },
    });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderApp('/vendas/42/pagamentos');
    await user.click(await screen.findByRole('button', { name: T.link(31) }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('Máximo de parcelas'));
    await user.click(await screen.findByRole('option', { name: '10x' }));
    await user.click(within(dialog).getByRole('button', { name: 'Gerar link de pagamento' }));
    expect(await within(dialog).findByDisplayValue('https://pagar.me/link/abc')).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/pagamentos/31/pagarme_link/')[0]?.body).toEqual({
      max_installments: 10,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Copiar link' }));
    expect(writeText).toHaveBeenCalledWith('https://pagar.me/link/abc');
    expect(await screen.findByText(PAGAMENTO_UI_MESSAGES.copiado)).toBeInTheDocument();
  });

  it('shows the stored link and says when copying fails', async () => {
    api({ pagamentos: [{ ...cartao, pagarme_link: 'https://pagar.me/link/old' }] });
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('negado'));
    renderApp('/vendas/42/pagamentos');
    await user.click(await screen.findByRole('button', { name: T.link(31) }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByDisplayValue('https://pagar.me/link/old')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Copiar link' }));
    expect(await screen.findByText(PAGAMENTO_UI_MESSAGES.erroCopiar)).toBeInTheDocument();
  });

  it('shows the server message as it comes when the gateway is not configured', async () => {
    api({
      pagamentos: [cartao],
      extra: {
        'POST /api/pagamentos/31/pagarme_link/': {
          status: 503,
          body: { detail: PAGAMENTO_UI_MESSAGES.pagarmeNaoConfigurado },
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/vendas/42/pagamentos');
    await user.click(await screen.findByRole('button', { name: T.link(31) }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Gerar link de pagamento' }),
    );
    expect(await screen.findByText(PAGAMENTO_UI_MESSAGES.pagarmeNaoConfigurado)).toBeInTheDocument();
  });

  it('asks for the service first', async () => {
    const fetch = api({ pagamentos: [{ ...cartao, servico: null, servicos: [] }] });
    const user = userEvent.setup();
    renderApp('/vendas/42/pagamentos');
    await user.click(await screen.findByRole('button', { name: T.link(31) }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Gerar link de pagamento' }),
    );
    expect(await screen.findByText(PAGAMENTO_MESSAGES.servicoLink)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/pagamentos/31/pagarme_link/')).toHaveLength(0);
  });
});

describe('Pagamentos tab: versions, reopening and the open balance', () => {
  it('sends the version it read when marking as paid and shows the 409 message', async () => {
    const fetch = api({
      user: financeiro,
      pagamentos: [makePagamento({ versao: 4 })],
      extra: { 'PUT /api/pagamentos/31/': { status: 409, body: { detail: MENSAGEM_VERSAO } } },
    });
    const user = userEvent.setup();
    renderApp('/vendas/42/pagamentos');
    await user.click(await screen.findByRole('button', { name: T.pago(31) }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sim' }));
    expect(
      await screen.findByText(`${PAGAMENTO_UI_MESSAGES.erroAlterar} ${MENSAGEM_VERSAO}`),
    ).toBeInTheDocument();
    expect(fetch.callsTo('PUT', '/api/pagamentos/31/')[0]?.body).toMatchObject({ versao: 4 });
    // the list is read again to show the current version
    await waitFor(() => expect(fetch.callsTo('GET', '/api/vendas/42/pagamentos/').length).toBeGreaterThan(1));
  });

  it('a concluded payment is not edited; finance reopens it with a reason', async () => {
    const concluido = makePagamento({ status: 'concluido', data_pagamento: '2026-03-12', versao: 7 });
    const fetch = api({
      user: financeiro,
      pagamentos: [concluido],
      extra: { 'POST /api/pagamentos/31/reabrir/': { body: makePagamento({ versao: 8 }) } },
    });
    const user = userEvent.setup();
    renderApp('/vendas/42/pagamentos');
    await tabela();
    expect(screen.getByRole('button', { name: T.concluido(T.editar(31)) })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: REABRIR_TEXTS.acao(31) }));
    const dialog = await screen.findByRole('dialog', { name: REABRIR_TEXTS.titulo(31) });
    await user.click(within(dialog).getByRole('button', { name: REABRIR_TEXTS.reabrir }));
    expect(await within(dialog).findByText(PAGAMENTO_UI_MESSAGES.motivoReabrir)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/pagamentos/31/reabrir/')).toHaveLength(0);
    // a typed reason is not dropped unasked
    await esperaPerguntarAntesDeDescartar(
      user,
      within(dialog).getByLabelText(/Motivo/),
      'Pix devolvido pelo banco',
    );
    await user.click(within(dialog).getByRole('button', { name: REABRIR_TEXTS.reabrir }));
    expect(await screen.findByText(PAGAMENTO_UI_MESSAGES.reaberto)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/pagamentos/31/reabrir/')[0]?.body).toEqual({
      motivo: 'Pix devolvido pelo banco',
      versao: 7,
    });
  });

  it('reopening refused by a change made meanwhile keeps the reason, and passes after Recarregar', async () => {
    const concluido = makePagamento({ status: 'concluido', data_pagamento: '2026-03-12', versao: 7 });
    const fetch = api({
      user: financeiro,
      pagamentos: [concluido],
      extra: {
        'POST /api/pagamentos/31/reabrir/': ({ body }) =>
          (body as { versao: number }).versao === 9
            ? { body: makePagamento({ versao: 10 }) }
            : { status: 409, body: { detail: MENSAGEM_VERSAO, versao_atual: 9 } },
      },
    });
    const user = userEvent.setup();
    renderApp('/vendas/42/pagamentos');
    await tabela();
    await user.click(screen.getByRole('button', { name: REABRIR_TEXTS.acao(31) }));
    const dialog = await screen.findByRole('dialog', { name: REABRIR_TEXTS.titulo(31) });
    await user.type(within(dialog).getByLabelText(/Motivo/), 'Pix devolvido');
    await user.click(within(dialog).getByRole('button', { name: REABRIR_TEXTS.reabrir }));
    expect(await within(dialog).findByText(CONFLITO_TEXTS.titulo)).toBeInTheDocument();
    expect(screen.queryByText(MENSAGEM_VERSAO, { exact: false })).toBeNull();
    const lidas = fetch.callsTo('GET', '/api/vendas/42/pagamentos/').length;
    await user.click(within(dialog).getByRole('button', { name: CONFLITO_TEXTS.recarregar }));
    expect(await within(dialog).findByText(CONFLITO_TEXTS.recarregado)).toBeInTheDocument();
    expect(fetch.callsTo('GET', '/api/vendas/42/pagamentos/').length).toBeGreaterThan(lidas);
    expect(within(dialog).getByLabelText(/Motivo/)).toHaveValue('Pix devolvido');
    await user.click(within(dialog).getByRole('button', { name: REABRIR_TEXTS.reabrir }));
    expect(await screen.findByText(PAGAMENTO_UI_MESSAGES.reaberto)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/pagamentos/31/reabrir/').map((c) => c.body)).toEqual([
      { motivo: 'Pix devolvido', versao: 7 },
      { motivo: 'Pix devolvido', versao: 9 },
    ]);
  });

  it('does not offer reopening a payment of a cancelled service, and says why', async () => {
    const fetch = api({
      user: financeiro,
      servicos: [makeServico({ status: 'cancelado' })],
      pagamentos: [makePagamento({ status: 'concluido', data_pagamento: '2026-03-12' })],
    });
    renderApp('/vendas/42/pagamentos');
    await tabela();
    const acao = screen.getByRole('button', { name: T.servicoCancelado(REABRIR_TEXTS.acao(31)) });
    expect(acao).toBeDisabled();
    expect(fetch.callsTo('POST', '/api/pagamentos/31/reabrir/')).toHaveLength(0);
  });

  it('does not offer reopening to anyone outside finance', async () => {
    api({ pagamentos: [makePagamento({ status: 'concluido', data_pagamento: '2026-03-12' })] });
    renderApp('/vendas/42/pagamentos');
    await tabela();
    expect(screen.getByRole('button', { name: T.soFinanceiro(REABRIR_TEXTS.acao(31)) })).toBeDisabled();
  });

  it('"Cobrar saldo" schedules what the sale has not scheduled yet, or says nothing is open', async () => {
    let cobrancas = 0;
    const fetch = api({
      extra: {
        'POST /api/pagamentos/pagamento_total/': () => {
          cobrancas += 1;
          return cobrancas === 1
            ? { status: 201, body: makePagamento({ id: 40 }) }
            : { status: 409, body: { detail: PAGAMENTO_UI_MESSAGES.semValorAberto } };
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/vendas/42/pagamentos');
    await tabela();
    await user.click(screen.getByRole('button', { name: COBRAR_SALDO_TEXTS.acao }));
    let dialog = await screen.findByRole('dialog', { name: COBRAR_SALDO_TEXTS.titulo(42) });
    await user.click(within(dialog).getByRole('button', { name: COBRAR_SALDO_TEXTS.cobrar }));
    expect(await screen.findByText(PAGAMENTO_UI_MESSAGES.saldoCobrado)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/pagamentos/pagamento_total/')[0]?.body).toMatchObject({
      venda: 42,
      meio_pagamento: 'pix',
      num_parcelas: 1,
      data_vencimento: hojeNaAgencia(),
    });
    await user.click(screen.getByRole('button', { name: COBRAR_SALDO_TEXTS.acao }));
    dialog = await screen.findByRole('dialog', { name: COBRAR_SALDO_TEXTS.titulo(42) });
    await user.click(within(dialog).getByRole('button', { name: COBRAR_SALDO_TEXTS.cobrar }));
    expect(
      await screen.findByText(
        `${PAGAMENTO_UI_MESSAGES.erroCobrarSaldo} ${PAGAMENTO_UI_MESSAGES.semValorAberto}`,
      ),
    ).toBeInTheDocument();
  });
});

describe('Pagamentos tab: Programar pagamentos (criar_pagamentos/)', () => {
  const servicos = [makeServico({ valor_total: '2000.00' }), makeServico({ id: 13, valor_total: '350.10' })];

  it('offers one line per service with what it lacks, and joins the lines marked into one payment', async () => {
    const fetch = api({
      servicos,
      extra: {
        'POST /api/pagamentos/criar_pagamentos/': { status: 201, body: [makePagamento({ id: 60 })] },
      },
    });
    const user = userEvent.setup();
    renderApp('/vendas/42/pagamentos');
    await tabela();
    await user.click(screen.getByRole('button', { name: PROGRAMAR_TEXTS.acao }));
    const dialog = await screen.findByRole('dialog', { name: PROGRAMAR_TEXTS.titulo(42) });
    // 2,000.00 − the 1,500.00 scheduled on service 12, and all of service 13
    const doze = await within(dialog).findByRole('group', { name: PROGRAMAR_TEXTS.servico(12, '500.00') });
    const treze = within(dialog).getByRole('group', { name: PROGRAMAR_TEXTS.servico(13, '350.10') });
    expect(within(doze).getByLabelText(PROGRAMAR_TEXTS.valor)).toHaveValue('500.00');
    expect(within(treze).getByLabelText(PROGRAMAR_TEXTS.valor)).toHaveValue('350.10');
    await user.click(within(doze).getByRole('checkbox', { name: PROGRAMAR_TEXTS.juntar }));
    await user.click(within(treze).getByRole('checkbox', { name: PROGRAMAR_TEXTS.juntar }));
    await user.click(within(dialog).getByRole('button', { name: PROGRAMAR_TEXTS.programar }));
    expect(await screen.findByText(PAGAMENTO_UI_MESSAGES.cadastrados)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/pagamentos/criar_pagamentos/')[0]?.body).toEqual({
      pagamentos: [],
      pagamentosJuntos: [
        {
          venda: 42,
          valor_pagamento: { valor: '850.10', moeda: 'BRL' },
          servicos: [
            { servico: 12, valor: '500.00' },
            { servico: 13, valor: '350.10' },
          ],
          meio_pagamento: 'pix',
          num_parcelas: 1,
          data_vencimento: hojeNaAgencia(),
        },
      ],
    });
  });

  it('refuses a value above what the service lacks without calling the API', async () => {
    const fetch = api({ servicos });
    const user = userEvent.setup();
    renderApp('/vendas/42/pagamentos');
    await tabela();
    await user.click(screen.getByRole('button', { name: PROGRAMAR_TEXTS.acao }));
    const dialog = await screen.findByRole('dialog', { name: PROGRAMAR_TEXTS.titulo(42) });
    const treze = await within(dialog).findByRole('group', { name: PROGRAMAR_TEXTS.servico(13, '350.10') });
    const valor = within(treze).getByLabelText(PROGRAMAR_TEXTS.valor);
    await user.clear(valor);
    await user.type(valor, '350.11');
    await user.click(within(dialog).getByRole('button', { name: PROGRAMAR_TEXTS.programar }));
    expect(await within(dialog).findByText(PAGAMENTO_MESSAGES.acimaDoAberto)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/pagamentos/criar_pagamentos/')).toHaveLength(0);
    // the typed lines are not dropped unasked
    await esperaPerguntarAntesDeDescartar(user, valor, '9');
  });
});

describe('Pagamentos tab: Pix and boleto charges', () => {
  const copiaECola = '00020126360014br.gov.bcb.pix0114123456780001995204000053039865406150.005802BR6304ABCD';

  it('finance generates the Pix charge: its QR code and the copy-and-paste code, copied with one click', async () => {
    const fetch = api({
      user: financeiro,
      pagamentos: [makePagamento()],
      extra: {
        'POST /api/pagamentos/31/pix/': {
          body: {
            txid: 'SKYPAG0000000031',
            copia_e_cola: copiaECola,
            qr_code_svg: '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1v1H0z"/></svg>',
            expira_em: null,
            origem: 'estatico',
          },
        },
      },
    });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderApp('/vendas/42/pagamentos');
    await user.click(await screen.findByRole('button', { name: COBRANCA_TEXTS.acaoPix(31) }));
    const dialog = await screen.findByRole('dialog', { name: COBRANCA_TEXTS.tituloPix(31) });
    await user.click(within(dialog).getByRole('button', { name: COBRANCA_TEXTS.gerarPix }));
    expect(await within(dialog).findByRole('img', { name: COBRANCA_TEXTS.qrCode(31) })).toBeInTheDocument();
    expect(within(dialog).getByDisplayValue(copiaECola)).toBeInTheDocument();
    expect(within(dialog).getByText(COBRANCA_TEXTS.estatico)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/pagamentos/31/pix/')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: COBRANCA_TEXTS.copiarCodigo }));
    expect(writeText).toHaveBeenCalledWith(copiaECola);
  });

  it('offers the charges to finance only', async () => {
    const boleto = makePagamento({ id: 32, meio_pagamento: 'boleto' });
    api({ pagamentos: [makePagamento(), boleto] });
    renderApp('/vendas/42/pagamentos');
    await tabela();
    expect(screen.queryByRole('button', { name: COBRANCA_TEXTS.acaoPix(31) })).toBeNull();
    expect(screen.queryByRole('button', { name: COBRANCA_TEXTS.acaoBoleto(32) })).toBeNull();
  });

  it('offers "Gerar boleto" only while the gateway is configured; Pix either way', async () => {
    const boleto = makePagamento({ id: 32, meio_pagamento: 'boleto' });
    const fetch = api({
      user: financeiro,
      pagamentos: [makePagamento(), boleto],
      extra: { 'GET /api/pagamentos/cobrancas/disponiveis/': { body: SEM_GATEWAY } },
    });
    const { unmount } = renderApp('/vendas/42/pagamentos');
    await tabela();
    expect(await screen.findByRole('button', { name: COBRANCA_TEXTS.acaoPix(31) })).toBeInTheDocument();
    await waitFor(() =>
      expect(fetch.callsTo('GET', '/api/pagamentos/cobrancas/disponiveis/')).toHaveLength(1),
    );
    expect(screen.queryByRole('button', { name: COBRANCA_TEXTS.acaoBoleto(32) })).toBeNull();
    unmount();
    api({ user: financeiro, pagamentos: [makePagamento(), boleto] });
    renderApp('/vendas/42/pagamentos');
    expect(await screen.findByRole('button', { name: COBRANCA_TEXTS.acaoBoleto(32) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: COBRANCA_TEXTS.acaoPix(31) })).toBeInTheDocument();
  });

  it("shows the gateway's refusal as the server words it", async () => {
    const boleto = makePagamento({ id: 32, meio_pagamento: 'boleto' });
    api({
      user: financeiro,
      pagamentos: [boleto],
      extra: {
        'POST /api/pagamentos/32/boleto/': {
          status: 502,
          body: { detail: PAGAMENTO_UI_MESSAGES.pagarmeFalhou },
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/vendas/42/pagamentos');
    await user.click(await screen.findByRole('button', { name: COBRANCA_TEXTS.acaoBoleto(32) }));
    const dialog = await screen.findByRole('dialog', { name: COBRANCA_TEXTS.tituloBoleto(32) });
    await user.click(within(dialog).getByRole('button', { name: COBRANCA_TEXTS.gerarBoleto }));
    expect(await within(dialog).findByText(PAGAMENTO_UI_MESSAGES.pagarmeFalhou)).toBeInTheDocument();
  });
});

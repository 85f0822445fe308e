import { PAGAMENTO_UI_MESSAGES } from '@skyler/domain/pagamentos';
import { PAGAMENTO_MESSAGES } from '@skyler/domain/precos/pagamento';
import type { ServicoView } from '@skyler/domain/servicos';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setCookie } from '../../../test/cookies.ts';
import { esperaPerguntarAntesDeDescartar } from '../../../test/descartar.ts';
import { type MockHandler, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { hojeNaAgencia } from '../lib/pagamento-form.ts';
import { makePagamento, makeServico } from '../testing/fixtures.ts';
import { PagamentoFormDialog, PAGAMENTO_FORM_TEXTS as T } from './pagamento-form-dialog.tsx';

const dois = [
  makeServico(),
  makeServico({ id: 13, cotacao: { ...makeServico().cotacao, id: 6, descricao: 'Transfer' } }),
];

function setup({
  servicos = [makeServico()],
  pagamento = null,
  isFinanceiro = false,
  routes = {},
}: {
  servicos?: ServicoView[];
  pagamento?: ReturnType<typeof makePagamento> | null;
  isFinanceiro?: boolean;
  routes?: Record<string, MockHandler>;
} = {}) {
  setCookie('csrftoken', 'csrf');
  const fetch = mockFetch({
    'GET /api/empresas/': { body: [{ id: 4, nome: 'Acme Viagens' }] },
    'POST /api/pagamentos/': { status: 201, body: makePagamento({ id: 50 }) },
    ...routes,
  });
  const onClose = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(
    <PagamentoFormDialog
      open
      venda={42}
      servicos={servicos}
      pagamento={pagamento}
      isFinanceiro={isFinanceiro}
      onClose={onClose}
    />,
  );
  const dialog = screen.getByRole('dialog');
  const salvar = () => user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
  return { fetch, onClose, user, dialog, salvar };
}

async function escolherServicos(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  nomes: string[],
) {
  await user.click(within(dialog).getByRole('combobox', { name: /Serviços/ }));
  for (const nome of nomes) await user.click(await screen.findByRole('option', { name: nome }));
  await user.keyboard('{Escape}');
}

describe('New payment dialog', () => {
  it('creates a payment for the sale with the fee typed with a comma', async () => {
    const { fetch, onClose, user, dialog, salvar } = setup();
    expect(within(dialog).getByRole('heading', { name: T.novo })).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Valor do pagamento/), '1234,56');
    await user.type(within(dialog).getByLabelText(T.taxa), '12,5');
    await salvar();
    await waitFor(() => expect(fetch.callsTo('POST', '/api/pagamentos/')).toHaveLength(1));
    expect(fetch.callsTo('POST', '/api/pagamentos/')[0]?.body).toEqual({
      venda: 42,
      valor_pagamento: { valor: '1234.56', moeda: 'BRL' },
      servicos: [{ servico: 12 }],
      descricao: null,
      meio_pagamento: 'pix',
      taxa_meio_pagamento: '12.5',
      num_parcelas: 1,
      data_vencimento: hojeNaAgencia(),
      data_pagamento: null,
      status: 'nao_efetuado',
      responsavel_financeiro: 3,
      responsavel_financeiro_empresa: null,
    });
    expect(await screen.findByText(PAGAMENTO_UI_MESSAGES.cadastrado)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it.each(['', '0', '0,00', 'abc'])('refuses the value %j', async (valor) => {
    const { fetch, user, dialog, salvar } = setup();
    if (valor) await user.type(within(dialog).getByLabelText(/Valor do pagamento/), valor);
    await salvar();
    expect(await within(dialog).findByText(PAGAMENTO_MESSAGES.valorObrigatorio)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/pagamentos/')).toHaveLength(0);
  });

  it('asks for a service when the sale has several and none is chosen', async () => {
    const { fetch, user, dialog, salvar } = setup({ servicos: dois });
    await user.type(within(dialog).getByLabelText(/Valor do pagamento/), '100');
    await salvar();
    expect(await within(dialog).findByText(PAGAMENTO_MESSAGES.servicoObrigatorio)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/pagamentos/')).toHaveLength(0);
  });

  it('offers only the services not cancelled', async () => {
    const { user, dialog } = setup({ servicos: [...dois, makeServico({ id: 14, status: 'cancelado' })] });
    await user.click(within(dialog).getByRole('combobox', { name: /Serviços/ }));
    expect(await screen.findByRole('option', { name: '0012 · Hotel em Gramado' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '0013 · Transfer' })).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it('splits the value over several services within 0.1', async () => {
    const { fetch, user, dialog, salvar } = setup({ servicos: dois });
    await escolherServicos(user, dialog, ['0012 · Hotel em Gramado', '0013 · Transfer']);
    await user.type(within(dialog).getByLabelText(/Valor do pagamento/), '1000');
    await user.type(within(dialog).getByLabelText(T.valorServico(12)), '600');
    await user.type(within(dialog).getByLabelText(T.valorServico(13)), '300');
    expect(within(dialog).getByTestId('soma-servicos')).toHaveTextContent('R$ 900,00');
    await salvar();
    expect(await within(dialog).findByText(PAGAMENTO_MESSAGES.somaDiferente)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/pagamentos/')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(T.valorServico(13)));
    await user.type(within(dialog).getByLabelText(T.valorServico(13)), '399,95');
    await waitFor(() => expect(within(dialog).queryByText(PAGAMENTO_MESSAGES.somaDiferente)).toBeNull());
    await salvar();
    await waitFor(() => expect(fetch.callsTo('POST', '/api/pagamentos/')).toHaveLength(1));
    expect(fetch.callsTo('POST', '/api/pagamentos/')[0]?.body).toMatchObject({
      valor_pagamento: { valor: '1000' },
      servicos: [
        { servico: 12, valor: '600' },
        { servico: 13, valor: '399.95' },
      ],
    });
  });

  it('refuses a description of 100 characters or more', async () => {
    const { fetch, user, dialog, salvar } = setup();
    await user.type(within(dialog).getByLabelText(/Valor do pagamento/), '10');
    const descricao = within(dialog).getByLabelText(T.descricao);
    await user.click(descricao);
    await user.paste('x'.repeat(100));
    expect(within(dialog).queryByText('100/99')).toBeInTheDocument();
    await salvar();
    expect(await within(dialog).findByText(PAGAMENTO_MESSAGES.descricaoLonga)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/pagamentos/')).toHaveLength(0);
    // what was typed is not dropped unasked
    await esperaPerguntarAntesDeDescartar(user, within(dialog).getByLabelText(/Valor do pagamento/), '5');
  });

  it('refuses a fee that is not a number', async () => {
    const { fetch, user, dialog, salvar } = setup();
    await user.type(within(dialog).getByLabelText(/Valor do pagamento/), '10');
    await user.type(within(dialog).getByLabelText(T.taxa), '1,2,3');
    await salvar();
    expect(await within(dialog).findByText(PAGAMENTO_UI_MESSAGES.taxaInvalida)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/pagamentos/')).toHaveLength(0);
  });

  it('asks for instalments only for Pagar.me and Rede', async () => {
    const { fetch, user, dialog, salvar } = setup();
    expect(within(dialog).queryByLabelText(T.parcelas)).toBeNull();
    const escolherMeio = async (meio: string) => {
      await user.click(within(dialog).getByRole('combobox', { name: /Meio de pagamento/ }));
      await user.click(await screen.findByRole('option', { name: meio }));
    };
    await escolherMeio('Rede');
    expect(within(dialog).getByRole('combobox', { name: T.parcelas })).toBeInTheDocument();
    await escolherMeio('Boleto');
    expect(within(dialog).queryByRole('combobox', { name: T.parcelas })).toBeNull();
    await escolherMeio('Pagar.me');
    await user.click(within(dialog).getByRole('combobox', { name: T.parcelas }));
    await user.click(await screen.findByRole('option', { name: '10x' }));
    await user.type(within(dialog).getByLabelText(/Valor do pagamento/), '10');
    await salvar();
    await waitFor(() => expect(fetch.callsTo('POST', '/api/pagamentos/')).toHaveLength(1));
    expect(fetch.callsTo('POST', '/api/pagamentos/')[0]?.body).toMatchObject({
      meio_pagamento: 'pagarme',
      num_parcelas: 10,
    });
  });

  it('leaves the status, the payment date and the receipt to financeiro', async () => {
    const { dialog } = setup();
    expect(within(dialog).queryByLabelText(T.status)).toBeNull();
    expect(within(dialog).queryByLabelText(T.pagamento)).toBeNull();
    expect(within(dialog).queryByLabelText(T.comprovante)).toBeNull();
  });

  it('lets financeiro record a paid payment with its receipt', async () => {
    const { fetch, user, dialog, salvar } = setup({
      isFinanceiro: true,
      routes: { 'POST /api/pagamentos/50/documentos/': { status: 201, body: makePagamento({ id: 50 }) } },
    });
    await user.type(within(dialog).getByLabelText(/Valor do pagamento/), '10');
    await user.click(within(dialog).getByRole('combobox', { name: T.status }));
    await user.click(await screen.findByRole('option', { name: 'Concluído' }));
    await user.type(within(dialog).getByLabelText(T.pagamento), '12032026');
    const arquivo = new File(['%PDF-1.4'], 'pix.pdf', { type: 'application/pdf' });
    await user.upload(within(dialog).getByLabelText(T.comprovante), arquivo);
    expect(within(dialog).getByText('pix.pdf')).toBeInTheDocument();
    await salvar();
    await waitFor(() => expect(fetch.callsTo('POST', '/api/pagamentos/50/documentos/')).toHaveLength(1));
    expect(fetch.callsTo('POST', '/api/pagamentos/')[0]?.body).toMatchObject({
      status: 'concluido',
      data_pagamento: '2026-03-12',
    });
    const form = fetch.callsTo('POST', '/api/pagamentos/50/documentos/')[0]?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect((form.get('documento_comprovante') as File).name).toBe('pix.pdf');
  });

  it('pre-fills the fee from the fee table when finance concludes it, and keeps a fee finance typed', async () => {
    const tabela = {
      taxas: [
        { meio_pagamento: 'pix', num_parcelas: 1, percentual: '0.99', fixo: '0.00' },
        { meio_pagamento: 'boleto', num_parcelas: 1, percentual: '0.00', fixo: '3.49' },
      ].map((linha, i) => ({
        ...linha,
        id: i + 1,
        versao: 1,
        vigente_desde: '2026-11-01T12:00:00Z',
        vigente_ate: null,
        alterado_por: null,
      })),
      historico: [],
    };
    const { fetch, user, dialog, salvar } = setup({
      isFinanceiro: true,
      routes: { 'GET /api/taxas-meio-pagamento/': { body: tabela } },
    });
    await user.type(within(dialog).getByLabelText(/Valor do pagamento/), '1000');
    const taxa = within(dialog).getByLabelText(T.taxa);
    expect(taxa).toHaveValue('');
    await user.click(within(dialog).getByRole('combobox', { name: T.status }));
    await user.click(await screen.findByRole('option', { name: 'Concluído' }));
    // Pix: 1000 × 0.99 % = 9,90
    await waitFor(() => expect(taxa).toHaveValue('9,90'));
    await user.click(within(dialog).getByRole('combobox', { name: /Meio de pagamento/ }));
    await user.click(await screen.findByRole('option', { name: 'Boleto' }));
    await waitFor(() => expect(taxa).toHaveValue('3,49'));
    await user.clear(taxa);
    await user.type(taxa, '2,00');
    await salvar();
    await waitFor(() => expect(fetch.callsTo('POST', '/api/pagamentos/')).toHaveLength(1));
    expect(fetch.callsTo('POST', '/api/pagamentos/')[0]?.body).toMatchObject({
      meio_pagamento: 'boleto',
      status: 'concluido',
      taxa_meio_pagamento: '2.00',
    });
  });

  it('refuses a receipt that is neither a PDF nor an image', async () => {
    const { dialog } = setup({ isFinanceiro: true });
    const user = userEvent.setup({ applyAccept: false });
    const planilha = new File(['a;b'], 'dados.csv', { type: 'text/csv' });
    await user.upload(within(dialog).getByLabelText(T.comprovante), planilha);
    expect(within(dialog).getByText(T.comprovanteTipo)).toBeInTheDocument();
    expect(within(dialog).queryByText('dados.csv')).toBeNull();
  });

  it('says when the receipt was not taken after the payment was saved', async () => {
    const { user, dialog, salvar } = setup({
      isFinanceiro: true,
      routes: {
        'POST /api/pagamentos/50/documentos/': { status: 400, body: { detail: 'Arquivo não aceito.' } },
      },
    });
    await user.type(within(dialog).getByLabelText(/Valor do pagamento/), '10');
    await user.upload(
      within(dialog).getByLabelText(T.comprovante),
      new File(['x'], 'foto.png', { type: 'image/png' }),
    );
    await salvar();
    expect(await screen.findByText(PAGAMENTO_UI_MESSAGES.cadastrado)).toBeInTheDocument();
    expect(await screen.findByText(`${T.comprovanteFalhou} Arquivo não aceito.`)).toBeInTheDocument();
  });

  it('sends a company as the financial responsible, besides the contact', async () => {
    const { fetch, user, dialog, salvar } = setup();
    await user.type(within(dialog).getByLabelText(/Valor do pagamento/), '10');
    expect(within(dialog).getByRole('combobox', { name: T.contatoResponsavel })).toHaveValue(
      'Maria Oliveira',
    );
    await user.click(within(dialog).getByRole('combobox', { name: T.empresaResponsavel }));
    await user.click(await screen.findByRole('option', { name: 'Acme Viagens' }));
    await salvar();
    await waitFor(() => expect(fetch.callsTo('POST', '/api/pagamentos/')).toHaveLength(1));
    expect(fetch.callsTo('POST', '/api/pagamentos/')[0]?.body).toMatchObject({
      responsavel_financeiro: 3,
      responsavel_financeiro_empresa: 4,
    });
  });

  it('sends no financial responsible when both are cleared', async () => {
    const { fetch, user, dialog, salvar } = setup();
    await user.type(within(dialog).getByLabelText(/Valor do pagamento/), '10');
    await user.clear(within(dialog).getByRole('combobox', { name: T.contatoResponsavel }));
    await salvar();
    await waitFor(() => expect(fetch.callsTo('POST', '/api/pagamentos/')).toHaveLength(1));
    expect(fetch.callsTo('POST', '/api/pagamentos/')[0]?.body).toMatchObject({
      responsavel_financeiro: null,
      responsavel_financeiro_empresa: null,
    });
  });

  it('shows the server refusal on its field and in the toast', async () => {
    const { user, dialog, salvar, onClose } = setup({
      routes: {
        'POST /api/pagamentos/': {
          status: 400,
          body: {
            detail: PAGAMENTO_UI_MESSAGES.vendaNaoPermite,
            errors: { servicos: [PAGAMENTO_UI_MESSAGES.servicoDeOutraVenda] },
          },
        },
      },
    });
    await user.type(within(dialog).getByLabelText(/Valor do pagamento/), '10');
    await salvar();
    expect(
      await screen.findByText(
        `${PAGAMENTO_UI_MESSAGES.erroCadastrar} ${PAGAMENTO_UI_MESSAGES.vendaNaoPermite}`,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(PAGAMENTO_UI_MESSAGES.servicoDeOutraVenda)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('Edit payment dialog', () => {
  const pagamento = makePagamento({
    meio_pagamento: 'rede',
    num_parcelas: 3,
    taxa_meio_pagamento: '12.50',
    descricao: 'Entrada',
  });

  it('starts from the stored payment and saves it with PUT', async () => {
    const { fetch, user, dialog, salvar } = setup({
      pagamento,
      isFinanceiro: true,
      routes: { 'PUT /api/pagamentos/31/': { body: pagamento } },
    });
    expect(within(dialog).getByRole('heading', { name: T.editar(31) })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Valor do pagamento/)).toHaveValue('1500,00');
    expect(within(dialog).getByLabelText(T.taxa)).toHaveValue('12,50');
    expect(within(dialog).getByLabelText(T.descricao)).toHaveValue('Entrada');
    expect(within(dialog).getByLabelText(T.vencimento)).toHaveValue('20/03/2026');
    await user.clear(within(dialog).getByLabelText(/Valor do pagamento/));
    await user.type(within(dialog).getByLabelText(/Valor do pagamento/), '1600');
    await salvar();
    await waitFor(() => expect(fetch.callsTo('PUT', '/api/pagamentos/31/')).toHaveLength(1));
    expect(fetch.callsTo('PUT', '/api/pagamentos/31/')[0]?.body).toMatchObject({
      valor_pagamento: { valor: '1600' },
      meio_pagamento: 'rede',
      num_parcelas: 3,
      taxa_meio_pagamento: '12.50',
      descricao: 'Entrada',
      data_vencimento: '2026-03-20',
    });
    expect(await screen.findByText(PAGAMENTO_UI_MESSAGES.alterado)).toBeInTheDocument();
  });

  it('shows the server message when the change is refused', async () => {
    const { salvar } = setup({
      pagamento,
      routes: {
        'PUT /api/pagamentos/31/': { status: 403, body: { detail: PAGAMENTO_UI_MESSAGES.semPermissao } },
      },
    });
    await salvar();
    expect(
      await screen.findByText(`${PAGAMENTO_UI_MESSAGES.erroAlterar} ${PAGAMENTO_UI_MESSAGES.semPermissao}`),
    ).toBeInTheDocument();
  });
});

import { RAC_FORM_RESET_MS, RAC_MESSAGES, RAC_REEMBOLSO_MESSAGES } from '@skyler/domain/racs';
import { MENSAGEM_VERSAO } from '@skyler/domain/versao';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONFLITO_TEXTS } from '../../../components/dialogs/conflito-versao.tsx';
import { DESCARTAR_ALTERACOES } from '../../../components/dialogs/descartar-alteracoes-dialog.tsx';
import { mockApiDe } from '../../../test/api.ts';
import { escolherOpcao } from '../../../test/escolher.ts';
import type { MockHandler } from '../../../test/fetch-mock.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { makeServico } from '../../servicos/testing/fixtures.ts';
import { makeVendaDetalhada } from '../../vendas/testing/fixtures.tsx';
import { ALTERAR_REEMBOLSOS_TEXTS } from '../components/alterar-reembolsos-dialog.tsx';
import { DOCUMENTOS_TEXTS } from '../components/rac-documentos-dialog.tsx';
import { PROTOCOLOS_TEXTS } from '../components/rac-protocolos-dialog.tsx';
import { SERVICOS_RAC_TEXTS } from '../components/rac-servicos-dialog.tsx';
import { STATUS_RAC_TEXTS } from '../components/rac-status-dialog.tsx';
import { ACOES_RAC } from '../components/racs-colunas.tsx';
import { VISUALIZAR_RAC_TITULO } from '../components/visualizar-rac-dialog.tsx';
import { makeDocumento, makeProtocolo, makeRac, makeRacServico } from '../testing/fixtures.ts';

const CONSULTOR = makeUser();
const FINANCEIRO = makeUser({ id: 8, pertencente: ['financeiro'] });
const concluida = makeRac({ id: 14, status: 'finalizada', tipo: 'cancelamento' });

function api(extra: Record<string, MockHandler> = {}, user = CONSULTOR) {
  return mockApiDe(user, {
    'GET /api/vendas/42/': { body: makeVendaDetalhada() },
    'GET /api/vendas/42/chat_messages/': { body: [] },
    'GET /api/vendas/42/racs/': { body: [makeRac(), concluida] },
    ...extra,
  });
}

async function linhaDaRac(id: string) {
  const table = await screen.findByRole('table', { name: 'RACs da venda' });
  const linha = (await within(table).findByText(id)).closest('tr');
  if (!linha) throw new Error('sem linha');
  return linha;
}

/** Opens the sale's RACs and, on the row of the RAC `id`, the action `acao`: the dialog titled `titulo`. */
async function abrirAcaoDaRac(
  user: ReturnType<typeof userEvent.setup>,
  acao: (id: number) => string,
  titulo: string,
  id = '0012',
) {
  renderApp('/vendas/42/racs');
  await user.click(within(await linhaDaRac(id)).getByRole('button', { name: acao(Number(id)) }));
  return screen.findByRole('dialog', { name: titulo });
}

/** The discard question: Continuar editando or Descartar, then it is gone. */
async function responderDescarte(user: ReturnType<typeof userEvent.setup>, botao: string) {
  const pergunta = await screen.findByRole('dialog', { name: DESCARTAR_ALTERACOES.title });
  await user.click(within(pergunta).getByRole('button', { name: botao }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: DESCARTAR_ALTERACOES.title })).toBeNull());
}

afterEach(() => {
  vi.useRealTimers();
});

describe('RACs tab of a sale', () => {
  it('lists the sale’s RACs with their issuance, type, status and author', async () => {
    api();
    renderApp('/vendas/42/racs');
    const linha = await linhaDaRac('0012');
    expect(within(linha).getByRole('link', { name: '0055' })).toHaveAttribute('href', '/emissoes/55');
    expect(within(linha).getByText('Remarcação')).toBeInTheDocument();
    expect(within(linha).getByText('Solicitada')).toBeInTheDocument();
    expect(within(linha).getByText('Ana Souza')).toBeInTheDocument();
    const outra = await linhaDaRac('0014');
    expect(within(outra).getByText('Concluída')).toBeInTheDocument();
    expect(within(outra).getByText('Cancelamento')).toBeInTheDocument();
  });

  it('says when the sale has no RAC', async () => {
    api({ 'GET /api/vendas/42/racs/': { body: [] } });
    renderApp('/vendas/42/racs');
    expect(await screen.findByText(RAC_MESSAGES.vendaVazia)).toBeInTheDocument();
  });

  it('shows a RAC read-only with every field and payment line', async () => {
    api();
    const user = userEvent.setup();
    const dialog = await abrirAcaoDaRac(user, ACOES_RAC.visualizar, VISUALIZAR_RAC_TITULO);
    expect(within(dialog).getByText('R$ 150,00')).toBeInTheDocument();
    expect(within(dialog).getByText('20/03/2026')).toBeInTheDocument();
    expect(within(dialog).getByText('Multa da companhia')).toBeInTheDocument();
    expect(within(dialog).getByText('R$ 320,50')).toBeInTheDocument();
    expect(within(dialog).getByText('Pix')).toBeInTheDocument();
    expect(within(dialog).getByText('Diferença de tarifa')).toBeInTheDocument();
    const linhas = within(dialog).getByRole('table', { name: 'Pagamentos da RAC' });
    expect(within(linhas).getByText('Custo do bilhete')).toBeInTheDocument();
    expect(within(linhas).getByText('Transferência de crédito')).toBeInTheDocument();
    expect(within(linhas).getByText('Corporativo · Visa •••• 1234')).toBeInTheDocument();
    expect(within(linhas).getByText('RAV')).toBeInTheDocument();
    // nothing to edit
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Salvar' })).toBeNull();
  });

  it('shows how the RAC’s refunds are booked: to pay or paid, receivable or received', async () => {
    api({
      'GET /api/vendas/42/racs/': {
        body: [
          makeRac({
            estorno_cliente_valor: '800.00',
            estorno_fornecedor_valor: '600.00',
            estorno_fornecedor: { id: 9, nome: 'Consolidadora Sul' },
            reembolso_cliente: {
              ordem: 90,
              valor: '800.00',
              vencimento: '2027-01-10',
              status: 'pago',
              data_pagamento: '2027-01-08',
            },
            reembolso_fornecedor: {
              recebivel: 4,
              valor: '600.00',
              vencimento: '2027-01-05',
              status: 'aberto',
              data_recebimento: null,
            },
          }),
        ],
      },
    });
    const user = userEvent.setup();
    const dialog = await abrirAcaoDaRac(user, ACOES_RAC.visualizar, VISUALIZAR_RAC_TITULO);
    expect(within(dialog).getByText('R$ 800,00')).toBeInTheDocument();
    expect(within(dialog).getByText('Pago')).toBeInTheDocument();
    expect(within(dialog).getByText('Ordem 0090, paga em 08/01/2027')).toBeInTheDocument();
    expect(within(dialog).getByText('A receber')).toBeInTheDocument();
    expect(within(dialog).getByText('Recebível 0004, previsto para 05/01/2027')).toBeInTheDocument();
    expect(within(dialog).getByText(/Consolidadora Sul/)).toBeInTheDocument();
  });

  describe('refunds', () => {
    const reembolsando = makeRac({
      estorno_cliente_valor: '500.00',
      estorno_fornecedor_valor: '300.00',
      versao: 3,
    });
    const FORNECEDORES = [
      { id: 9, nome: 'Latam Cargo' },
      { id: 10, nome: 'Azul Viagens' },
    ];

    const abrirReembolsos = (user: ReturnType<typeof userEvent.setup>, id?: string) =>
      abrirAcaoDaRac(user, ACOES_RAC.visualizar, VISUALIZAR_RAC_TITULO, id);

    it('are changed by finance with the RAC’s version, the supplier chosen', async () => {
      const fetch = api(
        {
          'GET /api/vendas/42/racs/': { body: [reembolsando, concluida] },
          'GET /api/fornecedores/simples/': { body: FORNECEDORES },
          'PUT /api/racs/12/reembolsos/': { body: reembolsando },
        },
        FINANCEIRO,
      );
      const user = userEvent.setup();
      const ver = await abrirReembolsos(user);
      await user.click(within(ver).getByRole('button', { name: ALTERAR_REEMBOLSOS_TEXTS.acao }));
      const dialog = await screen.findByRole('dialog', { name: ALTERAR_REEMBOLSOS_TEXTS.titulo(12) });
      const cliente = within(dialog).getByRole('textbox', {
        name: ALTERAR_REEMBOLSOS_TEXTS.reembolsoCliente,
      });
      expect(cliente).toHaveValue('500,00');
      await user.clear(cliente);
      await user.type(cliente, '1.250,50');
      const fornecedor = within(dialog).getByRole('combobox', { name: ALTERAR_REEMBOLSOS_TEXTS.fornecedor });
      expect(fornecedor).toHaveAttribute('placeholder', ALTERAR_REEMBOLSOS_TEXTS.fornecedorDaEmissao);
      await user.click(fornecedor);
      await user.click(await screen.findByRole('option', { name: 'Azul Viagens' }));
      await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
      expect(await screen.findByText(RAC_REEMBOLSO_MESSAGES.valoresAlterados)).toBeInTheDocument();
      expect(fetch.callsTo('PUT', '/api/racs/12/reembolsos/')[0]?.body).toEqual({
        estorno_cliente_valor: '1250.50',
        estorno_cliente_data_previsto: '2026-03-18',
        estorno_fornecedor_valor: '300.00',
        estorno_fornecedor: 10,
        estorno_skyler_data_previsto: '2026-03-20',
        versao: 3,
      });
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: ALTERAR_REEMBOLSOS_TEXTS.titulo(12) })).toBeNull(),
      );
    });

    it('show a change made meanwhile as the version message, and a refusal at its field', async () => {
      const teto = 'O reembolso não pode passar do que ainda pode ser reembolsado desta emissão (R$ 800,00).';
      const respostas = [
        { status: 409, body: { detail: MENSAGEM_VERSAO } },
        { status: 400, body: { detail: teto, errors: { estorno_cliente_valor: [teto] } } },
      ];
      api(
        {
          'GET /api/vendas/42/racs/': { body: [reembolsando, concluida] },
          'GET /api/fornecedores/simples/': { body: FORNECEDORES },
          'PUT /api/racs/12/reembolsos/': () => respostas.shift() ?? { status: 500 },
        },
        FINANCEIRO,
      );
      const user = userEvent.setup();
      const ver = await abrirReembolsos(user);
      await user.click(within(ver).getByRole('button', { name: ALTERAR_REEMBOLSOS_TEXTS.acao }));
      const dialog = await screen.findByRole('dialog', { name: ALTERAR_REEMBOLSOS_TEXTS.titulo(12) });
      await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
      // said once, by the dialog's alert with Recarregar, the form kept
      expect(await within(dialog).findByText(CONFLITO_TEXTS.titulo)).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: CONFLITO_TEXTS.recarregar })).toBeInTheDocument();
      expect(screen.queryByText(MENSAGEM_VERSAO)).toBeNull();
      expect(screen.getByRole('dialog', { name: ALTERAR_REEMBOLSOS_TEXTS.titulo(12) })).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
      expect(
        await within(dialog).findByRole('textbox', { name: ALTERAR_REEMBOLSOS_TEXTS.reembolsoCliente }),
      ).toHaveAccessibleDescription(teto);
    });

    it('after a change made meanwhile, Recarregar lets the next save pass on the current version', async () => {
      let alterada = false;
      const fetch = api(
        {
          'GET /api/vendas/42/racs/': () => ({
            body: [alterada ? { ...reembolsando, versao: 4 } : reembolsando, concluida],
          }),
          'GET /api/fornecedores/simples/': { body: FORNECEDORES },
          'PUT /api/racs/12/reembolsos/': ({ body }) => {
            alterada = true;
            return (body as { versao: number }).versao === 4
              ? { body: { ...reembolsando, versao: 5 } }
              : { status: 409, body: { detail: MENSAGEM_VERSAO, versao_atual: 4 } };
          },
        },
        FINANCEIRO,
      );
      const user = userEvent.setup();
      const ver = await abrirReembolsos(user);
      await user.click(within(ver).getByRole('button', { name: ALTERAR_REEMBOLSOS_TEXTS.acao }));
      const dialog = await screen.findByRole('dialog', { name: ALTERAR_REEMBOLSOS_TEXTS.titulo(12) });
      const cliente = within(dialog).getByRole('textbox', {
        name: ALTERAR_REEMBOLSOS_TEXTS.reembolsoCliente,
      });
      await user.clear(cliente);
      await user.type(cliente, '1.250,50');
      await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
      expect(await within(dialog).findByText(CONFLITO_TEXTS.titulo)).toBeInTheDocument();
      // saved again without reloading: still the version the dialog read, refused again
      await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
      await waitFor(() => expect(fetch.callsTo('PUT', '/api/racs/12/reembolsos/')).toHaveLength(2));
      await user.click(within(dialog).getByRole('button', { name: CONFLITO_TEXTS.recarregar }));
      expect(await within(dialog).findByText(CONFLITO_TEXTS.recarregado)).toBeInTheDocument();
      expect(
        within(dialog).getByRole('textbox', { name: ALTERAR_REEMBOLSOS_TEXTS.reembolsoCliente }),
      ).toHaveValue('1.250,50');
      await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
      expect(await screen.findByText(RAC_REEMBOLSO_MESSAGES.valoresAlterados)).toBeInTheDocument();
      expect(
        fetch.callsTo('PUT', '/api/racs/12/reembolsos/').map((c) => (c.body as { versao: number }).versao),
      ).toEqual([3, 3, 4]);
    });

    it('are not offered on a concluded RAC', async () => {
      api({}, FINANCEIRO);
      const user = userEvent.setup();
      const ver = await abrirReembolsos(user, '0014');
      expect(within(ver).queryByRole('button', { name: ALTERAR_REEMBOLSOS_TEXTS.acao })).toBeNull();
      await user.click(within(ver).getByRole('button', { name: 'Fechar' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: VISUALIZAR_RAC_TITULO })).toBeNull());
      await user.click(
        within(await linhaDaRac('0012')).getByRole('button', { name: ACOES_RAC.visualizar(12) }),
      );
      const aberta = await screen.findByRole('dialog', { name: VISUALIZAR_RAC_TITULO });
      expect(within(aberta).getByRole('button', { name: ALTERAR_REEMBOLSOS_TEXTS.acao })).toBeInTheDocument();
    });

    it('are not offered to a consultant', async () => {
      api();
      const user = userEvent.setup();
      const ver = await abrirReembolsos(user);
      expect(within(ver).queryByRole('button', { name: ALTERAR_REEMBOLSOS_TEXTS.acao })).toBeNull();
    });

    it('ask before dropping a change', async () => {
      api({ 'GET /api/fornecedores/simples/': { body: FORNECEDORES } }, FINANCEIRO);
      const user = userEvent.setup();
      const ver = await abrirReembolsos(user);
      await user.click(within(ver).getByRole('button', { name: ALTERAR_REEMBOLSOS_TEXTS.acao }));
      const dialog = await screen.findByRole('dialog', { name: ALTERAR_REEMBOLSOS_TEXTS.titulo(12) });
      const cliente = within(dialog).getByRole('textbox', {
        name: ALTERAR_REEMBOLSOS_TEXTS.reembolsoCliente,
      });
      await user.type(cliente, '9');
      await user.keyboard('{Escape}');
      const pergunta = await screen.findByRole('dialog', { name: DESCARTAR_ALTERACOES.title });
      await user.click(within(pergunta).getByRole('button', { name: DESCARTAR_ALTERACOES.cancel }));
      expect(cliente).toHaveValue('0,009');
    });
  });

  describe('status', () => {
    it('cannot be changed by a consultant', async () => {
      api();
      renderApp('/vendas/42/racs');
      const linha = await linhaDaRac('0012');
      expect(within(linha).getByRole('button', { name: ACOES_RAC.status(12) })).toBeDisabled();
    });

    it('is moved by finance to one of the valid next statuses', async () => {
      const fetch = api(
        { 'POST /api/racs/12/status/': { body: makeRac({ status: 'em_processo' }) } },
        FINANCEIRO,
      );
      const user = userEvent.setup();
      renderApp('/vendas/42/racs');
      // a concluded RAC has no next status
      expect(
        within(await linhaDaRac('0014')).getByRole('button', { name: ACOES_RAC.status(14) }),
      ).toBeDisabled();
      const linha = await linhaDaRac('0012');
      await user.click(within(linha).getByRole('button', { name: ACOES_RAC.status(12) }));
      const dialog = await screen.findByRole('dialog', { name: STATUS_RAC_TEXTS.titulo(12) });
      expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeDisabled();
      await user.click(within(dialog).getByRole('combobox', { name: STATUS_RAC_TEXTS.novo }));
      const opcoes = await screen.findAllByRole('option');
      expect(opcoes.map((o) => o.textContent)).toEqual(['Liberada']);
      await user.click(opcoes[0] as HTMLElement);
      // a status chosen is not dropped without a word
      await user.keyboard('{Escape}');
      const pergunta = await screen.findByRole('dialog', { name: DESCARTAR_ALTERACOES.title });
      await user.click(within(pergunta).getByRole('button', { name: DESCARTAR_ALTERACOES.cancel }));
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: DESCARTAR_ALTERACOES.title })).toBeNull(),
      );
      expect(within(dialog).getByRole('combobox', { name: STATUS_RAC_TEXTS.novo })).toHaveTextContent(
        'Liberada',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
      expect(await screen.findByText(RAC_MESSAGES.statusAdicionado)).toBeInTheDocument();
      expect(fetch.callsTo('POST', '/api/racs/12/status/')[0]?.body).toEqual({ status: 'em_processo' });
    });

    it('shows the server’s refusal in an alert', async () => {
      api(
        {
          'POST /api/racs/12/status/': {
            status: 403,
            body: { detail: RAC_MESSAGES.somenteFinanceiro },
          },
        },
        FINANCEIRO,
      );
      const user = userEvent.setup();
      const dialog = await abrirAcaoDaRac(user, ACOES_RAC.status, STATUS_RAC_TEXTS.titulo(12));
      await escolherOpcao(
        user,
        within(dialog).getByRole('combobox', { name: STATUS_RAC_TEXTS.novo }),
        'Liberada',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
      const alerta = await screen.findByRole('alertdialog');
      expect(within(alerta).getByText(RAC_MESSAGES.somenteFinanceiro)).toBeInTheDocument();
    });
  });

  describe('protocols', () => {
    it('lists them and adds one only with a name of 10+ and a description of 20 to 500', async () => {
      const fetch = api({
        'GET /api/racs/12/protocolos/': { body: [makeProtocolo()] },
        'POST /api/racs/12/protocolos/': { status: 201, body: makeProtocolo({ id: 2 }) },
      });
      const user = userEvent.setup();
      const dialog = await abrirAcaoDaRac(user, ACOES_RAC.protocolos, PROTOCOLOS_TEXTS.titulo(12));
      expect(await within(dialog).findByText('Protocolo LATAM 998877')).toBeInTheDocument();
      expect(within(dialog).getByText('13/03/2026')).toBeInTheDocument();
      const adicionar = within(dialog).getByRole('button', { name: PROTOCOLOS_TEXTS.adicionar });
      expect(adicionar).toBeDisabled();
      await user.type(within(dialog).getByRole('textbox', { name: PROTOCOLOS_TEXTS.nome }), 'Curto');
      expect(within(dialog).getByText(RAC_MESSAGES.minimo10)).toBeInTheDocument();
      await user.type(within(dialog).getByRole('textbox', { name: PROTOCOLOS_TEXTS.nome }), ' demais 1');
      await user.type(
        within(dialog).getByRole('textbox', { name: PROTOCOLOS_TEXTS.descricao }),
        'Pouco texto',
      );
      expect(within(dialog).getByText(RAC_MESSAGES.descricaoTamanho)).toBeInTheDocument();
      expect(adicionar).toBeDisabled();
      await user.type(
        within(dialog).getByRole('textbox', { name: PROTOCOLOS_TEXTS.descricao }),
        ' para a companhia',
      );
      expect(adicionar).toBeEnabled();
      await user.type(within(dialog).getByRole('textbox', { name: PROTOCOLOS_TEXTS.data }), '14032026');
      // what is typed and not yet added is not dropped without a word
      await user.keyboard('{Escape}');
      await responderDescarte(user, DESCARTAR_ALTERACOES.cancel);
      expect(within(dialog).getByRole('textbox', { name: PROTOCOLOS_TEXTS.nome })).toHaveValue(
        'Curto demais 1',
      );
      await user.click(adicionar);
      expect(await screen.findByText(RAC_MESSAGES.protocoloCadastrado)).toBeInTheDocument();
      expect(fetch.callsTo('POST', '/api/racs/12/protocolos/')[0]?.body).toEqual({
        nome: 'Curto demais 1',
        descricao: 'Pouco texto para a companhia',
        data: '2026-03-14',
      });
      // what was added is no longer a change: Escape closes at once
      await user.keyboard('{Escape}');
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: PROTOCOLOS_TEXTS.titulo(12) })).toBeNull(),
      );
      expect(screen.queryByRole('dialog', { name: DESCARTAR_ALTERACOES.title })).toBeNull();
    });

    it('empties the form 2 s after adding', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      api({
        'GET /api/racs/12/protocolos/': { body: [] },
        'POST /api/racs/12/protocolos/': { status: 201, body: makeProtocolo() },
      });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const dialog = await abrirAcaoDaRac(user, ACOES_RAC.protocolos, PROTOCOLOS_TEXTS.titulo(12));
      const nome = within(dialog).getByRole('textbox', { name: PROTOCOLOS_TEXTS.nome });
      await user.type(nome, 'Protocolo 123456');
      await user.type(
        within(dialog).getByRole('textbox', { name: PROTOCOLOS_TEXTS.descricao }),
        'Descrição longa o bastante',
      );
      await user.click(within(dialog).getByRole('button', { name: PROTOCOLOS_TEXTS.adicionar }));
      expect(await screen.findByText(RAC_MESSAGES.protocoloCadastrado)).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(RAC_FORM_RESET_MS - 300);
      });
      expect(nome).toHaveValue('Protocolo 123456');
      // meanwhile it cannot be sent twice
      expect(within(dialog).getByRole('button', { name: PROTOCOLOS_TEXTS.adicionar })).toBeDisabled();
      act(() => {
        vi.advanceTimersByTime(400);
      });
      await waitFor(() => expect(nome).toHaveValue(''));
      expect(within(dialog).getByRole('textbox', { name: PROTOCOLOS_TEXTS.descricao })).toHaveValue('');
    });

    it('shows the server’s refusal in an alert with its field messages', async () => {
      api({
        'GET /api/racs/12/protocolos/': { body: [] },
        'POST /api/racs/12/protocolos/': {
          status: 400,
          body: { detail: 'Dados inválidos.', errors: { descricao: [RAC_MESSAGES.descricaoTamanho] } },
        },
      });
      const user = userEvent.setup();
      const dialog = await abrirAcaoDaRac(user, ACOES_RAC.protocolos, PROTOCOLOS_TEXTS.titulo(12));
      await user.type(
        within(dialog).getByRole('textbox', { name: PROTOCOLOS_TEXTS.nome }),
        'Protocolo 123456',
      );
      await user.type(
        within(dialog).getByRole('textbox', { name: PROTOCOLOS_TEXTS.descricao }),
        'Descrição longa o bastante',
      );
      await user.click(within(dialog).getByRole('button', { name: PROTOCOLOS_TEXTS.adicionar }));
      const alerta = await screen.findByRole('alertdialog');
      expect(within(alerta).getByText('Dados inválidos.')).toBeInTheDocument();
      expect(within(alerta).getByText(`descricao: ${RAC_MESSAGES.descricaoTamanho}`)).toBeInTheDocument();
    });

    it('are not added to a concluded RAC', async () => {
      api({ 'GET /api/racs/14/protocolos/': { body: [] } });
      const user = userEvent.setup();
      const dialog = await abrirAcaoDaRac(user, ACOES_RAC.protocolos, PROTOCOLOS_TEXTS.titulo(14), '0014');
      expect(await within(dialog).findByText(PROTOCOLOS_TEXTS.vazio)).toBeInTheDocument();
      expect(within(dialog).getByText(RAC_MESSAGES.finalizada)).toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: PROTOCOLOS_TEXTS.adicionar })).toBeNull();
    });
  });

  describe('documents', () => {
    it('lists them with a link to view each and adds one with a type of 10+ and a file', async () => {
      const fetch = api({
        'GET /api/racs/12/documentos/': { body: [makeDocumento()] },
        'POST /api/racs/12/documentos/': { status: 201, body: makeDocumento({ id: 2 }) },
      });
      const user = userEvent.setup();
      const dialog = await abrirAcaoDaRac(user, ACOES_RAC.documentos, DOCUMENTOS_TEXTS.titulo(12));
      expect(
        await within(dialog).findByRole('link', { name: DOCUMENTOS_TEXTS.ver('Comprovante de multa') }),
      ).toHaveAttribute('href', '/api/racs/documentos/1/arquivo/');
      // the file's type in Portuguese, not its content type
      expect(within(dialog).getByText('· PDF')).toBeInTheDocument();
      const adicionar = within(dialog).getByRole('button', { name: DOCUMENTOS_TEXTS.adicionar });
      const tipo = within(dialog).getByRole('textbox', { name: DOCUMENTOS_TEXTS.tipo });
      await user.type(tipo, 'Recibo');
      expect(within(dialog).getByText(RAC_MESSAGES.minimo10)).toBeInTheDocument();
      const arquivo = new File(['%PDF-1.4'], 'recibo.pdf', { type: 'application/pdf' });
      await user.upload(within(dialog).getByLabelText(DOCUMENTOS_TEXTS.arquivo), arquivo);
      expect(within(dialog).getByText('recibo.pdf')).toBeInTheDocument();
      expect(adicionar).toBeDisabled();
      await user.type(tipo, ' da multa');
      expect(adicionar).toBeEnabled();
      await user.click(adicionar);
      expect(await screen.findByText(RAC_MESSAGES.documentoCadastrado)).toBeInTheDocument();
      const enviado = fetch.callsTo('POST', '/api/racs/12/documentos/')[0]?.body;
      expect(enviado).toBeInstanceOf(FormData);
      expect((enviado as FormData).get('tipo')).toBe('Recibo da multa');
      expect(((enviado as FormData).get('documento') as File).name).toBe('recibo.pdf');
    });

    it('keeps add disabled without a file', async () => {
      api({ 'GET /api/racs/12/documentos/': { body: [] } });
      const user = userEvent.setup();
      const dialog = await abrirAcaoDaRac(user, ACOES_RAC.documentos, DOCUMENTOS_TEXTS.titulo(12));
      expect(await within(dialog).findByText(DOCUMENTOS_TEXTS.vazio)).toBeInTheDocument();
      await user.type(
        within(dialog).getByRole('textbox', { name: DOCUMENTOS_TEXTS.tipo }),
        'Comprovante de multa',
      );
      expect(within(dialog).getByRole('button', { name: DOCUMENTOS_TEXTS.adicionar })).toBeDisabled();
      // Fechar asks before dropping the type typed; Descartar closes
      await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
      await responderDescarte(user, DESCARTAR_ALTERACOES.confirm);
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: DOCUMENTOS_TEXTS.titulo(12) })).toBeNull(),
      );
    });
  });

  describe('related services', () => {
    it('lists them and links another service of the sale, asking before a choice not linked is dropped', async () => {
      const fetch = api({
        'GET /api/racs/12/servicos/': { body: [makeRacServico()] },
        'GET /api/vendas/42/servicos/': {
          body: [
            makeServico(),
            makeServico({ id: 32, cotacao: { ...makeServico().cotacao, id: 6, descricao: 'Transfer' } }),
          ],
        },
        'PUT /api/racs/12/servicos/': {
          body: [
            makeRacServico(),
            makeRacServico({ id: 2, servico: { id: 32, status: 'emissao', descricao: 'Transfer' } }),
          ],
        },
      });
      const user = userEvent.setup();
      const { router } = renderApp('/vendas/42/racs');
      await user.click(
        within(await linhaDaRac('0012')).getByRole('button', { name: ACOES_RAC.servicos(12) }),
      );
      const dialog = await screen.findByRole('dialog', { name: SERVICOS_RAC_TEXTS.titulo(12) });
      const tabela = await within(dialog).findByRole('table', { name: 'Serviços relacionados' });
      expect(within(tabela).getByText('0031')).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: SERVICOS_RAC_TEXTS.adicionar })).toBeDisabled();
      await user.click(within(dialog).getByRole('combobox', { name: SERVICOS_RAC_TEXTS.servico }));
      // the service already linked is not offered again
      const opcoes = await screen.findAllByRole('option');
      expect(opcoes.map((o) => o.textContent)).toEqual(['0032 · Transfer']);
      await user.click(opcoes[0] as HTMLElement);
      // a service chosen and not yet linked: a click outside asks first
      const fundo = document.querySelector<HTMLElement>('.MuiBackdrop-root:not(.MuiBackdrop-invisible)');
      expect(fundo).not.toBeNull();
      await user.click(fundo as HTMLElement);
      await responderDescarte(user, DESCARTAR_ALTERACOES.cancel);
      // an Esc that closes the open list keeps the dialog; the next one asks
      await user.click(within(dialog).getByRole('combobox', { name: SERVICOS_RAC_TEXTS.servico }));
      expect(await screen.findByRole('listbox')).toBeInTheDocument();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
      expect(screen.queryByRole('dialog', { name: DESCARTAR_ALTERACOES.title })).toBeNull();
      await user.keyboard('{Escape}');
      await responderDescarte(user, DESCARTAR_ALTERACOES.cancel);
      // and so does the browser's Back
      await act(() => router.navigate('/vendas/42/racs?pagina=1'));
      await act(() => router.navigate(-1));
      await responderDescarte(user, DESCARTAR_ALTERACOES.cancel);
      expect(router.state.location.search).toBe('?pagina=1');
      await user.click(within(dialog).getByRole('button', { name: SERVICOS_RAC_TEXTS.adicionar }));
      expect(await screen.findByText(RAC_MESSAGES.servicoCadastrado)).toBeInTheDocument();
      expect(fetch.callsTo('PUT', '/api/racs/12/servicos/')[0]?.body).toEqual({ servico: 32 });
    });
  });
});

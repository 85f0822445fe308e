import { EMISSAO_MESSAGES } from '@skyler/domain/emissoes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DESCARTAR_ALTERACOES } from '../../../components/dialogs/descartar-alteracoes-dialog.tsx';
import { mockApiDe } from '../../../test/api.ts';
import { esperaPerguntarAntesDeDescartar } from '../../../test/descartar.ts';
import type { MockHandler } from '../../../test/fetch-mock.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { makeVendaDetalhada } from '../../vendas/testing/fixtures.tsx';
import { ANEXOS_TEXTOS } from '../components/aba-anexos.tsx';
import { BENEFICIARIOS_TEXTOS } from '../components/aba-beneficiarios.tsx';
import { PAGAMENTOS_TEXTOS } from '../components/aba-pagamentos.tsx';
import { ANEXO_TEXTOS } from '../components/anexo-dialog.tsx';
import {
  CARTOES,
  makeAnexo,
  makeBeneficiarioEmissao,
  makeEmissaoDetalhe,
  makeLinhaPagamento,
} from '../testing/fixtures.ts';

const EMISSOR = makeUser({ id: 12, perfil_user: ['emissor'] });

function api(extra: Record<string, MockHandler> = {}, emissao = makeEmissaoDetalhe()) {
  return mockApiDe(EMISSOR, {
    'GET /api/vendas/42/': { body: makeVendaDetalhada() },
    'GET /api/emissoes/5/': { body: emissao },
    'GET /api/emissoes/5/emissores/': { body: [] },
    ...extra,
  });
}

async function abrirAba(nome: string) {
  const user = userEvent.setup();
  renderApp('/emissoes/5');
  await user.click(await screen.findByRole('tab', { name: nome }));
  return user;
}

const ADRIANA = 'Adriana Pinto Almeida';
/** the passenger's summary, named by its text: the name, then the CPF, birth date and passport */
const resumo = (nome: string) => ({ name: new RegExp(`^${nome} CPF:`) });

describe('Beneficiários tab', () => {
  it('shows each passenger’s data and copies it', async () => {
    api({ 'GET /api/emissoes/5/beneficiarios/': { body: [makeBeneficiarioEmissao()] } });
    const user = await abrirAba('Beneficiários');
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const passageiro = await screen.findByRole('button', resumo(ADRIANA));
    expect(within(passageiro).getByText('CPF: 588.761.234-74')).toBeInTheDocument();
    expect(within(passageiro).getByText('Nascimento: 25/02/1961')).toBeInTheDocument();
    expect(
      within(passageiro).getByText(/FZ123456 \(emissão 10\/01\/2020, validade 09\/01\/2030\)/),
    ).toBeInTheDocument();
    // no control inside the summary's button: the copy and the contact's link are in the opened passenger
    expect(within(passageiro).queryByRole('button')).toBeNull();
    expect(within(passageiro).queryByRole('link')).toBeNull();
    await user.click(passageiro);
    expect(screen.getByRole('link', { name: BENEFICIARIOS_TEXTOS.contato(ADRIANA) })).toHaveAttribute(
      'href',
      '/contatos/218',
    );
    await user.click(screen.getByRole('button', { name: BENEFICIARIOS_TEXTOS.copiar(ADRIANA) }));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('CPF: 588.761.234-74'));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining(`Nome: ${ADRIANA}`));
    expect(await screen.findByText(EMISSAO_MESSAGES.beneficiarioCopiado)).toBeInTheDocument();
  });

  it('saves every changed passenger with one Salvar, each with the version read', async () => {
    const bruno = makeBeneficiarioEmissao({
      id: 62,
      versao: 3,
      contato: { ...makeBeneficiarioEmissao().contato, id: 219, nome: 'Bruno', sobrenome: 'Lima' },
    });
    const fetch = api({
      'GET /api/emissoes/5/beneficiarios/': { body: [makeBeneficiarioEmissao(), bruno] },
      'PUT /api/emissoes/5/beneficiarios/lote/': {
        body: [
          makeBeneficiarioEmissao({ eticket: '0471234567890', versao: 2 }),
          { ...bruno, assento: '12A' },
        ],
      },
    });
    const user = await abrirAba('Beneficiários');
    await user.click(await screen.findByRole('button', resumo(ADRIANA)));
    await user.click(screen.getByRole('button', resumo('Bruno Lima')));
    const [eticketAdriana, eticketBruno] = screen.getAllByRole('textbox', { name: 'E-Ticket' });
    const [, assentoBruno] = screen.getAllByRole('textbox', { name: 'Assento' });
    expect(screen.getAllByRole('textbox', { name: 'Tipo de assento' })).toHaveLength(2);
    expect(screen.queryByRole('textbox', { name: 'Tipo de quarto' })).toBeNull();
    const salvar = screen.getByRole('button', { name: BENEFICIARIOS_TEXTOS.salvar });
    expect(salvar).toBeDisabled();

    await user.type(eticketAdriana as HTMLElement, '0471234567890');
    await user.type(assentoBruno as HTMLElement, '12A');
    expect(eticketBruno).toHaveValue('');
    await user.click(salvar);
    expect(await screen.findByText(EMISSAO_MESSAGES.beneficiarioAtualizado)).toBeInTheDocument();
    expect(fetch.callsTo('PUT', '/api/emissoes/5/beneficiarios/lote/')).toHaveLength(1);
    expect(fetch.callsTo('PUT', '/api/emissoes/5/beneficiarios/lote/')[0]?.body).toEqual({
      beneficiarios: [
        { id: 61, versao: 1, eticket: '0471234567890' },
        { id: 62, versao: 3, assento: '12A' },
      ],
    });
    await waitFor(() => expect(salvar).toBeDisabled());
  });

  it('keeps what was typed when the save is refused, saying why', async () => {
    let status = 409;
    api({
      'GET /api/emissoes/5/beneficiarios/': { body: [makeBeneficiarioEmissao()] },
      'PUT /api/emissoes/5/beneficiarios/lote/': () => ({ status, body: { detail: 'Recusado.' } }),
    });
    const user = await abrirAba('Beneficiários');
    await user.click(await screen.findByRole('button', resumo(ADRIANA)));
    const assento = screen.getByRole('textbox', { name: 'Assento' });
    await user.type(assento, '12A{Enter}');
    expect(
      await screen.findByText(`${EMISSAO_MESSAGES.beneficiarioNaoAlterado} Recusado.`),
    ).toBeInTheDocument();
    expect(assento).toHaveValue('12A');
    status = 500;
    await user.click(screen.getByRole('button', { name: BENEFICIARIOS_TEXTOS.salvar }));
    expect(
      await screen.findByText(`${EMISSAO_MESSAGES.erroAtualizarBeneficiario} Recusado.`),
    ).toBeInTheDocument();
    expect(assento).toHaveValue('12A');
  });

  it('records the room type of a hotel’s guests and removes a guest after confirming', async () => {
    const fetch = api(
      {
        'GET /api/emissoes/5/beneficiarios/': { body: [makeBeneficiarioEmissao()] },
        'DELETE /api/emissoes/5/beneficiarios/61/': { body: { detail: 'Beneficiário removido da emissão.' } },
      },
      makeEmissaoDetalhe({ tipo: 'emissao_hotel', subcotacao_voo: null }),
    );
    const user = await abrirAba('Hóspedes');
    await user.click(await screen.findByRole('button', resumo(ADRIANA)));
    expect(screen.getByRole('textbox', { name: 'Tipo de quarto' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Assento' })).toBeNull();
    await user.click(screen.getByRole('button', { name: BENEFICIARIOS_TEXTOS.remover(ADRIANA) }));
    const dialog = await screen.findByRole('dialog', { name: BENEFICIARIOS_TEXTOS.removerTitulo });
    expect(within(dialog).getByText(BENEFICIARIOS_TEXTOS.removerPergunta(ADRIANA))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Beneficiário removido da emissão.')).toBeInTheDocument();
    expect(fetch.callsTo('DELETE', '/api/emissoes/5/beneficiarios/61/')).toHaveLength(1);
  });

  it('is read-only outside the queue', async () => {
    api(
      { 'GET /api/emissoes/5/beneficiarios/': { body: [makeBeneficiarioEmissao({ eticket: '047' })] } },
      makeEmissaoDetalhe({ status: 'finalizada', editavel: false }),
    );
    const user = await abrirAba('Beneficiários');
    await user.click(await screen.findByRole('button', resumo(ADRIANA)));
    expect(screen.getByRole('textbox', { name: 'E-Ticket' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'E-Ticket' })).toHaveValue('047');
    expect(screen.getByRole('button', { name: BENEFICIARIOS_TEXTOS.remover(ADRIANA) })).toBeDisabled();
  });

  it('says when the beneficiaries cannot be read', async () => {
    api({ 'GET /api/emissoes/5/beneficiarios/': { status: 500, body: { detail: 'x' } } });
    await abrirAba('Beneficiários');
    expect(await screen.findByText(EMISSAO_MESSAGES.erroBeneficiarios)).toBeInTheDocument();
  });
});

describe('Vouchers e demais documentos tab', () => {
  it('says when there is no document, and requires a name and a file', async () => {
    const fetch = api({
      'GET /api/emissoes/5/anexos/': { body: [] },
      'POST /api/emissoes/5/anexos/': { status: 201, body: makeAnexo() },
    });
    const user = await abrirAba('Vouchers e demais documentos');
    expect(await screen.findByText(EMISSAO_MESSAGES.anexosVazio)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ANEXO_TEXTOS.titulo }));
    const dialog = await screen.findByRole('dialog', { name: ANEXO_TEXTOS.titulo });
    await user.click(within(dialog).getByRole('button', { name: ANEXO_TEXTOS.enviar }));
    expect(await within(dialog).findByText(EMISSAO_MESSAGES.anexoNome)).toBeInTheDocument();
    expect(within(dialog).getByText(EMISSAO_MESSAGES.anexoDocumento)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/emissoes/5/anexos/')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: ANEXO_TEXTOS.nome }), 'Voucher TAP');
    const arquivo = new File(['%PDF-1.4'], 'voucher.pdf', { type: 'application/pdf' });
    await user.upload(within(dialog).getByLabelText(ANEXO_TEXTOS.arquivo), arquivo);
    expect(within(dialog).getByText('voucher.pdf')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: ANEXO_TEXTOS.enviar }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const body = fetch.callsTo('POST', '/api/emissoes/5/anexos/')[0]?.body as FormData;
    expect(body.get('nome')).toBe('Voucher TAP');
    expect((body.get('arquivo') as File).name).toBe('voucher.pdf');
  });

  it('asks before dropping a filled form', async () => {
    api({ 'GET /api/emissoes/5/anexos/': { body: [] } });
    const user = await abrirAba('Vouchers e demais documentos');
    await user.click(await screen.findByRole('button', { name: ANEXO_TEXTOS.titulo }));
    const dialog = await screen.findByRole('dialog', { name: ANEXO_TEXTOS.titulo });
    const nome = within(dialog).getByRole('textbox', { name: ANEXO_TEXTOS.nome });
    await esperaPerguntarAntesDeDescartar(user, nome, 'Seguro', EMISSAO_MESSAGES.anexoCancelarConfirmar);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await user.click(await screen.findByRole('button', { name: DESCARTAR_ALTERACOES.confirm }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lists the documents to view and deletes one after confirming', async () => {
    const fetch = api({
      'GET /api/emissoes/5/anexos/': { body: [makeAnexo()] },
      'DELETE /api/anexos/90/': { body: { detail: 'Documento deletado.' } },
    });
    const user = await abrirAba('Vouchers e demais documentos');
    const tabela = await screen.findByRole('table', { name: ANEXOS_TEXTOS.tabela });
    expect(within(tabela).getByText('Eduardo Emissor')).toBeInTheDocument();
    // the file's type in Portuguese, not its content type
    expect(within(tabela).getByRole('cell', { name: 'PDF' })).toBeInTheDocument();
    expect(within(tabela).queryByText('application/pdf')).toBeNull();
    expect(within(tabela).getByRole('link', { name: ANEXOS_TEXTOS.ver('Voucher TAP') })).toHaveAttribute(
      'href',
      '/api/anexos/90/arquivo/',
    );
    await user.click(within(tabela).getByRole('button', { name: ANEXOS_TEXTOS.deletar('Voucher TAP') }));
    const dialog = await screen.findByRole('dialog', { name: ANEXOS_TEXTOS.deletarTitulo });
    expect(within(dialog).getByText(EMISSAO_MESSAGES.anexoDeletarConfirmar)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Documento deletado.')).toBeInTheDocument();
    expect(fetch.callsTo('DELETE', '/api/anexos/90/')).toHaveLength(1);
  });

  it('neither attaches nor deletes outside the queue', async () => {
    api(
      { 'GET /api/emissoes/5/anexos/': { body: [makeAnexo()] } },
      makeEmissaoDetalhe({ status: 'cancelada', editavel: false }),
    );
    await abrirAba('Vouchers e demais documentos');
    expect(await screen.findByRole('button', { name: ANEXOS_TEXTOS.deletar('Voucher TAP') })).toBeDisabled();
    expect(screen.getByRole('button', { name: ANEXO_TEXTOS.titulo })).toBeDisabled();
    expect(screen.getByRole('link', { name: ANEXOS_TEXTOS.ver('Voucher TAP') })).toBeInTheDocument();
  });
});

describe('Pagamentos tab', () => {
  const milha = makeEmissaoDetalhe({
    tipo: 'emissao_voo_milha',
    campos_formadores: [
      { campo_formador: 'milheiro', valor: '1500.00', responsavel_fixo: 'skyler', cartao_permitido: false },
      {
        campo_formador: 'custo_taxa_embarque',
        valor: '250.50',
        responsavel_fixo: null,
        cartao_permitido: true,
      },
      { campo_formador: 'rav', valor: '0.00', responsavel_fixo: null, cartao_permitido: true },
    ],
  });
  const quemPaga = (campo: string) =>
    screen.getByRole('combobox', { name: PAGAMENTOS_TEXTOS.quemPaga(campo) });
  const cartao = (campo: string) => screen.queryByRole('combobox', { name: PAGAMENTOS_TEXTOS.cartao(campo) });

  it('offers one line per forming field with its value; the agency’s own fields fixed and without card', async () => {
    api(
      {
        'GET /api/emissoes/5/pagamentos/': { body: [] },
        'GET /api/cartoes/': { body: CARTOES },
      },
      milha,
    );
    await abrirAba('Pagamentos');
    expect(await screen.findByRole('heading', { name: PAGAMENTOS_TEXTOS.titulo })).toBeInTheDocument();
    const tabela = await screen.findByRole('table', { name: PAGAMENTOS_TEXTOS.tabela });
    expect(within(tabela).getByText('Milheiro')).toBeInTheDocument();
    expect(within(tabela).getByText('R$ 1.500,00')).toBeInTheDocument();
    expect(within(tabela).getByText('R$ 250,50')).toBeInTheDocument();
    expect(within(tabela).getByText('RAV')).toBeInTheDocument();
    expect(quemPaga('Milheiro')).toHaveTextContent('Agência');
    expect(quemPaga('Milheiro')).toHaveAttribute('aria-disabled', 'true');
    expect(cartao('Milheiro')).toBeNull();
    // a field not saved yet comes prefilled with the agency, which sold the service
    expect(quemPaga('Taxa de embarque')).toHaveTextContent('Agência');
    expect(quemPaga('RAV')).toHaveTextContent('Agência');
  });

  it('offers the active cards only when the agency pays, and saves the whole list', async () => {
    const fetch = api(
      {
        'GET /api/emissoes/5/pagamentos/': { body: [] },
        'GET /api/cartoes/': { body: CARTOES },
        'POST /api/emissoes/5/pagamentos/': { body: [] },
      },
      milha,
    );
    const user = await abrirAba('Pagamentos');
    await screen.findByRole('table', { name: PAGAMENTOS_TEXTOS.tabela });
    await user.click(quemPaga('RAV'));
    await user.click(await screen.findByRole('option', { name: 'Cliente' }));
    const escolha = cartao('Taxa de embarque');
    if (!escolha) throw new Error('sem cartão');
    await user.click(escolha);
    expect(await screen.findAllByRole('option')).toHaveLength(3);
    await user.click(screen.getByRole('option', { name: 'Reserva · Mastercard ···· 5454' }));
    await user.click(screen.getByRole('button', { name: PAGAMENTOS_TEXTOS.salvar }));
    expect(await screen.findByText(EMISSAO_MESSAGES.pagamentoRegistrado)).toBeInTheDocument();
    expect(fetch.callsTo('GET', '/api/cartoes/')[0]?.url.searchParams.get('ativo')).toBe('true');
    expect(fetch.callsTo('POST', '/api/emissoes/5/pagamentos/')[0]?.body).toEqual({
      pagamentos: [
        { campo_formador: 'milheiro', responsavel: 'skyler', cartao: null },
        { campo_formador: 'custo_taxa_embarque', responsavel: 'skyler', cartao: 2 },
        { campo_formador: 'rav', responsavel: 'cliente', cartao: null },
      ],
      versao: 1,
    });
  });

  it('starts from the saved lines and drops the card when the client pays', async () => {
    const fetch = api({
      'GET /api/emissoes/5/pagamentos/': {
        body: [
          makeLinhaPagamento(),
          makeLinhaPagamento({ id: 301, campo_formador: 'rav', responsavel: 'cliente', cartao: null }),
        ],
      },
      'GET /api/cartoes/': { body: CARTOES },
      'POST /api/emissoes/5/pagamentos/': {
        status: 400,
        body: {
          detail: 'Dados inválidos.',
          errors: { 'pagamentos.0.cartao': ['Cartão não encontrado ou inativo.'] },
        },
      },
    });
    const user = await abrirAba('Pagamentos');
    await screen.findByRole('table', { name: PAGAMENTOS_TEXTOS.tabela });
    expect(quemPaga('Custo do bilhete')).toHaveTextContent('Agência');
    expect(cartao('Custo do bilhete')).toHaveTextContent('Corporativo · Visa ···· 4242');
    await user.click(quemPaga('Custo do bilhete'));
    await user.click(await screen.findByRole('option', { name: 'Cliente' }));
    expect(cartao('Custo do bilhete')).toBeNull();
    await user.click(quemPaga('Custo do bilhete'));
    await user.click(await screen.findByRole('option', { name: 'Agência' }));
    expect(cartao('Custo do bilhete')).toHaveTextContent(PAGAMENTOS_TEXTOS.semCartao);
    await user.click(screen.getByRole('button', { name: PAGAMENTOS_TEXTOS.salvar }));
    expect(
      await screen.findByText(`${EMISSAO_MESSAGES.erroSalvarPagamentos} Cartão não encontrado ou inativo.`),
    ).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/emissoes/5/pagamentos/')[0]?.body).toEqual({
      pagamentos: [
        { campo_formador: 'custo_bilhete', responsavel: 'skyler', cartao: null },
        // not saved yet: the agency's by default
        { campo_formador: 'custo_taxa_embarque', responsavel: 'skyler', cartao: null },
        { campo_formador: 'rav', responsavel: 'cliente', cartao: null },
      ],
      versao: 1,
    });
  });

  it('is read-only outside the queue and says when the lines or cards cannot be read', async () => {
    api(
      {
        'GET /api/emissoes/5/pagamentos/': { body: [makeLinhaPagamento()] },
        'GET /api/cartoes/': { status: 500, body: { detail: 'x' } },
      },
      makeEmissaoDetalhe({ status: 'finalizada', editavel: false }),
    );
    await abrirAba('Pagamentos');
    await screen.findByRole('table', { name: PAGAMENTOS_TEXTOS.tabela });
    expect(quemPaga('Custo do bilhete')).toHaveAttribute('aria-disabled', 'true');
    expect(quemPaga('RAV')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: PAGAMENTOS_TEXTOS.salvar })).toBeDisabled();
    expect(await screen.findByText(EMISSAO_MESSAGES.erroCartoes)).toBeInTheDocument();
  });

  it('says when the payment lines cannot be read', async () => {
    api({
      'GET /api/emissoes/5/pagamentos/': { status: 500, body: { detail: 'x' } },
      'GET /api/cartoes/': { body: CARTOES },
    });
    await abrirAba('Pagamentos');
    expect(await screen.findByText(EMISSAO_MESSAGES.erroPagamentos)).toBeInTheDocument();
  });
});

describe('unsaved changes on the issuance', () => {
  const emissoesVazias = { 'GET /api/emissoes/': { body: { emissoes: [], pages: 0 } } };

  async function digitarEticket() {
    api({
      'GET /api/emissoes/5/beneficiarios/': { body: [makeBeneficiarioEmissao()] },
      'GET /api/emissoes/5/anexos/': { body: [] },
      ...emissoesVazias,
    });
    const user = userEvent.setup();
    const { router } = renderApp('/emissoes/5');
    await user.click(await screen.findByRole('tab', { name: 'Beneficiários' }));
    await user.click(await screen.findByRole('button', resumo(ADRIANA)));
    await user.type(screen.getByRole('textbox', { name: 'E-Ticket' }), '047999');
    return { user, router };
  }

  const pergunta = () => screen.queryByRole('dialog', { name: DESCARTAR_ALTERACOES.title });

  it('asks before another tab: Continuar editando stays with the typed e-ticket, Descartar leaves', async () => {
    const { user } = await digitarEticket();
    await user.click(screen.getByRole('tab', { name: 'Geral' }));
    const dialogo = await screen.findByRole('dialog', { name: DESCARTAR_ALTERACOES.title });
    await user.click(within(dialogo).getByRole('button', { name: DESCARTAR_ALTERACOES.cancel }));
    await waitFor(() => expect(pergunta()).toBeNull());
    expect(screen.getByRole('tab', { name: 'Beneficiários' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'E-Ticket' })).toHaveValue('047999');

    await user.click(screen.getByRole('tab', { name: 'Vouchers e demais documentos' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: DESCARTAR_ALTERACOES.title })).getByRole('button', {
        name: DESCARTAR_ALTERACOES.confirm,
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Vouchers e demais documentos' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    // what was discarded is gone, and a clean tab changes without asking
    await user.click(screen.getByRole('tab', { name: 'Beneficiários' }));
    expect(pergunta()).toBeNull();
    await user.click(await screen.findByRole('button', resumo(ADRIANA)));
    expect(screen.getByRole('textbox', { name: 'E-Ticket' })).toHaveValue('');
    await user.click(screen.getByRole('tab', { name: 'Geral' }));
    expect(pergunta()).toBeNull();
    expect(screen.getByRole('tab', { name: 'Geral' })).toHaveAttribute('aria-selected', 'true');
  });

  it('asks before leaving the page, and the browser asks before unloading it', async () => {
    const { user, router } = await digitarEticket();
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    const dialogo = await screen.findByRole('dialog', { name: DESCARTAR_ALTERACOES.title });
    await user.click(within(dialogo).getByRole('button', { name: DESCARTAR_ALTERACOES.cancel }));
    await waitFor(() => expect(pergunta()).toBeNull());
    expect(router.state.location.pathname).toBe('/emissoes/5');
    expect(screen.getByRole('textbox', { name: 'E-Ticket' })).toHaveValue('047999');

    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: DESCARTAR_ALTERACOES.title })).getByRole('button', {
        name: DESCARTAR_ALTERACOES.confirm,
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/emissoes'));
  });

  it('asks for a changed Geral tab too', async () => {
    api({
      'PUT /api/emissoes/5/': { body: makeEmissaoDetalhe({ localizador: 'ABC123' }) },
      'GET /api/emissoes/5/beneficiarios/': { body: [] },
    });
    const user = userEvent.setup();
    renderApp('/emissoes/5');
    await user.type(await screen.findByRole('textbox', { name: 'Localizador' }), 'x');
    await user.click(screen.getByRole('tab', { name: 'Beneficiários' }));
    expect(await screen.findByRole('dialog', { name: DESCARTAR_ALTERACOES.title })).toBeInTheDocument();
  });
});

import { AVISOS_DOCUMENTOS, DOCUMENTOS_MESSAGES } from '@skyler/domain/documentos-viagem';
import { EMISSAO_MESSAGES } from '@skyler/domain/emissoes';
import { MENSAGEM_VERSAO } from '@skyler/domain/versao';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_TITLE } from '../../../components/error-pages/not-found-page.tsx';
import { mockApiDe } from '../../../test/api.ts';
import { type MockHandler, mockFetch } from '../../../test/fetch-mock.ts';
import { makeUser, signedIn } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { AVISOS_TEXTS } from '../../passageiros/index.ts';
import { makeVendaDetalhada } from '../../vendas/testing/fixtures.tsx';
import { GERAL_TEXTOS } from '../components/aba-geral.tsx';
import { CANCELAR_EMISSAO } from '../components/cancelar-emissao-dialog.tsx';
import { CONCLUIR_EMISSAO } from '../components/concluir-emissao-dialog.tsx';
import { EDU, makeEmissaoDetalhe } from '../testing/fixtures.ts';

const EMISSOR = makeUser({ id: 12, nome: 'Eduardo', sobrenome: 'Emissor', perfil_user: ['emissor'] });

function api(extra: Record<string, MockHandler> = {}, emissao = makeEmissaoDetalhe()) {
  return mockApiDe(EMISSOR, {
    'GET /api/vendas/42/': { body: makeVendaDetalhada() },
    'GET /api/emissoes/5/': { body: emissao },
    'GET /api/emissoes/5/emissores/': { body: [EDU, { id: 13, nome: 'Fátima', sobrenome: 'Lopes' }] },
    ...extra,
  });
}

const campo = (nome: string) => screen.getByRole('textbox', { name: nome });
const botao = (nome: string) => screen.getByRole('button', { name: nome });

describe('Detalhes da Emissão', () => {
  it('shows the header with its links, the legs and the four tabs', async () => {
    api();
    renderApp('/emissoes/5');
    expect(await screen.findByRole('heading', { name: 'Detalhes da Emissão' })).toBeInTheDocument();
    const trilha = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    expect(within(trilha).getByRole('link', { name: 'Emissões' })).toHaveAttribute('href', '/emissoes');
    expect(within(trilha).getByText('E0005')).toBeInTheDocument();
    const dados = await screen.findByRole('region', { name: 'Dados da emissão' });
    expect(within(dados).getByRole('link', { name: '0042' })).toHaveAttribute('href', '/vendas/42/info');
    expect(within(dados).getByRole('link', { name: '0012' })).toHaveAttribute('href', '/orcamento/12');
    expect(within(dados).getByRole('link', { name: 'Maria Oliveira' })).toHaveAttribute(
      'href',
      '/contatos/3',
    );
    expect(within(dados).getByText('Ana Souza')).toBeInTheDocument();
    expect(within(dados).getByText('Fila de emissão')).toBeInTheDocument();
    expect(within(dados).getByText('Pagante')).toBeInTheDocument();
    expect(within(dados).getByText('Consolidadora Sul')).toBeInTheDocument();
    expect(within(dados).queryByText('Concluída em')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Beneficiários' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Vouchers e demais documentos' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pagamentos' })).toBeInTheDocument();
    expect(screen.getByText(/GRU → LIS/)).toBeInTheDocument();
    expect(campo(GERAL_TEXTOS.numeroVoo('GRU → LIS · 01/04/2026 19:00'))).toHaveValue('TP88');
    expect(screen.getByRole('region', { name: 'Chat da venda' })).toBeInTheDocument();
  });

  it('names the company, says Hóspedes for a hotel and shows how a cancelled one ended', async () => {
    api(
      {},
      makeEmissaoDetalhe({
        tipo: 'emissao_hotel',
        subcotacao_voo: null,
        status: 'cancelada',
        editavel: false,
        cancelada_em: '2026-03-13T12:00:00.000Z',
        cancelada_por: EDU,
        motivo_cancelamento: 'Cliente desistiu',
        venda: {
          ...makeEmissaoDetalhe().venda,
          cliente: null,
          cliente_empresa: { id: 2, nome: 'Acme Ltda' },
        },
      }),
    );
    renderApp('/emissoes/5');
    const dados = await screen.findByRole('region', { name: 'Dados da emissão' });
    expect(within(dados).getByRole('link', { name: 'Acme Ltda' })).toHaveAttribute('href', '/empresas/2');
    expect(within(dados).getByText('Cancelada em')).toBeInTheDocument();
    expect(within(dados).getByText('13/03/2026 09:00')).toBeInTheDocument();
    expect(within(dados).getByText('Cliente desistiu')).toBeInTheDocument();
    expect(within(dados).getByText('Eduardo Emissor')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Hóspedes' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Beneficiários' })).toBeNull();
  });

  it('saves the locator, the issuer, the notes and each leg’s flight number', async () => {
    const fetch = api({ 'PUT /api/emissoes/5/': { body: makeEmissaoDetalhe() } });
    const user = userEvent.setup();
    renderApp('/emissoes/5');
    await user.type(await screen.findByRole('textbox', { name: GERAL_TEXTOS.localizador }), 'abc123');
    await user.click(screen.getByRole('combobox', { name: GERAL_TEXTOS.emissor }));
    await user.click(await screen.findByRole('option', { name: 'Fátima Lopes' }));
    await user.type(campo(GERAL_TEXTOS.observacoes), 'Janela');
    await user.type(campo(GERAL_TEXTOS.numeroVoo('LIS → OPO · 02/04/2026 12:00')), 'TP1942');
    await user.click(botao(GERAL_TEXTOS.salvar));
    expect(await screen.findByText(EMISSAO_MESSAGES.salva)).toBeInTheDocument();
    expect(fetch.callsTo('PUT', '/api/emissoes/5/')[0]?.body).toEqual({
      localizador: 'ABC123',
      emitido_por: 13,
      observacoes: 'Janela',
      numeros_voo: [['TP88', 'TP1942']],
      versao: 1,
    });
  });

  it('refuses notes over 30 characters and shows the server’s refusal', async () => {
    api({
      'PUT /api/emissoes/5/': {
        status: 400,
        body: {
          detail: EMISSAO_MESSAGES.emissorInvalido,
          errors: { emitido_por: [EMISSAO_MESSAGES.emissorInvalido] },
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/emissoes/5');
    const notas = await screen.findByRole('textbox', { name: GERAL_TEXTOS.observacoes });
    await user.type(notas, 'x'.repeat(31));
    expect(screen.getByText(EMISSAO_MESSAGES.observacoesMax)).toBeInTheDocument();
    expect(botao(GERAL_TEXTOS.salvar)).toBeDisabled();
    expect(botao(GERAL_TEXTOS.concluir)).toBeDisabled();
    await user.type(notas, '{Backspace}');
    expect(screen.queryByText(EMISSAO_MESSAGES.observacoesMax)).toBeNull();
    await user.click(botao(GERAL_TEXTOS.salvar));
    expect(
      await screen.findByText(`${EMISSAO_MESSAGES.erroSalvar} ${EMISSAO_MESSAGES.emissorInvalido}`),
    ).toBeInTheDocument();
    // the field's own message under the issuer
    expect(screen.getAllByText(EMISSAO_MESSAGES.emissorInvalido).length).toBeGreaterThan(0);
  });

  it('cancels with a reason of 3 to 255 characters', async () => {
    const fetch = api({
      'POST /api/emissoes/5/cancelar/': {
        body: makeEmissaoDetalhe({ status: 'cancelada', editavel: false }),
      },
    });
    const user = userEvent.setup();
    renderApp('/emissoes/5');
    await user.click(await screen.findByRole('button', { name: GERAL_TEXTOS.cancelar }));
    const dialog = await screen.findByRole('dialog', { name: CANCELAR_EMISSAO.titulo });
    const confirmar = within(dialog).getByRole('button', { name: CANCELAR_EMISSAO.confirmar });
    const motivo = within(dialog).getByRole('textbox', { name: CANCELAR_EMISSAO.motivo });
    expect(confirmar).toBeDisabled();
    await user.type(motivo, 'ab');
    expect(confirmar).toBeDisabled();
    await user.type(motivo, 'c');
    expect(confirmar).toBeEnabled();
    await user.click(motivo);
    await user.paste('y'.repeat(253));
    expect(within(dialog).getByText(EMISSAO_MESSAGES.motivoMax)).toBeInTheDocument();
    expect(confirmar).toBeDisabled();
    await user.clear(motivo);
    await user.type(motivo, 'Voo cancelado pela cia');
    await user.click(confirmar);
    expect(await screen.findByText(EMISSAO_MESSAGES.cancelada)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/emissoes/5/cancelar/')[0]?.body).toEqual({
      motivo_cancelamento: 'Voo cancelado pela cia',
      versao: 1,
    });
  });

  it('says when the cancellation is refused', async () => {
    api({
      'POST /api/emissoes/5/cancelar/': { status: 409, body: { detail: EMISSAO_MESSAGES.naoEditavel } },
    });
    const user = userEvent.setup();
    renderApp('/emissoes/5');
    await user.click(await screen.findByRole('button', { name: GERAL_TEXTOS.cancelar }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), 'Duplicada');
    await user.click(within(dialog).getByRole('button', { name: CANCELAR_EMISSAO.confirmar }));
    expect(
      await screen.findByText(`${EMISSAO_MESSAGES.erroCancelar} ${EMISSAO_MESSAGES.naoEditavel}`),
    ).toBeInTheDocument();
  });

  it('concludes after the confirmation, saving first what was typed', async () => {
    const fetch = api({
      'PUT /api/emissoes/5/': { body: makeEmissaoDetalhe({ localizador: 'ABC123' }) },
      'POST /api/emissoes/5/concluir/': {
        body: makeEmissaoDetalhe({ status: 'finalizada', editavel: false }),
      },
    });
    const user = userEvent.setup();
    renderApp('/emissoes/5');
    await user.type(await screen.findByRole('textbox', { name: GERAL_TEXTOS.localizador }), 'abc123');
    await user.click(botao(GERAL_TEXTOS.concluir));
    const dialog = await screen.findByRole('dialog', { name: GERAL_TEXTOS.concluirTitulo });
    expect(within(dialog).getByText(EMISSAO_MESSAGES.confirmarConclusao)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetch.callsTo('POST', '/api/emissoes/5/concluir/')).toHaveLength(0);
    await user.click(botao(GERAL_TEXTOS.concluir));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(await screen.findByText(EMISSAO_MESSAGES.concluida)).toBeInTheDocument();
    expect(fetch.callsTo('PUT', '/api/emissoes/5/')[0]?.body).toMatchObject({ localizador: 'ABC123' });
    expect(fetch.callsTo('POST', '/api/emissoes/5/concluir/')).toHaveLength(1);
    // the version the save answered
    expect(fetch.callsTo('POST', '/api/emissoes/5/concluir/')[0]?.body).toEqual({ versao: 1 });
  });

  it('says why concluding is refused when who pays each field was not recorded', async () => {
    api({
      'POST /api/emissoes/5/concluir/': {
        status: 400,
        body: {
          detail: EMISSAO_MESSAGES.pagamentosObrigatorios,
          errors: { pagamentos: [EMISSAO_MESSAGES.pagamentosObrigatorios] },
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/emissoes/5');
    await user.click(await screen.findByRole('button', { name: GERAL_TEXTOS.concluir }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EMISSAO_MESSAGES.pagamentosObrigatorios);
  });

  it('tells the issuer when someone else changed the issuance since it was read', async () => {
    const fetch = api({
      'PUT /api/emissoes/5/': { status: 409, body: { detail: MENSAGEM_VERSAO } },
    });
    const user = userEvent.setup();
    renderApp('/emissoes/5');
    await user.type(await screen.findByRole('textbox', { name: GERAL_TEXTOS.localizador }), 'xyz');
    await user.click(botao(GERAL_TEXTOS.salvar));
    expect(await screen.findByText(`${EMISSAO_MESSAGES.erroSalvar} ${MENSAGEM_VERSAO}`)).toBeInTheDocument();
    expect(fetch.callsTo('PUT', '/api/emissoes/5/')[0]?.body).toMatchObject({ versao: 1 });
  });

  it('concludes without saving when nothing changed, and shows the refusal', async () => {
    const fetch = api({
      'POST /api/emissoes/5/concluir/': {
        status: 400,
        body: { detail: EMISSAO_MESSAGES.localizadorObrigatorio },
      },
    });
    const user = userEvent.setup();
    renderApp('/emissoes/5');
    await user.click(await screen.findByRole('button', { name: GERAL_TEXTOS.concluir }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(await screen.findByText(new RegExp(EMISSAO_MESSAGES.localizadorObrigatorio))).toBeInTheDocument();
    expect(fetch.callsTo('PUT', '/api/emissoes/5/')).toHaveLength(0);
  });

  it('is read-only when the issuance cannot be changed, the issuer shown as text', async () => {
    const fetch = api(
      {},
      makeEmissaoDetalhe({
        status: 'finalizada',
        editavel: false,
        localizador: 'XYZ123',
        emitido_por: EDU,
        concluida_por: EDU,
        data_hora_emissao: '2026-03-12T17:00:00.000Z',
      }),
    );
    renderApp('/emissoes/5');
    const dados = await screen.findByRole('region', { name: 'Dados da emissão' });
    expect(within(dados).getByText('Concluída em')).toBeInTheDocument();
    expect(within(dados).getByText('12/03/2026 14:00')).toBeInTheDocument();
    expect(campo(GERAL_TEXTOS.localizador)).toBeDisabled();
    expect(campo(GERAL_TEXTOS.localizador)).toHaveValue('XYZ123');
    expect(campo(GERAL_TEXTOS.emissor)).toHaveValue('Eduardo Emissor');
    expect(campo(GERAL_TEXTOS.emissor)).toBeDisabled();
    expect(campo(GERAL_TEXTOS.observacoes)).toBeDisabled();
    for (const nome of [GERAL_TEXTOS.cancelar, GERAL_TEXTOS.salvar, GERAL_TEXTOS.concluir]) {
      expect(botao(nome)).toBeDisabled();
    }
    expect(fetch.callsTo('GET', '/api/emissoes/5/emissores/')).toHaveLength(0);
  });

  it('shows the not-found page for an unknown issuance and a toast for other failures', async () => {
    mockFetch({
      'GET /api/whoami/': { body: signedIn(EMISSOR) },
      'GET /api/emissoes/5/': { status: 404, body: { detail: EMISSAO_MESSAGES.naoEncontrada } },
    });
    const { unmount } = renderApp('/emissoes/5');
    expect(await screen.findByText(NOT_FOUND_TITLE)).toBeInTheDocument();
    expect(screen.getByText(EMISSAO_MESSAGES.naoEncontrada)).toBeInTheDocument();
    unmount();

    mockFetch({
      'GET /api/whoami/': { body: signedIn(EMISSOR) },
      'GET /api/emissoes/5/': { status: 500, body: { detail: 'Erro interno.' } },
    });
    renderApp('/emissoes/5');
    expect(await screen.findByText(EMISSAO_MESSAGES.erroCarregar)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('tab')).toBeNull());
  });
});

describe('Concluding with warnings about the passengers’ documents', () => {
  const avisos = [
    {
      contato: { id: 3, nome: 'Rui', sobrenome: 'Albuquerque' },
      avisos: [{ codigo: 'passaporte_ausente', mensagem: AVISOS_DOCUMENTOS.passaporte_ausente }],
    },
    { contato: { id: 4, nome: 'Helena', sobrenome: 'Campos' }, avisos: [] },
  ];

  it('shows the warnings and asks the reason before Sim, and sends it', async () => {
    const fetch = api({
      'GET /api/emissoes/5/documentos/': { body: avisos },
      'POST /api/emissoes/5/concluir/': {
        body: makeEmissaoDetalhe({ status: 'finalizada', editavel: false }),
      },
    });
    const user = userEvent.setup();
    renderApp('/emissoes/5');
    await user.click(await screen.findByRole('button', { name: GERAL_TEXTOS.concluir }));
    const dialog = await screen.findByRole('dialog', { name: GERAL_TEXTOS.concluirTitulo });
    const lista = await within(dialog).findByRole('list', { name: AVISOS_TEXTS.titulo });
    expect(within(lista).getByText('Rui Albuquerque')).toBeInTheDocument();
    expect(within(lista).getByText(AVISOS_DOCUMENTOS.passaporte_ausente)).toBeInTheDocument();
    // the passenger without warnings is not listed
    expect(within(lista).queryByText('Helena Campos')).toBeNull();
    const sim = within(dialog).getByRole('button', { name: 'Sim' });
    expect(sim).toBeDisabled();
    const justificativa = within(dialog).getByRole('textbox', {
      name: new RegExp(CONCLUIR_EMISSAO.justificativa),
    });
    await user.type(justificativa, 'curta');
    expect(within(dialog).getByText(DOCUMENTOS_MESSAGES.justificativaCurta)).toBeInTheDocument();
    expect(sim).toBeDisabled();
    await user.type(justificativa, ' — passaporte visto no balcão');
    expect(sim).toBeEnabled();
    await user.click(sim);
    expect(await screen.findByText(EMISSAO_MESSAGES.concluida)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/emissoes/5/concluir/')[0]?.body).toEqual({
      versao: 1,
      justificativa_documentos: 'curta — passaporte visto no balcão',
    });
  });

  it('shows the reason recorded when it was concluded with warnings', async () => {
    api(
      {},
      makeEmissaoDetalhe({
        status: 'finalizada',
        editavel: false,
        justificativa_documentos: 'passaporte visto no balcão',
      }),
    );
    renderApp('/emissoes/5');
    expect(
      await screen.findByText(`${GERAL_TEXTOS.justificativaRegistrada} passaporte visto no balcão`),
    ).toBeInTheDocument();
  });

  it('asks nothing more when no passenger is warned of', async () => {
    const fetch = api({
      'GET /api/emissoes/5/documentos/': { body: [avisos[1]] },
      'POST /api/emissoes/5/concluir/': {
        body: makeEmissaoDetalhe({ status: 'finalizada', editavel: false }),
      },
    });
    const user = userEvent.setup();
    renderApp('/emissoes/5');
    await user.click(await screen.findByRole('button', { name: GERAL_TEXTOS.concluir }));
    const dialog = await screen.findByRole('dialog', { name: GERAL_TEXTOS.concluirTitulo });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Sim' })).toBeEnabled());
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText(EMISSAO_MESSAGES.concluida)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/emissoes/5/concluir/')[0]?.body).toEqual({ versao: 1 });
  });
});

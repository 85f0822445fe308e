import type { ConvertPnrResposta } from '@skyler/domain/conversao-pnr';
import { ORCAMENTO_MESSAGES } from '@skyler/domain/orcamentos-regras';
import { PNR_MESSAGES } from '@skyler/domain/pnr/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DESCARTAR_ALTERACOES } from '../../../components/dialogs/descartar-alteracoes-dialog.tsx';
import { browser } from '../../../lib/browser.ts';
import { setCookie } from '../../../test/cookies.ts';
import { type MockHandler, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { MOBLIX_TEXTS } from './busca-moblix-dialog.tsx';
import { acaoCotacao } from './cotacoes-table.tsx';
import { OrcamentoCotacoesPanel, PANEL_TEXTS } from './orcamento-cotacoes-panel.tsx';
import { PDF_TEXTS } from './pdf-dialog.tsx';
import { PNR_TEXTS } from './pnr-dialog.tsx';
import { makeCotacao, makeOrcamento } from './tabela-fixtures.tsx';

vi.mock('./cotacao-dialog.tsx', async () => ({
  CotacaoDialog: (await import('./tabela-fixtures.tsx')).CotacaoDialogProbe,
}));

afterEach(() => vi.restoreAllMocks());

const voo = makeOrcamento({ tipo_servico: 'orcamento_voo', descricao: 'Lisboa' });

function api(extra: Record<string, MockHandler> = {}) {
  setCookie('csrftoken', 'csrf');
  return mockFetch({
    'GET /api/orcamentos/12/cotacoes/': {
      body: [makeCotacao(), makeCotacao({ id: 6, descricao: 'Pousada' })],
    },
    ...extra,
  });
}

const perna = {
  ordem: 1,
  origem: 'GRU',
  destino: 'LIS',
  cia_aerea: 9,
  cia_aerea_iata: 'TP',
  numero_do_voo: '0088',
  data_hora_partida: '2026-09-10T21:40',
  data_hora_chegada: '2026-09-11T11:05',
  classe_reserva: 'Y',
  economica: true,
  economica_premium: false,
  executiva: false,
  primeira_classe: false,
  adultos: 1,
  criancas: 0,
  bebes: 0,
  bagagem_10kg: 0,
  bagagem_23kg: 0,
  tipo_perna: null,
};

const convertido: ConvertPnrResposta = {
  subcotacoes: [
    {
      tipo_cotacao: 'pagante',
      bilhete_ida: false,
      bilhete_volta: false,
      bilhete_independente: true,
      viagem: { trechos: [{ pernas: [perna] }] },
    },
  ],
  formato: 'amadeus',
  tipo_trecho: 'so_ida',
  qtd_trechos: 1,
  distribuicao_voos: [1],
  avisos: [],
  cias_nao_encontradas: ['XQ'],
};

describe('OrcamentoCotacoesPanel', () => {
  it("lists the request's quotes and offers every action while it is open", async () => {
    api();
    renderWithProviders(<OrcamentoCotacoesPanel orcamento={voo} />);
    expect(await screen.findByText('Pousada')).toBeInTheDocument();
    for (const acao of [PANEL_TEXTS.adicionar, PANEL_TEXTS.pnr, PANEL_TEXTS.pdf, PANEL_TEXTS.moblix])
      expect(screen.getByRole('button', { name: acao })).toBeInTheDocument();
  });

  it('offers PNR and Moblix only for flights, and nothing for a closed request', async () => {
    api();
    const { unmount } = renderWithProviders(<OrcamentoCotacoesPanel orcamento={makeOrcamento()} />);
    expect(await screen.findByText('Pousada')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: PANEL_TEXTS.adicionar })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: PANEL_TEXTS.pdf })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PANEL_TEXTS.pnr })).toBeNull();
    expect(screen.queryByRole('button', { name: PANEL_TEXTS.moblix })).toBeNull();
    unmount();

    renderWithProviders(<OrcamentoCotacoesPanel orcamento={{ ...voo, status: 'fechado' }} />);
    expect(await screen.findByText('Pousada')).toBeInTheDocument();
    for (const acao of [PANEL_TEXTS.adicionar, PANEL_TEXTS.pnr, PANEL_TEXTS.pdf, PANEL_TEXTS.moblix])
      expect(screen.queryByRole('button', { name: acao })).toBeNull();
    expect(screen.queryByRole('button', { name: acaoCotacao.copiar(5) })).toBeNull();
  });

  it("marks each quote made before the request's last edit, and only those", async () => {
    api({
      'GET /api/orcamentos/12/cotacoes/': {
        body: [
          makeCotacao({ data_hora_cotacao: '2026-03-10T15:30:00.000Z' }),
          makeCotacao({ id: 6, descricao: 'Pousada', data_hora_cotacao: '2026-03-12T14:00:00.000Z' }),
        ],
      },
    });
    const { unmount } = renderWithProviders(
      <OrcamentoCotacoesPanel orcamento={{ ...voo, alterado_em: '2026-03-12T13:00:00.000Z', versao: 2 }} />,
    );
    expect(await screen.findByText('Pousada')).toBeInTheDocument();
    const avisos = screen.getAllByText('Feita antes da alteração do orçamento em 12/03/2026 10:00');
    expect(avisos).toHaveLength(1);
    expect(avisos[0]?.closest('tr')).toHaveTextContent('0005');
    expect(avisos[0]?.closest('tr')).not.toHaveTextContent('Pousada');
    unmount();

    // a request never edited marks none
    api();
    renderWithProviders(<OrcamentoCotacoesPanel orcamento={voo} />);
    expect(await screen.findByText('Pousada')).toBeInTheDocument();
    expect(screen.queryByText(/Feita antes da alteração/)).toBeNull();
  });

  it('says when the quotes could not be read, and when there are none', async () => {
    mockFetch({ 'GET /api/orcamentos/12/cotacoes/': { status: 500, body: { detail: 'x' } } });
    const { unmount } = renderWithProviders(<OrcamentoCotacoesPanel orcamento={voo} />);
    expect(await screen.findByText(ORCAMENTO_MESSAGES.erroCotacoes)).toBeInTheDocument();
    unmount();
    mockFetch({ 'GET /api/orcamentos/12/cotacoes/': { body: [] } });
    renderWithProviders(<OrcamentoCotacoesPanel orcamento={voo} />);
    expect(await screen.findByText(PANEL_TEXTS.vazio)).toBeInTheDocument();
  });

  it('opens a new quote with the add button', async () => {
    api();
    const user = userEvent.setup();
    renderWithProviders(<OrcamentoCotacoesPanel orcamento={voo} />);
    await user.click(await screen.findByRole('button', { name: PANEL_TEXTS.adicionar }));
    expect(await screen.findByTestId('dialogo-cotacao')).toHaveTextContent('nova');
    expect(screen.getByTestId('dialogo-inicial')).toHaveTextContent('null');
  });
});

describe('PNR dialog', () => {
  async function abrir() {
    const user = userEvent.setup();
    renderWithProviders(<OrcamentoCotacoesPanel orcamento={voo} />);
    await user.click(await screen.findByRole('button', { name: PANEL_TEXTS.pnr }));
    const dialog = await screen.findByRole('dialog', { name: PNR_TEXTS.titulo });
    return { user, dialog };
  }

  it('has one trip, two for a round trip, and three or more that can be added and removed', async () => {
    api();
    const { user, dialog } = await abrir();
    const trechos = () => within(dialog).queryAllByLabelText(/^Voos do trecho/);
    expect(trechos()).toHaveLength(1);
    await user.click(within(dialog).getByLabelText(PNR_TEXTS.formatos.ida_volta));
    expect(trechos()).toHaveLength(2);
    await user.click(within(dialog).getByLabelText(PNR_TEXTS.formatos.multitrecho));
    expect(trechos()).toHaveLength(3);
    expect(within(dialog).queryByRole('button', { name: PNR_TEXTS.removerTrecho(1) })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: PNR_TEXTS.adicionarTrecho }));
    expect(trechos()).toHaveLength(4);
    await user.click(within(dialog).getByRole('button', { name: PNR_TEXTS.removerTrecho(2) }));
    expect(trechos()).toHaveLength(3);
  });

  it("starts from the request's trip", async () => {
    api();
    const user = userEvent.setup();
    const trecho = {
      origem: 'GRU',
      destino: 'LIS',
      flexibilidade_origem: null,
      flexibilidade_destino: null,
      data_inicio: '2026-09-10',
      data_fim: null,
    };
    const multi = {
      ...voo,
      orcamento_voo: {
        tipo_trecho: 'multitrecho' as const,
        economica: true,
        economica_premium: false,
        executiva: false,
        primeira_classe: false,
        adultos: 1,
        criancas: 0,
        bebes: 0,
        trechos: [1, 2, 3, 4].map((ordem) => ({ ...trecho, ordem })),
      },
    };
    renderWithProviders(<OrcamentoCotacoesPanel orcamento={multi} />);
    await user.click(await screen.findByRole('button', { name: PANEL_TEXTS.pnr }));
    const dialog = await screen.findByRole('dialog', { name: PNR_TEXTS.titulo });
    expect(within(dialog).getByLabelText(PNR_TEXTS.formatos.multitrecho)).toBeChecked();
    expect(within(dialog).getAllByLabelText(/^Voos do trecho/)).toHaveLength(4);
  });

  it("refuses an empty trip with 'Preencha todos os trechos!' and an empty text, without calling", async () => {
    const fetch = api();
    const { user, dialog } = await abrir();
    await user.click(within(dialog).getByLabelText(PNR_TEXTS.formatos.ida_volta));
    await user.clear(within(dialog).getByLabelText(PNR_TEXTS.voosDoTrecho(2)));
    await user.type(within(dialog).getByLabelText(PNR_TEXTS.pnr), '1 TP 088 Y 10SEP GRULIS HK1 2140 1105+1');
    await user.click(within(dialog).getByRole('button', { name: PNR_TEXTS.converter }));
    expect(await within(dialog).findByText(PNR_TEXTS.trechosVazios)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(PNR_TEXTS.voosDoTrecho(2)), '1');
    await user.clear(within(dialog).getByLabelText(PNR_TEXTS.pnr));
    await user.click(within(dialog).getByRole('button', { name: PNR_TEXTS.converter }));
    expect(await within(dialog).findByText(PNR_MESSAGES.empty)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/pnr/convert_pnr/')).toHaveLength(0);
  });

  it('refuses a text of 10,000 characters or more', async () => {
    const fetch = api();
    const { user, dialog } = await abrir();
    const campo = within(dialog).getByLabelText(PNR_TEXTS.pnr);
    await user.click(campo);
    await user.paste('A'.repeat(10_000));
    expect(within(dialog).getByText(PNR_MESSAGES.tooLong(10_000))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: PNR_TEXTS.converter }));
    expect(fetch.callsTo('POST', '/api/pnr/convert_pnr/')).toHaveLength(0);
  });

  it('asks before a click outside drops a pasted itinerary', async () => {
    api();
    const { user, dialog } = await abrir();
    await user.type(within(dialog).getByLabelText(PNR_TEXTS.pnr), '1 TP 088 Y 10SEP GRULIS HK1 2140 1105+1');
    await user.click(document.querySelector('.MuiBackdrop-root') as HTMLElement);
    await user.click(await screen.findByRole('button', { name: DESCARTAR_ALTERACOES.cancel }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: DESCARTAR_ALTERACOES.title })).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByLabelText(PNR_TEXTS.pnr)).toHaveValue(
      '1 TP 088 Y 10SEP GRULIS HK1 2140 1105+1',
    );
  });

  it("shows the server's text on a 400", async () => {
    const erro = PNR_MESSAGES.unrecognizedLine(1, 'texto qualquer');
    api({ 'POST /api/pnr/convert_pnr/': { status: 400, body: { detail: erro } } });
    const { user, dialog } = await abrir();
    await user.type(within(dialog).getByLabelText(PNR_TEXTS.pnr), 'texto qualquer');
    await user.click(within(dialog).getByRole('button', { name: PNR_TEXTS.converter }));
    expect(await within(dialog).findByText(erro)).toBeInTheDocument();
  });

  it('converts and opens a new quote with the converted flight', async () => {
    const fetch = api({ 'POST /api/pnr/convert_pnr/': { body: convertido } });
    const { user, dialog } = await abrir();
    await user.click(within(dialog).getByLabelText(PNR_TEXTS.formatos.ida_volta));
    const segundo = within(dialog).getByLabelText(PNR_TEXTS.voosDoTrecho(2));
    await user.clear(segundo);
    await user.type(segundo, '2');
    await user.type(within(dialog).getByLabelText(PNR_TEXTS.pnr), '1 TP 088 Y 10SEP GRULIS HK1 2140 1105+1');
    await user.click(within(dialog).getByRole('button', { name: PNR_TEXTS.converter }));
    expect(await screen.findByTestId('dialogo-cotacao')).toHaveTextContent('nova');
    expect(fetch.callsTo('POST', '/api/pnr/convert_pnr/')[0]?.body).toEqual({
      pnr: '1 TP 088 Y 10SEP GRULIS HK1 2140 1105+1',
      qtd_trechos: 2,
      distribuicao_voos: [1, 2],
    });
    const inicial = JSON.parse(screen.getByTestId('dialogo-inicial').textContent ?? 'null');
    expect(inicial).toEqual({ cotacao_voo: { subcotacoes: convertido.subcotacoes } });
    expect(screen.queryByRole('dialog', { name: PNR_TEXTS.titulo })).toBeNull();
    expect(await screen.findByText(/Companhias aéreas não cadastradas.*XQ/)).toBeInTheDocument();
  });
});

describe('PDF dialog', () => {
  async function abrir() {
    const user = userEvent.setup();
    renderWithProviders(<OrcamentoCotacoesPanel orcamento={voo} />);
    await screen.findByText('Pousada');
    return { user };
  }

  it('asks for at least one quote before calling', async () => {
    const fetch = api();
    const { user } = await abrir();
    await user.click(screen.getByRole('button', { name: PANEL_TEXTS.pdf }));
    const dialog = await screen.findByRole('dialog', { name: PDF_TEXTS.titulo });
    await user.click(within(dialog).getByRole('button', { name: PDF_TEXTS.salvar }));
    expect(within(dialog).getByText(PDF_TEXTS.nenhuma)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/pdf/orcamento_pdf/')).toHaveLength(0);
  });

  it('sends the quotes chosen in the table and in the dialog to the client with the copy, and toasts the success', async () => {
    const fetch = api({
      'POST /api/pdf/orcamento_pdf/': { body: { detail: PDF_TEXTS.sucesso } },
      // the dialog reads the sale's client e-mail
      'GET /api/vendas/42/': {
        body: { id: 42, cliente: { id: 3, nome: 'Maria', email: 'maria@example.com' } },
      },
    });
    const { user } = await abrir();
    await user.click(screen.getByRole('checkbox', { name: acaoCotacao.selecionar(6) }));
    await user.click(screen.getByRole('button', { name: PANEL_TEXTS.pdf }));
    const dialog = await screen.findByRole('dialog', { name: PDF_TEXTS.titulo });
    expect(await within(dialog).findByRole('button', { name: 'maria@example.com' })).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: /0006 · Pousada/ })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: /0005 · Hotel em Gramado/ }));
    await user.click(within(dialog).getByRole('button', { name: PDF_TEXTS.salvar }));
    expect(await screen.findByText(PDF_TEXTS.sucesso)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/pdf/orcamento_pdf/')[0]?.body).toEqual({
      cotacoes: [5, 6],
      orcamento: 12,
      destinatarios: ['maria@example.com'],
      copia_consultor: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: PDF_TEXTS.titulo })).toBeNull());
  });

  it("shows a 400's message, and the internal-error text otherwise", async () => {
    let resposta: { status: number; body: unknown } = {
      status: 400,
      body: { detail: 'Este orçamento está fechado.' },
    };
    api({ 'POST /api/pdf/orcamento_pdf/': () => resposta });
    const { user } = await abrir();
    await user.click(screen.getByRole('checkbox', { name: acaoCotacao.selecionar(5) }));
    await user.click(screen.getByRole('button', { name: PANEL_TEXTS.pdf }));
    const dialog = await screen.findByRole('dialog', { name: PDF_TEXTS.titulo });
    await user.type(
      within(dialog).getByRole('combobox', { name: PDF_TEXTS.emails }),
      'maria@example.com{Enter}',
    );
    await user.click(within(dialog).getByRole('button', { name: PDF_TEXTS.salvar }));
    expect(await within(dialog).findByText('Este orçamento está fechado.')).toBeInTheDocument();
    resposta = { status: 500, body: { detail: 'Falha' } };
    await user.click(within(dialog).getByRole('button', { name: PDF_TEXTS.salvar }));
    expect(await within(dialog).findByText(PDF_TEXTS.erroInterno)).toBeInTheDocument();
  });
});

describe('Moblix search dialog', () => {
  it('sends the flags and the airline, and opens the results in a new tab', async () => {
    const abrirAba = vi.spyOn(browser, 'openInNewTab').mockImplementation(() => undefined);
    const fetch = api({ 'POST /api/moblix/busca/': { body: { id: 77, ofertas: [{}, {}] } } });
    const user = userEvent.setup();
    renderWithProviders(<OrcamentoCotacoesPanel orcamento={voo} />);
    await user.click(await screen.findByRole('button', { name: PANEL_TEXTS.moblix }));
    const dialog = await screen.findByRole('dialog', { name: MOBLIX_TEXTS.titulo });
    await user.click(within(dialog).getByLabelText(MOBLIX_TEXTS.flags.internacional));
    await user.click(within(dialog).getByLabelText(MOBLIX_TEXTS.companhia));
    await user.click(await screen.findByRole('option', { name: 'TAP' }));
    await user.click(within(dialog).getByRole('button', { name: MOBLIX_TEXTS.buscar }));
    await waitFor(() => expect(abrirAba).toHaveBeenCalledWith('/busca-moblix/77'));
    expect(fetch.callsTo('POST', '/api/moblix/busca/')[0]?.body).toEqual({
      orcamento: 12,
      internacional: true,
      pagante: true,
      diamanteSmiles: false,
      clubeSmiles: false,
      agenciaExterna: false,
      companhia_aerea_ida: 11,
    });
    expect(within(dialog).getByRole('link', { name: MOBLIX_TEXTS.abrir })).toHaveAttribute(
      'href',
      '/busca-moblix/77',
    );
  });

  it("shows the server's message when the search fails", async () => {
    const abrirAba = vi.spyOn(browser, 'openInNewTab').mockImplementation(() => undefined);
    api({
      'POST /api/moblix/busca/': {
        status: 503,
        body: { detail: 'A busca Moblix não está configurada neste servidor.' },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<OrcamentoCotacoesPanel orcamento={voo} />);
    await user.click(await screen.findByRole('button', { name: PANEL_TEXTS.moblix }));
    const dialog = await screen.findByRole('dialog', { name: MOBLIX_TEXTS.titulo });
    await user.click(within(dialog).getByRole('button', { name: MOBLIX_TEXTS.buscar }));
    expect(
      await within(dialog).findByText('A busca Moblix não está configurada neste servidor.'),
    ).toBeInTheDocument();
    expect(abrirAba).not.toHaveBeenCalled();
  });
});

import { type LinhaTabelaMilhasView, TABELA_MILHAS_MESSAGES as M, mesNaAgencia } from '@skyler/domain/milhas';
import { type ContaPropria, MILHAS_PROPRIAS_MESSAGES, type Movimento } from '@skyler/domain/milhas-proprias';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApiDe } from '../../../test/api.ts';
import { esperaPerguntarAntesDeDescartar } from '../../../test/descartar.ts';
import type { MockHandler } from '../../../test/fetch-mock.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { cabecalhos } from '../../../test/tabela.ts';
import {
  CONTAS_PROPRIAS_TEXTS as C,
  MOVIMENTO_TEXTS,
  MOVIMENTOS_TEXTS,
} from '../../milhas-proprias/index.ts';
import { HISTORICO_TEXTS as H } from '../components/historico-milhas.tsx';
import { LINHA_DIALOG_TEXTS } from '../components/linha-milhas-dialog.tsx';
import { TABELA_MILHAS_TEXTS as T } from '../components/tabela-milhas-page.tsx';
import { MILHAS_PAGE_TEXTS } from './milhas-page.tsx';
import { MILHAS_PROPRIAS_TEXTS } from './milhas-proprias-page.tsx';

const ROTAS = ['milhas', 'milhas-proprias'];
const GESTOR = makeUser({ pertencente: ['milhas'], authorized_restricted_routes: ROTAS });
const FINANCEIRO = makeUser({ pertencente: ['financeiro', 'comissao'], authorized_restricted_routes: ROTAS });

function linha(overrides: Partial<LinhaTabelaMilhasView> = {}): LinhaTabelaMilhasView {
  return {
    id: 11,
    tipo: 'preco_de_venda',
    programa: { id: 1, nome: 'Smiles' },
    operado_por: { id: 3, nome: 'GOL Linhas Aéreas', nome_resumido: 'GOL' },
    classe: null,
    precos: ['26.00', '24.50', '23.00', '22.00', '21.50', '21.00'],
    custo_proprio: null,
    custo_terceiros: null,
    piso: '19.00',
    created_at: '2026-10-01T12:00:00.000Z',
    archived_at: null,
    ...overrides,
  };
}

const SMILES = linha();
const LATAM_EXEC = linha({
  id: 12,
  programa: { id: 2, nome: 'LATAM Pass' },
  operado_por: null,
  classe: 'executiva',
  precos: ['44.00', '42.00', '40.00', '39.00', '38.00', '37.00'],
  piso: '34.00',
});

/** Six archived rows on three days: 20 Nov (two programmes), 5 Nov (three rows), 2 Nov. */
const HISTORICO = [
  linha({
    id: 101,
    archived_at: '2026-11-20T15:00:00.000Z',
    precos: ['25.50', '24', '23', '22', '21', '20'],
  }),
  linha({ id: 102, programa: { id: 2, nome: 'LATAM Pass' }, archived_at: '2026-11-20T13:00:00.000Z' }),
  linha({ id: 103, archived_at: '2026-11-05T18:00:00.000Z' }),
  linha({ id: 104, programa: { id: 4, nome: 'TudoAzul' }, archived_at: '2026-11-05T17:00:00.000Z' }),
  linha({ id: 105, programa: { id: 5, nome: 'Flying Blue' }, archived_at: '2026-11-05T12:00:00.000Z' }),
  linha({ id: 106, programa: { id: 6, nome: 'Iberia Plus' }, archived_at: '2026-11-02T12:00:00.000Z' }),
];

const CONTAS: ContaPropria[] = [
  {
    id: 31,
    titular: 'Skyler Viagens',
    numero_id_conta: '52187746390',
    programa: { id: 2, nome: 'LATAM Pass' },
    ativo: true,
    saldo: 2_200_000,
    versao: 4,
    custo_milheiro: '25.80',
    valor_estoque: '56760.00',
  },
  {
    id: 32,
    titular: 'Skyler Viagens',
    numero_id_conta: '418 552 907',
    programa: { id: 1, nome: 'Smiles' },
    ativo: true,
    saldo: 0,
    versao: 1,
    custo_milheiro: null,
    valor_estoque: null,
  },
];

function movimento(overrides: Partial<Movimento>): Movimento {
  return {
    id: 900,
    conta: 31,
    tipo: 'ajuste',
    milhas: 0,
    saldo_apos: 0,
    valor: null,
    custo_milheiro: null,
    fornecedor: null,
    ordem_pagamento: null,
    conta_relacionada: null,
    bonus_porcentagem: null,
    milha_validada: null,
    emissao: null,
    venda: null,
    observacao: null,
    usuario: 'Marcos Milhas',
    created_at: '2026-11-20T15:00:00.000Z',
    ...overrides,
  };
}

function api(extra: Record<string, MockHandler> = {}, user = GESTOR) {
  return mockApiDe(user, {
    'GET /api/milhas/': (request) => ({
      body:
        request.url.searchParams.get('tipo') === 'custo'
          ? [linha({ id: 21, tipo: 'custo' })]
          : [SMILES, LATAM_EXEC],
    }),
    'GET /api/milhas/historico/': (request) => ({
      body: request.url.searchParams.get('mes') === '2026-10' ? [] : HISTORICO,
    }),
    'GET /api/ciaaereas/': {
      body: [
        { id: 3, nome: 'GOL Linhas Aéreas', nome_resumido: 'GOL', iata: 'G3' },
        { id: 4, nome: 'LATAM Airlines', nome_resumido: 'LATAM', iata: 'LA' },
      ],
    },
    'GET /api/milhas-proprias/contas/': { body: { contas: CONTAS, valor_total_estoque: '56760.00' } },
    'GET /api/milhas-proprias/contas/31/movimentos/': {
      body: {
        movimentos: [
          movimento({
            id: 902,
            tipo: 'emissao',
            milhas: -40_000,
            saldo_apos: 2_200_000,
            valor: '1032.00',
            venda: 77,
            emissao: 12,
          }),
          movimento({
            id: 901,
            tipo: 'compra',
            milhas: 2_240_000,
            saldo_apos: 2_240_000,
            valor: '56000.00',
            fornecedor: { id: 9, nome: 'Milhas Express Intermediação' },
          }),
        ],
        pages: 1,
      },
    },
    ...extra,
  });
}

async function tabelaAtual() {
  return screen.findByRole('table', { name: MILHAS_PAGE_TEXTS.tabela });
}

describe('/milhas', () => {
  it('shows the sale-price table: programme, airline, class, the six tiers, costs and floor in reais', async () => {
    const fetch = api();
    renderApp('/milhas');
    expect(
      await screen.findByRole('heading', { name: MILHAS_PAGE_TEXTS.titulo, level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Trilha de navegação' })).toHaveTextContent('Home/Milhas');
    const tabela = await tabelaAtual();
    expect(cabecalhos(tabela)).toEqual([
      'Programa',
      'Operado por',
      'Classe',
      'até 5.000',
      '5.000–20.000',
      '20.000–50.000',
      '50.000–100.000',
      '100.000–200.000',
      'acima de 200.000',
      'Custo próprio',
      'Custo terceiros',
      'Piso',
      'Ações',
    ]);
    const smiles = (await within(tabela).findByRole('rowheader', { name: 'Smiles' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(smiles).getByText('GOL')).toHaveAttribute('title', 'GOL Linhas Aéreas');
    expect(within(smiles).getByText('Todas')).toBeInTheDocument();
    expect(within(smiles).getByText('R$ 26,00')).toBeInTheDocument();
    expect(within(smiles).getByText('R$ 19,00')).toBeInTheDocument();
    const latam = within(tabela).getByRole('rowheader', { name: 'LATAM Pass' }).closest('tr') as HTMLElement;
    expect(within(latam).getByText('Executiva')).toBeInTheDocument();
    expect(fetch.callsTo('GET', '/api/milhas/')[0]?.url.searchParams.get('tipo')).toBe('preco_de_venda');
  });

  it('the history: this month by default, grouped by archive day newest first, four rows and a dialog with all', async () => {
    const fetch = api();
    const user = userEvent.setup();
    renderApp('/milhas');
    const secao = await screen.findByRole('region', { name: MILHAS_PAGE_TEXTS.historico });
    expect(within(secao).getByLabelText(H.mes)).toHaveValue(mesNaAgencia());
    await waitFor(() => expect(fetch.callsTo('GET', '/api/milhas/historico/')).toHaveLength(1));
    const pedido = fetch.callsTo('GET', '/api/milhas/historico/')[0]?.url.searchParams;
    expect(pedido?.get('mes')).toBe(mesNaAgencia());
    expect(pedido?.get('tipo')).toBe('preco_de_venda');

    const dias = await within(secao).findAllByRole('button', { name: /^Arquivados em/ });
    expect(dias.map((d) => d.textContent)).toEqual(['Arquivados em 20/11/2026', 'Arquivados em 05/11/2026']);
    // 2 + 2 of the 6 rows in the preview
    expect(within(secao).getAllByRole('rowheader')).toHaveLength(4);
    // the archive time in the agency's zone (15:00 UTC is 12:00 in São Paulo)
    const maisRecente = within(secao)
      .getAllByRole('rowheader', { name: 'Smiles' })[0]
      ?.closest('tr') as HTMLElement;
    expect(within(maisRecente).getByText('12:00')).toBeInTheDocument();
    expect(within(maisRecente).getByText('R$ 25,50')).toBeInTheDocument();

    await user.click(within(secao).getByRole('button', { name: H.recolherTodos }));
    await waitFor(() => expect(within(secao).queryAllByRole('rowheader')).toHaveLength(0));
    await user.click(within(secao).getByRole('button', { name: H.expandirTodos }));
    expect(await within(secao).findAllByRole('rowheader')).toHaveLength(4);
    await user.click(within(secao).getByRole('button', { name: 'Arquivados em 20/11/2026' }));
    await waitFor(() => expect(within(secao).queryAllByRole('rowheader')).toHaveLength(2));

    await user.click(within(secao).getByRole('button', { name: H.verTodos(6) }));
    const dialog = await screen.findByRole('dialog', { name: MILHAS_PAGE_TEXTS.historico });
    expect(within(dialog).getAllByRole('button', { name: /^Arquivados em/ })).toHaveLength(3);
    expect(within(dialog).getAllByRole('rowheader')).toHaveLength(6);
  });

  it('another month: its history is read; an empty month says so', async () => {
    const fetch = api();
    renderApp('/milhas');
    const secao = await screen.findByRole('region', { name: MILHAS_PAGE_TEXTS.historico });
    fireEvent.change(within(secao).getByLabelText(H.mes), { target: { value: '2026-10' } });
    expect(await within(secao).findByText(M.semHistorico)).toBeInTheDocument();
    expect(fetch.callsTo('GET', '/api/milhas/historico/').at(-1)?.url.searchParams.get('mes')).toBe(
      '2026-10',
    );
    expect(within(secao).queryByRole('button', { name: /Ver todos/ })).toBeNull();
  });

  it('edits a row: the spec’s checks as typed, the confirmation, then the whole row is sent', async () => {
    const fetch = api({ 'PUT /api/milhas/11/': { body: linha({ id: 31, piso: '20.00' }) } });
    const user = userEvent.setup();
    renderApp('/milhas');
    const tabela = await tabelaAtual();
    await user.click(await within(tabela).findByRole('button', { name: T.editar(SMILES) }));
    const dialog = await screen.findByRole('dialog', { name: LINHA_DIALOG_TEXTS.titulo('Smiles') });
    const piso = within(dialog).getByRole('textbox', { name: 'Piso' });
    expect(piso).toHaveValue('19.00');

    await user.clear(piso);
    await user.type(piso, '30');
    await user.click(within(dialog).getByRole('button', { name: LINHA_DIALOG_TEXTS.salvar }));
    expect(await within(dialog).findByText(M.precoAbaixoPiso)).toBeInTheDocument();

    await user.clear(piso);
    await user.type(piso, '20');
    const primeira = within(dialog).getByRole('textbox', { name: 'até 5.000' });
    await user.clear(primeira);
    await user.type(primeira, '0');
    await user.click(within(dialog).getByRole('button', { name: LINHA_DIALOG_TEXTS.salvar }));
    expect(await within(dialog).findByText(M.valoresNegativos)).toBeInTheDocument();
    expect(screen.queryByText(M.confirmarAlteracao)).toBeNull();

    await user.clear(primeira);
    await user.type(primeira, '27,50');
    await user.click(within(dialog).getByRole('button', { name: LINHA_DIALOG_TEXTS.salvar }));
    const confirmacao = await screen.findByRole('dialog', { name: LINHA_DIALOG_TEXTS.confirmacao });
    expect(confirmacao).toHaveTextContent(M.confirmarAlteracao);
    expect(fetch.callsTo('PUT', '/api/milhas/11/')).toHaveLength(0);
    await user.click(within(confirmacao).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText(M.alterada)).toBeInTheDocument();
    expect(fetch.callsTo('PUT', '/api/milhas/11/')[0]?.body).toEqual({
      operado_por: 3,
      classe: null,
      precos: ['27.50', '24.50', '23.00', '22.00', '21.50', '21.00'],
      custo_proprio: null,
      custo_terceiros: null,
      piso: '20',
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: LINHA_DIALOG_TEXTS.titulo('Smiles') })).toBeNull(),
    );
    // the table and history are read again (the quote dialog shares the table's key)
    await waitFor(() => expect(fetch.callsTo('GET', '/api/milhas/').length).toBeGreaterThan(1));
  });

  it('a row someone else changed first: the server’s message, the dialog stays open', async () => {
    api({ 'PUT /api/milhas/11/': { status: 409, body: { detail: M.jaArquivada } } });
    const user = userEvent.setup();
    renderApp('/milhas');
    await user.click(await within(await tabelaAtual()).findByRole('button', { name: T.editar(SMILES) }));
    const dialog = await screen.findByRole('dialog', { name: LINHA_DIALOG_TEXTS.titulo('Smiles') });
    await user.click(within(dialog).getByRole('button', { name: LINHA_DIALOG_TEXTS.salvar }));
    await user.click(
      within(await screen.findByRole('dialog', { name: LINHA_DIALOG_TEXTS.confirmacao })).getByRole(
        'button',
        { name: 'Sim' },
      ),
    );
    expect(await screen.findByText(M.jaArquivada)).toBeInTheDocument();
    // once the confirmation has closed, the edit is still there to be corrected or cancelled
    expect(
      await screen.findByRole('dialog', { name: LINHA_DIALOG_TEXTS.titulo('Smiles') }),
    ).toBeInTheDocument();
  });

  it('asks before dropping a typed price', async () => {
    api();
    const user = userEvent.setup();
    renderApp('/milhas');
    await user.click(await within(await tabelaAtual()).findByRole('button', { name: T.editar(SMILES) }));
    const dialog = await screen.findByRole('dialog', { name: LINHA_DIALOG_TEXTS.titulo('Smiles') });
    await esperaPerguntarAntesDeDescartar(user, within(dialog).getByRole('textbox', { name: 'Piso' }), '5');
  });

  it('archives a row after "Tem certeza que deseja arquivar este item?"', async () => {
    const fetch = api({
      'DELETE /api/milhas/12/': { body: linha({ id: 12, archived_at: '2026-11-24T12:00:00Z' }) },
    });
    const user = userEvent.setup();
    renderApp('/milhas');
    await user.click(
      await within(await tabelaAtual()).findByRole('button', { name: T.arquivar(LATAM_EXEC) }),
    );
    const confirmacao = await screen.findByRole('dialog', { name: T.arquivarTitulo });
    expect(confirmacao).toHaveTextContent('Tem certeza que deseja arquivar este item?');
    await user.click(within(confirmacao).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText(M.arquivada)).toBeInTheDocument();
    expect(fetch.callsTo('DELETE', '/api/milhas/12/')).toHaveLength(1);
  });

  it('outside the milhas group the edit and archive buttons are disabled', async () => {
    api({}, FINANCEIRO);
    renderApp('/milhas');
    const tabela = await tabelaAtual();
    expect(await within(tabela).findByRole('button', { name: T.editar(SMILES) })).toBeDisabled();
    expect(within(tabela).getByRole('button', { name: T.arquivar(SMILES) })).toBeDisabled();
  });
});

describe('/milhas-proprias', () => {
  it('shows the cost table and the cost history', async () => {
    const fetch = api();
    renderApp('/milhas-proprias');
    expect(
      await screen.findByRole('heading', { name: MILHAS_PROPRIAS_TEXTS.titulo, level: 1 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: MILHAS_PROPRIAS_TEXTS.tabela })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: MILHAS_PROPRIAS_TEXTS.historico })).toBeInTheDocument();
    await waitFor(() => expect(fetch.callsTo('GET', '/api/milhas/historico/')).toHaveLength(1));
    expect(fetch.callsTo('GET', '/api/milhas/')[0]?.url.searchParams.get('tipo')).toBe('custo');
    expect(fetch.callsTo('GET', '/api/milhas/historico/')[0]?.url.searchParams.get('tipo')).toBe('custo');
  });

  it('shows the own accounts with balance and stock value, their movements, and records an expiry', async () => {
    const fetch = api({
      'POST /api/milhas-proprias/contas/31/movimentos/': {
        status: 201,
        body: { conta: { ...CONTAS[0], saldo: 2_188_000, versao: 5 }, movimentos: [] },
      },
    });
    const user = userEvent.setup();
    renderApp('/milhas-proprias');
    const contas = await screen.findByRole('table', { name: C.titulo });
    const [latam] = CONTAS as [ContaPropria];
    const linhaLatam = await within(contas).findByRole('row', { name: /52187746390/ });
    expect(within(linhaLatam).getByText('2.200.000')).toBeInTheDocument();
    expect(within(linhaLatam).getByText('R$ 25,80')).toBeInTheDocument();
    expect(within(linhaLatam).getAllByText('R$ 56.760,00')).toHaveLength(1);
    // a programme without an own cost has no stock value
    expect(within(within(contas).getByRole('row', { name: /418 552 907/ })).getAllByText('—')).toHaveLength(
      2,
    );

    await user.click(within(contas).getByRole('button', { name: C.movimentos(latam) }));
    const historico = await screen.findByRole('dialog', { name: MOVIMENTOS_TEXTS.titulo(latam) });
    expect(await within(historico).findByText('-40.000')).toBeInTheDocument();
    expect(within(historico).getByText('Venda 77 · Emissão 12')).toBeInTheDocument();
    expect(within(historico).getByText('Milhas Express Intermediação')).toBeInTheDocument();
    await user.click(within(historico).getByRole('button', { name: MOVIMENTOS_TEXTS.fechar }));

    await user.click(within(contas).getByRole('button', { name: C.movimentar(latam) }));
    const dialog = await screen.findByRole('dialog', { name: MOVIMENTO_TEXTS.titulo(latam) });
    await user.click(within(dialog).getByRole('combobox', { name: MOVIMENTO_TEXTS.tipo }));
    await user.click(await screen.findByRole('option', { name: MOVIMENTO_TEXTS.tipos.expiracao }));
    // typed miles are not dropped unasked
    await esperaPerguntarAntesDeDescartar(user, within(dialog).getByLabelText(MOVIMENTO_TEXTS.milhas), '5');
    await user.clear(within(dialog).getByLabelText(MOVIMENTO_TEXTS.milhas));
    // more than the balance: refused before sending
    await user.type(within(dialog).getByLabelText(MOVIMENTO_TEXTS.milhas), '3000000');
    await user.click(within(dialog).getByRole('button', { name: MOVIMENTO_TEXTS.registrar }));
    expect(
      await within(dialog).findByText(MILHAS_PROPRIAS_MESSAGES.saldoInsuficiente(2_200_000)),
    ).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/milhas-proprias/contas/31/movimentos/')).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText(MOVIMENTO_TEXTS.milhas));
    await user.type(within(dialog).getByLabelText(MOVIMENTO_TEXTS.milhas), '12000');
    await user.click(within(dialog).getByRole('button', { name: MOVIMENTO_TEXTS.registrar }));
    await waitFor(() =>
      expect(fetch.callsTo('POST', '/api/milhas-proprias/contas/31/movimentos/')).toHaveLength(1),
    );
    expect(fetch.callsTo('POST', '/api/milhas-proprias/contas/31/movimentos/')[0]?.body).toEqual({
      tipo: 'expiracao',
      milhas: 12_000,
      observacao: null,
      versao: 4,
    });
  });

  it('outside the milhas group the accounts are read but not moved', async () => {
    api({}, FINANCEIRO);
    renderApp('/milhas-proprias');
    const contas = await screen.findByRole('table', { name: C.titulo });
    const [latam] = CONTAS as [ContaPropria];
    expect(await within(contas).findByRole('button', { name: C.movimentar(latam) })).toBeDisabled();
    expect(within(contas).getByRole('button', { name: C.movimentos(latam) })).toBeEnabled();
  });
});

import { hojeNaAgencia } from '@skyler/domain/formatters-basicos';
import { MOEDA_MESSAGES } from '@skyler/domain/moedas';
import { MENSAGEM_VERSAO } from '@skyler/domain/versao';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Moeda } from '../../../api/get-contexto-preco.ts';
import { CONFLITO_TEXTS } from '../../../components/dialogs/conflito-versao.tsx';
import { mockApiDe } from '../../../test/api.ts';
import { esperaPerguntarAntesDeDescartar } from '../../../test/descartar.ts';
import type { MockHandler } from '../../../test/fetch-mock.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import type { MoedaHistorico } from '../api/moedas.ts';
import { CAMBIO_DIALOG_TEXTS } from '../components/cambio-dialog.tsx';
import { HISTORICO_TEXTS } from '../components/historico-dialog.tsx';
import { MOEDAS_TEXTS } from './moedas-page.tsx';

const FINANCEIRO = makeUser({ id: 6, username: 'financeiro', pertencente: ['financeiro'] });
const HOJE = hojeNaAgencia();
const MOEDAS: (Moeda & { versao: number })[] = [
  {
    id: 1,
    sigla: 'USD',
    nome: 'Dólar americano',
    simbolo: 'US$',
    cambio: '5.460000',
    cambio_data: HOJE,
    versao: 1,
  },
  {
    id: 2,
    sigla: 'BRL',
    nome: 'Real',
    simbolo: 'R$',
    cambio: '1.000000',
    cambio_data: '2025-06-30',
    versao: 1,
  },
  {
    id: 5,
    sigla: 'ARS',
    nome: 'Peso argentino',
    simbolo: '$',
    cambio: '0.004700',
    cambio_data: '2025-06-30',
    versao: 3,
  },
];
const HISTORICO: MoedaHistorico[] = [
  {
    id: 2,
    cambio: '5.460000',
    cambio_data: HOJE,
    origem: 'manual',
    usuario: { id: 6, nome: 'Fernanda Financeiro' },
    created_at: `${HOJE}T12:00:00Z`,
  },
  {
    id: 1,
    cambio: '5.337400',
    cambio_data: '2025-06-27',
    origem: 'ptax',
    usuario: null,
    created_at: '2025-06-27T17:00:00Z',
  },
];

function api(extra: Record<string, MockHandler> = {}, user = FINANCEIRO) {
  return mockApiDe(user, {
    'GET /api/moedas/': { body: MOEDAS },
    'GET /api/moedas/1/historico/': { body: { historico: HISTORICO, pages: 1 } },
    ...extra,
  });
}

async function linha(sigla: string) {
  const table = await screen.findByRole('table', { name: MOEDAS_TEXTS.titulo });
  const celula = await within(table).findByText(sigla);
  const tr = celula.closest('tr');
  if (!tr) throw new Error('sem linha');
  return tr;
}

describe('Moedas e câmbio', () => {
  it('lists each rate in reais with its date; an old one is marked stale, the real is fixed', async () => {
    api();
    renderApp('/moedas');
    const usd = await linha('USD');
    expect(within(usd).getByText('R$ 5,46')).toBeInTheDocument();
    expect(within(usd).queryByText(MOEDA_MESSAGES.desatualizado)).toBeNull();
    const ars = await linha('ARS');
    expect(within(ars).getByText('R$ 0,0047')).toBeInTheDocument();
    expect(within(ars).getByText('30/06/2025')).toBeInTheDocument();
    expect(within(ars).getByText(MOEDA_MESSAGES.desatualizado)).toBeInTheDocument();
    const brl = await linha('BRL');
    expect(within(brl).getByText(MOEDAS_TEXTS.fixo)).toBeInTheDocument();
    expect(within(brl).queryByText(MOEDA_MESSAGES.desatualizado)).toBeNull();
    expect(within(brl).queryByRole('button', { name: MOEDAS_TEXTS.editar('BRL') })).toBeNull();
  });

  it('edits a rate: the server message on its field, then saved', async () => {
    let tentativas = 0;
    const fetch = api({
      'PUT /api/moedas/5/': () => {
        tentativas += 1;
        return tentativas === 1
          ? {
              status: 400,
              body: { detail: 'Dados inválidos.', errors: { cambio_data: [MOEDA_MESSAGES.dataFutura] } },
            }
          : { body: { ...MOEDAS[2], cambio: '0.005100', cambio_data: HOJE } };
      },
    });
    const user = userEvent.setup();
    renderApp('/moedas');
    await user.click(within(await linha('ARS')).getByRole('button', { name: MOEDAS_TEXTS.editar('ARS') }));
    const dialog = await screen.findByRole('dialog', { name: CAMBIO_DIALOG_TEXTS.titulo('ARS') });
    const cambio = within(dialog).getByRole('textbox', { name: /Câmbio/ });
    expect(cambio).toHaveValue('0,0047');

    await user.clear(cambio);
    await user.type(cambio, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(MOEDA_MESSAGES.cambioPositivo)).toBeInTheDocument();
    expect(fetch.callsTo('PUT', '/api/moedas/5/')).toHaveLength(0);

    await user.clear(cambio);
    await user.type(cambio, '0,0051');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(MOEDA_MESSAGES.dataFutura)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(CAMBIO_DIALOG_TEXTS.salvo)).toBeInTheDocument();
    expect(fetch.callsTo('PUT', '/api/moedas/5/').map((c) => c.body)).toEqual([
      { cambio: '0.0051', cambio_data: HOJE, versao: 3 },
      { cambio: '0.0051', cambio_data: HOJE, versao: 3 },
    ]);
    expect(screen.queryByRole('dialog', { name: CAMBIO_DIALOG_TEXTS.titulo('ARS') })).toBeNull();
    // the list (and the quote dialog's rates) are read again
    expect(fetch.callsTo('GET', '/api/moedas/').length).toBeGreaterThan(1);
  });

  it('a rate changed by someone else meanwhile: the typed rate kept, Recarregar, and saved on the current version', async () => {
    let alterada = false;
    let tentativas = 0;
    const fetch = api({
      'GET /api/moedas/': () => ({
        body: MOEDAS.map((m) => (alterada && m.id === 5 ? { ...m, cambio: '0.004900', versao: 4 } : m)),
      }),
      'PUT /api/moedas/5/': () => {
        tentativas += 1;
        alterada = true;
        return tentativas === 1
          ? { status: 409, body: { detail: MENSAGEM_VERSAO } }
          : { body: { ...MOEDAS[2], cambio: '0.005100', cambio_data: HOJE, versao: 5 } };
      },
    });
    const user = userEvent.setup();
    renderApp('/moedas');
    await user.click(within(await linha('ARS')).getByRole('button', { name: MOEDAS_TEXTS.editar('ARS') }));
    const dialog = await screen.findByRole('dialog', { name: CAMBIO_DIALOG_TEXTS.titulo('ARS') });
    const cambio = within(dialog).getByRole('textbox', { name: /Câmbio/ });
    await user.clear(cambio);
    await user.type(cambio, '0,0051');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await within(dialog).findByText(CONFLITO_TEXTS.titulo)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Câmbio/ })).toHaveValue('0,0051');
    // said once, in the dialog: no toast beside it
    expect(screen.queryByText(MENSAGEM_VERSAO)).toBeNull();
    const lidas = fetch.callsTo('GET', '/api/moedas/').length;
    await user.click(within(dialog).getByRole('button', { name: CONFLITO_TEXTS.recarregar }));
    expect(await within(dialog).findByText(CONFLITO_TEXTS.recarregado)).toBeInTheDocument();
    expect(fetch.callsTo('GET', '/api/moedas/').length).toBeGreaterThan(lidas);
    expect(within(dialog).getByText('Câmbio (R$):')).toBeInTheDocument();
    expect(within(dialog).getByText('0,0051')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Câmbio/ })).toHaveValue('0,0051');

    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(CAMBIO_DIALOG_TEXTS.salvo)).toBeInTheDocument();
    expect(fetch.callsTo('PUT', '/api/moedas/5/').map((c) => c.body)).toEqual([
      { cambio: '0.0051', cambio_data: HOJE, versao: 3 },
      { cambio: '0.0051', cambio_data: HOJE, versao: 4 },
    ]);
  });

  it('asks before dropping a typed rate', async () => {
    api();
    const user = userEvent.setup();
    renderApp('/moedas');
    await user.click(within(await linha('ARS')).getByRole('button', { name: MOEDAS_TEXTS.editar('ARS') }));
    const dialog = await screen.findByRole('dialog', { name: CAMBIO_DIALOG_TEXTS.titulo('ARS') });
    await esperaPerguntarAntesDeDescartar(user, within(dialog).getByRole('textbox', { name: /Câmbio/ }), '1');
    expect(screen.getByRole('dialog', { name: CAMBIO_DIALOG_TEXTS.titulo('ARS') })).toBeInTheDocument();
  });

  it('shows a currency history, newest first, manual and PTAX', async () => {
    api();
    const user = userEvent.setup();
    renderApp('/moedas');
    await user.click(within(await linha('USD')).getByRole('button', { name: MOEDAS_TEXTS.historico('USD') }));
    const dialog = await screen.findByRole('dialog', { name: HISTORICO_TEXTS.titulo('USD') });
    const linhas = await within(dialog).findAllByRole('row');
    expect(within(linhas[1] as HTMLElement).getByText('Fernanda Financeiro')).toBeInTheDocument();
    expect(within(linhas[1] as HTMLElement).getByText('Manual')).toBeInTheDocument();
    expect(within(linhas[2] as HTMLElement).getByText('PTAX (Banco Central)')).toBeInTheDocument();
    expect(within(linhas[2] as HTMLElement).getByText('R$ 5,3374')).toBeInTheDocument();
  });

  it('is for administrators and finance only', async () => {
    api({}, makeUser({ id: 3, username: 'consultor', pertencente: ['vendas_1'] }));
    renderApp('/moedas');
    expect(await screen.findByText('Sem permissão')).toBeInTheDocument();
  });
});

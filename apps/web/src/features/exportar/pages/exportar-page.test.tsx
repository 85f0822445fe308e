import { AUTH_MESSAGES } from '@skyler/domain/auth-regras';
import {
  EXPORTAR_DATA_DO_PERIODO,
  EXPORTAR_DATASETS,
  EXPORTAR_MESSAGES,
  EXPORTAR_NOMES,
  periodoPadraoExportacao,
} from '@skyler/domain/exportar';
import { toDateBr } from '@skyler/domain/masks';
import { VALIDACAO_MESSAGES } from '@skyler/domain/validacao';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCookie } from '../../../test/cookies.ts';
import { type MockHandler, mockFetch } from '../../../test/fetch-mock.ts';
import { makeUser, signedIn } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { EXPORTAR_TEXTOS } from './exportar-page.tsx';

const mes = periodoPadraoExportacao();
const doMes = `de=${mes.de}&ate=${mes.ate}`;

const botao = (nome: string) => screen.findByRole('button', { name: EXPORTAR_MESSAGES.botao(nome) });

function api(user = makeUser(), extra: Record<string, MockHandler> = {}) {
  setCookie('csrftoken', 'csrf');
  return mockFetch({ 'GET /api/whoami/': { body: signedIn(user) }, ...extra });
}

/** The `<a download>` the page clicks, caught instead of navigating. */
function capturarDownloads() {
  const baixados: { href: string; download: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    baixados.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
  return baixados;
}

afterEach(() => vi.restoreAllMocks());

describe('Exportar', () => {
  it('offers a button per dataset the user may open, without the restricted ones', async () => {
    api(makeUser({ authorized_restricted_routes: ['comissao'] }));
    renderApp('/exportar');
    expect(await botao('vendas')).toBeInTheDocument();
    const nomes = screen.getAllByRole('button', { name: /^Exportar / }).map((button) => button.textContent);
    expect(nomes).toEqual(
      EXPORTAR_DATASETS.filter((d) => d !== 'milhas' && d !== 'milhas-validadas').map((d) =>
        EXPORTAR_MESSAGES.botao(EXPORTAR_NOMES[d]),
      ),
    );
  });

  it('offers the miles table and the validated miles to who has their routes', async () => {
    api(makeUser({ authorized_restricted_routes: ['milhas', 'painel-autorizacao'] }));
    renderApp('/exportar');
    expect(await botao('milhas')).toBeInTheDocument();
    expect(await botao('milhas validadas')).toBeInTheDocument();
  });

  it('shows the toast, checks the download, then hands the address to the browser', async () => {
    const fetch = api(makeUser(), { 'HEAD /api/exportar/vendas.csv': { status: 200 } });
    const baixados = capturarDownloads();
    renderApp('/exportar');
    await userEvent.click(await botao('vendas'));
    expect(await screen.findByText(EXPORTAR_MESSAGES.iniciando)).toBeInTheDocument();
    await waitFor(() =>
      expect(baixados).toEqual([{ href: `/api/exportar/vendas.csv?${doMes}`, download: 'vendas.csv' }]),
    );
    expect(fetch.callsTo('HEAD', '/api/exportar/vendas.csv')).toHaveLength(1);
  });

  it('exports as XLSX when chosen, named as the spec lists the dataset', async () => {
    api(makeUser({ authorized_restricted_routes: ['painel-autorizacao'] }), {
      'HEAD /api/exportar/milhas-validadas.xlsx': { status: 200 },
    });
    const baixados = capturarDownloads();
    renderApp('/exportar');
    await userEvent.click(await screen.findByRole('button', { name: EXPORTAR_TEXTOS.xlsx }));
    await userEvent.click(await botao('milhas validadas'));
    await waitFor(() =>
      expect(baixados).toEqual([
        { href: `/api/exportar/milhas-validadas.xlsx?${doMes}`, download: 'milhas validadas.xlsx' },
      ]),
    );
  });

  it('says why a download failed, and does not start it', async () => {
    api(makeUser(), { 'HEAD /api/exportar/contatos.csv': { status: 403 } });
    const baixados = capturarDownloads();
    renderApp('/exportar');
    await userEvent.click(await botao('contatos'));
    expect(await screen.findByText(EXPORTAR_MESSAGES.erro(AUTH_MESSAGES.forbidden))).toBeInTheDocument();
    expect(baixados).toEqual([]);
  });

  it('starts with the current month, says which date each dataset is filtered by, names files with accents', async () => {
    api(makeUser(), { 'HEAD /api/exportar/orcamentos.csv': { status: 200 } });
    const baixados = capturarDownloads();
    renderApp('/exportar');
    expect(await screen.findByRole('textbox', { name: EXPORTAR_TEXTOS.de })).toHaveValue(toDateBr(mes.de));
    expect(screen.getByRole('textbox', { name: EXPORTAR_TEXTOS.ate })).toHaveValue(toDateBr(mes.ate));
    const pagamentos = await botao('pagamentos');
    expect(pagamentos).toHaveAccessibleDescription(
      EXPORTAR_TEXTOS.dataDoPeriodo(EXPORTAR_DATA_DO_PERIODO.pagamentos ?? ''),
    );
    expect(await botao('moedas')).toHaveAccessibleDescription(EXPORTAR_TEXTOS.semPeriodo);
    await userEvent.click(await botao('orçamentos'));
    await waitFor(() =>
      expect(baixados).toEqual([
        { href: `/api/exportar/orcamentos.csv?${doMes}`, download: 'orçamentos.csv' },
      ]),
    );
  });

  it('exports the period typed, and a register without a date whole', async () => {
    api(makeUser(), {
      'HEAD /api/exportar/pagamentos.csv': { status: 200 },
      'HEAD /api/exportar/moedas.csv': { status: 200 },
    });
    const baixados = capturarDownloads();
    renderApp('/exportar');
    const de = await screen.findByRole('textbox', { name: EXPORTAR_TEXTOS.de });
    const ate = screen.getByRole('textbox', { name: EXPORTAR_TEXTOS.ate });
    await userEvent.clear(de);
    await userEvent.type(de, '01/10/2026');
    await userEvent.clear(ate);
    await userEvent.type(ate, '15/10/2026');
    await userEvent.click(await botao('pagamentos'));
    await waitFor(() =>
      expect(baixados).toEqual([
        { href: '/api/exportar/pagamentos.csv?de=2026-10-01&ate=2026-10-15', download: 'pagamentos.csv' },
      ]),
    );
    await userEvent.click(await botao('moedas'));
    await waitFor(() => expect(baixados.at(-1)?.href).toBe('/api/exportar/moedas.csv'));
  });

  it('refuses an incomplete or inverted period with its message, and downloads nothing dated', async () => {
    const fetch = api(makeUser(), { 'HEAD /api/exportar/moedas.csv': { status: 200 } });
    const baixados = capturarDownloads();
    renderApp('/exportar');
    const de = await screen.findByRole('textbox', { name: EXPORTAR_TEXTOS.de });
    const ate = screen.getByRole('textbox', { name: EXPORTAR_TEXTOS.ate });
    await userEvent.clear(de);
    await userEvent.click(await botao('vendas'));
    expect(await screen.findByText(VALIDACAO_MESSAGES.dataInvalida)).toBeInTheDocument();
    await userEvent.type(de, '20/10/2026');
    await userEvent.clear(ate);
    await userEvent.type(ate, '10/10/2026');
    await userEvent.click(await botao('vendas'));
    expect(await screen.findByText(EXPORTAR_MESSAGES.periodoInvertido)).toBeInTheDocument();
    expect(baixados).toEqual([]);
    expect(fetch.callsTo('HEAD', '/api/exportar/vendas.csv')).toHaveLength(0);
    // a register without a date does not wait for the period
    await userEvent.click(await botao('moedas'));
    await waitFor(() =>
      expect(baixados).toEqual([{ href: '/api/exportar/moedas.csv', download: 'moedas.csv' }]),
    );
  });
});

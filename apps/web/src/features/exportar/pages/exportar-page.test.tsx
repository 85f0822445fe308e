import { AUTH_MESSAGES } from '@skyler/domain/auth-regras';
import { EXPORTAR_DATASETS, EXPORTAR_MESSAGES, EXPORTAR_NOMES } from '@skyler/domain/exportar';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCookie } from '../../../test/cookies.ts';
import { type MockHandler, mockFetch } from '../../../test/fetch-mock.ts';
import { makeUser, signedIn } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { EXPORTAR_TEXTOS } from './exportar-page.tsx';

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
      expect(baixados).toEqual([{ href: '/api/exportar/vendas.csv', download: 'vendas.csv' }]),
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
        { href: '/api/exportar/milhas-validadas.xlsx', download: 'milhas validadas.xlsx' },
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
});

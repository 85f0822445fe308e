import { RAC_MESSAGES } from '@skyler/domain/racs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApiDe } from '../../../test/api.ts';
import type { MockHandler } from '../../../test/fetch-mock.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { CONSULTORES } from '../../vendas/testing/fixtures.tsx';
import { ACOES_RAC } from '../components/racs-colunas.tsx';
import { makeRac } from '../testing/fixtures.ts';
import { RACS_PATH } from './racs-page.tsx';

function api(extra: Record<string, MockHandler> = {}) {
  return mockApiDe(makeUser(), {
    'GET /api/users/web_ativos/': { body: CONSULTORES },
    ...extra,
  });
}

const pagina = {
  rac: [
    makeRac(),
    makeRac({
      id: 13,
      tipo: 'cancelamento',
      venda: 43,
      servico: 33,
      emissao: { id: 56, tipo: 'emissao_hotel', status: 'rac', localizador: null },
      cliente: null,
      cliente_empresa: { id: 4, nome: 'Acme Viagens' },
    }),
  ],
  pages: 3,
};
const ultimaChamada = (fetch: ReturnType<typeof api>) =>
  fetch.callsTo('GET', RACS_PATH).at(-1)?.url.searchParams;

describe('RAC lists', () => {
  it('lists the requested RACs with their sale, service, issuance and a way to the sale’s RAC tab', async () => {
    const fetch = api({ [`GET ${RACS_PATH}`]: { body: pagina } });
    renderApp('/racs/aberta');
    const table = await screen.findByRole('table', { name: 'RACs Solicitada' });
    const linha = (await within(table).findByText('0012')).closest('tr');
    if (!linha) throw new Error('sem linha');
    expect(within(linha).getByText('Remarcação')).toBeInTheDocument();
    expect(within(linha).getByText('Maria Oliveira')).toBeInTheDocument();
    expect(within(linha).getByRole('link', { name: '0042' })).toHaveAttribute('href', '/vendas/42/info');
    expect(within(linha).getByText('0031')).toBeInTheDocument();
    expect(within(linha).getByRole('link', { name: '0055' })).toHaveAttribute('href', '/emissoes/55');
    expect(within(linha).getByText('Pagante')).toBeInTheDocument();
    expect(within(linha).getByText('Ana Souza')).toBeInTheDocument();
    expect(within(linha).getByRole('link', { name: ACOES_RAC.abrirVenda(12) })).toHaveAttribute(
      'href',
      '/vendas/42/racs',
    );
    // a company's sale shows the company
    expect(within(table).getByText('Acme Viagens')).toBeInTheDocument();
    expect(within(table).getByText('Hotel')).toBeInTheDocument();
    const params = ultimaChamada(fetch);
    expect(params?.get('status')).toBe('aberta');
    expect(params?.get('page')).toBe('1');
  });

  it('shows each tab’s status and keeps the filters when changing tabs', async () => {
    const fetch = api({ [`GET ${RACS_PATH}`]: { body: pagina } });
    const user = userEvent.setup();
    const { router } = renderApp('/racs/aberta?tipo=cancelamento');
    await screen.findByText('0012');
    expect(screen.getByRole('tab', { name: 'Solicitada' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Liberada' }));
    await waitFor(() => expect(ultimaChamada(fetch)?.get('status')).toBe('em_processo'));
    expect(router.state.location.pathname).toBe('/racs/em-processo');
    expect(ultimaChamada(fetch)?.get('tipo')).toBe('cancelamento');
    expect(await screen.findByRole('table', { name: 'RACs Liberada' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Concluída' }));
    await waitFor(() => expect(ultimaChamada(fetch)?.get('status')).toBe('finalizada'));
    expect(router.state.location.pathname).toBe('/racs/finalizada');
  });

  it('/rac opens the requested ones', async () => {
    const fetch = api({ [`GET ${RACS_PATH}`]: { body: pagina } });
    const { router } = renderApp('/rac');
    await screen.findByText('0012');
    expect(router.state.location.pathname).toBe('/racs/aberta');
    expect(ultimaChamada(fetch)?.get('status')).toBe('aberta');
  });

  it('filters by type and consultant, sent as query pairs, and pages', async () => {
    const fetch = api({ [`GET ${RACS_PATH}`]: { body: pagina } });
    const user = userEvent.setup();
    renderApp('/racs/em-processo');
    await screen.findByText('0012');
    await user.click(screen.getByRole('combobox', { name: 'Tipo' }));
    await user.click(await screen.findByRole('option', { name: 'Alteração' }));
    await waitFor(() => expect(ultimaChamada(fetch)?.get('tipo')).toBe('alteracao'));
    await user.click(screen.getByRole('combobox', { name: 'Consultor' }));
    // only consultants are offered
    expect(screen.queryByRole('option', { name: 'Caio Reis' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Bruno Lima' }));
    await waitFor(() => expect(ultimaChamada(fetch)?.get('consultor')).toBe('8'));
    const params = ultimaChamada(fetch);
    expect(params?.get('tipo')).toBe('alteracao');
    expect(params?.get('status')).toBe('em_processo');
    await user.click(screen.getByRole('button', { name: 'Ir para a página 2' }));
    await waitFor(() => expect(ultimaChamada(fetch)?.get('page')).toBe('2'));
    expect(ultimaChamada(fetch)?.get('consultor')).toBe('8');
  });

  it('says when no RAC matches and offers to clear the filters', async () => {
    const fetch = api({ [`GET ${RACS_PATH}`]: { body: { rac: [], pages: 1 } } });
    const user = userEvent.setup();
    renderApp('/racs/finalizada?tipo=alteracao');
    expect(await screen.findByText(RAC_MESSAGES.vazio)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(ultimaChamada(fetch)?.has('tipo')).toBe(false));
    expect(ultimaChamada(fetch)?.get('status')).toBe('finalizada');
  });

  it('says when the list cannot be loaded', async () => {
    api({ [`GET ${RACS_PATH}`]: { status: 500, body: { detail: 'Erro interno.' } } });
    renderApp('/racs/aberta');
    expect(await screen.findByText(RAC_MESSAGES.erroCarregarRacs)).toBeInTheDocument();
  });
});

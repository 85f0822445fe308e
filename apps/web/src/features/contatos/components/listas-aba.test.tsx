import { CONTATO_MESSAGES } from '@skyler/domain/contatos';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApiDe } from '../../../test/api.ts';
import type { MockHandler } from '../../../test/fetch-mock.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { setScreenWidth } from '../../../test/match-media.ts';
import { renderApp } from '../../../test/render.tsx';
import { cabecalhos } from '../../../test/tabela.ts';
import { makeContato } from '../testing/fixtures.ts';

function api(extra: Record<string, MockHandler> = {}) {
  return mockApiDe(makeUser(), {
    'GET /api/contatos/218/': { body: makeContato() },
    ...extra,
  });
}

const EMISSAO = {
  id: 5,
  venda: 42,
  orcamento: 12,
  cotacao: 9,
  servico: 31,
  cliente: 'Maria Oliveira',
  status: 'finalizada',
  status_servico: 'emissao',
  data_conclusao: '2026-03-12T17:00:00.000Z',
  created_at: '2026-03-12T12:00:00.000Z',
  tipo: 'emissao_voo_milha',
  data_ida: '2026-04-01',
};

describe('Emissões como PAX tab', () => {
  it('lists the issuances the contact travels on, each linked to its detail', async () => {
    setScreenWidth(1600);
    api({ 'GET /api/contatos/218/emissoes-beneficiario/': { body: [EMISSAO] } });
    renderApp('/contatos/218/emissoes');
    // the contact's page is the first one of the file to load: its modules take a while on a busy machine
    const tabela = await screen.findByRole('table', { name: 'Emissões como PAX' }, { timeout: 15_000 });
    expect(await within(tabela).findByRole('link', { name: '0005' })).toHaveAttribute('href', '/emissoes/5');
    expect(within(tabela).getByText('Finalizada')).toBeInTheDocument();
    expect(within(tabela).getByText('Emissão')).toBeInTheDocument();
    expect(within(tabela).getByText('Milha')).toBeInTheDocument();
    expect(within(tabela).getByText('12/03/2026 14:00')).toBeInTheDocument();
    expect(within(tabela).getByText('01/04/2026')).toBeInTheDocument();
  });

  it('keeps the key columns on a 1366-px screen and leaves the secondary ones out', async () => {
    setScreenWidth(1366);
    api({ 'GET /api/contatos/218/emissoes-beneficiario/': { body: [EMISSAO] } });
    renderApp('/contatos/218/emissoes');
    const tabela = await screen.findByRole('table', { name: 'Emissões como PAX' }, { timeout: 15_000 });
    await within(tabela).findByRole('link', { name: '0005' });
    expect(cabecalhos(tabela)).toEqual([
      'ID',
      'Venda',
      'Cliente',
      'Status',
      'Status do serviço',
      'Conclusão',
      'Tipo',
      'Ida',
    ]);
  });

  it('says when the contact travels on no issuance', async () => {
    api({ 'GET /api/contatos/218/emissoes-beneficiario/': { body: [] } });
    renderApp('/contatos/218/emissoes');
    expect(await screen.findByText(CONTATO_MESSAGES.nenhumaEmissao)).toBeInTheDocument();
  });
});

describe('a tab whose list fails to load', () => {
  it('says "Erro ao buscar emissões" on the Emissões como PAX tab', async () => {
    api({ 'GET /api/contatos/218/emissoes-beneficiario/': { status: 500, body: { detail: 'Falhou.' } } });
    renderApp('/contatos/218/emissoes');
    expect(await screen.findByText(CONTATO_MESSAGES.erroEmissoes)).toBeInTheDocument();
  });

  it('says "Erro ao buscar as contas fidelidade" on the loyalty accounts tab', async () => {
    api({
      'GET /api/contatos/218/fidelidades/': { status: 500, body: { detail: 'Falhou.' } },
      'GET /api/programas/': { body: [] },
    });
    renderApp('/contatos/218/contas-fidelidade');
    expect(await screen.findByText(CONTATO_MESSAGES.erroFidelidades)).toBeInTheDocument();
  });
});

import { LISTAS_DO_CLIENTE_MESSAGES } from '@skyler/domain/servicos';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApiDe } from '../../../test/api.ts';
import type { MockHandler } from '../../../test/fetch-mock.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { cabecalhos } from '../../../test/tabela.ts';
import { makeContato } from '../../contatos/testing/fixtures.ts';
import { makeEmpresa } from '../../empresas/testing/fixtures.ts';
import { makeBeneficiario, makeServico } from '../testing/fixtures.ts';

const EMPRESA = makeEmpresa();

function api(extra: Record<string, MockHandler> = {}) {
  return mockApiDe(makeUser(), {
    'GET /api/contatos/218/': { body: makeContato() },
    'GET /api/empresas/12/': { body: EMPRESA },
    ...extra,
  });
}

describe('a contact’s Serviços, Cotações pagas and Beneficiários tabs', () => {
  it('Serviços lists the services of its sales, pages on the server and opens a service’s details', async () => {
    const fetch = api({
      'GET /api/contatos/218/servicos/': {
        body: { servicos: [makeServico(), makeServico({ id: 30, status: 'emissao' })], pages: 2 },
      },
    });
    const user = userEvent.setup();
    renderApp('/contatos/218/servicos');
    expect(await screen.findByRole('tab', { name: 'Serviços', selected: true })).toBeInTheDocument();
    const tabela = await screen.findByRole('table', { name: 'Serviços' });
    expect(await within(tabela).findByText('0031')).toBeInTheDocument();
    expect(within(tabela).getByText('0030')).toBeInTheDocument();
    expect(within(tabela).getAllByText('0005 · Hotel em Gramado')).toHaveLength(2);
    expect(within(tabela).getByText('Emissão')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ir para a página 2' }));
    await waitFor(() =>
      expect(fetch.callsTo('GET', '/api/contatos/218/servicos/').at(-1)?.url.searchParams.get('page')).toBe(
        '2',
      ),
    );
    await user.click(within(tabela).getByRole('button', { name: 'Detalhes do serviço 0031' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('Cotações pagas shows each quote with its service, or the empty text', async () => {
    api({
      'GET /api/contatos/218/cotacoes-pagas/': {
        body: { cotacoes: [makeServico({ status: 'emissao', valor_pago: '2750.00' })], pages: 1 },
      },
    });
    renderApp('/contatos/218/cotacoes-pagas');
    const tabela = await screen.findByRole('table', { name: 'Cotações pagas' });
    await within(tabela).findByText('0005 · Hotel em Gramado');
    const [cabecalho, linha] = within(tabela).getAllByRole('row');
    expect(cabecalhos(cabecalho as HTMLElement)).toEqual([
      'Cotação',
      'Tipo',
      'Venda',
      'Serviço',
      'Status',
      'Total',
      'Pago',
      'Criado em',
      'Ações',
    ]);
    expect(within(linha as HTMLElement).getByText('0005 · Hotel em Gramado')).toBeInTheDocument();
    expect(within(linha as HTMLElement).getByText('0031')).toBeInTheDocument();
  });

  it('Beneficiários lists who travels on its services, each leading to the contact', async () => {
    api({
      'GET /api/contatos/218/beneficiarios/': {
        body: {
          beneficiarios: [
            makeBeneficiario({ servico: 31, assento: '12A', tipo_assento: 'Janela', bagagem: '23 kg' }),
            makeBeneficiario({
              id: 2,
              servico: 30,
              tipo_quarto: 'Duplo',
              contato: { ...makeBeneficiario().contato, id: 9, nome: 'Caio', sobrenome: 'Prado' },
            }),
          ],
          pages: 1,
        },
      },
    });
    renderApp('/contatos/218/beneficiarios');
    const tabela = await screen.findByRole('table', { name: 'Beneficiários' });
    expect(await within(tabela).findByRole('link', { name: 'Adriana Pinto Almeida' })).toHaveAttribute(
      'href',
      '/contatos/218',
    );
    expect(within(tabela).getByRole('link', { name: 'Caio Prado' })).toHaveAttribute('href', '/contatos/9');
    for (const texto of ['12A', 'Janela', '23 kg', 'Duplo', '0031', '0030']) {
      expect(within(tabela).getByText(texto)).toBeInTheDocument();
    }
  });
});

describe('a company’s tabs', () => {
  it('reads the company’s lists and says when there is nothing', async () => {
    const fetch = api({
      'GET /api/empresas/12/servicos/': { body: { servicos: [], pages: 1 } },
      'GET /api/empresas/12/beneficiarios/': { body: { beneficiarios: [], pages: 1 } },
    });
    const user = userEvent.setup();
    renderApp('/empresas/12/servicos');
    expect(await screen.findByText(LISTAS_DO_CLIENTE_MESSAGES.nenhumServico)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Beneficiários' }));
    expect(await screen.findByText(LISTAS_DO_CLIENTE_MESSAGES.nenhumBeneficiario)).toBeInTheDocument();
    expect(fetch.callsTo('GET', '/api/empresas/12/beneficiarios/')).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'Cotações pagas' })).toHaveAttribute(
      'href',
      '/empresas/12/cotacoes-pagas',
    );
  });
});

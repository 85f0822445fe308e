import { RESULTADO_MESSAGES as R } from '@skyler/domain/precos/resultado';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApiDe } from '../../../test/api.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { makeVendaDetalhada } from '../testing/fixtures.tsx';

const RESULTADO = {
  receita: '1000.00',
  custo: '950.00',
  taxas_meio_pagamento: '9.90',
  comissoes: '62.40',
  estornos: '0.00',
  diferenca_cambial: '0.00',
  margem_bruta: '50.00',
  margem_liquida: '-22.30',
  servicos: [
    {
      id: 31,
      receita: '1000.00',
      custo: '950.00',
      margem_bruta: '50.00',
      comissoes: '62.40',
      comissao_acima_da_margem: true,
    },
  ],
};

function api(user = makeUser({ pertencente: ['financeiro'] })) {
  return mockApiDe(user, {
    'GET /api/vendas/42/': { body: makeVendaDetalhada() },
    'GET /api/vendas/42/resultado/': { body: RESULTADO },
    'GET /api/vendas/detailed/': { body: { vendas: [], pages: 1 } },
  });
}

describe('the sale result', () => {
  it('shows each line, the net margin and flags a service whose commissions exceed its margin', async () => {
    api();
    renderApp('/vendas/42/info');
    const secao = await screen.findByRole('region', { name: R.titulo });
    expect(await within(secao).findByText('Margem líquida')).toBeInTheDocument();
    expect(secao).toHaveTextContent('ReceitaR$ 1.000,00');
    expect(secao).toHaveTextContent('Taxas dos meios de pagamento− R$ 9,90');
    expect(secao).toHaveTextContent('Comissões− R$ 62,40');
    expect(secao).toHaveTextContent('Margem brutaR$ 50,00');
    expect(secao).toHaveTextContent('Margem líquida-R$ 22,30');
    expect(within(secao).getByRole('alert')).toHaveTextContent(R.servicoComissaoAcima('0031'));
  });

  it('is neither shown nor asked for to whoever does not see margins', async () => {
    const fetch = api(makeUser({ id: 99, pertencente: ['cotacao'] }));
    renderApp('/vendas/42/info');
    expect(await screen.findByText('Anotações')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: R.titulo })).toBeNull();
    expect(fetch.callsTo('GET', '/api/vendas/42/resultado/')).toHaveLength(0);
  });
});

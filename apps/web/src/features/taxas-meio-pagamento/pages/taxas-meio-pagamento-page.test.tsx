import {
  TAXAS_MEIO_PAGAMENTO_MESSAGES as M,
  type TaxaMeioPagamentoView,
} from '@skyler/domain/taxas-meio-pagamento';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FORBIDDEN_TITLE } from '../../../components/error-pages/forbidden-page.tsx';
import { mockApiDe } from '../../../test/api.ts';
import type { MockHandler } from '../../../test/fetch-mock.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { TAXAS_TEXTS } from './taxas-meio-pagamento-page.tsx';

const ADMIN = makeUser({ id: 1, username: 'admin', is_superuser: true });
const CREDITO: TaxaMeioPagamentoView = {
  id: 3,
  meio_pagamento: 'pagarme',
  num_parcelas: 1,
  percentual: '3.19',
  fixo: '0.00',
  versao: 2,
  vigente_desde: '2026-11-20T15:00:00Z',
  vigente_ate: null,
  alterado_por: { id: 1, nome: 'Ana Admin' },
};
const ANTIGA: TaxaMeioPagamentoView = {
  ...CREDITO,
  id: 1,
  percentual: '2.99',
  versao: 1,
  vigente_desde: '2026-01-02T12:00:00Z',
  vigente_ate: '2026-11-20T15:00:00Z',
};

function api(extra: Record<string, MockHandler> = {}, user = ADMIN) {
  return mockApiDe(user, {
    'GET /api/taxas-meio-pagamento/': { body: { taxas: [CREDITO], historico: [ANTIGA] } },
    ...extra,
  });
}

describe('Taxas dos meios de pagamento', () => {
  it('lists the rates in force and their history, and saves a change with the version read', async () => {
    const fetch = api({
      'PUT /api/taxas-meio-pagamento/': { body: { ...CREDITO, percentual: '3.29', versao: 3 } },
    });
    const user = userEvent.setup();
    renderApp('/taxas-meio-pagamento');
    const vigentes = await screen.findByRole('region', { name: TAXAS_TEXTS.vigentes });
    expect(await within(vigentes).findByText('3,19 %')).toBeInTheDocument();
    const historico = screen.getByRole('region', { name: M.historico });
    expect(within(historico).getByText('2,99 %')).toBeInTheDocument();
    await user.click(within(vigentes).getByRole('button', { name: TAXAS_TEXTS.editar }));
    const campo = screen.getByRole('textbox', { name: TAXAS_TEXTS.percentual });
    expect(campo).toHaveValue('3,19');
    await user.clear(campo);
    await user.type(campo, '3,29');
    await user.click(screen.getByRole('button', { name: TAXAS_TEXTS.salvar }));
    expect(await screen.findByText(M.salva)).toBeInTheDocument();
    expect(fetch.callsTo('PUT', '/api/taxas-meio-pagamento/')[0]?.body).toEqual({
      meio_pagamento: 'pagarme',
      num_parcelas: 1,
      percentual: '3,29',
      fixo: '0,00',
      versao: 2,
    });
  });

  it('is read-only for finance and refused to everyone else', async () => {
    api({}, makeUser({ pertencente: ['financeiro'] }));
    renderApp('/taxas-meio-pagamento');
    expect(await screen.findByText(TAXAS_TEXTS.somenteLeitura)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TAXAS_TEXTS.salvar })).not.toBeInTheDocument();
  });

  it('is refused to a consultant without asking the API', async () => {
    const fetch = api({}, makeUser({ pertencente: ['vendas'] }));
    renderApp('/taxas-meio-pagamento');
    expect(await screen.findByRole('heading', { name: FORBIDDEN_TITLE })).toBeInTheDocument();
    expect(fetch.callsTo('GET', '/api/taxas-meio-pagamento/')).toHaveLength(0);
  });
});

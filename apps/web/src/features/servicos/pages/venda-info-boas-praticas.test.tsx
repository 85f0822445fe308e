import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApiDe } from '../../../test/api.ts';
import type { MockHandler } from '../../../test/fetch-mock.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { makeVendaDetalhada } from '../../vendas/testing/fixtures.tsx';
import { makeServico } from '../testing/fixtures.ts';

function api(servicos: MockHandler) {
  return mockApiDe(makeUser(), {
    'GET /api/vendas/42/': { body: makeVendaDetalhada() },
    'GET /api/vendas/42/chat_messages/': { body: [] },
    'GET /api/vendas/42/servicos/': servicos,
  });
}

const seguiu = { seguiu_manual_boas_praticas: true, seguiu_manual_boas_praticas_milhas: null };
const voo = (tipo: string) => ({
  ...makeServico().cotacao,
  tipo_servico: 'orcamento_voo',
  subcotacoes: [{ id: 1, tipo_cotacao: tipo, programa_fidelidade: null }],
});

describe('Manual de boas práticas box of a sale', () => {
  it('counts the sale’s services that followed the manuals', async () => {
    api({
      body: [
        // a hotel has no miles manual to follow
        makeServico({ ...seguiu }),
        makeServico({ id: 32, ...seguiu, cotacao: voo('milha'), seguiu_manual_boas_praticas_milhas: true }),
        makeServico({ id: 33, ...seguiu, cotacao: voo('wallet') }),
      ],
    });
    renderApp('/vendas/42/info');
    expect(await screen.findByText('2/3 serviços — não seguiu')).toBeInTheDocument();
  });

  it('says seguiu when every service followed', async () => {
    api({ body: [makeServico({ ...seguiu, cotacao: voo('pagante') })] });
    renderApp('/vendas/42/info');
    expect(await screen.findByText('1/1 serviços — seguiu')).toBeInTheDocument();
  });

  it('shows - without services', async () => {
    api({ body: [] });
    renderApp('/vendas/42/info');
    expect(await screen.findByText('0/0 serviços — -')).toBeInTheDocument();
  });
});

import type { CampoFormadorEmissao } from '@skyler/domain/emissoes';
import { EMISSAO_MESSAGES } from '@skyler/domain/emissoes';
import { ORDEM_PAGAMENTO_MESSAGES } from '@skyler/domain/ordens-pagamento';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setCookie } from '../../../test/cookies.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { makeUser, signedIn } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { makeVendaDetalhada } from '../../vendas/testing/fixtures.tsx';
import { CARTOES, makeEmissaoDetalhe } from '../testing/fixtures.ts';
import { PAGAMENTOS_TEXTOS } from './aba-pagamentos.tsx';

const EMISSOR = makeUser({ id: 12, perfil_user: ['emissor'] });

const campo = (
  campo_formador: CampoFormadorEmissao['campo_formador'],
  valor: string,
  responsavel_fixo: CampoFormadorEmissao['responsavel_fixo'] = null,
): CampoFormadorEmissao => ({ campo_formador, valor, responsavel_fixo, cartao_permitido: true });

/** Saves the tab with the fields named moved to the client (every line starts with the agency). */
async function salvar(campos: CampoFormadorEmissao[], cliente: string[]) {
  setCookie('csrftoken', 'csrf');
  const fetch = mockFetch({
    'GET /api/whoami/': { body: signedIn(EMISSOR) },
    'GET /api/vendas/42/': { body: makeVendaDetalhada() },
    'GET /api/emissoes/5/': {
      body: makeEmissaoDetalhe({ tipo: 'emissao_voo_pagante', campos_formadores: campos }),
    },
    'GET /api/emissoes/5/emissores/': { body: [] },
    'GET /api/emissoes/5/pagamentos/': { body: [] },
    'GET /api/cartoes/': { body: CARTOES },
    'POST /api/emissoes/5/pagamentos/': { body: [] },
  });
  const user = userEvent.setup();
  renderApp('/emissoes/5');
  await user.click(await screen.findByRole('tab', { name: 'Pagamentos' }));
  await screen.findByRole('table', { name: PAGAMENTOS_TEXTOS.tabela });
  for (const rotulo of cliente) {
    await user.click(screen.getByRole('combobox', { name: PAGAMENTOS_TEXTOS.quemPaga(rotulo) }));
    await user.click(await screen.findByRole('option', { name: 'Cliente' }));
  }
  await user.click(screen.getByRole('button', { name: PAGAMENTOS_TEXTOS.salvar }));
  expect(await screen.findByText(EMISSAO_MESSAGES.pagamentoRegistrado)).toBeInTheDocument();
  return fetch;
}

describe('Pagamentos tab: payment orders', () => {
  it('says the payment orders were created when the agency pays a field with a value', async () => {
    // prefilled with the agency: saved as it comes
    const fetch = await salvar([campo('custo_bilhete', '1500.00'), campo('rav', '80.00')], []);
    expect(await screen.findByText(ORDEM_PAGAMENTO_MESSAGES.criadas)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/emissoes/5/pagamentos/')[0]?.body).toEqual({
      pagamentos: [
        { campo_formador: 'custo_bilhete', responsavel: 'skyler', cartao: null },
        { campo_formador: 'rav', responsavel: 'skyler', cartao: null },
      ],
      versao: 1,
    });
  });

  it('says nothing of orders when the agency pays only RAV or a zero field, or the client pays', async () => {
    await salvar(
      [campo('custo_bilhete', '1500.00'), campo('custo_taxa_embarque', '0.00'), campo('rav', '80.00')],
      ['Custo do bilhete'],
    );
    expect(screen.queryByText(ORDEM_PAGAMENTO_MESSAGES.criadas)).toBeNull();
  });
});

describe('Pagamentos tab: a refused save', () => {
  it('says the payment orders were not created when the agency pays a field with a value', async () => {
    setCookie('csrftoken', 'csrf');
    mockFetch({
      'GET /api/whoami/': { body: signedIn(EMISSOR) },
      'GET /api/vendas/42/': { body: makeVendaDetalhada() },
      'GET /api/emissoes/5/': {
        body: makeEmissaoDetalhe({
          tipo: 'emissao_voo_pagante',
          campos_formadores: [campo('custo_bilhete', '1500.00')],
        }),
      },
      'GET /api/emissoes/5/emissores/': { body: [] },
      'GET /api/emissoes/5/pagamentos/': { body: [] },
      'GET /api/cartoes/': { body: CARTOES },
      'POST /api/emissoes/5/pagamentos/': { status: 500, body: { detail: 'Falhou.' } },
    });
    const user = userEvent.setup();
    renderApp('/emissoes/5');
    await user.click(await screen.findByRole('tab', { name: 'Pagamentos' }));
    await screen.findByRole('table', { name: PAGAMENTOS_TEXTOS.tabela });
    await user.click(screen.getByRole('button', { name: PAGAMENTOS_TEXTOS.salvar }));
    expect(await screen.findByText(ORDEM_PAGAMENTO_MESSAGES.erroCriar)).toBeInTheDocument();
    expect(screen.queryByText(ORDEM_PAGAMENTO_MESSAGES.criadas)).toBeNull();
  });
});

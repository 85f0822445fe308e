import { EMISSAO_MESSAGES } from '@skyler/domain/emissoes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setCookie } from '../../../test/cookies.ts';
import { type MockHandler, mockFetch } from '../../../test/fetch-mock.ts';
import { makeUser, signedIn } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { SENHA_TEXTS } from '../../milhas-validadas/index.ts';
import { makeMilhaValidada } from '../../milhas-validadas/testing/fixtures.ts';
import { makeVendaDetalhada } from '../../vendas/testing/fixtures.tsx';
import { EDU, makeEmissaoDetalhe } from '../testing/fixtures.ts';
import { CONTAS_EMISSAO_TEXTS } from './contas-emissao.tsx';

const EMISSORA = makeUser({ id: 12, nome: 'Elisa', sobrenome: 'Emissora', pertencente: ['emissao'] });
const CONSULTOR = makeUser({ id: 20, nome: 'Carlos', sobrenome: 'Consultor', pertencente: ['vendas_1'] });
const BILHETES = '/api/subcotacoes/14/milhas-validadas/';
const REVELAR = '/api/milhas-validadas/12/revelar-senha/';

function api(user = EMISSORA, extra: Record<string, MockHandler> = {}) {
  setCookie('csrftoken', 'csrf');
  const emissao = makeEmissaoDetalhe();
  return mockFetch({
    'GET /api/whoami/': { body: signedIn(user) },
    'GET /api/vendas/42/': { body: makeVendaDetalhada() },
    'GET /api/emissoes/5/': {
      body: makeEmissaoDetalhe({
        subcotacao_voo: emissao.subcotacao_voo && { ...emissao.subcotacao_voo, tipo_cotacao: 'milha' },
      }),
    },
    'GET /api/emissoes/5/emissores/': { body: [EDU] },
    [`GET ${BILHETES}`]: {
      body: [
        makeMilhaValidada(),
        makeMilhaValidada({
          id: 13,
          conta_fidelidade: {
            id: 5,
            titular: 'Skyler Viagens',
            numero_id_conta: 'SM-778899',
            programa: 'Smiles',
          },
          titular: 'Skyler Viagens',
          conta_propria: true,
          provedor_milhas: null,
          login: null,
          cpf: null,
          tem_senha: false,
          valor: 10_000,
          valor_compra: '21.00',
          custo: '210.00',
        }),
      ],
    },
    [`POST ${REVELAR}`]: { body: { senha: 's3cr3t0' } },
    ...extra,
  });
}

describe('Contas para emissão', () => {
  it('shows the issuer the validated accounts of a miles issuance, the password only on click', {
    timeout: 60_000,
  }, async () => {
    const fetch = api();
    const user = userEvent.setup();
    renderApp('/emissoes/5');
    // the file's first render waits for the page's lazy chunk
    const tabela = await screen.findByRole(
      'table',
      { name: CONTAS_EMISSAO_TEXTS.titulo },
      { timeout: 20_000 },
    );
    await within(tabela).findByText('joana.terceira');
    const [, terceiro, propria] = within(tabela).getAllByRole('row');
    if (!terceiro || !propria) throw new Error('rows missing');
    for (const texto of ['Smiles', 'Joana Terceira', 'joana.terceira', '529.982.247-25', '30.000'])
      expect(within(terceiro).getByText(texto)).toBeInTheDocument();
    expect(within(terceiro).getByText(/17,50/)).toBeInTheDocument();
    expect(within(propria).getByText(/Skyler Viagens · SM-778899/)).toBeInTheDocument();
    expect(within(propria).queryByRole('button', { name: SENHA_TEXTS.mostrarDa(13) })).toBeNull();

    expect(within(terceiro).queryByText('s3cr3t0')).toBeNull();
    expect(fetch.callsTo('POST', REVELAR)).toHaveLength(0);
    await user.click(within(terceiro).getByRole('button', { name: SENHA_TEXTS.mostrarDa(12) }));
    expect(await within(terceiro).findByText('s3cr3t0')).toBeInTheDocument();
    expect(fetch.callsTo('POST', REVELAR)).toHaveLength(1);
    await user.click(within(terceiro).getByRole('button', { name: SENHA_TEXTS.ocultarDa(12) }));
    expect(within(terceiro).queryByText('s3cr3t0')).toBeNull();
  });

  it('is not shown to staff outside the issuing and milhas groups, nor asked for', {
    timeout: 60_000,
  }, async () => {
    const fetch = api(CONSULTOR);
    renderApp('/emissoes/5');
    expect(
      await screen.findByRole('region', { name: 'Dados da emissão' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: CONTAS_EMISSAO_TEXTS.titulo })).toBeNull();
    expect(fetch.callsTo('GET', BILHETES)).toHaveLength(0);
  });

  it('says when the validations of the issuance cannot be read', { timeout: 60_000 }, async () => {
    api(EMISSORA, { [`GET ${BILHETES}`]: { status: 500, body: { detail: 'Erro interno.' } } });
    renderApp('/emissoes/5');
    expect(
      await screen.findByText(EMISSAO_MESSAGES.erroValidacoes, {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
  });
});

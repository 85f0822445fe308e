import { formatDateTime } from '@skyler/domain/formatters-basicos';
import { PORTAL_CONFIGURACAO_MESSAGES as M, type PortalConfiguracao } from '@skyler/domain/portal';
import { MENSAGEM_VERSAO } from '@skyler/domain/versao';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApiDe } from '../../../test/api.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { PORTAL_CONFIGURACAO_TEXTOS } from './configuracao-portal-card.tsx';

const ADMIN = makeUser({ id: 1, username: 'admin', is_superuser: true });
const PATH = '/api/configuracoes/portal/';
const lida: PortalConfiguracao = {
  contatos_empresa: false,
  versao: 3,
  atualizado_em: '2026-11-20T15:00:00.000Z',
};

// the card is on Parâmetros da agência, beside the agency's other settings (answered 404 here)
const cartao = async () => screen.findByRole('region', { name: M.titulo });

describe('Parâmetros da agência › Portal do cliente', () => {
  it("switches the company's sales on for its contacts, sending the version it read", async () => {
    const fetch = mockApiDe(ADMIN, {
      [`GET ${PATH}`]: { body: lida },
      [`PUT ${PATH}`]: { body: { ...lida, contatos_empresa: true, versao: 4 } },
    });
    const user = userEvent.setup();
    renderApp('/parametros');
    const card = await cartao();
    const opcao = await within(card).findByRole('checkbox', { name: M.contatosEmpresa });
    expect(opcao).not.toBeChecked();
    expect(within(card).getByText(`Alterado em ${formatDateTime(lida.atualizado_em ?? '')}.`)).toBeVisible();
    await user.click(opcao);
    await user.click(within(card).getByRole('button', { name: PORTAL_CONFIGURACAO_TEXTOS.salvar }));
    expect(await screen.findByText(M.salva)).toBeInTheDocument();
    expect(fetch.callsTo('PUT', PATH)[0]?.body).toEqual({ contatos_empresa: true, versao: 3 });
    expect(within(card).getByRole('checkbox', { name: M.contatosEmpresa })).toBeChecked();
  });

  it('says a stale write was refused', async () => {
    mockApiDe(ADMIN, {
      [`GET ${PATH}`]: { body: lida },
      [`PUT ${PATH}`]: { status: 409, body: { detail: MENSAGEM_VERSAO } },
    });
    const user = userEvent.setup();
    renderApp('/parametros');
    const card = await cartao();
    await user.click(await within(card).findByRole('checkbox', { name: M.contatosEmpresa }));
    await user.click(within(card).getByRole('button', { name: PORTAL_CONFIGURACAO_TEXTOS.salvar }));
    expect(await screen.findByText(MENSAGEM_VERSAO)).toBeInTheDocument();
  });
});

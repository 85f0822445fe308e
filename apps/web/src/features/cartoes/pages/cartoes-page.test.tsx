import { CARTAO_MESSAGES, type Cartao } from '@skyler/domain/emissoes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApiDe } from '../../../test/api.ts';
import type { MockHandler } from '../../../test/fetch-mock.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { CARTAO_FORM_TEXTS } from '../components/cartao-form-dialog.tsx';
import { CARTOES_TEXTS } from './cartoes-page.tsx';

const ADMIN = makeUser({ id: 1, username: 'admin', is_superuser: true, pertencente: ['financeiro'] });
const CARTOES: Cartao[] = [
  { id: 1, nome: 'Corporativo', bandeira: 'Visa', digs: '1234', ativo: true },
  { id: 2, nome: 'Antigo', bandeira: 'Master', digs: '0042', ativo: false },
];

function api(extra: Record<string, MockHandler> = {}, user = ADMIN) {
  return mockApiDe(user, {
    'GET /api/cartoes/': { body: CARTOES },
    ...extra,
  });
}

async function linhaDoCartao(nome: string) {
  const table = await screen.findByRole('table', { name: CARTOES_TEXTS.titulo });
  const linha = (await within(table).findByText(nome)).closest('tr');
  if (!linha) throw new Error('sem linha');
  return linha;
}

describe('Cartões da agência', () => {
  it('lists every card with its brand, last four digits and whether it is active; read-only for staff', async () => {
    const fetch = api({}, makeUser());
    renderApp('/cartoes');
    const linha = await linhaDoCartao('Corporativo');
    expect(within(linha).getByText('Visa')).toBeInTheDocument();
    expect(within(linha).getByText('•••• 1234')).toBeInTheDocument();
    expect(within(linha).getByText('Ativo')).toBeInTheDocument();
    expect(within(await linhaDoCartao('Antigo')).getByText('Inativo')).toBeInTheDocument();
    // every card, not only the active ones
    expect(fetch.callsTo('GET', '/api/cartoes/')[0]?.url.searchParams.has('ativo')).toBe(false);
    expect(screen.queryByRole('button', { name: CARTOES_TEXTS.novo })).toBeNull();
    expect(screen.queryByRole('button', { name: CARTOES_TEXTS.editar('Corporativo') })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Ações' })).toBeNull();
  });

  it('lets an administrator add a card with exactly four digits', async () => {
    const fetch = api({
      'POST /api/cartoes/': {
        status: 201,
        body: { id: 3, nome: 'Viagens', bandeira: 'Elo', digs: '5678', ativo: true },
      },
    });
    const user = userEvent.setup();
    renderApp('/cartoes');
    await linhaDoCartao('Corporativo');
    await user.click(screen.getByRole('button', { name: CARTOES_TEXTS.novo }));
    const dialog = await screen.findByRole('dialog', { name: CARTAO_FORM_TEXTS.novo });
    await user.type(within(dialog).getByRole('textbox', { name: /Nome/ }), 'Viagens');
    await user.type(within(dialog).getByRole('textbox', { name: /Bandeira/ }), 'Elo');
    const digs = within(dialog).getByRole('textbox', { name: /Últimos 4 dígitos/ });
    // letters are dropped and no more than four digits are kept: a full number cannot be typed
    await user.type(digs, '5a6b7-8 9012 3456');
    expect(digs).toHaveValue('5678');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(CARTAO_MESSAGES.criado)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/cartoes/')[0]?.body).toEqual({
      nome: 'Viagens',
      bandeira: 'Elo',
      digs: '5678',
      ativo: true,
    });
  });

  it('refuses fewer than four digits and empty fields before sending', async () => {
    const fetch = api();
    const user = userEvent.setup();
    renderApp('/cartoes');
    await linhaDoCartao('Corporativo');
    await user.click(screen.getByRole('button', { name: CARTOES_TEXTS.novo }));
    const dialog = await screen.findByRole('dialog', { name: CARTAO_FORM_TEXTS.novo });
    await user.type(within(dialog).getByRole('textbox', { name: /Últimos 4 dígitos/ }), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(CARTAO_MESSAGES.nomeObrigatorio)).toBeInTheDocument();
    expect(within(dialog).getByText(CARTAO_MESSAGES.bandeiraObrigatoria)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Últimos 4 dígitos/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(fetch.callsTo('POST', '/api/cartoes/')).toHaveLength(0);
  });

  it('lets an administrator rename a card', async () => {
    const fetch = api({
      'PUT /api/cartoes/1/': { body: { ...CARTOES[0], nome: 'Corporativo 2' } },
    });
    const user = userEvent.setup();
    renderApp('/cartoes');
    await user.click(
      within(await linhaDoCartao('Corporativo')).getByRole('button', {
        name: CARTOES_TEXTS.editar('Corporativo'),
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: CARTAO_FORM_TEXTS.editar('Corporativo') });
    const nome = within(dialog).getByRole('textbox', { name: /Nome/ });
    expect(nome).toHaveValue('Corporativo');
    await user.type(nome, ' 2');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(CARTAO_MESSAGES.salvo)).toBeInTheDocument();
    expect(fetch.callsTo('PUT', '/api/cartoes/1/')[0]?.body).toEqual({
      nome: 'Corporativo 2',
      bandeira: 'Visa',
      digs: '1234',
      ativo: true,
    });
  });

  it('lets an administrator deactivate and activate cards', async () => {
    const fetch = api({
      'PUT /api/cartoes/1/': { body: { ...CARTOES[0], ativo: false } },
      'PUT /api/cartoes/2/': { body: { ...CARTOES[1], ativo: true } },
    });
    const user = userEvent.setup();
    renderApp('/cartoes');
    await user.click(
      within(await linhaDoCartao('Corporativo')).getByRole('button', {
        name: CARTOES_TEXTS.desativar('Corporativo'),
      }),
    );
    expect(await screen.findByText(CARTOES_TEXTS.desativado)).toBeInTheDocument();
    expect(fetch.callsTo('PUT', '/api/cartoes/1/')[0]?.body).toMatchObject({ ativo: false, digs: '1234' });
    await user.click(
      within(await linhaDoCartao('Antigo')).getByRole('button', { name: CARTOES_TEXTS.ativar('Antigo') }),
    );
    await waitFor(() =>
      expect(fetch.callsTo('PUT', '/api/cartoes/2/')[0]?.body).toMatchObject({ ativo: true }),
    );
  });

  it('shows the server’s field messages on the form', async () => {
    api({
      'POST /api/cartoes/': {
        status: 400,
        body: { detail: 'Dados inválidos.', errors: { digs: [CARTAO_MESSAGES.digitos] } },
      },
    });
    const user = userEvent.setup();
    renderApp('/cartoes');
    await linhaDoCartao('Corporativo');
    await user.click(screen.getByRole('button', { name: CARTOES_TEXTS.novo }));
    const dialog = await screen.findByRole('dialog', { name: CARTAO_FORM_TEXTS.novo });
    await user.type(within(dialog).getByRole('textbox', { name: /Nome/ }), 'Viagens');
    await user.type(within(dialog).getByRole('textbox', { name: /Bandeira/ }), 'Elo');
    await user.type(within(dialog).getByRole('textbox', { name: /Últimos 4 dígitos/ }), '5678');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Últimos 4 dígitos/ })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
  });
});

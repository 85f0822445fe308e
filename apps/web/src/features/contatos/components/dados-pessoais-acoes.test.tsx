import { CONTATO_MESSAGES as M } from '@skyler/domain/contatos';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApiDe } from '../../../test/api.ts';
import type { MockHandler } from '../../../test/fetch-mock.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { makeContato } from '../testing/fixtures.ts';

function api(user = makeUser({ is_superuser: true }), extra: Record<string, MockHandler> = {}) {
  return mockApiDe(user, {
    'GET /api/contatos/218/': { body: makeContato() },
    'GET /api/contatos/218/conta-cliente/': { body: { conta: null } },
    ...extra,
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the contact's personal data (LGPD)", () => {
  it('offers neither action to a user who is not an administrator', async () => {
    api(makeUser());
    renderApp('/contatos/218');
    // the contact's page is the first one of the file to load: its modules take a while on a busy machine
    await screen.findByRole('heading', { name: 'Adriana Pinto Almeida' }, { timeout: 30_000 });
    expect(screen.queryByRole('button', { name: M.exportarDados })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: M.anonimizar })).not.toBeInTheDocument();
  }, 60_000);

  it('downloads the ZIP from the browser after a confirmation', async () => {
    const user = userEvent.setup();
    const mock = api(undefined, { 'GET /api/contatos/218/dados-pessoais/': { body: { contato: 218 } } });
    const criarUrl = vi.fn(() => 'blob:zip');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: criarUrl, revokeObjectURL: vi.fn() }));
    const clique = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderApp('/contatos/218');
    await user.click(await screen.findByRole('button', { name: M.exportarDados }, { timeout: 15_000 }));
    const dialogo = await screen.findByRole('dialog', { name: M.exportarDados });
    expect(within(dialogo).getByText(M.exportarDadosConfirmacao)).toBeInTheDocument();
    expect(mock.callsTo('GET', '/api/contatos/218/dados-pessoais/')).toHaveLength(0);
    await user.click(within(dialogo).getByRole('button', { name: 'Baixar ZIP' }));
    expect(await screen.findByText(M.dadosExportados)).toBeInTheDocument();
    expect(mock.callsTo('GET', '/api/contatos/218/dados-pessoais/')).toHaveLength(1);
    expect(criarUrl).toHaveBeenCalledTimes(1);
    expect(clique).toHaveBeenCalledTimes(1);
    const link = clique.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('dados-pessoais-contato-0218.zip');
  });

  it('anonymises only once the name and surname are typed, and shows the anonymised contact', async () => {
    const user = userEvent.setup();
    const anonimizado = makeContato({
      nome: 'Contato anonimizado',
      sobrenome: '#0218',
      cpf: null,
      email: null,
      anonimizado_em: '2026-11-27T10:00:00.000Z',
    });
    // the server answers the anonymised contact from then on
    let atual = makeContato();
    const mock = api(undefined, {
      'GET /api/contatos/218/': () => ({ body: atual }),
      'POST /api/contatos/218/anonimizar/': () => {
        atual = anonimizado;
        return { body: anonimizado };
      },
    });
    renderApp('/contatos/218');
    await user.click(await screen.findByRole('button', { name: M.anonimizar }, { timeout: 15_000 }));
    const dialogo = await screen.findByRole('dialog', { name: M.anonimizar });
    expect(within(dialogo).getByText(M.anonimizarConfirmacao)).toBeInTheDocument();
    const confirmar = within(dialogo).getByRole('button', { name: 'Anonimizar' });
    const campo = within(dialogo).getByLabelText(`${M.anonimizarDigite}: Adriana Pinto Almeida`);
    await user.type(campo, 'Adriana Pinto');
    expect(confirmar).toBeDisabled();
    await user.type(campo, ' Almeida');
    expect(confirmar).toBeEnabled();
    await user.click(confirmar);
    expect(await screen.findByText(M.anonimizado)).toBeInTheDocument();
    expect(mock.callsTo('POST', '/api/contatos/218/anonimizar/')[0]?.body).toEqual({
      confirmacao: 'Adriana Pinto Almeida',
    });
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Contato anonimizado #0218' })).toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: M.anonimizar })).not.toBeInTheDocument();
    expect(screen.getByText('Anonimizado em 27/11/2026 07:00')).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    const user = userEvent.setup();
    api(undefined, {
      'POST /api/contatos/218/anonimizar/': { status: 400, body: { detail: M.confirmacaoNaoConfere } },
    });
    renderApp('/contatos/218');
    await user.click(await screen.findByRole('button', { name: M.anonimizar }, { timeout: 15_000 }));
    const dialogo = await screen.findByRole('dialog', { name: M.anonimizar });
    await user.type(within(dialogo).getByRole('textbox'), 'Adriana Pinto Almeida');
    await user.click(within(dialogo).getByRole('button', { name: 'Anonimizar' }));
    expect(await screen.findByText(M.confirmacaoNaoConfere)).toBeInTheDocument();
  });
});

import { CONTATO_MESSAGES } from '@skyler/domain/contatos';
import { VALIDACAO_MESSAGES } from '@skyler/domain/validacao';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DESCARTAR_ALTERACOES } from '../../../components/dialogs/descartar-alteracoes-dialog.tsx';
import { mockApiDe } from '../../../test/api.ts';
import type { MockHandler } from '../../../test/fetch-mock.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { makeContato } from '../testing/fixtures.ts';

function api(extra: Record<string, MockHandler> = {}) {
  return mockApiDe(makeUser(), {
    'GET /api/contatos/218/': { body: makeContato() },
    ...extra,
  });
}

describe('a contact tab with unsaved changes', () => {
  it('asks before another tab drops them, and keeps them when the user stays', async () => {
    api();
    const user = userEvent.setup();
    const { router } = renderApp('/contatos/218/endereco');
    const logradouro = await screen.findByRole('textbox', { name: 'Logradouro' });
    await user.clear(logradouro);
    await user.type(logradouro, 'Avenida Sete de Setembro');

    await user.click(screen.getByRole('tab', { name: 'Extras' }));
    const pergunta = await screen.findByRole('dialog', { name: DESCARTAR_ALTERACOES.title });
    await user.click(
      (await screen.findAllByRole('button', { name: DESCARTAR_ALTERACOES.cancel })).at(-1) as HTMLElement,
    );
    await waitFor(() => expect(pergunta).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/contatos/218/endereco');
    expect(screen.getByRole('textbox', { name: 'Logradouro' })).toHaveValue('Avenida Sete de Setembro');

    await user.click(screen.getByRole('tab', { name: 'Extras' }));
    await user.click(await screen.findByRole('button', { name: DESCARTAR_ALTERACOES.confirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contatos/218/extras'));
  }, 20_000);

  it('lets the user move on without asking when nothing changed, or once saved', async () => {
    const contato = makeContato();
    api({ 'PUT /api/contatos/218/': ({ body }) => ({ body: { ...contato, ...(body as object) } }) });
    const user = userEvent.setup();
    const { router } = renderApp('/contatos/218/endereco');
    await screen.findByRole('textbox', { name: 'Logradouro' });
    await user.click(screen.getByRole('tab', { name: 'Extras' }));
    expect(await screen.findByRole('textbox', { name: 'Instagram' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Endereço' }));
    await user.type(await screen.findByRole('textbox', { name: 'Número' }), '0');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(CONTATO_MESSAGES.editado)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Extras' }));
    expect(await screen.findByRole('textbox', { name: 'Instagram' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/contatos/218/extras');
    expect(screen.queryByRole('dialog', { name: DESCARTAR_ALTERACOES.title })).toBeNull();
  }, 20_000);
});

describe('saving the contact with a wrong CPF', () => {
  it('says so once, under the field, and sends nothing', async () => {
    const fetch = api({ 'PUT /api/contatos/218/': { body: makeContato() } });
    const user = userEvent.setup();
    renderApp('/contatos/218');
    const cpf = await screen.findByRole('textbox', { name: 'CPF' });
    await user.clear(cpf);
    await user.type(cpf, '58876123475');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(VALIDACAO_MESSAGES.cpfInvalido)).toBeInTheDocument();
    expect(cpf).toHaveAccessibleDescription(VALIDACAO_MESSAGES.cpfInvalido);
    // one message: no toast repeats it
    expect(screen.getAllByText(/CPF (não é valido|inválido)/)).toHaveLength(1);
    expect(fetch.callsTo('PUT', '/api/contatos/218/')).toHaveLength(0);
  }, 20_000);
});

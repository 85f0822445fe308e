import { CONTATO_MESSAGES } from '@skyler/domain/contatos';
import { VALIDACAO_MESSAGES } from '@skyler/domain/validacao';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setCookie } from '../../../test/cookies.ts';
import { continuarEditando, fundoDoDialogo } from '../../../test/descartar.ts';
import { type MockHandler, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { makeContatoResumo } from '../testing/fixtures.ts';
import { ContatoWizardDialog } from './contato-wizard-dialog.tsx';

const BETO = makeContatoResumo({ id: 219, nome: 'Beto', sobrenome: 'Campos', tier: null, indicacao: null });

function api(post: MockHandler) {
  setCookie('csrftoken', 'csrf');
  return mockFetch({
    'GET /api/contatos/': { body: { contatos: [BETO], pages: 1 } },
    'GET /api/empresas/': { body: { empresas: [], pages: 1 } },
    'POST /api/contatos/': post,
  });
}

/** Fills step 1 (name, surname, referral, CPF) and walks to the last step. */
async function preencherEAvancar(user: ReturnType<typeof userEvent.setup>) {
  const wizard = await screen.findByRole('dialog', { name: 'Novo Contato' });
  await user.type(within(wizard).getByRole('textbox', { name: 'Nome' }), 'Davi');
  await user.type(within(wizard).getByRole('textbox', { name: 'Sobrenome' }), 'Rocha');
  await user.type(within(wizard).getByRole('combobox', { name: 'Indicação' }), 'Beto');
  await user.click(await screen.findByRole('option', { name: /Beto Campos/ }, { timeout: 3000 }));
  await user.type(within(wizard).getByRole('textbox', { name: 'CPF' }), '58876123474');
  for (let passo = 0; passo < 3; passo++) {
    await user.click(within(wizard).getByRole('button', { name: 'Avançar' }));
  }
  await user.click(await within(wizard).findByRole('button', { name: 'Finalizar' }));
  return wizard;
}

describe('ContatoWizardDialog', () => {
  it('refuses a wrong CPF on step 1 with one message, under the field', async () => {
    const fetch = api({ status: 201, body: {} });
    const user = userEvent.setup();
    renderWithProviders(<ContatoWizardDialog onClose={() => undefined} onCreated={() => undefined} />);
    const wizard = await screen.findByRole('dialog', { name: 'Novo Contato' });
    await user.type(within(wizard).getByRole('textbox', { name: 'CPF' }), '58876123475');
    await user.click(within(wizard).getByRole('button', { name: 'Avançar' }));
    expect(await screen.findByText(VALIDACAO_MESSAGES.cpfInvalido)).toBeInTheDocument();
    expect(within(wizard).getByRole('textbox', { name: 'CPF' })).toHaveAccessibleDescription(
      VALIDACAO_MESSAGES.cpfInvalido,
    );
    // one message: no toast repeats it
    expect(screen.getAllByText(/CPF (não é valido|inválido)/)).toHaveLength(1);
    expect(fetch.callsTo('POST', '/api/contatos/')).toHaveLength(0);
  });

  it("shows the server's refusal of a CPF on the CPF field of step 1", async () => {
    const fetch = api({
      status: 409,
      body: { detail: CONTATO_MESSAGES.cpfEmUso, errors: { cpf: [CONTATO_MESSAGES.cpfEmUso] } },
    });
    const user = userEvent.setup();
    const onCreated = vi.fn();
    renderWithProviders(<ContatoWizardDialog onClose={() => {}} onCreated={onCreated} />);
    const wizard = await preencherEAvancar(user);

    const cpf = await within(wizard).findByRole('textbox', { name: 'CPF' });
    expect(cpf).toHaveValue('588.761.234-74');
    expect(cpf).toHaveAccessibleDescription(CONTATO_MESSAGES.cpfEmUso);
    expect(cpf).toHaveAttribute('aria-invalid', 'true');
    expect(fetch.callsTo('POST', '/api/contatos/')).toHaveLength(1);
    expect(onCreated).not.toHaveBeenCalled();
  }, 20_000);

  it('toasts the detail of a refusal no field takes, and stays on the step', async () => {
    api({ status: 503, body: { detail: 'Serviço indisponível, tente novamente.' } });
    const user = userEvent.setup();
    renderWithProviders(<ContatoWizardDialog onClose={() => {}} onCreated={() => {}} />);
    const wizard = await preencherEAvancar(user);
    expect(await screen.findByText('Serviço indisponível, tente novamente.')).toBeInTheDocument();
    await waitFor(() => expect(within(wizard).getByRole('button', { name: 'Finalizar' })).toBeEnabled());
  }, 20_000);

  it('stacks the four step labels at phone width and names its arrow buttons', async () => {
    mockFetch({});
    renderWithProviders(<ContatoWizardDialog onClose={vi.fn()} onCreated={vi.fn()} />);
    const wizard = await screen.findByRole('dialog', { name: 'Novo Contato' });
    const primeiro = within(wizard).getByText('Informações Pessoais');
    const stepper = primeiro.closest('.MuiStepper-root') as HTMLElement;
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    const rule = [...stepper.classList].find((name) => name.startsWith('css-'));
    // below 600 px the steps stack; from 600 px they run in a row
    expect(css).toMatch(new RegExp(`\\.${rule}\\{[^}]*flex-direction:column`));
    expect(css).toMatch(new RegExp(`@media \\(min-width:600px\\)\\{\\.${rule}\\{[^}]*flex-direction:row`));
    expect(within(wizard).getByRole('button', { name: 'Avançar' })).toBeInTheDocument();
    expect(within(wizard).getByRole('button', { name: 'Voltar' })).toBeInTheDocument();
  });

  it('asks the spec’s question before dropping what was typed: Esc twice with a list open, a click outside, Back', async () => {
    api({ status: 201, body: {} });
    const onClose = vi.fn();
    const user = userEvent.setup();
    const { router } = renderWithProviders(<ContatoWizardDialog onClose={onClose} onCreated={vi.fn()} />, {
      route: '/contatos',
    });
    await act(() => router.navigate('/contatos?pagina=2'));
    const wizard = await screen.findByRole('dialog', { name: 'Novo Contato' });
    const nome = within(wizard).getByRole('textbox', { name: 'Nome' });
    await user.type(nome, 'Davi');
    await user.type(within(wizard).getByRole('combobox', { name: 'Indicação' }), 'Beto');
    expect(await screen.findByRole('option', { name: /Beto Campos/ }, { timeout: 3000 })).toBeInTheDocument();
    // the first Esc closes the list only
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(screen.queryByRole('dialog', { name: CONTATO_MESSAGES.fecharDialogo })).toBeNull();
    await user.keyboard('{Escape}');
    await continuarEditando(user, CONTATO_MESSAGES.fecharDialogo);
    await user.click(fundoDoDialogo());
    await continuarEditando(user, CONTATO_MESSAGES.fecharDialogo);
    await act(() => router.navigate(-1));
    await continuarEditando(user, CONTATO_MESSAGES.fecharDialogo);
    expect(screen.getByTestId('location')).toHaveTextContent('/contatos?pagina=2');
    expect(nome).toHaveValue('Davi');
    expect(onClose).not.toHaveBeenCalled();
  }, 30_000);
});

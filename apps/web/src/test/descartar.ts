import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { DESCARTAR_ALTERACOES } from '../components/dialogs/descartar-alteracoes-dialog.tsx';

const pergunta = () => screen.queryByRole('dialog', { name: DESCARTAR_ALTERACOES.title });

/**
 * Types `texto` in `campo` of an open form dialog and presses Esc: "Descartar alterações?" is asked, and
 * Continuar editando goes back to the dialog with what was typed still there.
 */
export async function esperaPerguntarAntesDeDescartar(user: UserEvent, campo: HTMLElement, texto: string) {
  await user.type(campo, texto);
  await user.keyboard('{Escape}');
  const dialogo = await screen.findByRole('dialog', { name: DESCARTAR_ALTERACOES.title });
  await user.click(within(dialogo).getByRole('button', { name: DESCARTAR_ALTERACOES.cancel }));
  await waitFor(() => expect(pergunta()).toBeNull());
  expect(campo).toBeInTheDocument();
  expect((campo as HTMLInputElement).value).toContain(texto);
}

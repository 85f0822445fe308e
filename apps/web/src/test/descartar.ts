import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { DESCARTAR_ALTERACOES } from '../components/dialogs/descartar-alteracoes-dialog.tsx';

/**
 * Types `texto` in `campo` of an open form dialog and presses Esc: "Descartar alterações?" (or the screen's
 * own wording, `titulo`) is asked, and Continuar editando goes back to the dialog with what was typed still there.
 */
export async function esperaPerguntarAntesDeDescartar(
  user: UserEvent,
  campo: HTMLElement,
  texto: string,
  titulo: string = DESCARTAR_ALTERACOES.title,
) {
  await user.type(campo, texto);
  await user.keyboard('{Escape}');
  const dialogo = await screen.findByRole('dialog', { name: titulo });
  await user.click(within(dialogo).getByRole('button', { name: DESCARTAR_ALTERACOES.cancel }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: titulo })).toBeNull());
  expect(campo).toBeInTheDocument();
  expect((campo as HTMLInputElement).value).toContain(texto);
}

/** The discard question (or the screen's own wording, `titulo`) is asked: Continuar editando, and it is gone. */
export async function continuarEditando(user: UserEvent, titulo: string = DESCARTAR_ALTERACOES.title) {
  const dialogo = await screen.findByRole('dialog', { name: titulo });
  await user.click(within(dialogo).getByRole('button', { name: DESCARTAR_ALTERACOES.cancel }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: titulo })).toBeNull());
}

/** A click outside the open dialog lands on its backdrop (a select's menu has an invisible one of its own). */
export function fundoDoDialogo(): HTMLElement {
  const fundo = document.querySelector<HTMLElement>('.MuiBackdrop-root:not(.MuiBackdrop-invisible)');
  if (!fundo) throw new Error('sem diálogo aberto');
  return fundo;
}

import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Opens a select (an MUI combobox or autocomplete) and picks the option named `opcao` in its list. */
export async function escolherOpcao(user: UserEvent, combobox: HTMLElement, opcao: string) {
  await user.click(combobox);
  await user.click(await screen.findByRole('option', { name: opcao }));
}

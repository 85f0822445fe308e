import { within } from '@testing-library/react';

/** The column titles of a table (or of a part of it), in order, as the screen shows them. */
export function cabecalhos(tabela: HTMLElement): (string | null)[] {
  return within(tabela)
    .getAllByRole('columnheader')
    .map((titulo) => titulo.textContent);
}

import { within } from '@testing-library/react';

/** The row of a table (or of a part of it) that shows `texto`. */
export function linhaCom(tabela: HTMLElement, texto: string): HTMLElement {
  const linha = within(tabela).getByText(texto).closest('tr');
  if (!linha) throw new Error(`sem linha com ${texto}`);
  return linha;
}

import type { Page } from '@playwright/test';
import { expect } from './support.ts';

/**
 * Sim on an issuance's conclusion question; when its passengers' documents have warnings for the trip, the
 * issuer's reason is written first, as the dialog requires (decision 0076).
 */
export async function confirmarConclusao(
  page: Page,
  justificativa = 'Documentos conferidos com o passageiro por telefone.',
): Promise<void> {
  const dialogo = page.getByRole('dialog', { name: 'Concluir emissão' });
  await expect(dialogo.getByText('Conferindo os documentos dos passageiros...')).toBeHidden();
  const campo = dialogo.getByRole('textbox', { name: /Justificativa/ });
  if (await campo.isVisible()) await campo.fill(justificativa);
  await dialogo.getByRole('button', { name: 'Sim' }).click();
}

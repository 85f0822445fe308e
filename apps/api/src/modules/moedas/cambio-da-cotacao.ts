/**
 * The rate a quote was priced at for a currency: the one kept on the quote when it was priced
 * (`cotacoes.cambios`, by currency id; decision 0041), or today's for a quote that has none. What the agency
 * pays and owes for a quote follows the rate its figures were made with, not a rate changed afterwards.
 */
export function cambioDaCotacao(
  cambios: Record<string, string> | null | undefined,
  moeda: { id: number; cambio: string },
): string {
  return cambios?.[String(moeda.id)] ?? moeda.cambio;
}

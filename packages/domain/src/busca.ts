/** Lowercase, without accents or punctuation, single-spaced: the form stored in `*_busca` columns and searched with LIKE. */
export function normalizarBusca(...partes: (string | null | undefined)[]): string {
  return partes
    .filter((parte): parte is string => Boolean(parte))
    .join(' ')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

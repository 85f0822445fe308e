import { normalizarBusca } from '@skyler/domain/busca';
import { onlyDigits } from '@skyler/domain/masks';
import { type AnyColumn, and, like, or, type SQL } from 'drizzle-orm';

/** Shorter terms cannot use a trigram index as substrings, so they match the start of a word. */
const TRIGRAMA = 3;

/**
 * The words of a search in the `*_busca` form. A search of only digits and punctuation (a CPF, CNPJ or
 * phone typed with its mask) is one term of its digits.
 */
export function termosDeBusca(texto: string | null | undefined): string[] {
  const bruto = (texto ?? '').trim();
  if (bruto && /^[\d\s.\-/()+]+$/.test(bruto)) {
    const digitos = onlyDigits(bruto);
    return digitos ? [digitos] : [];
  }
  const normalizado = normalizarBusca(bruto);
  return normalizado ? normalizado.split(' ') : [];
}

/**
 * Every term must appear in the column (a `*_busca` column with a trigram index): as a substring from
 * three characters on, as the start of a word below that. Undefined when there is nothing to search.
 */
export function matchesSearch(coluna: AnyColumn, texto: string | null | undefined): SQL | undefined {
  const termos = termosDeBusca(texto);
  if (termos.length === 0) return undefined;
  return and(
    ...termos.map((termo) =>
      termo.length >= TRIGRAMA
        ? like(coluna, `%${termo}%`)
        : or(like(coluna, `${termo}%`), like(coluna, `% ${termo}%`)),
    ),
  );
}

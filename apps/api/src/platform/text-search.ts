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
 * The LIKE patterns of a search, one group per term (any pattern of a group matches the term): a
 * substring from three characters on, the start of a word below that.
 */
export function padroesDeBusca(texto: string | null | undefined): string[][] {
  return termosDeBusca(texto).map((termo) =>
    termo.length >= TRIGRAMA ? [`%${termo}%`] : [`${termo}%`, `% ${termo}%`],
  );
}

/**
 * Every group of patterns must match the column (a `*_busca` column with a trigram index). `valor` turns
 * each pattern into what goes in the query: the pattern itself, or a placeholder of a prepared query.
 * Undefined when there is nothing to search.
 */
export function matchesPatterns(
  coluna: AnyColumn,
  grupos: string[][],
  valor: (padrao: string, termo: number, indice: number) => unknown = (padrao) => padrao,
): SQL | undefined {
  if (grupos.length === 0) return undefined;
  return and(
    ...grupos.map((padroes, termo) =>
      or(...padroes.map((padrao, indice) => like(coluna, valor(padrao, termo, indice) as string))),
    ),
  );
}

/** Every term must appear in the column; undefined when there is nothing to search. */
export function matchesSearch(coluna: AnyColumn, texto: string | null | undefined): SQL | undefined {
  return matchesPatterns(coluna, padroesDeBusca(texto));
}

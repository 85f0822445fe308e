import { AppError, GENERIC_MESSAGES } from './errors.ts';

export const TEXTO_INVALIDO = 'O texto contém caracteres inválidos.';
/** Deeper than any form of the product; deeper input is refused before Zod walks it. */
const MAX_DEPTH = 32;

const NUL = String.fromCharCode(0);
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** NUL, which PostgreSQL refuses in text, and a UTF-16 half without its pair, which has no UTF-8 form. */
export function hasInvalidCharacter(text: string): boolean {
  return text.includes(NUL) || LONE_SURROGATE.test(text);
}

type Finding = { path: string; message: string };

function find(value: unknown, path: string[], depth: number): Finding | null {
  if (typeof value === 'string') {
    return hasInvalidCharacter(value) ? { path: path.join('.'), message: TEXTO_INVALIDO } : null;
  }
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_DEPTH) return { path: path.join('.'), message: GENERIC_MESSAGES.invalid };
  for (const [key, item] of Object.entries(value)) {
    if (hasInvalidCharacter(key)) return { path: path.join('.'), message: TEXTO_INVALIDO };
    const found = find(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Refuses, for every route at once, text no column can store and nesting no form has: in the path's
 * parameters, the query string and a parsed body (multipart fields are checked as they are read).
 */
export function rejectInvalidInput(parts: Record<string, unknown>): void {
  for (const value of Object.values(parts)) {
    const found = find(value, [], 0);
    if (found) {
      throw new AppError('bad_request', found.message, {
        [found.path || 'non_field_errors']: [found.message],
      });
    }
  }
}

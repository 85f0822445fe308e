import { isApiError } from '../api/api-error.ts';

/**
 * Errors a page or the guard throws to show the "Página não encontrada" or "Sem permissão" page in place of
 * the route (the route's error boundary renders them inside the shell).
 */
export class PageNotFoundError extends Error {
  /** what is missing, e.g. the spec's 'A empresa não foi encontrada. (404)' */
  constructor(readonly detail?: string) {
    super(detail ?? 'Página não encontrada');
    this.name = 'PageNotFoundError';
  }
}

export class AccessDeniedError extends Error {
  constructor() {
    super('Sem permissão');
    this.name = 'AccessDeniedError';
  }
}

const MAX_ID = 2_147_483_647;

/** The `:id` of a detail route as a number, or null when it cannot name a record. */
export function parseRouteId(value: string | undefined): number | null {
  if (value === undefined || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}

/** Shows "Página não encontrada" with `detail` when a detail page's record load answered 404. */
export function throwIfNotFound(error: unknown, detail: string): void {
  if (isApiError(error) && error.status === 404) throw new PageNotFoundError(detail);
}

import type { EscritaRecusada } from './versoes-recarregadas.ts';

export type FieldErrors = Record<string, string[]>;

export const NETWORK_ERROR_MESSAGE = 'Não foi possível conectar ao servidor.';

/** An error answer of the API: `{detail, errors?}` with its HTTP status (0 when the server was not reached). */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string;
  readonly errors: FieldErrors;
  /** a refused login code: the tries it has left (0: log in again) */
  readonly tentativasRestantes: number | undefined;
  /** a write refused as stale that carried its record's version: what "Recarregar" lets it send next */
  readonly escritaRecusada: EscritaRecusada | undefined;

  constructor({
    status,
    detail,
    errors = {},
    tentativasRestantes,
    escritaRecusada,
  }: {
    status: number;
    detail: string;
    errors?: FieldErrors;
    tentativasRestantes?: number;
    escritaRecusada?: EscritaRecusada;
  }) {
    super(detail);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.errors = errors;
    this.tentativasRestantes = tentativasRestantes;
    this.escritaRecusada = escritaRecusada;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The text a toast shows for a failed call: the server's `detail`, else the screen's own message. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.detail) return error.detail;
  return fallback;
}

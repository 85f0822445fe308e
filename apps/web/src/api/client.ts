import type { ErrorResponse } from '@skyler/domain/auth';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error.ts';
import { CSRF_HEADER, ensureCsrfToken } from './csrf.ts';
import { dropEarlyResponses, takeEarlyResponse } from './early-requests.ts';
import { chaveDaEscrita, type EscritaRecusada, versaoDaEscrita } from './versoes-recarregadas.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type QueryParams = Record<string, QueryValue>;

export type RequestOptions = {
  query?: QueryParams;
  /** JSON-encoded unless it is a `FormData` (multipart) */
  body?: unknown;
  signal?: AbortSignal;
};

const SAFE_METHODS: ReadonlySet<HttpMethod> = new Set(['GET']);

type UnauthorizedHandler = (path: string) => void;
let onUnauthorized: UnauthorizedHandler | null = null;

/** Called on every 401 answer (the session ended): the app sends the user back to login. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  onUnauthorized = handler;
}

/** Empty values are left out, arrays become repeated keys: the list endpoints' `?page=N&filters` form. */
export function toSearchParams(query: QueryParams = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      for (const item of value) params.append(key, String(item));
    } else {
      params.append(key, String(value));
    }
  }
  return params;
}

function buildUrl(path: string, query?: QueryParams): string {
  const search = toSearchParams(query).toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Shape check of the error body (`ZErrorResponse` in the domain) written out by hand: this module is
 * part of the first download of every page, which must not carry the schema library.
 */
function isErrorResponse(body: unknown): body is ErrorResponse {
  if (typeof body !== 'object' || body === null) return false;
  const { detail, errors, tentativas_restantes, versao_atual } = body as Record<string, unknown>;
  if (typeof detail !== 'string') return false;
  if (tentativas_restantes !== undefined && typeof tentativas_restantes !== 'number') return false;
  if (versao_atual !== undefined && typeof versao_atual !== 'number') return false;
  if (errors === undefined) return true;
  return (
    typeof errors === 'object' &&
    errors !== null &&
    Object.values(errors).every(
      (messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'),
    )
  );
}

function toApiError(status: number, body: unknown, escrita?: Omit<EscritaRecusada, 'versaoAtual'>): ApiError {
  if (isErrorResponse(body)) {
    const versaoAtual = body.versao_atual;
    return new ApiError({
      status,
      detail: body.detail,
      errors: body.errors,
      tentativasRestantes: body.tentativas_restantes,
      ...(status === 409 && escrita && versaoAtual !== undefined
        ? { escritaRecusada: { ...escrita, versaoAtual } }
        : {}),
    });
  }
  return new ApiError({ status, detail: `Erro ${status} ao comunicar com o servidor.` });
}

export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const headers = new Headers({ Accept: 'application/json' });
  const chave = chaveDaEscrita(method, path);
  // a write carrying its record's `versao`: after "Recarregar" it goes out on the version now shown
  const versao = SAFE_METHODS.has(method) ? undefined : versaoDaEscrita(chave, options.body);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(
      versao && versao.enviada !== versao.pedida
        ? { ...(options.body as object), versao: versao.enviada }
        : options.body,
    );
  }
  if (!SAFE_METHODS.has(method)) {
    dropEarlyResponses();
    const token = await ensureCsrfToken();
    if (token) headers.set(CSRF_HEADER, token);
  }

  const url = buildUrl(path, options.query);
  // a GET that index.html already started for this page: its answer, without asking again
  const early = method === 'GET' ? takeEarlyResponse(url) : undefined;
  let response: Response;
  try {
    response = await (early ??
      fetch(url, {
        method,
        headers,
        body,
        credentials: 'include',
        signal: options.signal,
      }));
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError({ status: 0, detail: NETWORK_ERROR_MESSAGE });
  }

  const payload = await readBody(response);
  if (!response.ok) {
    if (response.status === 401) onUnauthorized?.(path);
    throw toApiError(response.status, payload, versao && { chave, versao: versao.pedida });
  }
  return payload as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('DELETE', path, { ...options, body }),
};

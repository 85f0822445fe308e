import type { ErrorResponse } from '@skyler/domain/auth';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error.ts';
import { CSRF_HEADER, ensureCsrfToken } from './csrf.ts';

/**
 * A file the API answers with (a PDF, a ZIP, a receipt's image), as a Blob to download or show. Without
 * `json` it is a GET; with it, a POST of that body (with the CSRF token). A refusal's JSON becomes the same
 * `ApiError` every other request throws; a request that never reached the server, the network error (an
 * aborted one is thrown as it came).
 */
export async function buscarArquivo(
  url: string,
  { accept, json, signal }: { accept: string; json?: unknown; signal?: AbortSignal },
): Promise<Blob> {
  let init: RequestInit;
  if (json === undefined) {
    init = { credentials: 'include', headers: { Accept: accept } };
  } else {
    const token = await ensureCsrfToken();
    init = {
      method: 'POST',
      credentials: 'include',
      headers: {
        Accept: accept,
        'Content-Type': 'application/json',
        ...(token ? { [CSRF_HEADER]: token } : {}),
      },
      body: JSON.stringify(json),
    };
  }
  let response: Response;
  try {
    response = await fetch(url, signal ? { ...init, signal } : init);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({ status: 0, detail: NETWORK_ERROR_MESSAGE });
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as ErrorResponse | null;
    throw new ApiError({
      status: response.status,
      detail: body?.detail ?? `Erro ${response.status} ao comunicar com o servidor.`,
      errors: body?.errors,
    });
  }
  return response.blob();
}

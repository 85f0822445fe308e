import type { ErrorResponse } from '@skyler/domain/auth';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../api/api-error.ts';

/** The receipt's file (GET /api/pagamentos/{id}/documento/), to show in the browser. */
export async function getComprovante({ id, signal }: { id: number; signal?: AbortSignal }): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(`/api/pagamentos/${id}/documento/`, {
      credentials: 'include',
      headers: { Accept: 'application/pdf, image/*, application/json' },
      signal,
    });
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

import type { ErrorResponse } from '@skyler/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../api/api-error.ts';
import { CSRF_HEADER, ensureCsrfToken } from '../../../api/csrf.ts';

/** The invoice PDF of the chosen sales (part 2 §2 Gerar Fatura), as a file to download. */
export async function gerarFatura({
  contatoId,
  vendas,
}: {
  contatoId: number;
  vendas: number[];
}): Promise<Blob> {
  const token = await ensureCsrfToken();
  let response: Response;
  try {
    response = await fetch(`/api/contatos/${contatoId}/fatura/`, {
      method: 'POST',
      credentials: 'include',
      headers: {
        Accept: 'application/pdf, application/json',
        'Content-Type': 'application/json',
        ...(token ? { [CSRF_HEADER]: token } : {}),
      },
      body: JSON.stringify({ vendas }),
    });
  } catch {
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

export function useGerarFatura() {
  return useMutation({ mutationFn: gerarFatura });
}

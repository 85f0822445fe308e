import type { ErrorResponse } from '@skyler/domain/auth';
import type { AnonimizarRequest, Contato } from '@skyler/domain/contatos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../api/api-error.ts';
import { api } from '../../../api/client.ts';
import { contatosKeys } from '../../../api/contatos-keys.ts';

/** Everything held about the contact (LGPD), as the ZIP the server builds; administrators only. */
export async function exportarDadosPessoais(contatoId: number): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(`/api/contatos/${contatoId}/dados-pessoais/`, {
      credentials: 'include',
      headers: { Accept: 'application/zip, application/json' },
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

export function useExportarDadosPessoais() {
  return useMutation({ mutationFn: exportarDadosPessoais });
}

export function anonimizarContato({ id, ...body }: AnonimizarRequest & { id: number }) {
  return api.post<Contato>(`/api/contatos/${id}/anonimizar/`, body);
}

/** Erases the contact's personal data; the page shows the anonymised contact the server answers. */
export function useAnonimizarContato() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: anonimizarContato,
    onSuccess: (contato) => {
      client.setQueryData(contatosKeys.detalhe(contato.id), contato);
      return client.invalidateQueries({ queryKey: contatosKeys.all });
    },
  });
}

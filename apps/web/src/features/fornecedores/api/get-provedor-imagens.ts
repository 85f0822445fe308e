import type { ProvedorImagem } from '@skyler/domain/fornecedores';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { fornecedoresKeys } from '../../../api/fornecedores-keys.ts';

/** The images of a provider: what the grid and the quote image picker show. */
export function getProvedorImagens(provedorId: number, signal?: AbortSignal) {
  return api.get<ProvedorImagem[]>(`/api/provedores/${provedorId}/imagens/`, { signal });
}

export function getProvedorImagensQueryOptions(provedorId: number) {
  return queryOptions({
    queryKey: fornecedoresKeys.provedorImagens(provedorId),
    queryFn: ({ signal }) => getProvedorImagens(provedorId, signal),
  });
}

export function useProvedorImagens(provedorId: number | null) {
  return useQuery({ ...getProvedorImagensQueryOptions(provedorId ?? 0), enabled: provedorId !== null });
}

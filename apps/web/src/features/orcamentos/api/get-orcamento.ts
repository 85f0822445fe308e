import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error.ts';
import { api } from '../../../api/client.ts';
import { orcamentosKeys } from '../../../api/orcamentos-keys.ts';
import type { OrcamentoDetalhado } from './orcamentos-detalhado.ts';

export function getOrcamento(id: number, { signal }: { signal?: AbortSignal } = {}) {
  // the request with its sale's status, client, consultant and quoters
  return api.get<OrcamentoDetalhado>(`/api/orcamentos/${id}/`, { signal });
}

export function getOrcamentoQueryOptions(id: number) {
  return queryOptions({
    queryKey: orcamentosKeys.detalhe(id),
    queryFn: ({ signal }) => getOrcamento(id, { signal }),
    // a request that does not exist stays missing: no retry on 404
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });
}

export function useOrcamento(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getOrcamentoQueryOptions(id), enabled });
}

import type { CotacaoView } from '@skyler/domain/cotacoes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { orcamentosKeys } from './keys.ts';

export function getCotacoesOrcamento(id: number, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<CotacaoView[]>(`/api/orcamentos/${id}/cotacoes/`, { signal });
}

export function getCotacoesOrcamentoQueryOptions(id: number) {
  return queryOptions({
    queryKey: orcamentosKeys.cotacoes(id),
    queryFn: ({ signal }) => getCotacoesOrcamento(id, { signal }),
  });
}

export function useCotacoesOrcamento(id: number) {
  return useQuery(getCotacoesOrcamentoQueryOptions(id));
}

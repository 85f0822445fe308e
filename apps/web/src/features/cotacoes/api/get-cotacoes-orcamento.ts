import type { CotacaoView } from '@skyler/domain/cotacoes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { cotacoesKeys } from './cotacoes-keys.ts';

/** The request's quotes that are not archived, oldest first. */
export function getCotacoesDoOrcamento({
  orcamento,
  signal,
}: {
  orcamento: number;
  signal?: AbortSignal;
}): Promise<CotacaoView[]> {
  return api.get<CotacaoView[]>(`/api/orcamentos/${orcamento}/cotacoes/`, { signal });
}

export function getCotacoesDoOrcamentoQueryOptions(orcamento: number) {
  return queryOptions({
    queryKey: cotacoesKeys.doOrcamento(orcamento),
    queryFn: ({ signal }) => getCotacoesDoOrcamento({ orcamento, signal }),
  });
}

export function useCotacoesDoOrcamento(orcamento: number) {
  return useQuery(getCotacoesDoOrcamentoQueryOptions(orcamento));
}

import type { MovimentosPage } from '@skyler/domain/milhas-proprias';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { milhasPropriasKeys } from './milhas-proprias-keys.ts';

/** GET /api/milhas-proprias/contas/{id}/movimentos/?page=: one page of an account's movements, newest first. */
export function getMovimentos(conta: number, page: number, signal?: AbortSignal) {
  return api.get<MovimentosPage>(`/api/milhas-proprias/contas/${conta}/movimentos/`, {
    query: { page },
    signal,
  });
}

export function getMovimentosQueryOptions(conta: number, page: number) {
  return queryOptions({
    queryKey: milhasPropriasKeys.movimentos(conta, page),
    queryFn: ({ signal }) => getMovimentos(conta, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMovimentos(conta: number, page: number) {
  return useQuery(getMovimentosQueryOptions(conta, page));
}

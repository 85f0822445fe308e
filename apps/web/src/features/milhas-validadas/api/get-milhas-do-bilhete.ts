import type { MilhaValidada } from '@skyler/domain/milhas-validadas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { milhasValidadasKeys } from './milhas-validadas-keys.ts';

/**
 * GET /api/subcotacoes/{id}/milhas-validadas/: the validated purchases of a ticket, the accounts it is issued
 * from (login and CPF only for the issuing and milhas groups; never the password).
 */
export function getMilhasDoBilhete({ subcotacao, signal }: { subcotacao: number; signal?: AbortSignal }) {
  return api.get<MilhaValidada[]>(`/api/subcotacoes/${subcotacao}/milhas-validadas/`, { signal });
}

export function useMilhasDoBilhete(subcotacao: number | null) {
  return useQuery({
    ...queryOptions({
      queryKey: milhasValidadasKeys.doBilhete(subcotacao ?? 0),
      queryFn: ({ signal }) => getMilhasDoBilhete({ subcotacao: subcotacao ?? 0, signal }),
    }),
    enabled: subcotacao !== null,
  });
}

import type { ContaOferecida } from '@skyler/domain/milhas-validadas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { milhasValidadasKeys } from './milhas-validadas-keys.ts';

/** GET /api/milhas-validadas/contas/?subcotacao=: the loyalty accounts offered for a ticket (part 2 §5). */
export function getContasOferecidas({ subcotacao, signal }: { subcotacao: number; signal?: AbortSignal }) {
  return api.get<ContaOferecida[]>('/api/milhas-validadas/contas/', { query: { subcotacao }, signal });
}

export function getContasOferecidasQueryOptions(subcotacao: number) {
  return queryOptions({
    queryKey: milhasValidadasKeys.contas(subcotacao),
    queryFn: ({ signal }) => getContasOferecidas({ subcotacao, signal }),
  });
}

export function useContasOferecidas(subcotacao: number | null) {
  return useQuery({ ...getContasOferecidasQueryOptions(subcotacao ?? 0), enabled: subcotacao !== null });
}

import type { ContasProprias } from '@skyler/domain/milhas-proprias';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { milhasPropriasKeys } from './milhas-proprias-keys.ts';

/** GET /api/milhas-proprias/contas/: the agency's own accounts with their balance and stock value. */
export function getContasProprias(signal?: AbortSignal) {
  return api.get<ContasProprias>('/api/milhas-proprias/contas/', { signal });
}

export function getContasPropriasQueryOptions() {
  return queryOptions({
    queryKey: milhasPropriasKeys.contas(),
    queryFn: ({ signal }) => getContasProprias(signal),
  });
}

export function useContasProprias({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getContasPropriasQueryOptions(), enabled });
}

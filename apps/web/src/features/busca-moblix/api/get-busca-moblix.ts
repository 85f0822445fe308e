import type { BuscaMoblix } from '@skyler/domain/moblix';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error.ts';
import { api } from '../../../api/client.ts';
import { buscaMoblixKeys } from './keys.ts';

/** A stored Moblix search: what was asked and its offers (GET /api/moblix/{id}). */
export function getBuscaMoblix(id: number, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<BuscaMoblix>(`/api/moblix/${id}`, { signal });
}

export function getBuscaMoblixQueryOptions(id: number) {
  return queryOptions({
    queryKey: buscaMoblixKeys.busca(id),
    queryFn: ({ signal }) => getBuscaMoblix(id, { signal }),
    // a stored search does not change; one that does not exist stays missing
    staleTime: Number.POSITIVE_INFINITY,
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });
}

export function useBuscaMoblix(id: number) {
  return useQuery(getBuscaMoblixQueryOptions(id));
}

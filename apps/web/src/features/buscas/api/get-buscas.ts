import type { BuscaResumo } from '@skyler/domain/busca-credito';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { buscasKeys, type RegistroBusca } from './get-busca.ts';

export function getBuscas({
  registro,
  signal,
}: {
  registro: RegistroBusca;
  signal?: AbortSignal;
}): Promise<BuscaResumo[]> {
  return api.get<BuscaResumo[]>('/api/buscas/', { query: registro, signal });
}

/** `ultima`, the search the record's result names, is part of the key: a new search reads the list again. */
export function getBuscasQueryOptions(registro: RegistroBusca, ultima?: number) {
  return queryOptions({
    queryKey: [...buscasKeys.doRegistro(registro), ultima ?? null] as const,
    queryFn: ({ signal }) => getBuscas({ registro, signal }),
  });
}

/** The searches of a contact or a company, newest first. */
export function useBuscasDoRegistro(registro: RegistroBusca, ultima: number | undefined) {
  return useQuery(getBuscasQueryOptions(registro, ultima));
}

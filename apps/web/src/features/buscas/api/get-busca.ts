import type { Busca } from '@skyler/domain/busca-credito';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export const buscasKeys = {
  all: ['buscas'] as const,
  detalhe: (id: number) => ['buscas', 'detail', id] as const,
  doRegistro: (registro: RegistroBusca) => ['buscas', 'list', registro] as const,
};

/** the contact or the company a search was of */
export type RegistroBusca = { contato: number } | { empresa: number };

export function getBusca({ id, signal }: { id: number; signal?: AbortSignal }): Promise<Busca> {
  return api.get<Busca>(`/api/buscas/${id}/`, { signal });
}

export function getBuscaQueryOptions(id: number) {
  return queryOptions({
    queryKey: buscasKeys.detalhe(id),
    queryFn: ({ signal }) => getBusca({ id, signal }),
  });
}

export function useBusca(id: number) {
  return useQuery(getBuscaQueryOptions(id));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { orcamentosKeys } from './keys.ts';

/** an airport of GET /api/locais/aeroportos/ */
export type Aeroporto = {
  id: number;
  iata: string;
  nome: string;
  cidade_nome: string | null;
  estado_sigla: string | null;
  pais_nome: string | null;
};

/** the API searches from two letters on */
export const AEROPORTO_BUSCA_MIN = 2;

export function getAeroportos(busca: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<Aeroporto[]>('/api/locais/aeroportos/', { query: { q: busca }, signal });
}

export function getAeroportosQueryOptions(busca: string) {
  return queryOptions({
    queryKey: orcamentosKeys.aeroportos(busca),
    queryFn: ({ signal }) => getAeroportos(busca, { signal }),
    staleTime: 10 * 60_000,
  });
}

export function useAeroportos(busca: string) {
  const termo = busca.trim();
  return useQuery({ ...getAeroportosQueryOptions(termo), enabled: termo.length >= AEROPORTO_BUSCA_MIN });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client.ts';
import { fornecedoresKeys } from './fornecedores-keys.ts';

export type CiaAereaOpcao = {
  id: number;
  nome: string;
  nome_resumido: string;
  iata: string | null;
  icao?: string | null;
  /** the logo's address, null without one */
  logo?: string | null;
};

/** Active airlines: the airline of aereo and milhas providers, of flight legs, and their logos. */
export function getCiasAereas(signal?: AbortSignal) {
  return api.get<CiaAereaOpcao[]>('/api/ciaaereas/', { query: { ativo: true }, signal });
}

export function getCiasAereasQueryOptions() {
  return queryOptions({
    queryKey: fornecedoresKeys.ciasAereas(),
    queryFn: ({ signal }) => getCiasAereas(signal),
    staleTime: 10 * 60_000,
  });
}

export function useCiasAereas({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getCiasAereasQueryOptions(), enabled });
}

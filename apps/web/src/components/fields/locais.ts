import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

export type Estado = { id: number; sigla: string; nome: string; codigo_ibge: number | string | null };
export type Cidade = { id: number; nome: string; codigo_ibge: number | string | null; estado_sigla: string };
export type Locais = { paises: { nome: string }[]; estados: Estado[] };

const UMA_HORA = 60 * 60_000;

/** Countries and Brazilian states, GET /api/locais/ (one request per session and hour). */
export function locaisQueryOptions() {
  return {
    queryKey: ['referencia', 'locais'] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => api.get<Locais>('/api/locais/', { signal }),
    staleTime: UMA_HORA,
  };
}

export function useEstados() {
  return useQuery({ ...locaisQueryOptions(), select: (locais) => locais.estados });
}

/** The municipalities of a state (its abbreviation), GET /api/locais/cidades/?estado=; none without a state. */
export function useCidades(uf: string | null) {
  return useQuery({
    queryKey: ['referencia', 'cidades', uf],
    queryFn: ({ signal }) =>
      api.get<Cidade[]>('/api/locais/cidades/', { query: { estado: uf ?? '' }, signal }),
    enabled: Boolean(uf),
    staleTime: UMA_HORA,
  });
}

/** What the postcode lookup gives (part 2 §7: uf, localidade, logradouro; and the district). */
export type EnderecoDoCep = { uf: string; localidade: string; logradouro: string; bairro: string };

/** The street, district, city and state of a CEP (8 digits), from the API's postcode lookup. */
export function getEnderecoDoCep(cep: string, signal?: AbortSignal): Promise<EnderecoDoCep> {
  return api.get<EnderecoDoCep>(`/api/cep/${cep}/`, { signal });
}

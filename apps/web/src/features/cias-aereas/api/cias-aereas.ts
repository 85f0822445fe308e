import type { CiaAereaInput } from '@skyler/domain/referencia';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { fornecedoresKeys } from '../../../api/fornecedores-keys.ts';

export type CiaAerea = {
  id: number;
  nome: string;
  nome_resumido: string;
  iata: string | null;
  icao: string | null;
  pais: string | null;
  ativo: boolean;
  logo: string | null;
};

export type CiasFiltros = { q: string; ativo: '' | 'true' | 'false' };

export const ciasAereasKeys = {
  all: ['cias-aereas'] as const,
  lista: (filtros: CiasFiltros) => ['cias-aereas', 'lista', filtros] as const,
};

/** GET /api/ciaaereas/: every airline, by name, IATA code or short name, active or not. */
export function getCiasAereasAdmin(filtros: CiasFiltros, signal?: AbortSignal) {
  return api.get<CiaAerea[]>('/api/ciaaereas/', {
    query: { q: filtros.q || undefined, ativo: filtros.ativo || undefined },
    signal,
  });
}

export function useCiasAereasAdmin(filtros: CiasFiltros) {
  return useQuery(
    queryOptions({
      queryKey: ciasAereasKeys.lista(filtros),
      queryFn: ({ signal }) => getCiasAereasAdmin(filtros, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

/** This screen's lists and the airline list every other screen (legs, providers, logos) reads. */
function invalidar(client: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    client.invalidateQueries({ queryKey: ciasAereasKeys.all }),
    client.invalidateQueries({ queryKey: fornecedoresKeys.ciasAereas() }),
  ]);
}

export function useSaveCiaAerea() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, dados }: { id: number | null; dados: CiaAereaInput }) =>
      id === null
        ? api.post<CiaAerea>('/api/ciaaereas/', dados)
        : api.put<CiaAerea>(`/api/ciaaereas/${id}/`, dados),
    onSuccess: () => invalidar(client),
  });
}

/** POST /api/ciaaereas/{id}/logo/ (multipart `logo`): PNG, WebP or a simple SVG. */
export function useSaveLogoCia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, arquivo }: { id: number; arquivo: File }) => {
      const form = new FormData();
      form.append('logo', arquivo, arquivo.name);
      return api.post<CiaAerea>(`/api/ciaaereas/${id}/logo/`, form);
    },
    onSuccess: () => invalidar(client),
  });
}

import type { FornecedorSimples } from '@skyler/domain/fornecedores';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { buscaMoblixKeys } from './keys.ts';

/** Every supplier by name, for the supplier of the quotes made from offers. */
export function getFornecedores({ signal }: { signal?: AbortSignal } = {}) {
  return api.get<FornecedorSimples[]>('/api/fornecedores/simples/', { signal });
}

export function getFornecedoresQueryOptions() {
  return queryOptions({
    queryKey: buscaMoblixKeys.fornecedores(),
    queryFn: ({ signal }) => getFornecedores({ signal }),
    staleTime: 60_000,
  });
}

export function useFornecedores() {
  return useQuery(getFornecedoresQueryOptions());
}

import type { FornecedorSimples, ProvedorSimples, TipoServicoProvedor } from '@skyler/domain/fornecedores';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client.ts';
import { fornecedoresKeys } from './fornecedores-keys.ts';

/** Every supplier by name, for pickers. */
export function getFornecedoresSimples(tipo?: TipoServicoProvedor, signal?: AbortSignal) {
  return api.get<FornecedorSimples[]>('/api/fornecedores/simples/', { query: { tipo }, signal });
}

export function getFornecedoresSimplesQueryOptions(tipo?: TipoServicoProvedor) {
  return queryOptions({
    queryKey: fornecedoresKeys.fornecedoresSimples(tipo),
    queryFn: ({ signal }) => getFornecedoresSimples(tipo, signal),
    staleTime: 60_000,
  });
}

export function useFornecedoresSimples({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getFornecedoresSimplesQueryOptions(), enabled });
}

/** Every provider by name, with its service type, for pickers. */
export function getProvedoresSimples(tipo?: TipoServicoProvedor, signal?: AbortSignal) {
  return api.get<ProvedorSimples[]>('/api/provedores/simples/', { query: { tipo }, signal });
}

export function getProvedoresSimplesQueryOptions(tipo?: TipoServicoProvedor) {
  return queryOptions({
    queryKey: fornecedoresKeys.provedoresSimples(tipo),
    queryFn: ({ signal }) => getProvedoresSimples(tipo, signal),
    staleTime: 60_000,
  });
}

export function useProvedoresSimples({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getProvedoresSimplesQueryOptions(), enabled });
}

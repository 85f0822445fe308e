import type { Fornecedor, TipoServicoProvedor } from '@skyler/domain/fornecedores';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { FORNECEDORES_AREA } from '../../../api/fornecedores-keys.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export type ListaParams = { page: number; busca?: string; tipo?: TipoServicoProvedor | '' };

const PATH = '/api/fornecedores/';

export function getFornecedores(params: ListaParams, signal?: AbortSignal) {
  return api.get<{ fornecedores: Fornecedor[]; pages: number }>(PATH, { query: params, signal });
}

export function getFornecedoresQueryOptions(params: ListaParams) {
  return queryOptions({
    queryKey: queryKeys.list(FORNECEDORES_AREA, PATH, params),
    queryFn: ({ signal }) => getFornecedores(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useFornecedores(params: ListaParams) {
  return useQuery(getFornecedoresQueryOptions(params));
}

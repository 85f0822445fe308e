import type { Provedor } from '@skyler/domain/fornecedores';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { FORNECEDORES_AREA } from '../../../api/fornecedores-keys.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import type { ListaParams } from './get-fornecedores.ts';

const PATH = '/api/provedores/';

export function getProvedores(params: ListaParams, signal?: AbortSignal) {
  return api.get<{ provedores: Provedor[]; pages: number }>(PATH, { query: params, signal });
}

export function getProvedoresQueryOptions(params: ListaParams) {
  return queryOptions({
    queryKey: queryKeys.list(FORNECEDORES_AREA, PATH, params),
    queryFn: ({ signal }) => getProvedores(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useProvedores(params: ListaParams) {
  return useQuery(getProvedoresQueryOptions(params));
}

import type { Venda } from '@skyler/domain/vendas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client.ts';

export const vendaKey = (id: number) => ['vendas', 'detail', id] as const;

export function getVenda({ id, signal }: { id: number; signal?: AbortSignal }): Promise<Venda> {
  return api.get<Venda>(`/api/vendas/${id}/`, { signal });
}

export function getVendaQueryOptions(id: number) {
  return queryOptions({ queryKey: vendaKey(id), queryFn: ({ signal }) => getVenda({ id, signal }) });
}

export function useVenda(id: number) {
  return useQuery(getVendaQueryOptions(id));
}

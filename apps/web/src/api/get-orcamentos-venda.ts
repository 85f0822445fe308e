import type { Orcamento } from '@skyler/domain/orcamentos';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client.ts';
import { orcamentosKeys } from './orcamentos-keys.ts';

export function getOrcamentosVenda(venda: number, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<Orcamento[]>(`/api/vendas/${venda}/orcamentos/`, { signal });
}

export function getOrcamentosVendaQueryOptions(venda: number) {
  return queryOptions({
    queryKey: orcamentosKeys.daVenda(venda),
    queryFn: ({ signal }) => getOrcamentosVenda(venda, { signal }),
  });
}

export function useOrcamentosVenda(venda: number) {
  return useQuery(getOrcamentosVendaQueryOptions(venda));
}

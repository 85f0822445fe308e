import type { ServicoView } from '@skyler/domain/servicos';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client.ts';
import { servicosKeys } from './servicos-keys.ts';

/** The sale's services, newest first. */
export function getServicosDaVenda({ venda, signal }: { venda: number; signal?: AbortSignal }) {
  return api.get<ServicoView[]>(`/api/vendas/${venda}/servicos/`, { signal });
}

export function getServicosDaVendaQueryOptions(venda: number) {
  return queryOptions({
    queryKey: servicosKeys.daVenda(venda),
    queryFn: ({ signal }) => getServicosDaVenda({ venda, signal }),
  });
}

export function useServicosDaVenda(venda: number) {
  return useQuery(getServicosDaVendaQueryOptions(venda));
}

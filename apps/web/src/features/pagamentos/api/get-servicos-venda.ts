import type { ServicoView } from '@skyler/domain/servicos';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { pagamentosKeys } from './pagamentos-keys.ts';

/** The sale's services: what its payments pay and the totals above the payments tab. */
export function getServicosDaVenda({ venda, signal }: { venda: number; signal?: AbortSignal }) {
  return api.get<ServicoView[]>(`/api/vendas/${venda}/servicos/`, { signal });
}

export function getServicosDaVendaQueryOptions(venda: number) {
  return queryOptions({
    queryKey: pagamentosKeys.servicosDaVenda(venda),
    queryFn: ({ signal }) => getServicosDaVenda({ venda, signal }),
  });
}

export function useServicosDaVenda(venda: number) {
  return useQuery(getServicosDaVendaQueryOptions(venda));
}

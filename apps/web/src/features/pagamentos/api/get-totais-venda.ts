import type { TotaisVenda } from '@skyler/domain/precos/totais-venda';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { pagamentosKeys } from './pagamentos-keys.ts';

/** GET /api/vendas/{id}/totais/: the figures above the sale's payments, as the server counts them. */
export function getTotaisDaVenda({ venda, signal }: { venda: number; signal?: AbortSignal }) {
  return api.get<TotaisVenda>(`/api/vendas/${venda}/totais/`, { signal });
}

export function getTotaisDaVendaQueryOptions(venda: number) {
  return queryOptions({
    queryKey: pagamentosKeys.totaisDaVenda(venda),
    queryFn: ({ signal }) => getTotaisDaVenda({ venda, signal }),
  });
}

export function useTotaisDaVenda(venda: number) {
  return useQuery(getTotaisDaVendaQueryOptions(venda));
}

import type { PagamentoView } from '@skyler/domain/pagamentos';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { pagamentosKeys } from './pagamentos-keys.ts';

/** Every payment of the sale, newest first (the venda-pagamentos tab). */
export function getPagamentosDaVenda({ venda, signal }: { venda: number; signal?: AbortSignal }) {
  return api.get<PagamentoView[]>(`/api/vendas/${venda}/pagamentos/`, { signal });
}

export function getPagamentosDaVendaQueryOptions(venda: number) {
  return queryOptions({
    queryKey: pagamentosKeys.daVenda(venda),
    queryFn: ({ signal }) => getPagamentosDaVenda({ venda, signal }),
  });
}

export function usePagamentosDaVenda(venda: number) {
  return useQuery(getPagamentosDaVendaQueryOptions(venda));
}

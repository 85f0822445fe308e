import type { CotacaoView } from '@skyler/domain/cotacoes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { cotacoesKeys } from './cotacoes-keys.ts';

/** Every quote of the sale that is not archived, whatever request it answers. */
export function getCotacoesDaVenda({ venda, signal }: { venda: number; signal?: AbortSignal }) {
  return api.get<CotacaoView[]>(`/api/vendas/${venda}/cotacoes/`, { signal });
}

export function getCotacoesDaVendaQueryOptions(venda: number) {
  return queryOptions({
    queryKey: cotacoesKeys.daVenda(venda),
    queryFn: ({ signal }) => getCotacoesDaVenda({ venda, signal }),
  });
}

export function useCotacoesDaVenda(venda: number) {
  return useQuery(getCotacoesDaVendaQueryOptions(venda));
}

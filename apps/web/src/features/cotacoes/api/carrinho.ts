import type { CotacaoView } from '@skyler/domain/cotacoes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { cotacoesKeys, invalidateCotacoes } from './cotacoes-keys.ts';

/** The sale's cart: the quotes sent to it. */
export function getCarrinho({ venda, signal }: { venda: number; signal?: AbortSignal }) {
  return api.get<CotacaoView[]>(`/api/vendas/${venda}/carrinho/`, { signal });
}

export function getCarrinhoQueryOptions(venda: number) {
  return queryOptions({
    queryKey: cotacoesKeys.carrinho(venda),
    queryFn: ({ signal }) => getCarrinho({ venda, signal }),
  });
}

export function useCarrinho(venda: number) {
  return useQuery(getCarrinhoQueryOptions(venda));
}

type CarrinhoChange = { venda: number; cotacao: number };

/** Sends a quote to its sale's cart; answers the cart. */
export function addCarrinho({ venda, cotacao }: CarrinhoChange): Promise<CotacaoView[]> {
  return api.post<CotacaoView[]>(`/api/vendas/${venda}/carrinho/`, { cotacao });
}

/** Takes a quote out of the cart (back to a quote); answers the cart. */
export function removeCarrinho({ venda, cotacao }: CarrinhoChange): Promise<CotacaoView[]> {
  return api.post<CotacaoView[]>(`/api/vendas/${venda}/remove_carrinho/`, { cotacao });
}

export function useAddCarrinho() {
  const client = useQueryClient();
  return useMutation({ mutationFn: addCarrinho, onSuccess: () => invalidateCotacoes(client) });
}

export function useRemoveCarrinho() {
  const client = useQueryClient();
  return useMutation({ mutationFn: removeCarrinho, onSuccess: () => invalidateCotacoes(client) });
}

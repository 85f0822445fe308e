import type { QueryClient } from '@tanstack/react-query';

/** Keys of the quote lists: every one starts with `cotacoes`, so one invalidation refreshes them all. */
export const cotacoesKeys = {
  all: ['cotacoes'] as const,
  doOrcamento: (orcamento: number) => ['cotacoes', 'orcamento', orcamento] as const,
  daVenda: (venda: number) => ['cotacoes', 'venda', venda] as const,
  carrinho: (venda: number) => ['cotacoes', 'carrinho', venda] as const,
};

/**
 * After a quote changes: the quote lists, the requests (their number of quotes) and the sales (their cart
 * counters) are read again.
 */
export function invalidateCotacoes(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: cotacoesKeys.all }),
    client.invalidateQueries({ queryKey: ['orcamentos'] }),
    client.invalidateQueries({ queryKey: ['vendas'] }),
  ]);
}

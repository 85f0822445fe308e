import type { QueryClient } from '@tanstack/react-query';

/** Keys of the payment lists: every one starts with `pagamentos`, so one invalidation refreshes them all. */
export const pagamentosKeys = {
  all: ['pagamentos'] as const,
  daVenda: (venda: number) => ['pagamentos', 'venda', venda] as const,
  servicosDaVenda: (venda: number) => ['servicos', 'venda', venda] as const,
  /** under the payments' key: any payment change reads the totals again */
  totaisDaVenda: (venda: number) => ['pagamentos', 'venda', venda, 'totais'] as const,
};

/**
 * After a payment changes: the payment lists (the sale's tab, Pagamentos, Contas a Receber), the services
 * (their paid share and status follow the payments) and the sales (their counters) are read again.
 */
export function invalidatePagamentos(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: pagamentosKeys.all }),
    client.invalidateQueries({ queryKey: ['servicos'] }),
    client.invalidateQueries({ queryKey: ['vendas'] }),
  ]);
}

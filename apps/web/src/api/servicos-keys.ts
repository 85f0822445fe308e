import type { QueryClient } from '@tanstack/react-query';

/** Keys of the services' reads: every one starts with `servicos`, so one invalidation refreshes them all. */
export const servicosKeys = {
  all: ['servicos'] as const,
  daVenda: (venda: number) => ['servicos', 'venda', venda] as const,
  beneficiariosDaVenda: (venda: number) => ['servicos', 'beneficiarios', venda] as const,
};

/**
 * After a service changes (invoiced, cancelled, a cart turned into services): the services, the sale (its
 * counters and open amount), its quotes and payments are read again.
 */
export function invalidateServicos(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: servicosKeys.all }),
    client.invalidateQueries({ queryKey: ['vendas'] }),
    client.invalidateQueries({ queryKey: ['cotacoes'] }),
    client.invalidateQueries({ queryKey: ['pagamentos'] }),
  ]);
}

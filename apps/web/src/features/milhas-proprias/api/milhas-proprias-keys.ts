import type { QueryClient } from '@tanstack/react-query';

/** Keys of the own accounts' reads; a movement invalidates them all (balances and histories move together). */
export const milhasPropriasKeys = {
  all: ['milhas-proprias'] as const,
  contas: () => ['milhas-proprias', 'contas'] as const,
  movimentos: (conta: number, page: number) => ['milhas-proprias', 'movimentos', conta, page] as const,
};

export function invalidateMilhasProprias(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: milhasPropriasKeys.all });
}

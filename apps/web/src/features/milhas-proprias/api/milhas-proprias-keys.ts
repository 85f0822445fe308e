import type { QueryClient } from '@tanstack/react-query';

/**
 * Keys of the own accounts' reads (an account's movements are a paged list of this area); a movement
 * invalidates them all (balances and histories move together).
 */
export const milhasPropriasKeys = {
  all: ['milhas-proprias'] as const,
  contas: () => ['milhas-proprias', 'contas'] as const,
};

export function invalidateMilhasProprias(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: milhasPropriasKeys.all });
}

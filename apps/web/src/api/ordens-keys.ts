import type { QueryClient } from '@tanstack/react-query';

/** Every read of payment orders starts with this key: one change refreshes both lists. */
export const ORDENS_AREA = 'ordens-pagamento';
export const ORDENS_PATH = '/api/ordens-pagamento/';

export const ordensKeys = { all: [ORDENS_AREA] as const };

/** After an order changes: both lists are read again. */
export function invalidateOrdens(client: QueryClient): Promise<unknown> {
  return client.invalidateQueries({ queryKey: ordensKeys.all });
}

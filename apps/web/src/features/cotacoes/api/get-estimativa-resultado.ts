import type { EstimativaResultado } from '@skyler/domain/precos/resultado';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

/**
 * GET /api/cotacoes/estimativa-resultado/: the fee table in force and the commission rates a quote of the
 * request is estimated with; while it loads or when it fails, the dialog shows no estimate.
 */
export function useEstimativaResultado(orcamento: number, enabled = true) {
  return useQuery({
    queryKey: ['cotacoes', 'estimativa-resultado', orcamento] as const,
    queryFn: ({ signal }) =>
      api.get<EstimativaResultado>('/api/cotacoes/estimativa-resultado/', { query: { orcamento }, signal }),
    staleTime: 60_000,
    enabled,
  });
}

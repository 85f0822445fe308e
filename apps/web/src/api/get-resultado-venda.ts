import type { ResultadoVenda } from '@skyler/domain/precos/resultado';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client.ts';

export const resultadoVendaKey = (id: number) => ['vendas', 'detail', id, 'resultado'] as const;

export const resultadoVendaQuery = (id: number) =>
  queryOptions({
    queryKey: resultadoVendaKey(id),
    queryFn: ({ signal }) => api.get<ResultadoVenda>(`/api/vendas/${id}/resultado/`, { signal }),
  });

/** GET /api/vendas/{id}/resultado/; asked only by whoever may see it (`enabled`). */
export function useResultadoVenda(id: number, enabled: boolean) {
  return useQuery({ ...resultadoVendaQuery(id), enabled });
}

import type { RacView } from '@skyler/domain/racs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { racsKeys } from './racs-keys.ts';

/** GET /api/vendas/{id}/racs/: the sale's RACs. */
export function getRacsDaVenda({ venda, signal }: { venda: number; signal?: AbortSignal }) {
  return api.get<RacView[]>(`/api/vendas/${venda}/racs/`, { signal });
}

export function getRacsDaVendaQueryOptions(venda: number) {
  return queryOptions({
    queryKey: racsKeys.daVenda(venda),
    queryFn: ({ signal }) => getRacsDaVenda({ venda, signal }),
  });
}

export function useRacsDaVenda(venda: number) {
  return useQuery(getRacsDaVendaQueryOptions(venda));
}

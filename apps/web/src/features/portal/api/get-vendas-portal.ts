import type { VendaPortal, VendasPortal } from '@skyler/domain/portal';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export const portalKeys = {
  vendas: ['portal', 'vendas'] as const,
  venda: (id: number) => ['portal', 'vendas', id] as const,
};

/** GET /api/portal/vendas/: the client's trips (first page: a client has few). */
export function getVendasPortalQueryOptions() {
  return queryOptions({
    queryKey: portalKeys.vendas,
    queryFn: ({ signal }) => api.get<VendasPortal>('/api/portal/vendas/', { signal }),
  });
}

export function useVendasPortal() {
  return useQuery(getVendasPortalQueryOptions());
}

/** GET /api/portal/vendas/{id}/: one trip as its client sees it. */
export function getVendaPortalQueryOptions(id: number) {
  return queryOptions({
    queryKey: portalKeys.venda(id),
    queryFn: ({ signal }) => api.get<VendaPortal>(`/api/portal/vendas/${id}/`, { signal }),
  });
}

export function useVendaPortal(id: number) {
  return useQuery(getVendaPortalQueryOptions(id));
}

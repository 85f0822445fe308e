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

/** While a payment with a Pix code is open, the trip is read again every 15 s: the gateway settles it. */
export const PORTAL_POLL_MS = 15_000;

export function useVendaPortal(id: number) {
  return useQuery({
    ...getVendaPortalQueryOptions(id),
    refetchInterval: (query) =>
      query.state.data?.pagamentos.some((p) => p.status !== 'concluido' && p.pix) ? PORTAL_POLL_MS : false,
  });
}

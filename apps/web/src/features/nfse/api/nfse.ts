import type { NfseCancelarRequest, NfseReenviarRequest, NfseView } from '@skyler/domain/nfse';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export const NFSE_PATH = '/api/nfse/';
export const NFSE_ESTADO_PATH = '/api/nfse/estado/';
/** How often a screen showing a pending invoice reads it again. */
export const NFSE_ATUALIZAR_MS = 4000;

/** Every NFS-e read starts with `nfse`, so one invalidation refreshes them all. */
export const nfseKeys = {
  all: ['nfse'] as const,
  estado: ['nfse', 'estado'] as const,
  doServico: (servico: number) => ['nfse', 'servico', servico] as const,
};

export function invalidateNfse(client: QueryClient): Promise<unknown> {
  return client.invalidateQueries({ queryKey: nfseKeys.all });
}

/** GET /api/nfse/estado/: whether the provider is configured on the server. */
export function getNfseEstadoQueryOptions() {
  return {
    queryKey: nfseKeys.estado,
    queryFn: () => api.get<{ ligada: boolean }>(NFSE_ESTADO_PATH),
    staleTime: 5 * 60_000,
  };
}

export function useNfseEstado() {
  return useQuery(getNfseEstadoQueryOptions());
}

/** Whether an invoice waits on the provider: pending, or a cancellation asked for and not yet answered. */
export const aguardaProvedor = (n: Pick<NfseView, 'status' | 'operacao'>): boolean =>
  n.status === 'pendente' || n.operacao !== null;

/** The service's invoices (its live one first), read again while one waits on the provider. */
export function useNfseDoServico(servico: number) {
  return useQuery({
    queryKey: nfseKeys.doServico(servico),
    queryFn: () => api.get<{ nfse: NfseView[]; pages: number }>(`${NFSE_PATH}?servico=${servico}`),
    refetchInterval: (query) => (query.state.data?.nfse.some(aguardaProvedor) ? NFSE_ATUALIZAR_MS : false),
  });
}

/** POST /api/servicos/{id}/nfse/ */
export function solicitarNfse(servico: number) {
  return api.post<NfseView>(`/api/servicos/${servico}/nfse/`);
}

export function useSolicitarNfse() {
  const client = useQueryClient();
  return useMutation({ mutationFn: solicitarNfse, onSuccess: () => invalidateNfse(client) });
}

/** POST /api/nfse/{id}/cancelar/ */
export function cancelarNfse({ id, ...body }: NfseCancelarRequest & { id: number }) {
  return api.post<NfseView>(`/api/nfse/${id}/cancelar/`, body);
}

export function useCancelarNfse() {
  const client = useQueryClient();
  return useMutation({ mutationFn: cancelarNfse, onSuccess: () => invalidateNfse(client) });
}

/** POST /api/nfse/{id}/reenviar/ */
export function reenviarNfse({ id, ...body }: NfseReenviarRequest & { id: number }) {
  return api.post<NfseView>(`/api/nfse/${id}/reenviar/`, body);
}

export function useReenviarNfse() {
  const client = useQueryClient();
  return useMutation({ mutationFn: reenviarNfse, onSuccess: () => invalidateNfse(client) });
}

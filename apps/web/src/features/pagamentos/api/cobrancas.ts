import type { CobrancaBoleto, CobrancaPix, CobrancasDisponiveis } from '@skyler/domain/pagamentos';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { invalidatePagamentos } from './pagamentos-keys.ts';

/** POST /api/pagamentos/{id}/pix/: the payment's Pix charge (gateway or static), with its QR code as SVG. */
export function gerarCobrancaPix(id: number): Promise<CobrancaPix> {
  return api.post<CobrancaPix>(`/api/pagamentos/${id}/pix/`, {});
}

/** POST /api/pagamentos/{id}/boleto/: the payment's boleto at the gateway. */
export function gerarBoleto(id: number): Promise<CobrancaBoleto> {
  return api.post<CobrancaBoleto>(`/api/pagamentos/${id}/boleto/`, {});
}

export function useGerarCobrancaPix() {
  const client = useQueryClient();
  return useMutation({ mutationFn: gerarCobrancaPix, onSuccess: () => invalidatePagamentos(client) });
}

export function useGerarBoleto() {
  const client = useQueryClient();
  return useMutation({ mutationFn: gerarBoleto, onSuccess: () => invalidatePagamentos(client) });
}

/** GET /api/pagamentos/cobrancas/disponiveis/: whether the gateway is configured (boleto) and where Pix comes from. */
export function getCobrancasDisponiveis({ signal }: { signal?: AbortSignal } = {}) {
  return api.get<CobrancasDisponiveis>('/api/pagamentos/cobrancas/disponiveis/', { signal });
}

export function getCobrancasDisponiveisQueryOptions() {
  return queryOptions({
    queryKey: ['cobrancas', 'disponiveis'] as const,
    queryFn: ({ signal }) => getCobrancasDisponiveis({ signal }),
    // the gateway's configuration changes with a restart, not while the screen is open
    staleTime: 5 * 60_000,
  });
}

/** Finance's view of the charges on offer; nobody else may ask, so nobody else does. */
export function useCobrancasDisponiveis(enabled: boolean) {
  return useQuery({ ...getCobrancasDisponiveisQueryOptions(), enabled });
}

import type { CobrancaBoleto, CobrancaPix } from '@skyler/domain/pagamentos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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

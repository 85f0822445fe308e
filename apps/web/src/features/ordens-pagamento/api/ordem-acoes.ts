import type {
  OrdemCambioPago,
  OrdemIncentivo,
  OrdemPagamento,
  OrdemPagamentoStatusRequest,
  OrdemPagamentoUpdate,
} from '@skyler/domain/ordens-pagamento';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { invalidateOrdens, ORDENS_PATH } from '../../../api/ordens-keys.ts';

const ordemPath = (id: number) => `${ORDENS_PATH}${id}/`;

/** PUT /api/ordens-pagamento/{id}/: the value, means, card or supplier of an open order. */
export function updateOrdem({ id, ...dados }: OrdemPagamentoUpdate & { id: number }) {
  return api.put<OrdemPagamento>(ordemPath(id), dados);
}

export function useUpdateOrdem() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateOrdem, onSuccess: () => invalidateOrdens(client) });
}

/** POST /api/ordens-pagamento/{id}/status/: paid with the invoice id and date, or back to open. */
export function changeStatusOrdem({ id, ...dados }: OrdemPagamentoStatusRequest & { id: number }) {
  return api.post<OrdemPagamento>(`${ordemPath(id)}status/`, dados);
}

export function useStatusOrdem() {
  const client = useQueryClient();
  return useMutation({ mutationFn: changeStatusOrdem, onSettled: () => invalidateOrdens(client) });
}

/** PUT /api/ordens-pagamento/{id}/cambio-pago/: the rate (or reais) a paid foreign-currency order was paid at. */
export function updateCambioPagoOrdem({ id, ...dados }: OrdemCambioPago & { id: number }) {
  return api.put<OrdemPagamento>(`${ordemPath(id)}cambio-pago/`, dados);
}

export function useCambioPagoOrdem() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateCambioPagoOrdem, onSettled: () => invalidateOrdens(client) });
}

/** PUT /api/ordens-pagamento/{id}/incentivo/: the incentive of the ticket the order pays. */
export function updateIncentivoOrdem({ id, ...dados }: OrdemIncentivo & { id: number }) {
  return api.put<OrdemPagamento>(`${ordemPath(id)}incentivo/`, dados);
}

/** The open orders are read again whether or not the change succeeded (part 2 §4). */
export function useIncentivoOrdem() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateIncentivoOrdem, onSettled: () => invalidateOrdens(client) });
}

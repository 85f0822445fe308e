import type { CambioInput } from '@skyler/domain/moedas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { getMoedasQueryOptions, type Moeda } from '../../../api/get-contexto-preco.ts';

/** A rate a currency took (GET /api/moedas/{id}/historico/). */
export type MoedaHistorico = {
  id: number;
  cambio: string;
  cambio_data: string;
  origem: 'manual' | 'ptax';
  usuario: { id: number; nome: string } | null;
  created_at: string;
};

/** Every currency with its rate and the day it was taken: the same query the quote dialog prices with. */
export function useMoedas() {
  return useQuery({ ...getMoedasQueryOptions(), staleTime: 0 });
}

/** PUT /api/moedas/{id}/ (administrators and finance): quotes priced from now on use the new rate. */
export function updateCambio({ id, ...dados }: CambioInput & { id: number }) {
  return api.put<Moeda>(`/api/moedas/${id}/`, dados);
}

export function useUpdateCambio() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateCambio,
    // also on a refusal: a 409 means someone else changed it, and the screen shows the current rate
    onSettled: () => client.invalidateQueries({ queryKey: ['moedas'] }),
  });
}

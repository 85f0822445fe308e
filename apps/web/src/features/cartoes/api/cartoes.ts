import type { Cartao, CartaoInput } from '@skyler/domain/emissoes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

/** Every read of agency cards starts with `cartoes`; the payment screens read the active ones. */
export const cartoesKeys = { all: ['cartoes'] as const, lista: ['cartoes', 'todos'] as const };

/** GET /api/cartoes/: every agency card, active or not. */
export function getCartoes(signal?: AbortSignal) {
  return api.get<Cartao[]>('/api/cartoes/', { signal });
}

export function getCartoesQueryOptions() {
  return queryOptions({ queryKey: cartoesKeys.lista, queryFn: ({ signal }) => getCartoes(signal) });
}

export function useCartoes() {
  return useQuery(getCartoesQueryOptions());
}

/** The card lists of every screen (the issuances' and RACs' payment lines offer the active ones). */
function invalidateCartoes(client: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    client.invalidateQueries({ queryKey: cartoesKeys.all }),
    client.invalidateQueries({ queryKey: ['racs', 'cartoes-ativos'] }),
    client.invalidateQueries({ queryKey: ['emissoes'] }),
  ]);
}

/** POST /api/cartoes/ (administrators): name, brand and the last four digits. */
export function createCartao(dados: CartaoInput) {
  return api.post<Cartao>('/api/cartoes/', dados);
}

export function useCreateCartao() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createCartao, onSuccess: () => invalidateCartoes(client) });
}

/** PUT /api/cartoes/{id}/ (administrators): rename, or activate and deactivate with `ativo`. */
export function updateCartao({ id, ...dados }: CartaoInput & { id: number }) {
  return api.put<Cartao>(`/api/cartoes/${id}/`, dados);
}

export function useUpdateCartao() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateCartao, onSuccess: () => invalidateCartoes(client) });
}

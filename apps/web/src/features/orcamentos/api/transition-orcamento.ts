import type { Orcamento } from '@skyler/domain/orcamentos';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { orcamentosKeys } from '../../../api/orcamentos-keys.ts';

export function finalizarOrcamento(id: number) {
  return api.post<Orcamento>(`/api/orcamentos/${id}/finalizar/`);
}

export function duplicarOrcamento(id: number) {
  return api.post<Orcamento>(`/api/orcamentos/${id}/duplicar/`);
}

export function deleteOrcamento(id: number) {
  return api.delete<{ detail: string }>(`/api/orcamentos/${id}/`);
}

/** requests and the sales' counters (active requests) */
const refresh = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: orcamentosKeys.all }),
    client.invalidateQueries({ queryKey: ['vendas'] }),
  ]);

export function useFinalizarOrcamento() {
  const client = useQueryClient();
  return useMutation({ mutationFn: finalizarOrcamento, onSuccess: () => refresh(client) });
}

export function useDuplicarOrcamento() {
  const client = useQueryClient();
  return useMutation({ mutationFn: duplicarOrcamento, onSuccess: () => refresh(client) });
}

export function useDeleteOrcamento() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteOrcamento,
    onSuccess: (_answer, id) => {
      // the page of the deleted request, still open until it leaves, is not asked for again (it would be a 404)
      const detalhe = orcamentosKeys.detalhe(id);
      client.removeQueries({ queryKey: detalhe, type: 'inactive' });
      return Promise.all([
        client.invalidateQueries({
          queryKey: orcamentosKeys.all,
          predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(detalhe),
        }),
        client.invalidateQueries({ queryKey: ['vendas'] }),
      ]);
    },
  });
}

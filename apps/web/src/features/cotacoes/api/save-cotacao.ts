import type { CotacaoSave, CotacaoView } from '@skyler/domain/cotacoes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { invalidateCotacoes } from './cotacoes-keys.ts';

/** A new quote of the request (POST /api/orcamentos/{id}/cotacoes/); the server prices it. */
export function createCotacao({ orcamento, body }: { orcamento: number; body: CotacaoSave }) {
  return api.post<CotacaoView>(`/api/orcamentos/${orcamento}/cotacoes/`, body);
}

/** The quote changed (PUT /api/cotacoes/{id}/); the server prices it again. */
export function updateCotacao({ id, body }: { id: number; body: CotacaoSave }) {
  return api.put<CotacaoView>(`/api/cotacoes/${id}/`, body);
}

export function useCreateCotacao() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createCotacao, onSuccess: () => invalidateCotacoes(client) });
}

export function useUpdateCotacao() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateCotacao, onSuccess: () => invalidateCotacoes(client) });
}

import type { CotacaoSaveInput, CotacaoView } from '@skyler/domain/cotacoes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

/** A new quote of the request from an offer (POST /api/orcamentos/{id}/cotacoes/); the server prices it. */
export function createCotacao({ orcamento, body }: { orcamento: number; body: CotacaoSaveInput }) {
  return api.post<CotacaoView>(`/api/orcamentos/${orcamento}/cotacoes/`, body);
}

export function useCreateCotacao() {
  return useMutation({ mutationFn: createCotacao });
}

import type { PagamentoView } from '@skyler/domain/pagamentos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { invalidatePagamentos } from './pagamentos-keys.ts';

type LinkAnswer = { pagarme_link?: string | null } | { pagarme_link?: string | null }[] | PagamentoView;

function linkOf(answer: LinkAnswer): string | null {
  const first = Array.isArray(answer) ? answer[0] : answer;
  return first?.pagarme_link ?? null;
}

/** POST /api/pagamentos/{id}/pagarme_link/: a card link at Pagar.me for the payment; answers the stored link. */
export async function gerarLinkPagarme({
  id,
  max_installments,
}: {
  id: number;
  max_installments: number;
}): Promise<string | null> {
  const answer = await api.post<LinkAnswer>(`/api/pagamentos/${id}/pagarme_link/`, { max_installments });
  return linkOf(answer);
}

export function useGerarLinkPagarme() {
  const client = useQueryClient();
  return useMutation({ mutationFn: gerarLinkPagarme, onSuccess: () => invalidatePagamentos(client) });
}

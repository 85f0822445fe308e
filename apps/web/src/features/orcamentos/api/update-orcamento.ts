import type { Orcamento, OrcamentoCreateParsed } from '@skyler/domain/orcamentos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { orcamentosKeys } from '../../../api/orcamentos-keys.ts';

/** PUT /api/orcamentos/{id}/: the request as the edit form has it, with the version it was opened on. */
export function updateOrcamento({
  id,
  versao,
  orcamento,
}: {
  id: number;
  versao: number;
  orcamento: OrcamentoCreateParsed;
}) {
  return api.put<Orcamento>(`/api/orcamentos/${id}/`, { ...orcamento, versao });
}

export function useUpdateOrcamento() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateOrcamento,
    // the request's page, the sale's tab and the lists: every query of requests
    onSuccess: () => client.invalidateQueries({ queryKey: orcamentosKeys.all }),
  });
}

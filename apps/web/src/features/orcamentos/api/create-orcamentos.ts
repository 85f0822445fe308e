import type { Orcamento, OrcamentoCreate } from '@skyler/domain/orcamentos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { orcamentosKeys } from '../../../api/orcamentos-keys.ts';

export function createOrcamentos({ venda, orcamentos }: { venda: number; orcamentos: OrcamentoCreate[] }) {
  return api.post<Orcamento[]>(`/api/vendas/${venda}/orcamentos/`, { orcamentos });
}

export function useCreateOrcamentos() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createOrcamentos,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: orcamentosKeys.all }),
        // the sale's counters (active requests) change too
        client.invalidateQueries({ queryKey: ['vendas'] }),
      ]),
  });
}

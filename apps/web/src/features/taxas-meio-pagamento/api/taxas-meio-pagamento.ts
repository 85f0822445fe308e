import type {
  TaxaMeioPagamentoInput,
  TaxaMeioPagamentoView,
  TaxasMeioPagamentoResposta,
} from '@skyler/domain/taxas-meio-pagamento';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export const taxasMeioPagamentoKeys = { all: ['taxas-meio-pagamento'] as const };

export const taxasMeioPagamentoQuery = () =>
  queryOptions({
    queryKey: taxasMeioPagamentoKeys.all,
    queryFn: ({ signal }) => api.get<TaxasMeioPagamentoResposta>('/api/taxas-meio-pagamento/', { signal }),
    staleTime: 60_000,
  });

/** GET /api/taxas-meio-pagamento/ (administrators and finance); `enabled` off for everyone else. */
export function useTaxasMeioPagamento(enabled = true) {
  return useQuery({ ...taxasMeioPagamentoQuery(), enabled });
}

/** PUT /api/taxas-meio-pagamento/: the row in force goes to the history. */
export function useSaveTaxaMeioPagamento() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TaxaMeioPagamentoInput) =>
      api.put<TaxaMeioPagamentoView>('/api/taxas-meio-pagamento/', body),
    onSettled: () => client.invalidateQueries({ queryKey: taxasMeioPagamentoKeys.all }),
  });
}

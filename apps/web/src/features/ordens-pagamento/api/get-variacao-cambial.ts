import type { VariacaoCambialVenda } from '@skyler/domain/ordens-pagamento';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { ORDENS_AREA } from '../../../api/ordens-keys.ts';

/** GET /api/vendas/{id}/variacao-cambial/: the sale's exchange difference (decision 0064). */
export function useVariacaoCambialVenda(venda: number) {
  return useQuery({
    queryKey: [ORDENS_AREA, 'variacao-cambial', venda],
    queryFn: () => api.get<VariacaoCambialVenda>(`/api/vendas/${venda}/variacao-cambial/`),
    enabled: Number.isInteger(venda) && venda > 0,
  });
}

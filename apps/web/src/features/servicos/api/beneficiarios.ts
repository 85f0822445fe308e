import type { Beneficiario, BeneficiariosDaCotacao, ZBeneficiarioInput } from '@skyler/domain/servicos';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../api/client.ts';
import { servicosKeys } from '../../../api/servicos-keys.ts';

/** One beneficiary as the cart sends it: the contact and the seat, baggage or room. */
export type BeneficiarioEnvio = z.input<typeof ZBeneficiarioInput>;

/** GET /api/vendas/{id}/beneficiarios/: the beneficiaries of each quote in the sale's cart. */
export function getBeneficiariosDaVenda({ venda, signal }: { venda: number; signal?: AbortSignal }) {
  return api.get<BeneficiariosDaCotacao[]>(`/api/vendas/${venda}/beneficiarios/`, { signal });
}

export function getBeneficiariosDaVendaQueryOptions(venda: number) {
  return queryOptions({
    queryKey: servicosKeys.beneficiariosDaVenda(venda),
    queryFn: ({ signal }) => getBeneficiariosDaVenda({ venda, signal }),
  });
}

export function useBeneficiariosDaVenda(venda: number) {
  return useQuery(getBeneficiariosDaVendaQueryOptions(venda));
}

/** PUT /api/cotacoes/{id}/beneficiarios/: the quote's whole list, in order. */
export function saveBeneficiarios({
  cotacao,
  beneficiarios,
}: {
  cotacao: number;
  beneficiarios: BeneficiarioEnvio[];
}) {
  return api.put<Beneficiario[]>(`/api/cotacoes/${cotacao}/beneficiarios/`, { beneficiarios });
}

export function useSaveBeneficiarios(venda: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveBeneficiarios,
    // a quote's own list changes its request's passengers too (decision 0076)
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: servicosKeys.beneficiariosDaVenda(venda) }),
        client.invalidateQueries({ queryKey: ['passageiros', 'venda', venda] }),
      ]),
  });
}

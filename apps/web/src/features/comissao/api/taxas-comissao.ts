import type { TaxasComissaoUpdate, TaxasComissaoUsuario } from '@skyler/domain/comissao';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { COMISSAO_AREA } from './get-comissao.ts';

export const TAXAS_COMISSAO_PATH = '/api/comissao/taxas/';
export const taxasComissaoKey = ['comissao-taxas'] as const;

export function getTaxasComissao({ signal }: { signal?: AbortSignal } = {}) {
  return api.get<TaxasComissaoUsuario[]>(TAXAS_COMISSAO_PATH, { signal });
}

export function getTaxasComissaoQueryOptions() {
  return queryOptions({ queryKey: taxasComissaoKey, queryFn: ({ signal }) => getTaxasComissao({ signal }) });
}

export function useTaxasComissao({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getTaxasComissaoQueryOptions(), enabled });
}

export function salvarTaxasComissao({ usuario, body }: { usuario: number; body: TaxasComissaoUpdate }) {
  return api.put<TaxasComissaoUsuario>(`${TAXAS_COMISSAO_PATH}${usuario}/`, body);
}

/** Saves a user's rates; the report's amounts of issuances not yet concluded follow them. */
export function useSalvarTaxasComissao() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: salvarTaxasComissao,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: taxasComissaoKey });
      await client.invalidateQueries({ queryKey: [COMISSAO_AREA] });
    },
  });
}

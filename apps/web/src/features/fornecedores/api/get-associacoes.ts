import type { EmissaoAssociada, FornecedorCotacao, FornecedorSubcotacao } from '@skyler/domain/fornecedores';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { fornecedoresKeys } from '../../../api/fornecedores-keys.ts';

export type FornecedorAssociacoes = {
  cotacoes: FornecedorCotacao[];
  subcotacoes: FornecedorSubcotacao[];
  emissoes: EmissaoAssociada[];
};

/** The quotes, tickets and issuances of a supplier: three calls, one answer (and one error message). */
export async function getFornecedorAssociacoes(
  id: number,
  signal?: AbortSignal,
): Promise<FornecedorAssociacoes> {
  const [cotacoes, subcotacoes, emissoes] = await Promise.all([
    api.get<FornecedorCotacao[]>(`/api/fornecedores/${id}/cotacoes/`, { signal }),
    api.get<FornecedorSubcotacao[]>(`/api/fornecedores/${id}/subcotacoes/`, { signal }),
    api.get<EmissaoAssociada[]>(`/api/fornecedores/${id}/emissoes/`, { signal }),
  ]);
  return { cotacoes, subcotacoes, emissoes };
}

export function useFornecedorAssociacoes(id: number | null) {
  return useQuery(
    queryOptions({
      queryKey: fornecedoresKeys.fornecedorAssociacoes(id ?? 0),
      queryFn: ({ signal }) => getFornecedorAssociacoes(id ?? 0, signal),
      enabled: id !== null,
    }),
  );
}

export function getProvedorEmissoes(id: number, signal?: AbortSignal) {
  return api.get<EmissaoAssociada[]>(`/api/provedores/${id}/emissoes/`, { signal });
}

export function useProvedorEmissoes(id: number | null) {
  return useQuery(
    queryOptions({
      queryKey: fornecedoresKeys.provedorEmissoes(id ?? 0),
      queryFn: ({ signal }) => getProvedorEmissoes(id ?? 0, signal),
      enabled: id !== null,
    }),
  );
}

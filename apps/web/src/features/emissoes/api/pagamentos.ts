import type { Cartao, LinhaPagamentoEmissao, LinhaPagamentoInput } from '@skyler/domain/emissoes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { emissoesKeys, invalidateEmissoes } from './emissoes-keys.ts';

const pagamentosPath = (emissao: number) => `/api/emissoes/${emissao}/pagamentos/`;

export function getPagamentosEmissao({ emissao, signal }: { emissao: number; signal?: AbortSignal }) {
  return api.get<LinhaPagamentoEmissao[]>(pagamentosPath(emissao), { signal });
}

/** Who pays each forming field of the issuance. */
export function usePagamentosEmissao(emissao: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: emissoesKeys.pagamentos(emissao),
    queryFn: ({ signal }) => getPagamentosEmissao({ emissao, signal }),
    enabled,
  });
}

/** Replaces the issuance's whole list of payment lines, sending the issuance's version read (decision 0034). */
export function useSavePagamentosEmissao(emissao: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ pagamentos, versao }: { pagamentos: LinhaPagamentoInput[]; versao: number }) =>
      api.post<LinhaPagamentoEmissao[]>(pagamentosPath(emissao), { pagamentos, versao }),
    onSuccess: () => invalidateEmissoes(client),
  });
}

/** The agency's active cards: the only ones a payment line or a payment order may name. */
export const cartoesAtivosQueryOptions = queryOptions({
  queryKey: emissoesKeys.cartoesAtivos,
  queryFn: ({ signal }) => api.get<Cartao[]>('/api/cartoes/', { query: { ativo: true }, signal }),
  staleTime: 5 * 60_000,
});

export function useCartoesAtivos({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...cartoesAtivosQueryOptions, enabled });
}

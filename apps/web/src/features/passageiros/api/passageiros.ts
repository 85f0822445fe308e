import type { AvisosPassageiro } from '@skyler/domain/documentos-viagem';
import type { PassageirosDoOrcamento } from '@skyler/domain/passageiros';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { servicosKeys } from '../../../api/servicos-keys.ts';

export const passageirosKeys = {
  all: ['passageiros'] as const,
  daVenda: (venda: number) => ['passageiros', 'venda', venda] as const,
  daEmissao: (emissao: number) => ['passageiros', 'emissao', emissao] as const,
};

/** GET /api/vendas/{id}/passageiros/: each request with quotes in the cart, its passengers and warnings. */
export function getPassageirosDaVenda({ venda, signal }: { venda: number; signal?: AbortSignal }) {
  return api.get<PassageirosDoOrcamento[]>(`/api/vendas/${venda}/passageiros/`, { signal });
}

export function getPassageirosDaVendaQueryOptions(venda: number) {
  return queryOptions({
    queryKey: passageirosKeys.daVenda(venda),
    queryFn: ({ signal }) => getPassageirosDaVenda({ venda, signal }),
  });
}

export function usePassageirosDaVenda(venda: number) {
  return useQuery(getPassageirosDaVendaQueryOptions(venda));
}

/** GET /api/emissoes/{id}/documentos/: the warnings of the issuance's beneficiaries. */
export function getAvisosDaEmissao({ emissao, signal }: { emissao: number; signal?: AbortSignal }) {
  return api.get<AvisosPassageiro[]>(`/api/emissoes/${emissao}/documentos/`, { signal });
}

export function useAvisosDaEmissao(emissao: number, { enabled = true } = {}) {
  return useQuery({
    queryKey: passageirosKeys.daEmissao(emissao),
    queryFn: ({ signal }) => getAvisosDaEmissao({ emissao, signal }),
    enabled,
  });
}

/** PUT /api/orcamentos/{id}/passageiros/: the request's whole list, in order. */
export function savePassageiros({ orcamento, contatos }: { orcamento: number; contatos: number[] }) {
  return api.put<PassageirosDoOrcamento[]>(`/api/orcamentos/${orcamento}/passageiros/`, { contatos });
}

/** PUT /api/cotacoes/{id}/passageiros/: the request's passengers the quote leaves out. */
export function saveExclusoes({ cotacao, excluidos }: { cotacao: number; excluidos: number[] }) {
  return api.put<PassageirosDoOrcamento[]>(`/api/cotacoes/${cotacao}/passageiros/`, { excluidos });
}

/** Both writes change the cart's beneficiaries: the passengers and the beneficiaries are read again. */
function useInvalidaCarrinho(venda: number) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: passageirosKeys.daVenda(venda) }),
      client.invalidateQueries({ queryKey: servicosKeys.beneficiariosDaVenda(venda) }),
    ]);
}

export function useSavePassageiros(venda: number) {
  const invalidar = useInvalidaCarrinho(venda);
  return useMutation({ mutationFn: savePassageiros, onSettled: invalidar });
}

export function useSaveExclusoes(venda: number) {
  const invalidar = useInvalidaCarrinho(venda);
  return useMutation({ mutationFn: saveExclusoes, onSettled: invalidar });
}

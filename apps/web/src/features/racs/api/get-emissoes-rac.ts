import type { Cartao, EmissaoDetalhe, EmissaoView, LinhaPagamentoEmissao } from '@skyler/domain/emissoes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { racsKeys } from './racs-keys.ts';

/** GET /api/vendas/{id}/emissoes/: the sale's issuances (Nova RAC offers the concluded ones). */
export function getEmissoesDaVenda({ venda, signal }: { venda: number; signal?: AbortSignal }) {
  return api.get<EmissaoView[]>(`/api/vendas/${venda}/emissoes/`, { signal });
}

export function useEmissoesDaVenda(venda: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery(
    queryOptions({
      queryKey: racsKeys.emissoesDaVenda(venda),
      queryFn: ({ signal }) => getEmissoesDaVenda({ venda, signal }),
      enabled,
    }),
  );
}

/** GET /api/emissoes/{id}/: the issuance with its forming fields. */
export function getEmissaoDetalhe({ emissao, signal }: { emissao: number; signal?: AbortSignal }) {
  return api.get<EmissaoDetalhe>(`/api/emissoes/${emissao}/`, { signal });
}

export function useEmissaoDetalhe(emissao: number | null) {
  return useQuery(
    queryOptions({
      queryKey: racsKeys.emissao(emissao ?? 0),
      queryFn: ({ signal }) => getEmissaoDetalhe({ emissao: emissao ?? 0, signal }),
      enabled: emissao !== null,
    }),
  );
}

/** GET /api/emissoes/{id}/pagamentos/: who pays each forming field of the issuance. */
export function getPagamentosEmissao({ emissao, signal }: { emissao: number; signal?: AbortSignal }) {
  return api.get<LinhaPagamentoEmissao[]>(`/api/emissoes/${emissao}/pagamentos/`, { signal });
}

export function usePagamentosEmissao(emissao: number | null) {
  return useQuery(
    queryOptions({
      queryKey: racsKeys.pagamentosEmissao(emissao ?? 0),
      queryFn: ({ signal }) => getPagamentosEmissao({ emissao: emissao ?? 0, signal }),
      enabled: emissao !== null,
    }),
  );
}

/** GET /api/cartoes/?ativo=true: the agency's cards offered for payment. */
export function getCartoesAtivos(signal?: AbortSignal) {
  return api.get<Cartao[]>('/api/cartoes/', { query: { ativo: true }, signal });
}

export function useCartoesAtivos({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery(
    queryOptions({
      queryKey: racsKeys.cartoesAtivos,
      queryFn: ({ signal }) => getCartoesAtivos(signal),
      staleTime: 60_000,
      enabled,
    }),
  );
}

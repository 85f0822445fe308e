import type { Conciliacao, ContagemDivergencias } from '@skyler/domain/conciliacao';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export const CONCILIACAO_PATH = '/api/conciliacao/';
export const CONTAGEM_DIVERGENCIAS_PATH = '/api/conciliacao/contagem/';

export type ConciliacaoParams = { inicio: string; fim: string };

export function getConciliacao({ inicio, fim }: ConciliacaoParams, signal?: AbortSignal) {
  return api.get<Conciliacao>(CONCILIACAO_PATH, { query: { inicio, fim }, signal });
}

export function getConciliacaoQueryOptions(params: ConciliacaoParams) {
  return queryOptions({
    queryKey: ['conciliacao', params],
    queryFn: ({ signal }) => getConciliacao(params, signal),
  });
}

/** The divergences of the sales created in a period (decision 0038). */
export function useConciliacao(params: ConciliacaoParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getConciliacaoQueryOptions(params), placeholderData: keepPreviousData, enabled });
}

/** How many sales break at least one invariant. */
export function vendasComDivergencia(conciliacao: Conciliacao): number {
  return new Set(conciliacao.divergencias.map((d) => d.venda)).size;
}

/** The dashboard's figure: how many sales of the period diverge, from the count the API keeps (decision 0053). */
export function useContagemDivergencias(params: ConciliacaoParams) {
  return useQuery({
    queryKey: ['conciliacao', 'contagem', params],
    queryFn: ({ signal }) =>
      api.get<ContagemDivergencias>(CONTAGEM_DIVERGENCIAS_PATH, { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

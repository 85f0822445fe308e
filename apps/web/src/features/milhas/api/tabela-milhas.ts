import type { LinhaTabelaMilhasRequest, LinhaTabelaMilhasView } from '@skyler/domain/milhas';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export type TipoTabela = LinhaTabelaMilhasView['tipo'];

/**
 * Keys of the miles table's reads. The current table's key is the one the quote dialog prices with, so an
 * edit here reaches the next quote at once.
 */
export const milhasKeys = {
  all: ['milhas'] as const,
  tabela: (tipo: TipoTabela) => ['milhas', 'tabela', tipo] as const,
  historico: (tipo: TipoTabela, mes: string) => ['milhas', 'historico', tipo, mes] as const,
};

export function invalidateMilhas(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: milhasKeys.all });
}

/** GET /api/milhas/?tipo=: the current rows of the sale-price or cost table. */
export function getTabelaMilhas(tipo: TipoTabela, signal?: AbortSignal) {
  return api.get<LinhaTabelaMilhasView[]>('/api/milhas/', { query: { tipo }, signal });
}

export function getTabelaMilhasQueryOptions(tipo: TipoTabela) {
  return queryOptions({
    queryKey: milhasKeys.tabela(tipo),
    queryFn: ({ signal }) => getTabelaMilhas(tipo, signal),
    staleTime: 60_000,
  });
}

export function useTabelaMilhas(tipo: TipoTabela) {
  return useQuery(getTabelaMilhasQueryOptions(tipo));
}

/** GET /api/milhas/historico/?mes=YYYY-MM&tipo=: the rows archived in the month, newest first. */
export function getHistoricoMilhas(tipo: TipoTabela, mes: string, signal?: AbortSignal) {
  return api.get<LinhaTabelaMilhasView[]>('/api/milhas/historico/', { query: { mes, tipo }, signal });
}

export function getHistoricoMilhasQueryOptions(tipo: TipoTabela, mes: string) {
  return queryOptions({
    queryKey: milhasKeys.historico(tipo, mes),
    queryFn: ({ signal }) => getHistoricoMilhas(tipo, mes, signal),
  });
}

export function useHistoricoMilhas(tipo: TipoTabela, mes: string) {
  return useQuery({ ...getHistoricoMilhasQueryOptions(tipo, mes), enabled: /^\d{4}-\d{2}$/.test(mes) });
}

/** PUT /api/milhas/{id}/: the row is archived and its successor, with these values, takes its place. */
export function alterarLinhaMilhas({ id, body }: { id: number; body: LinhaTabelaMilhasRequest }) {
  return api.put<LinhaTabelaMilhasView>(`/api/milhas/${id}/`, body);
}

export function useAlterarLinhaMilhas() {
  const client = useQueryClient();
  return useMutation({ mutationFn: alterarLinhaMilhas, onSettled: () => invalidateMilhas(client) });
}

/** DELETE /api/milhas/{id}/: the row goes to the month's history. */
export function arquivarLinhaMilhas(id: number) {
  return api.delete<LinhaTabelaMilhasView>(`/api/milhas/${id}/`);
}

export function useArquivarLinhaMilhas() {
  const client = useQueryClient();
  return useMutation({ mutationFn: arquivarLinhaMilhas, onSettled: () => invalidateMilhas(client) });
}

import type { ParametroChave, ParametroView } from '@skyler/domain/referencia';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export const parametrosKeys = { all: ['parametros'] as const };

export function useParametros() {
  return useQuery(
    queryOptions({
      queryKey: parametrosKeys.all,
      queryFn: ({ signal }) => api.get<ParametroView[]>('/api/parametros/', { signal }),
    }),
  );
}

/** PUT /api/parametros/{chave}/; the wallet discount the quote dialog reads changes with it. */
export function useSaveParametro() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ chave, valor }: { chave: ParametroChave; valor: string }) =>
      api.put<ParametroView>(`/api/parametros/${chave}/`, { valor }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: parametrosKeys.all }),
        client.invalidateQueries({ queryKey: ['milhas', 'desagio-compra'] }),
      ]),
  });
}

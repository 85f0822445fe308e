import type { ServicoView } from '@skyler/domain/servicos';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { milhasValidadasKeys } from './milhas-validadas-keys.ts';

export const SERVICOS_PENDENTES_PATH = '/api/servicos/validacao_pendente/';

/** GET /api/servicos/validacao_pendente/: services whose miles or wallet tickets wait for validation. */
export function getServicosPendentes({ page, signal }: { page: number; signal?: AbortSignal }) {
  return api.get<{ servicos: ServicoView[]; pages: number }>(SERVICOS_PENDENTES_PATH, {
    query: { page },
    signal,
  });
}

export function getServicosPendentesQueryOptions(page: number) {
  return queryOptions({
    queryKey: milhasValidadasKeys.pendentes(page),
    queryFn: ({ signal }) => getServicosPendentes({ page, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useServicosPendentes(page: number) {
  return useQuery(getServicosPendentesQueryOptions(page));
}

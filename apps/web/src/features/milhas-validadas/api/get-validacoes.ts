import type { ValidacaoBilhete } from '@skyler/domain/servicos';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { milhasValidadasKeys } from './milhas-validadas-keys.ts';

/** GET /api/servicos/{id}/validacoes/: the service's miles and wallet tickets, each with `validado`. */
export function getValidacoes({ servico, signal }: { servico: number; signal?: AbortSignal }) {
  return api.get<ValidacaoBilhete[]>(`/api/servicos/${servico}/validacoes/`, { signal });
}

export function getValidacoesQueryOptions(servico: number) {
  return queryOptions({
    queryKey: milhasValidadasKeys.validacoes(servico),
    queryFn: ({ signal }) => getValidacoes({ servico, signal }),
  });
}

export function useValidacoes(servico: number | null) {
  return useQuery({ ...getValidacoesQueryOptions(servico ?? 0), enabled: servico !== null });
}

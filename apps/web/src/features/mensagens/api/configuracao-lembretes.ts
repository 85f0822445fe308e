import type { LembretesConfiguracao, LembretesConfiguracaoInput } from '@skyler/domain/mensagens';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export const CONFIGURACAO_LEMBRETES_PATH = '/api/lembretes/configuracao/';
export const configuracaoLembretesKeys = { all: ['lembretes', 'configuracao'] as const };

export function getConfiguracaoLembretesQueryOptions() {
  return queryOptions({
    queryKey: configuracaoLembretesKeys.all,
    queryFn: ({ signal }) => api.get<LembretesConfiguracao>(CONFIGURACAO_LEMBRETES_PATH, { signal }),
  });
}

/** GET /api/lembretes/configuracao/: the kept settings, or the defaults (version 0). */
export function useConfiguracaoLembretes() {
  return useQuery(getConfiguracaoLembretesQueryOptions());
}

/** PUT /api/lembretes/configuracao/ (administrators). */
export function useSalvarConfiguracaoLembretes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (dados: LembretesConfiguracaoInput) =>
      api.put<LembretesConfiguracao>(CONFIGURACAO_LEMBRETES_PATH, dados),
    onSuccess: (salva) => client.setQueryData(configuracaoLembretesKeys.all, salva),
  });
}

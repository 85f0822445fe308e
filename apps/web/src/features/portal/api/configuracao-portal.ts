import type { PortalConfiguracao, PortalConfiguracaoInput } from '@skyler/domain/portal';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export const CONFIGURACAO_PORTAL_PATH = '/api/configuracoes/portal/';
export const configuracaoPortalKeys = { all: ['portal', 'configuracao'] as const };

export function getConfiguracaoPortalQueryOptions() {
  return queryOptions({
    queryKey: configuracaoPortalKeys.all,
    queryFn: ({ signal }) => api.get<PortalConfiguracao>(CONFIGURACAO_PORTAL_PATH, { signal }),
  });
}

/** GET /api/configuracoes/portal/ (administrators). */
export function useConfiguracaoPortal() {
  return useQuery(getConfiguracaoPortalQueryOptions());
}

/** PUT /api/configuracoes/portal/ (administrators). */
export function useSalvarConfiguracaoPortal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (dados: PortalConfiguracaoInput) =>
      api.put<PortalConfiguracao>(CONFIGURACAO_PORTAL_PATH, dados),
    onSuccess: (salva) => client.setQueryData(configuracaoPortalKeys.all, salva),
  });
}

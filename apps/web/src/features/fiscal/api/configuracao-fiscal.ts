import type { ConfiguracaoFiscal, ConfiguracaoFiscalInput } from '@skyler/domain/fiscal';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export const CONFIGURACAO_FISCAL_PATH = '/api/configuracoes/fiscal/';
export const configuracaoFiscalKeys = { all: ['fiscal', 'configuracao'] as const };

export function getConfiguracaoFiscalQueryOptions() {
  return queryOptions({
    queryKey: configuracaoFiscalKeys.all,
    queryFn: ({ signal }) => api.get<ConfiguracaoFiscal>(CONFIGURACAO_FISCAL_PATH, { signal }),
  });
}

/** GET /api/configuracoes/fiscal/: the kept settings, or the defaults (`configurada` false). */
export function useConfiguracaoFiscal() {
  return useQuery(getConfiguracaoFiscalQueryOptions());
}

/** PUT /api/configuracoes/fiscal/ (administrators). */
export function useSalvarConfiguracaoFiscal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (dados: ConfiguracaoFiscalInput) =>
      api.put<ConfiguracaoFiscal>(CONFIGURACAO_FISCAL_PATH, dados),
    onSuccess: (salva) => {
      client.setQueryData(configuracaoFiscalKeys.all, salva);
      return client.invalidateQueries({ queryKey: ['financeiro'] });
    },
  });
}

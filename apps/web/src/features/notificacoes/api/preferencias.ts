import type { PreferenciaNotificacao, PreferenciasNotificacaoSave } from '@skyler/domain/notificacoes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export type Preferencias = { preferencias: PreferenciaNotificacao[] };

export const preferenciasKey = ['notificacoes', 'preferencias'] as const;

export function getPreferencias({ signal }: { signal?: AbortSignal } = {}): Promise<Preferencias> {
  return api.get<Preferencias>('/api/notificacoes/preferencias/', { signal });
}

export const getPreferenciasQueryOptions = () =>
  queryOptions({ queryKey: preferenciasKey, queryFn: ({ signal }) => getPreferencias({ signal }) });

export function usePreferencias() {
  return useQuery(getPreferenciasQueryOptions());
}

export function salvarPreferencias(body: PreferenciasNotificacaoSave): Promise<Preferencias> {
  return api.put<Preferencias>('/api/notificacoes/preferencias/', body);
}

export function useSalvarPreferencias() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: salvarPreferencias,
    onSuccess: (data) => client.setQueryData(preferenciasKey, data),
  });
}

import type { AcessoResposta, ContaAcessoRequest } from '@skyler/domain/portal-acesso';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { getWhoami } from '../../../api/get-whoami.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** POST /api/portal/acesso/: what the proposal's link allows (read once per token). */
export function useAcessoDoLink(token: string) {
  return useQuery({
    queryKey: ['portal', 'acesso', token],
    queryFn: () => api.post<AcessoResposta>('/api/portal/acesso/', { token }),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /api/portal/acesso/codigo/: the account-creation code, e-mailed to the contact. */
export function useEnviarCodigo(token: string) {
  return useMutation({
    mutationFn: () =>
      api.post<{ detail: string; expira_em: string }>('/api/portal/acesso/codigo/', { token }),
  });
}

/** POST /api/portal/acesso/conta/: creates the account and signs in; the auth state is read again before it settles. */
export function useCriarConta() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ContaAcessoRequest) => api.post<AcessoResposta>('/api/portal/acesso/conta/', body),
    // the guard of the sale's page reads the known auth state: the new session's, before navigating
    onSuccess: async () => {
      client.setQueryData(queryKeys.auth.whoami(), await getWhoami());
    },
  });
}

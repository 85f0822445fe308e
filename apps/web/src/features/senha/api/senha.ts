import type {
  DefinirSenha,
  EsqueciSenha,
  LinkSenhaInfo,
  SessaoUsuario,
  TrocarSenha,
} from '@skyler/domain/senha';
import type { MeuTelefone, MeuTelefoneRequest } from '@skyler/domain/usuarios';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

type Detail = { detail: string };

export const senhaKeys = {
  link: (token: string) => ['senha', 'link', token] as const,
  sessoes: ['sessoes', 'minhas'] as const,
  telefone: ['usuarios', 'me', 'telefone'] as const,
};

/** GET /api/users/me/telefone/: the signed-in staff member's phone, which their proposals sign with. */
export function useMeuTelefone() {
  return useQuery(
    queryOptions({
      queryKey: senhaKeys.telefone,
      queryFn: ({ signal }) => api.get<MeuTelefone>('/api/users/me/telefone/', { signal }),
    }),
  );
}

export function useSalvarMeuTelefone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MeuTelefoneRequest) => api.put<MeuTelefone>('/api/users/me/telefone/', body),
    onSuccess: (resposta) => client.setQueryData(senhaKeys.telefone, resposta),
  });
}

/** GET /api/senha/definir/?token=: whose login the link is for, or a 400 when it no longer works. */
export function useLinkSenha(token: string) {
  return useQuery(
    queryOptions({
      queryKey: senhaKeys.link(token),
      queryFn: ({ signal }) => api.get<LinkSenhaInfo>('/api/senha/definir/', { query: { token }, signal }),
      enabled: token !== '',
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
}

export function useDefinirSenha() {
  return useMutation({ mutationFn: (body: DefinirSenha) => api.post<Detail>('/api/senha/definir/', body) });
}

export function useEsqueciSenha() {
  return useMutation({ mutationFn: (body: EsqueciSenha) => api.post<Detail>('/api/senha/esqueci/', body) });
}

/** POST /api/users/me/senha/: the other sessions end, so their list is read again. */
export function useTrocarSenha() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TrocarSenha) => api.post<Detail>('/api/users/me/senha/', body),
    onSuccess: () => client.invalidateQueries({ queryKey: senhaKeys.sessoes }),
  });
}

export function useMinhasSessoes() {
  return useQuery(
    queryOptions({
      queryKey: senhaKeys.sessoes,
      queryFn: ({ signal }) => api.get<SessaoUsuario[]>('/api/users/me/sessoes/', { signal }),
    }),
  );
}

export function useEncerrarSessao() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<Detail>(`/api/users/me/sessoes/${encodeURIComponent(id)}/`),
    onSettled: () => client.invalidateQueries({ queryKey: senhaKeys.sessoes }),
  });
}

export function useEncerrarOutrasSessoes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<Detail & { encerradas: number }>('/api/users/me/sessoes/encerrar-outras/'),
    onSettled: () => client.invalidateQueries({ queryKey: senhaKeys.sessoes }),
  });
}

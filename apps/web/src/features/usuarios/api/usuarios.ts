import type { UsuarioAdmin, UsuarioCriado, UsuarioData } from '@skyler/domain/usuarios';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

/**
 * Every read of users starts with `usuarios` (the pickers' `['usuarios', 'web_ativos']` too): a change
 * reloads the list, the user's page and the pickers.
 */
export const USUARIOS_AREA = 'usuarios';
export const usuariosKeys = {
  all: [USUARIOS_AREA] as const,
  detalhe: (id: number) => [USUARIOS_AREA, 'detalhe', id] as const,
  contaCliente: (contatoId: number) => [USUARIOS_AREA, 'conta-cliente', contatoId] as const,
};

export const USUARIOS_PATH = '/api/users/';

export function getUsuarioQueryOptions(id: number) {
  return queryOptions({
    queryKey: usuariosKeys.detalhe(id),
    queryFn: ({ signal }) => api.get<UsuarioAdmin>(`/api/users/${id}/`, { signal }),
  });
}

export function useUsuario(id: number) {
  return useQuery(getUsuarioQueryOptions(id));
}

function useInvalidarUsuarios() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: usuariosKeys.all });
}

/** POST /api/users/: the user is created without a password and invited by e-mail. */
export function useCriarUsuario() {
  const invalidar = useInvalidarUsuarios();
  return useMutation({
    mutationFn: (dados: UsuarioData) => api.post<UsuarioCriado>(USUARIOS_PATH, dados),
    onSuccess: invalidar,
  });
}

/** PUT /api/users/{id}/ */
export function useSalvarUsuario(id: number) {
  const invalidar = useInvalidarUsuarios();
  return useMutation({
    mutationFn: (dados: UsuarioData) => api.put<UsuarioAdmin>(`/api/users/${id}/`, dados),
    onSuccess: invalidar,
  });
}

export type AcaoUsuario = 'convite' | 'desativar' | 'reativar' | 'encerrar-sessoes' | 'desbloquear';

/** The actions of the user's page, each a POST /api/users/{id}/{acao}/ answering `{detail}`. */
export function useAcaoUsuario(id: number) {
  const invalidar = useInvalidarUsuarios();
  return useMutation({
    mutationFn: (acao: AcaoUsuario) => api.post<{ detail: string }>(`/api/users/${id}/${acao}/`),
    onSuccess: invalidar,
  });
}

/** GET /api/contatos/{id}/conta-cliente/ (administrators) */
export function useContaCliente(contatoId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: usuariosKeys.contaCliente(contatoId),
    queryFn: ({ signal }) =>
      api.get<{ conta: UsuarioAdmin | null }>(`/api/contatos/${contatoId}/conta-cliente/`, { signal }),
    enabled,
  });
}

/** POST /api/contatos/{id}/conta-cliente/: the contact's customer account, invited by e-mail. */
export function useCriarContaCliente(contatoId: number) {
  const invalidar = useInvalidarUsuarios();
  return useMutation({
    mutationFn: () => api.post<UsuarioCriado>(`/api/contatos/${contatoId}/conta-cliente/`),
    onSuccess: invalidar,
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client.ts';

export type UsuarioAtivo = {
  id: number;
  username: string;
  nome: string;
  sobrenome: string;
  cliente: boolean;
  sdr: boolean;
  consultor: boolean;
};

export function getUsuariosAtivosQueryOptions() {
  return queryOptions({
    queryKey: ['usuarios', 'web_ativos'],
    queryFn: ({ signal }) => api.get<UsuarioAtivo[]>('/api/users/web_ativos/', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useUsuariosAtivos({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getUsuariosAtivosQueryOptions(), enabled });
}

export const nomeUsuario = (u: { nome: string; sobrenome: string } | null | undefined) =>
  u ? `${u.nome} ${u.sobrenome}`.trim() : '-';

/**
 * The consultants a filter or a picker offers: the active internal users who sell, with their options by
 * name (`{value: id, label}`) for a filter select.
 */
export function useConsultores({ enabled = true }: { enabled?: boolean } = {}) {
  const usuarios = useUsuariosAtivos({ enabled });
  const consultores = (usuarios.data ?? []).filter((u) => u.consultor && !u.cliente);
  return {
    ...usuarios,
    consultores,
    opcoes: consultores.map((u) => ({ value: String(u.id), label: nomeUsuario(u) })),
  };
}

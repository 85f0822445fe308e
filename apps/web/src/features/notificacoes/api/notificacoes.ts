import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export type CampoNotificacao = 'lido' | 'importante';

export function toggleNotificacao({ id, campo }: { id: number; campo: CampoNotificacao }) {
  return api.post<{ id: number; lido?: boolean; importante?: boolean }>(
    `/api/notificacoes/${id}/${campo}/`,
    {},
  );
}

export function useToggleNotificacao() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: toggleNotificacao,
    onSuccess: () => client.invalidateQueries({ queryKey: ['notificacoes'] }),
  });
}

export type NaoLidas = { nao_lidas: number };

export const naoLidasKey = ['notificacoes', 'nao_lidas'] as const;

export function getNaoLidas({ signal }: { signal?: AbortSignal } = {}): Promise<NaoLidas> {
  return api.get<NaoLidas>('/api/notificacoes/nao_lidas/', { signal });
}

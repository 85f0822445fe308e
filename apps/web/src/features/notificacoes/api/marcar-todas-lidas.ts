import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export function marcarTodasLidas(): Promise<{ marcadas: number }> {
  return api.post<{ marcadas: number }>('/api/notificacoes/marcar_todas_lidas/', {});
}

/** "Marcar todas como lidas": the lists and the bell's counter read again. */
export function useMarcarTodasLidas() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: marcarTodasLidas,
    onSuccess: () => client.invalidateQueries({ queryKey: ['notificacoes'] }),
  });
}

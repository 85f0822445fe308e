import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { invalidateCotacoes } from './cotacoes-keys.ts';

/** Archives the quote (DELETE keeps it, with its archive date). */
export function arquivarCotacao({ id }: { id: number }): Promise<unknown> {
  return api.delete(`/api/cotacoes/${id}/`);
}

export function useArquivarCotacao() {
  const client = useQueryClient();
  return useMutation({ mutationFn: arquivarCotacao, onSuccess: () => invalidateCotacoes(client) });
}

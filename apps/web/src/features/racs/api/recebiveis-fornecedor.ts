import type { RecebivelFornecedor, RecebivelStatusRequest } from '@skyler/domain/racs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { invalidateRacs } from './racs-keys.ts';

/** POST /api/racs/recebiveis/{id}/status/: received on a day, or back to open. */
export function useMarcarRecebivel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...dados }: RecebivelStatusRequest & { id: number }) =>
      api.post<RecebivelFornecedor>(`/api/racs/recebiveis/${id}/status/`, dados),
    onSuccess: () => invalidateRacs(client),
  });
}

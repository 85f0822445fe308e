import type { MovimentoRequestInput, MovimentoResponse } from '@skyler/domain/milhas-proprias';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { invalidateMilhasProprias } from './milhas-proprias-keys.ts';

/** POST /api/milhas-proprias/contas/{id}/movimentos/: a purchase, transfer, expiry or adjustment. */
export function registrarMovimento({ conta, body }: { conta: number; body: MovimentoRequestInput }) {
  return api.post<MovimentoResponse>(`/api/milhas-proprias/contas/${conta}/movimentos/`, body);
}

export function useRegistrarMovimento() {
  const client = useQueryClient();
  return useMutation({ mutationFn: registrarMovimento, onSettled: () => invalidateMilhasProprias(client) });
}

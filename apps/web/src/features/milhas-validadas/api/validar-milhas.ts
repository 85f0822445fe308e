import type { ValidarMilhasResponse, ZValidarMilhasRequest } from '@skyler/domain/milhas-validadas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../api/client.ts';
import { invalidateValidacao } from './milhas-validadas-keys.ts';

/** The body as sent: the schema's input (decimals as typed text, the server normalizes them). */
export type ValidarMilhasBody = z.input<typeof ZValidarMilhasRequest>;

/** POST /api/milhas-validadas/validate/: the approval lines of one ticket, in one transaction. */
export function validarMilhas(body: ValidarMilhasBody) {
  return api.post<ValidarMilhasResponse>('/api/milhas-validadas/validate/', body);
}

/** Whether it succeeds or is refused, the lists are read again (part 2 §8: a failure refreshes). */
export function useValidarMilhas() {
  const client = useQueryClient();
  return useMutation({ mutationFn: validarMilhas, onSettled: () => invalidateValidacao(client) });
}

import type { RevelarSenhaResponse } from '@skyler/domain/milhas-validadas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

/**
 * POST /api/milhas-validadas/{id}/revelar-senha/: the third party's password of one validated purchase, for
 * the issuing and milhas groups; the server audits each reveal. Never cached: hiding it forgets it.
 */
export function revelarSenha(id: number) {
  return api.post<RevelarSenhaResponse>(`/api/milhas-validadas/${id}/revelar-senha/`);
}

export function useRevelarSenha() {
  return useMutation({ mutationFn: revelarSenha });
}

import type { EmissaoDetalhe, EmissaoUpdate } from '@skyler/domain/emissoes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { invalidateEmissoes } from './emissoes-keys.ts';
import { emissaoPath } from './get-emissao.ts';

export function saveEmissao({ id, body }: { id: number; body: EmissaoUpdate }) {
  return api.put<EmissaoDetalhe>(emissaoPath(id), body);
}

export function cancelarEmissao({ id, motivo }: { id: number; motivo: string }) {
  return api.post<EmissaoDetalhe>(`${emissaoPath(id)}cancelar/`, { motivo_cancelamento: motivo });
}

export function concluirEmissao({ id }: { id: number }) {
  return api.post<EmissaoDetalhe>(`${emissaoPath(id)}concluir/`);
}

export function useSaveEmissao() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveEmissao, onSuccess: () => invalidateEmissoes(client) });
}

export function useCancelarEmissao() {
  const client = useQueryClient();
  // not awaited: the refetched status remounts the tabs, and the caller's toast must come first
  return useMutation({
    mutationFn: cancelarEmissao,
    onSuccess: () => {
      void invalidateEmissoes(client);
    },
  });
}

/** Concludes the issuance, saving first what the Geral tab holds when it changed. */
export function useConcluirEmissao() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, salvarAntes }: { id: number; salvarAntes: EmissaoUpdate | null }) => {
      if (salvarAntes) await saveEmissao({ id, body: salvarAntes });
      return concluirEmissao({ id });
    },
    // not awaited: the refetched status remounts the tabs, and the caller's toast must come first
    onSettled: () => {
      void invalidateEmissoes(client);
    },
  });
}

import type { EmissaoDetalhe, EmissaoUpdate } from '@skyler/domain/emissoes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { invalidateEmissoes } from './emissoes-keys.ts';
import { emissaoPath } from './get-emissao.ts';

export function saveEmissao({ id, body }: { id: number; body: EmissaoUpdate }) {
  return api.put<EmissaoDetalhe>(emissaoPath(id), body);
}

export function cancelarEmissao({ id, motivo, versao }: { id: number; motivo: string; versao: number }) {
  return api.post<EmissaoDetalhe>(`${emissaoPath(id)}cancelar/`, { motivo_cancelamento: motivo, versao });
}

/** Sends the version read (decision 0034): a change made by someone else since is a 409 with its message. */
export function concluirEmissao({
  id,
  versao,
  justificativa,
}: {
  id: number;
  versao: number;
  /** why it is concluded despite warnings about the passengers' documents (decision 0076) */
  justificativa?: string | null;
}) {
  return api.post<EmissaoDetalhe>(`${emissaoPath(id)}concluir/`, {
    versao,
    ...(justificativa ? { justificativa_documentos: justificativa } : {}),
  });
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
    mutationFn: async ({
      id,
      versao,
      salvarAntes,
      justificativa,
    }: {
      id: number;
      versao: number;
      salvarAntes: EmissaoUpdate | null;
      justificativa?: string | null;
    }) => {
      // saving raises the version: the conclusion sends the one the save answered
      const salva = salvarAntes ? await saveEmissao({ id, body: { ...salvarAntes, versao } }) : null;
      return concluirEmissao({ id, versao: salva?.versao ?? versao, justificativa });
    },
    // not awaited: the refetched status remounts the tabs, and the caller's toast must come first
    onSettled: () => {
      void invalidateEmissoes(client);
    },
  });
}

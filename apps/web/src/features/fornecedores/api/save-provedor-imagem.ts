import type { ProvedorImagem } from '@skyler/domain/fornecedores';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { fornecedoresKeys } from '../../../api/fornecedores-keys.ts';

export type NovaImagem = { titulo: string; descricao: string; imagem: File };

/** Multipart: `titulo`, `descricao` and the file in `imagem`. */
export function addProvedorImagem({ provedorId, imagem }: { provedorId: number; imagem: NovaImagem }) {
  const form = new FormData();
  form.append('titulo', imagem.titulo);
  form.append('descricao', imagem.descricao);
  form.append('imagem', imagem.imagem, imagem.imagem.name);
  return api.post<ProvedorImagem>(`/api/provedores/${provedorId}/imagens/`, form);
}

export function deleteProvedorImagem({ provedorId, id }: { provedorId: number; id: number }) {
  return api.delete<{ detail: string }>(`/api/provedores/${provedorId}/imagens/${id}/`);
}

export function useAddProvedorImagem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addProvedorImagem,
    onSuccess: (_imagem, { provedorId }) =>
      client.invalidateQueries({ queryKey: fornecedoresKeys.provedorImagens(provedorId) }),
  });
}

export function useDeleteProvedorImagem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteProvedorImagem,
    onSuccess: (_answer, { provedorId }) =>
      client.invalidateQueries({ queryKey: fornecedoresKeys.provedorImagens(provedorId) }),
  });
}

import type { PagamentoSave, PagamentoView } from '@skyler/domain/pagamentos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { invalidatePagamentos } from './pagamentos-keys.ts';

/** POST /api/pagamentos/ (a new payment) or PUT /api/pagamentos/{id}/ (the whole payment again). */
export function savePagamento({ id, body }: { id?: number; body: PagamentoSave }): Promise<PagamentoView> {
  return id === undefined
    ? api.post<PagamentoView>('/api/pagamentos/', body)
    : api.put<PagamentoView>(`/api/pagamentos/${id}/`, body);
}

export function useSavePagamento() {
  const client = useQueryClient();
  return useMutation({ mutationFn: savePagamento, onSuccess: () => invalidatePagamentos(client) });
}

/** The receipt of a payment: multipart `documento_comprovante` (a PDF or an image, checked by the server). */
export function uploadComprovante({ id, arquivo }: { id: number; arquivo: File }): Promise<unknown> {
  const form = new FormData();
  form.append('documento_comprovante', arquivo, arquivo.name);
  return api.post(`/api/pagamentos/${id}/documentos/`, form);
}

export function useUploadComprovante() {
  const client = useQueryClient();
  return useMutation({ mutationFn: uploadComprovante, onSuccess: () => invalidatePagamentos(client) });
}

export function deletePagamento({ id }: { id: number }): Promise<unknown> {
  return api.delete(`/api/pagamentos/${id}/`);
}

export function useDeletePagamento() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deletePagamento, onSuccess: () => invalidatePagamentos(client) });
}

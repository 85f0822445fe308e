import type {
  MeioPagamento,
  PagamentoSave,
  PagamentoSubstituirInput,
  PagamentoView,
} from '@skyler/domain/pagamentos';
import type { PagamentoProgramado } from '@skyler/domain/precos/pagamento';
import type { ConcluirPagamentoRequest, ConcluirPagamentoResposta } from '@skyler/domain/servicos';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../api/api-error.ts';
import { api } from '../../../api/client.ts';
import { invalidatePagamentos } from './pagamentos-keys.ts';

/** POST /api/pagamentos/ (a new payment) or PUT /api/pagamentos/{id}/ (the whole payment again). */
export function savePagamento({ id, body }: { id?: number; body: PagamentoSave }): Promise<PagamentoView> {
  return id === undefined
    ? api.post<PagamentoView>('/api/pagamentos/', body)
    : api.put<PagamentoView>(`/api/pagamentos/${id}/`, body);
}

/** A write refused because the payment changed since it was read (409): the lists read it again. */
function recarregarSeAlterado(client: QueryClient, error: unknown): void {
  if (error instanceof ApiError && error.status === 409) void invalidatePagamentos(client);
}

export function useSavePagamento() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: savePagamento,
    onSuccess: () => invalidatePagamentos(client),
    onError: (error) => recarregarSeAlterado(client, error),
  });
}

/**
 * POST /api/pagamentos/{id}/concluir/: finance concludes the payment and releases the services it completes,
 * in one transaction.
 */
export function concluirPagamento({
  id,
  body,
}: {
  id: number;
  body: ConcluirPagamentoRequest;
}): Promise<ConcluirPagamentoResposta> {
  return api.post<ConcluirPagamentoResposta>(`/api/pagamentos/${id}/concluir/`, body);
}

export function useConcluirPagamento() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: concluirPagamento,
    // a released service may have created its issuances
    onSuccess: () =>
      Promise.all([invalidatePagamentos(client), client.invalidateQueries({ queryKey: ['emissoes'] })]),
    onError: (error) => recarregarSeAlterado(client, error),
  });
}

/** POST /api/pagamentos/{id}/reabrir/: finance reopens a concluded payment, with the reason. */
export function reabrirPagamento({
  id,
  motivo,
  versao,
}: {
  id: number;
  motivo: string;
  versao: number;
}): Promise<PagamentoView> {
  return api.post<PagamentoView>(`/api/pagamentos/${id}/reabrir/`, { motivo, versao });
}

export function useReabrirPagamento() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reabrirPagamento,
    onSuccess: () => invalidatePagamentos(client),
    onError: (error) => recarregarSeAlterado(client, error),
  });
}

/** POST /api/pagamentos/{id}/substituir/: the payment swapped for others charging each service the same. */
export function substituirPagamento({
  id,
  body,
}: {
  id: number;
  body: PagamentoSubstituirInput;
}): Promise<PagamentoView[]> {
  return api.post<PagamentoView[]>(`/api/pagamentos/${id}/substituir/`, body);
}

export function useSubstituirPagamento() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: substituirPagamento,
    onSuccess: () => invalidatePagamentos(client),
    onError: (error) => recarregarSeAlterado(client, error),
  });
}

export type CobrarSaldoBody = {
  venda: number;
  meio_pagamento: MeioPagamento;
  num_parcelas: number;
  data_vencimento: string | null;
  descricao: string | null;
};

/** POST /api/pagamentos/pagamento_total/ ("Cobrar saldo"): one payment of what the sale has not scheduled yet. */
export function cobrarSaldo(body: CobrarSaldoBody): Promise<PagamentoView> {
  return api.post<PagamentoView>('/api/pagamentos/pagamento_total/', body);
}

export function useCobrarSaldo() {
  const client = useQueryClient();
  return useMutation({ mutationFn: cobrarSaldo, onSuccess: () => invalidatePagamentos(client) });
}

/** POST /api/pagamentos/criar_pagamentos/ ("Programar pagamentos"): several payments at once, all or none. */
export function criarPagamentos(body: {
  pagamentos: PagamentoProgramado[];
  pagamentosJuntos: PagamentoProgramado[];
}): Promise<PagamentoView[]> {
  return api.post<PagamentoView[]>('/api/pagamentos/criar_pagamentos/', body);
}

export function useCriarPagamentos() {
  const client = useQueryClient();
  return useMutation({ mutationFn: criarPagamentos, onSuccess: () => invalidatePagamentos(client) });
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

import type { ServicoView } from '@skyler/domain/servicos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { invalidateServicos } from '../../../api/servicos-keys.ts';

export type CancelServicoInput = {
  servico: number;
  motivo_cancelamento: string;
  /** the version read (decision 0034) */
  versao?: number | undefined;
};

/** POST /api/servicos/{id}/cancel/ with the typed justification (and the version read, when known). */
export function cancelServico({ servico, motivo_cancelamento, versao }: CancelServicoInput) {
  return api.post<ServicoView>(`/api/servicos/${servico}/cancel/`, {
    motivo_cancelamento,
    ...(versao === undefined ? {} : { versao }),
  });
}

export function useCancelServico() {
  const client = useQueryClient();
  return useMutation({ mutationFn: cancelServico, onSuccess: () => invalidateServicos(client) });
}

export type FaturarServicoInput = {
  servico: number;
  seguiu_manual_boas_praticas: boolean;
  motivo_nao_seguimento_boas_praticas: string | null;
  /** release although its concluded payments do not cover it (finance's exception, with the reason) */
  excecao_pagamento?: boolean;
  motivo_excecao_pagamento?: string | null;
  /** the version read (decision 0034) */
  versao?: number;
};

/** POST /api/servicos/{id}/faturar/ with the best-practices answer. */
export function faturarServico({ servico, ...body }: FaturarServicoInput) {
  return api.post<ServicoView>(`/api/servicos/${servico}/faturar/`, body);
}

export function useFaturarServico() {
  const client = useQueryClient();
  return useMutation({ mutationFn: faturarServico, onSuccess: () => invalidateServicos(client) });
}

/** POST /api/pdf-fatura/pdffatura/: the Planilha Fatura (.xlsx) of a service, turned into its invoice PDF. */
export function uploadPlanilhaFatura({ servico, planilha }: { servico: number; planilha: File }) {
  const form = new FormData();
  form.append('id_servico', String(servico));
  form.append('planilha', planilha);
  return api.post<unknown>('/api/pdf-fatura/pdffatura/', form);
}

export function useUploadPlanilhaFatura() {
  const client = useQueryClient();
  return useMutation({ mutationFn: uploadPlanilhaFatura, onSuccess: () => invalidateServicos(client) });
}

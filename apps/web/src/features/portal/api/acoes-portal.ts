import type { CobrancaPix } from '@skyler/domain/pagamentos';
import type { AceiteRequest } from '@skyler/domain/portal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { portalKeys } from './get-vendas-portal.ts';

type Aceite = { id: number; created_at: string; detail: string };
type DocumentoEnviado = { id: number; detail: string };

/** POST /api/portal/vendas/{id}/aceite/ */
export function useAceitarProposta(venda: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AceiteRequest) => api.post<Aceite>(`/api/portal/vendas/${venda}/aceite/`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: portalKeys.vendas }),
  });
}

/** POST /api/portal/vendas/{id}/pagamentos/{pagamento}/pix/ */
export function useGerarPix(venda: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (pagamento: number) =>
      api.post<CobrancaPix>(`/api/portal/vendas/${venda}/pagamentos/${pagamento}/pix/`),
    onSuccess: () => client.invalidateQueries({ queryKey: portalKeys.venda(venda) }),
  });
}

export type DocumentoDoPortal = {
  tipo: string;
  passageiro: number;
  finalidade: string;
  numero: string;
  data_validade: string;
  arquivo: File;
};

/** POST /api/portal/vendas/{id}/documentos/ as multipart. */
export function useEnviarDocumento(venda: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ arquivo, passageiro, ...campos }: DocumentoDoPortal) => {
      const form = new FormData();
      for (const [nome, valor] of Object.entries(campos)) if (valor) form.append(nome, valor);
      form.append('passageiro', String(passageiro));
      form.append('arquivo', arquivo);
      return api.post<DocumentoEnviado>(`/api/portal/vendas/${venda}/documentos/`, form);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: portalKeys.venda(venda) }),
  });
}

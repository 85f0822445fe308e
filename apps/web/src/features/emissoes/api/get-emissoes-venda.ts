import type { EmissaoView } from '@skyler/domain/emissoes';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { emissoesKeys } from './emissoes-keys.ts';

export function getEmissoesDaVenda({ venda, signal }: { venda: number; signal?: AbortSignal }) {
  return api.get<EmissaoView[]>(`/api/vendas/${venda}/emissoes/`, { signal });
}

export function useEmissoesDaVenda(venda: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: emissoesKeys.daVenda(venda),
    queryFn: ({ signal }) => getEmissoesDaVenda({ venda, signal }),
    enabled,
  });
}

/** GET /api/vendas/{id}/emissoes_concluidas/: the sale's concluded issuances, those a RAC can be opened on. */
export function useEmissoesConcluidasDaVenda(venda: number) {
  return useQuery({
    queryKey: emissoesKeys.concluidasDaVenda(venda),
    queryFn: ({ signal }) => api.get<EmissaoView[]>(`/api/vendas/${venda}/emissoes_concluidas/`, { signal }),
  });
}

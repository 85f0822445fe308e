import type { EmissaoView } from '@skyler/domain/emissoes';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { emissoesKeys } from './emissoes-keys.ts';

export function getEmissoesDaVenda({ venda, signal }: { venda: number; signal?: AbortSignal }) {
  return api.get<EmissaoView[]>(`/api/vendas/${venda}/emissoes/`, { signal });
}

export function useEmissoesDaVenda(venda: number) {
  return useQuery({
    queryKey: emissoesKeys.daVenda(venda),
    queryFn: ({ signal }) => getEmissoesDaVenda({ venda, signal }),
  });
}

import type { FaturaRequest, ServicoView } from '@skyler/domain/servicos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { invalidateServicos } from '../../../api/servicos-keys.ts';

/** POST /api/vendas/{id}/fatura/: the cart becomes services and payments; answers the services. */
export function faturarCarrinho({ venda, body }: { venda: number; body: FaturaRequest }) {
  return api.post<ServicoView[]>(`/api/vendas/${venda}/fatura/`, body);
}

export function useFaturarCarrinho() {
  const client = useQueryClient();
  return useMutation({ mutationFn: faturarCarrinho, onSuccess: () => invalidateServicos(client) });
}

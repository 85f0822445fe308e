import type { Venda } from '@skyler/domain/vendas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export function cancelVenda({ id, motivo }: { id: number; motivo: string }): Promise<Venda> {
  return api.put(`/api/vendas/${id}/cancelar/`, { status: 'fechada', motivo_cancelamento: motivo });
}

export function concludeVenda({ id }: { id: number }): Promise<Venda> {
  return api.put(`/api/vendas/${id}/concluir/`, { status: 'concluida' });
}

export function useCancelVenda() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelVenda,
    onSuccess: () => client.invalidateQueries({ queryKey: ['vendas'] }),
  });
}

export function useConcludeVenda() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: concludeVenda,
    onSuccess: () => client.invalidateQueries({ queryKey: ['vendas'] }),
  });
}

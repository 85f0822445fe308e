import type { OrcamentoCreate } from '@skyler/domain/orcamentos';
import type { Venda, VendaForm } from '@skyler/domain/vendas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

/** a new sale, with the quote requests asked in its form */
export function createVenda(
  body: VendaForm & { orcamentos?: OrcamentoCreate[] },
): Promise<{ id: number; detail: string }> {
  return api.post('/api/vendas/', body);
}

export function updateVenda({
  id,
  body,
}: {
  id: number;
  body: VendaForm | { consultor: number };
}): Promise<Venda> {
  return api.put(`/api/vendas/${id}/`, body);
}

export function useCreateVenda() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createVenda,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['vendas'] }),
        client.invalidateQueries({ queryKey: ['orcamentos'] }),
      ]),
  });
}

export function useUpdateVenda() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateVenda,
    onSuccess: () => client.invalidateQueries({ queryKey: ['vendas'] }),
  });
}

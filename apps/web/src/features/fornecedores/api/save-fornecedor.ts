import type { Fornecedor, FornecedorData } from '@skyler/domain/fornecedores';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { fornecedoresKeys } from '../../../api/fornecedores-keys.ts';

export function createFornecedor(body: FornecedorData): Promise<Fornecedor> {
  return api.post<Fornecedor>('/api/fornecedores/', body);
}

export function updateFornecedor({ id, body }: { id: number; body: FornecedorData }): Promise<Fornecedor> {
  return api.put<Fornecedor>(`/api/fornecedores/${id}/`, body);
}

export function useCreateFornecedor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createFornecedor,
    onSuccess: () => client.invalidateQueries({ queryKey: fornecedoresKeys.all }),
  });
}

export function useUpdateFornecedor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateFornecedor,
    onSuccess: () => client.invalidateQueries({ queryKey: fornecedoresKeys.all }),
  });
}

import type { Provedor, ProvedorData } from '@skyler/domain/fornecedores';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { fornecedoresKeys } from '../../../api/fornecedores-keys.ts';

export function createProvedor(body: ProvedorData): Promise<Provedor> {
  return api.post<Provedor>('/api/provedores/', body);
}

export function updateProvedor({ id, body }: { id: number; body: ProvedorData }): Promise<Provedor> {
  return api.put<Provedor>(`/api/provedores/${id}/`, body);
}

export function useCreateProvedor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createProvedor,
    onSuccess: () => client.invalidateQueries({ queryKey: fornecedoresKeys.all }),
  });
}

export function useUpdateProvedor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProvedor,
    onSuccess: () => client.invalidateQueries({ queryKey: fornecedoresKeys.all }),
  });
}

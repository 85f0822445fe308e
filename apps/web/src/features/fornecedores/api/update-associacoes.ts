import type { Fornecedor, Provedor } from '@skyler/domain/fornecedores';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { fornecedoresKeys } from '../../../api/fornecedores-keys.ts';

export function updateFornecedorProvedores({ id, provedores }: { id: number; provedores: number[] }) {
  return api.put<Fornecedor>(`/api/fornecedores/${id}/provedores/`, { provedores });
}

export function updateProvedorFornecedores({ id, fornecedores }: { id: number; fornecedores: number[] }) {
  return api.put<Provedor>(`/api/provedores/${id}/fornecedores/`, { fornecedores });
}

export function useUpdateFornecedorProvedores() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateFornecedorProvedores,
    onSuccess: () => client.invalidateQueries({ queryKey: fornecedoresKeys.all }),
  });
}

export function useUpdateProvedorFornecedores() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProvedorFornecedores,
    onSuccess: () => client.invalidateQueries({ queryKey: fornecedoresKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { fornecedoresKeys } from '../../../api/fornecedores-keys.ts';

export type Cadastro = 'fornecedores' | 'provedores';

/** DELETE /api/fornecedores/{id}/ or /api/provedores/{id}/ */
export function deleteCadastro({ cadastro, id }: { cadastro: Cadastro; id: number }) {
  return api.delete<{ detail: string }>(`/api/${cadastro}/${id}/`);
}

export function useDeleteCadastro() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCadastro,
    onSuccess: () => client.invalidateQueries({ queryKey: fornecedoresKeys.all }),
  });
}

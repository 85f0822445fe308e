import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { contatosKeys } from '../../../api/contatos-keys.ts';

export function deleteContato(id: number) {
  return api.delete<{ detail: string }>(`/api/contatos/${id}/`);
}

export function useDeleteContato() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteContato,
    onSuccess: (_answer, id) => {
      client.removeQueries({ queryKey: contatosKeys.detalhe(id) });
      return client.invalidateQueries({ queryKey: contatosKeys.all });
    },
  });
}

import type { FidelidadeContato, FidelidadeContatoRequest } from '@skyler/domain/contatos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { contatosKeys } from '../../../api/contatos-keys.ts';

export function addFidelidade({ contatoId, body }: { contatoId: number; body: FidelidadeContatoRequest }) {
  return api.post<FidelidadeContato[]>(`/api/contatos/${contatoId}/fidelidades/`, body);
}

export function deleteFidelidade({ contatoId, id }: { contatoId: number; id: number }) {
  return api.delete<{ detail: string }>(`/api/contatos/${contatoId}/fidelidades/${id}/`);
}

export function useAddFidelidade() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addFidelidade,
    onSuccess: (lista, { contatoId }) =>
      client.setQueryData(contatosKeys.aba(contatoId, 'fidelidades'), lista),
  });
}

export function useDeleteFidelidade() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteFidelidade,
    onSuccess: (_answer, { contatoId }) =>
      client.invalidateQueries({ queryKey: contatosKeys.aba(contatoId, 'fidelidades') }),
  });
}

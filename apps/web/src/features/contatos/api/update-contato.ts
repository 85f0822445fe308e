import type { Contato, ContatoRequest } from '@skyler/domain/contatos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { contatosKeys } from '../../../api/contatos-keys.ts';

export function updateContato({ id, body }: { id: number; body: ContatoRequest }) {
  return api.put<Contato>(`/api/contatos/${id}/`, body);
}

export function useUpdateContato() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateContato,
    onSuccess: (contato) => {
      client.setQueryData(contatosKeys.detalhe(contato.id), contato);
      return client.invalidateQueries({ queryKey: contatosKeys.all });
    },
  });
}

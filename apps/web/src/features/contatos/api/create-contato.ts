import type { ContatoRequest } from '@skyler/domain/contatos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { contatosKeys } from '../../../api/contatos-keys.ts';

export function createContato(body: ContatoRequest) {
  return api.post<{ id: number; detail: string }>('/api/contatos/', body);
}

export function useCreateContato() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createContato,
    onSuccess: () => client.invalidateQueries({ queryKey: contatosKeys.all }),
  });
}

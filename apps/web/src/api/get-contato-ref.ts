import type { ContatoRef } from '@skyler/domain/contatos';
import { useQuery } from '@tanstack/react-query';
import { api } from './client.ts';

/** The name of a contact a filter holds by id (a page reloaded with `?contato=12`). */
export function useContatoRef(id: number | null) {
  return useQuery({
    queryKey: ['contatos', 'ref', id],
    queryFn: async ({ signal }) => {
      const contato = await api.get<ContatoRef>(`/api/contatos/${id}/`, { signal });
      return { id: contato.id, nome: contato.nome, sobrenome: contato.sobrenome ?? '' } satisfies ContatoRef;
    },
    enabled: id !== null,
    staleTime: 5 * 60_000,
  });
}

import type { Contato } from '@skyler/domain/contatos';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error.ts';
import { api } from '../../../api/client.ts';
import { contatosKeys } from '../../../api/contatos-keys.ts';

export function getContato(id: number, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<Contato>(`/api/contatos/${id}/`, { signal });
}

export function getContatoQueryOptions(id: number) {
  return queryOptions({
    queryKey: contatosKeys.detalhe(id),
    queryFn: ({ signal }) => getContato(id, { signal }),
    // a contact that does not exist stays missing: no retry on 404
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });
}

export function useContato(id: number) {
  return useQuery(getContatoQueryOptions(id));
}

import type { EmissaoDetalhe } from '@skyler/domain/emissoes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { emissoesKeys } from './emissoes-keys.ts';

export type Emissor = { id: number; nome: string; sobrenome: string | null };

export const emissaoPath = (id: number) => `/api/emissoes/${id}/`;

export function getEmissao({ id, signal }: { id: number; signal?: AbortSignal }) {
  return api.get<EmissaoDetalhe>(emissaoPath(id), { signal });
}

export function getEmissaoQueryOptions(id: number) {
  return queryOptions({
    queryKey: emissoesKeys.detalhe(id),
    queryFn: ({ signal }) => getEmissao({ id, signal }),
  });
}

export function useEmissao(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getEmissaoQueryOptions(id), enabled });
}

/** Who may be chosen as the issuer (part 2 §6), as the server decides for the signed-in user. */
export function getEmissores({ id, signal }: { id: number; signal?: AbortSignal }) {
  return api.get<Emissor[]>(`/api/emissoes/${id}/emissores/`, { signal });
}

export function useEmissores(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: emissoesKeys.emissores(id),
    queryFn: ({ signal }) => getEmissores({ id, signal }),
    enabled,
  });
}

import type { ContatoResumo } from '@skyler/domain/contatos';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { contatosKeys } from './keys.ts';

export const CONTATOS_PATH = '/api/contatos/';

export type ContatosPage = { contatos: ContatoResumo[]; pages: number };

export function getContatos({
  page,
  search,
  signal,
}: {
  page: number;
  search: string;
  signal?: AbortSignal;
}) {
  return api.get<ContatosPage>(CONTATOS_PATH, { query: { page, search }, signal });
}

export function getContatosQueryOptions(params: { page: number; search: string }) {
  return queryOptions({
    queryKey: contatosKeys.picker(params),
    queryFn: ({ signal }) => getContatos({ ...params, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One page of contacts for the picker (its page and search live in the dialog, not in the URL). */
export function useContatos(params: { page: number; search: string }, { enabled = true } = {}) {
  return useQuery({ ...getContatosQueryOptions(params), enabled });
}

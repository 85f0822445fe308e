import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export type ContatoOpcao = {
  id: number;
  nome: string;
  sobrenome: string | null;
  email?: string | null;
  telefone?: { numero?: string | null; codigo?: string | null } | null;
  instagram?: string | null;
  linkedin?: string | null;
  indicacao?: { id: number; nome: string; sobrenome: string | null } | number | null;
};

type Resposta = ContatoOpcao[] | { contatos: ContatoOpcao[] };

/** Contacts by name for the sale form, until the contacts area's picker dialog is plugged in. */
export function useContatosBusca(search: string) {
  return useQuery(
    queryOptions({
      queryKey: ['contatos', 'busca', search],
      queryFn: async ({ signal }) => {
        const body = await api.get<Resposta>('/api/contatos/', { query: { search }, signal });
        return Array.isArray(body) ? body : body.contatos;
      },
      enabled: search.trim().length >= 2,
      retry: false,
    }),
  );
}

export function useEmpresasOpcoes() {
  return useQuery(
    queryOptions({
      queryKey: ['empresas', 'opcoes'],
      queryFn: async ({ signal }) => {
        const body = await api.get<
          { id: number; nome: string }[] | { empresas: { id: number; nome: string }[] }
        >('/api/empresas/', { signal });
        return Array.isArray(body) ? body : body.empresas;
      },
      retry: false,
    }),
  );
}

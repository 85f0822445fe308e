import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client.ts';

/** Companies to choose from in the sale form. */
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

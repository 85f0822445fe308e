import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { contatosKeys } from '../../../api/contatos-keys.ts';

export type EmpresaOpcao = { id: number; nome: string };

/** Companies by name, for the contact's related companies. */
export function useEmpresasOpcoes(search: string, { enabled = true } = {}) {
  return useQuery({
    queryKey: contatosKeys.empresasOpcoes(search),
    queryFn: async ({ signal }) => {
      const body = await api.get<{ empresas: EmpresaOpcao[] }>('/api/empresas/', {
        query: { search },
        signal,
      });
      return body.empresas.map(({ id, nome }) => ({ id, nome }));
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}

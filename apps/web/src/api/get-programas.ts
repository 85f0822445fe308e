import { useQuery } from '@tanstack/react-query';
import { api } from './client.ts';
import { contatosKeys } from './contatos-keys.ts';

export type ProgramaOpcao = { id: number; nome: string; ativo: boolean };

/** Active loyalty programmes, for a new account. */
export function useProgramas() {
  return useQuery({
    queryKey: contatosKeys.programas(),
    queryFn: ({ signal }) => api.get<ProgramaOpcao[]>('/api/programas/', { query: { ativo: true }, signal }),
    staleTime: 5 * 60_000,
  });
}

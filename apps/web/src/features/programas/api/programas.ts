import type { ContaPropriaInput, ProgramaInput, ProgramaTipo } from '@skyler/domain/referencia';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export type Programa = {
  id: number;
  nome: string;
  tipo: ProgramaTipo;
  ativo: boolean;
  cia_aerea: { id: number; nome: string; nome_resumido: string; iata: string | null } | null;
};

export type ContaPropria = {
  id: number;
  programa: { id: number; nome: string };
  titular: string;
  numero_id_conta: string;
  ativo: boolean;
  created_at: string;
};

/** `referencia` also holds the active programmes the contacts' accounts offer: they refresh together. */
export const programasKeys = {
  all: ['referencia'] as const,
  programas: ['referencia', 'programas', 'todos'] as const,
  contasProprias: ['referencia', 'contas-proprias'] as const,
};

export function useProgramasAdmin() {
  return useQuery(
    queryOptions({
      queryKey: programasKeys.programas,
      queryFn: ({ signal }) => api.get<Programa[]>('/api/programas/', { signal }),
    }),
  );
}

export function useContasProprias() {
  return useQuery(
    queryOptions({
      queryKey: programasKeys.contasProprias,
      queryFn: ({ signal }) => api.get<ContaPropria[]>('/api/contas-proprias/', { signal }),
    }),
  );
}

function useInvalidar() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: programasKeys.all });
}

export function useSavePrograma() {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: ({ id, dados }: { id: number | null; dados: ProgramaInput }) =>
      id === null
        ? api.post<Programa>('/api/programas/', dados)
        : api.put<Programa>(`/api/programas/${id}/`, dados),
    onSuccess: invalidar,
  });
}

export function useDeletePrograma() {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ detail: string }>(`/api/programas/${id}/`),
    onSuccess: invalidar,
  });
}

export function useSaveContaPropria() {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: ({ id, dados }: { id: number | null; dados: ContaPropriaInput }) =>
      id === null
        ? api.post<ContaPropria>('/api/contas-proprias/', dados)
        : api.put<ContaPropria>(`/api/contas-proprias/${id}/`, dados),
    onSuccess: invalidar,
  });
}

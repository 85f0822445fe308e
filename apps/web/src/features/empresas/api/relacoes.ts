import type { VendaDoContato } from '@skyler/domain/contatos';
import type { RelacaoEmpresa } from '@skyler/domain/empresas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { empresasKeys } from './keys.ts';

export function useRelacoes(id: number) {
  return useQuery({
    queryKey: empresasKeys.relacoes(id),
    queryFn: ({ signal }) => api.get<RelacaoEmpresa[]>(`/api/empresas/${id}/relacoes/`, { signal }),
  });
}

export function useAddRelacao() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, contato }: { id: number; contato: number }) =>
      api.post<RelacaoEmpresa[]>(`/api/empresas/${id}/relacoes/`, { contato }),
    onSuccess: (relacoes, { id }) => client.setQueryData(empresasKeys.relacoes(id), relacoes),
  });
}

export function useRemoveRelacao() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, contato }: { id: number; contato: number }) =>
      api.delete<{ detail: string }>(`/api/empresas/${id}/relacoes/${contato}/`),
    onSuccess: (_answer, { id }) => client.invalidateQueries({ queryKey: empresasKeys.relacoes(id) }),
  });
}

export function useVendasDaEmpresa(id: number) {
  return useQuery({
    queryKey: empresasKeys.vendas(id),
    queryFn: ({ signal }) => api.get<VendaDoContato[]>(`/api/empresas/${id}/vendas/`, { signal }),
  });
}

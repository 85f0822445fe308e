import type { Empresa, EmpresaRequest } from '@skyler/domain/empresas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { empresasKeys } from './keys.ts';

export function useCreateEmpresa() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EmpresaRequest) => api.post<Empresa>('/api/empresas/', body),
    onSuccess: () => client.invalidateQueries({ queryKey: empresasKeys.all }),
  });
}

export function useUpdateEmpresa() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: EmpresaRequest }) =>
      api.put<Empresa>(`/api/empresas/${id}/`, body),
    onSuccess: (empresa) => {
      client.setQueryData(empresasKeys.detalhe(empresa.id), empresa);
      return client.invalidateQueries({ queryKey: empresasKeys.all });
    },
  });
}

export function useDeleteEmpresa() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ detail: string }>(`/api/empresas/${id}/`),
    onSuccess: (_answer, id) => {
      client.removeQueries({ queryKey: empresasKeys.detalhe(id) });
      return client.invalidateQueries({ queryKey: empresasKeys.all });
    },
  });
}

import type { Anexo } from '@skyler/domain/emissoes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { emissoesKeys } from './emissoes-keys.ts';

const anexosPath = (emissao: number) => `/api/emissoes/${emissao}/anexos/`;

export function getAnexos({ emissao, signal }: { emissao: number; signal?: AbortSignal }) {
  return api.get<Anexo[]>(anexosPath(emissao), { signal });
}

export function useAnexos(emissao: number) {
  return useQuery({
    queryKey: emissoesKeys.anexos(emissao),
    queryFn: ({ signal }) => getAnexos({ emissao, signal }),
  });
}

/** Sends a voucher or other document as multipart `nome` + `arquivo`. */
export function useAddAnexo(emissao: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ nome, arquivo }: { nome: string; arquivo: File }) => {
      const form = new FormData();
      form.append('nome', nome);
      form.append('arquivo', arquivo);
      return api.post<Anexo>(anexosPath(emissao), form);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: emissoesKeys.anexos(emissao) }),
  });
}

export function useDeleteAnexo(emissao: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (anexo: number) => api.delete<{ detail: string } | undefined>(`/api/anexos/${anexo}/`),
    onSuccess: () => client.invalidateQueries({ queryKey: emissoesKeys.anexos(emissao) }),
  });
}

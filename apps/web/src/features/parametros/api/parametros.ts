import type { AgenciaInput, AgenciaView, ParametroChave, ParametroView } from '@skyler/domain/referencia';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export const parametrosKeys = { all: ['parametros'] as const };

export function useParametros() {
  return useQuery(
    queryOptions({
      queryKey: parametrosKeys.all,
      queryFn: ({ signal }) => api.get<ParametroView[]>('/api/parametros/', { signal }),
    }),
  );
}

/** PUT /api/parametros/{chave}/; the wallet discount the quote dialog reads changes with it. */
export function useSaveParametro() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ chave, valor }: { chave: ParametroChave; valor: string }) =>
      api.put<ParametroView>(`/api/parametros/${chave}/`, { valor }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: parametrosKeys.all }),
        client.invalidateQueries({ queryKey: ['milhas', 'desagio-compra'] }),
      ]),
  });
}

export const agenciaKeys = { all: ['parametros', 'agencia'] as const };

/** GET /api/parametros/agencia/: the identity every proposal shows. */
export function getAgenciaQueryOptions() {
  return queryOptions({
    queryKey: agenciaKeys.all,
    queryFn: ({ signal }) => api.get<AgenciaView>('/api/parametros/agencia/', { signal }),
  });
}

export function useAgencia() {
  return useQuery(getAgenciaQueryOptions());
}

/** PUT /api/parametros/agencia/ */
export function useSaveAgencia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (dados: AgenciaInput) => api.put<AgenciaView>('/api/parametros/agencia/', dados),
    onSuccess: (agencia) => client.setQueryData(agenciaKeys.all, agencia),
  });
}

/** POST /api/parametros/agencia/logo/ (multipart `logo`): PNG, JPEG or a simple SVG. */
export function useSaveLogoAgencia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (arquivo: File) => {
      const form = new FormData();
      form.append('logo', arquivo, arquivo.name);
      return api.post<AgenciaView>('/api/parametros/agencia/logo/', form);
    },
    onSuccess: (agencia) => client.setQueryData(agenciaKeys.all, agencia),
  });
}

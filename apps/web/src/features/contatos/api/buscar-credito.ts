import type { BuscaCreditoStatus, DataBusca } from '@skyler/domain/busca-credito';
import type { Contato } from '@skyler/domain/contatos';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { contatosKeys } from '../../../api/contatos-keys.ts';

export function useBuscaCreditoStatus() {
  return useQuery({
    queryKey: contatosKeys.buscaCreditoStatus(),
    queryFn: ({ signal }) => api.get<BuscaCreditoStatus>('/api/busca-credito/', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function buscarCredito(contatoId: number) {
  return api.post<DataBusca>(`/api/contatos/${contatoId}/busca/`);
}

/** Runs the search and keeps its result on the cached contact. */
export function useBuscarCredito() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: buscarCredito,
    onSuccess: (dataBusca, contatoId) =>
      client.setQueryData<Contato>(contatosKeys.detalhe(contatoId), (contato) =>
        contato ? { ...contato, data_busca: dataBusca } : contato,
      ),
  });
}

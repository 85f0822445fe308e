import type { DataBusca } from '@skyler/domain/busca-credito';
import type { Empresa } from '@skyler/domain/empresas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { empresasKeys } from './keys.ts';

/** Runs the CNPJ search and keeps its result on the cached company. */
export function useBuscarCreditoEmpresa() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<DataBusca>(`/api/empresas/${id}/busca/`),
    onSuccess: (dataBusca, id) =>
      client.setQueryData<Empresa>(empresasKeys.detalhe(id), (empresa) =>
        empresa ? { ...empresa, data_busca: dataBusca } : empresa,
      ),
  });
}

import type { Empresa } from '@skyler/domain/empresas';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error.ts';
import { api } from '../../../api/client.ts';
import { empresasKeys } from './keys.ts';

export function useEmpresa(id: number) {
  return useQuery({
    queryKey: empresasKeys.detalhe(id),
    queryFn: ({ signal }) => api.get<Empresa>(`/api/empresas/${id}/`, { signal }),
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });
}

import type {
  RecebiveisQuery,
  RecebivelFornecedor,
  RecebivelFornecedorStatus,
  RecebivelStatusRequest,
} from '@skyler/domain/racs';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { invalidateRacs, racsKeys } from './racs-keys.ts';

type Pagina = { recebiveis: RecebivelFornecedor[]; pages: number };

/** GET /api/racs/recebiveis/: the supplier refunds of a status (Contas a Receber, decision 0065). */
export function getRecebiveis({
  status,
  page,
  signal,
}: Pick<RecebiveisQuery, 'page'> & { status: RecebivelFornecedorStatus; signal?: AbortSignal }) {
  return api.get<Pagina>(`/api/racs/recebiveis/?status=${status}&page=${page}`, { signal });
}

export function useRecebiveis(status: RecebivelFornecedorStatus, page: number) {
  return useQuery({
    queryKey: [...racsKeys.all, 'recebiveis', status, page],
    queryFn: ({ signal }) => getRecebiveis({ status, page, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/racs/recebiveis/{id}/status/: received on a day, or back to open. */
export function useMarcarRecebivel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...dados }: RecebivelStatusRequest & { id: number }) =>
      api.post<RecebivelFornecedor>(`/api/racs/recebiveis/${id}/status/`, dados),
    onSuccess: () => invalidateRacs(client),
  });
}

import type { ServicoView } from '@skyler/domain/servicos';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { servicosKeys } from '../../../api/servicos-keys.ts';

/** The payment panel's two lists: services awaiting payment and services validated for issuance. */
export const PAINEL_PATHS = {
  pagamento: '/api/servicos/pagamento/',
  validados: '/api/servicos/validation_emissao/',
} as const;
export type PainelLista = keyof typeof PAINEL_PATHS;

export type ServicosPage = { servicos: ServicoView[]; pages: number };

export function getPainel({
  lista,
  page,
  signal,
}: {
  lista: PainelLista;
  page: number;
  signal?: AbortSignal;
}) {
  return api.get<ServicosPage>(PAINEL_PATHS[lista], { query: { page }, signal });
}

export function getPainelQueryOptions(lista: PainelLista, page: number) {
  return queryOptions({
    queryKey: servicosKeys.painel(lista, page),
    queryFn: ({ signal }) => getPainel({ lista, page, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePainel(lista: PainelLista, page: number) {
  return useQuery(getPainelQueryOptions(lista, page));
}

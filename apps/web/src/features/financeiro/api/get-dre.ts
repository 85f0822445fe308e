import type { ContaDre, Dre, DreItens, RegimeDre } from '@skyler/domain/financeiro';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export const DRE_PATH = '/api/financeiro/dre/';
export const DRE_ITENS_PATH = '/api/financeiro/dre/itens/';
export const CONTABILIDADE_PATH = '/api/financeiro/contabilidade/';

export type DreParams = { inicio: string; fim: string; regime: RegimeDre; consultor: number | null };

function consulta({ inicio, fim, regime, consultor }: DreParams) {
  return { inicio, fim, regime, ...(consultor === null ? {} : { consultor: String(consultor) }) };
}

export function getDre(params: DreParams, signal?: AbortSignal) {
  return api.get<Dre>(DRE_PATH, { query: consulta(params), signal });
}

export function getDreQueryOptions(params: DreParams) {
  return queryOptions({
    queryKey: ['financeiro', 'dre', params],
    queryFn: ({ signal }) => getDre(params, signal),
  });
}

/** The income statement of a period (decision 0091). */
export function useDre(params: DreParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getDreQueryOptions(params), placeholderData: keepPreviousData, enabled });
}

export function getDreItens(params: DreParams & { conta: ContaDre }, signal?: AbortSignal) {
  return api.get<DreItens>(DRE_ITENS_PATH, { query: { ...consulta(params), conta: params.conta }, signal });
}

/** The services, payments, issuances or bank lines behind one line of the DRE. */
export function useDreItens(params: DreParams, conta: ContaDre | null) {
  return useQuery({
    queryKey: ['financeiro', 'dre', 'itens', params, conta],
    queryFn: ({ signal }) => getDreItens({ ...params, conta: conta as ContaDre }, signal),
    enabled: conta !== null,
  });
}

/** The address of the month's archive for the accountant (`mes` AAAA-MM). */
export function contabilidadeUrl(mes: string): string {
  return `${CONTABILIDADE_PATH}?mes=${encodeURIComponent(mes)}`;
}

import type { Dashboard } from '@skyler/domain/dashboard';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export const DASHBOARD_PATH = '/api/dashboard/';

export type DashboardParams = { inicio: string; fim: string; consultor: number | null };

export function getDashboard({ inicio, fim, consultor }: DashboardParams, signal?: AbortSignal) {
  const query: Record<string, string> = { inicio, fim };
  if (consultor !== null) query.consultor = String(consultor);
  return api.get<Dashboard>(DASHBOARD_PATH, { query, signal });
}

export function getDashboardQueryOptions(params: DashboardParams) {
  return queryOptions({
    queryKey: ['dashboard', params],
    queryFn: ({ signal }) => getDashboard(params, signal),
  });
}

/** The figures of a period; the previous period's stay on screen while the next one loads. */
export function useDashboard(params: DashboardParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getDashboardQueryOptions(params), placeholderData: keepPreviousData, enabled });
}

import type { Log } from '@skyler/domain/logs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export function getLog({ id, signal }: { id: number; signal?: AbortSignal }): Promise<Log> {
  return api.get<Log>(`/api/logs/${id}/`, { signal });
}

export function getLogQueryOptions(id: number) {
  return queryOptions({ queryKey: ['logs', 'detail', id], queryFn: ({ signal }) => getLog({ id, signal }) });
}

export function useLog(id: number | null) {
  return useQuery({ ...getLogQueryOptions(id ?? 0), enabled: id !== null });
}

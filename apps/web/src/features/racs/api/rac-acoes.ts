import type { RacCreate, RacStatus, RacView } from '@skyler/domain/racs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { invalidateRacs } from './racs-keys.ts';

/** The body of POST /api/racs/, as the form builds it (the server applies the schema's defaults). */
export type RacCreateInput = { racs: Record<keyof RacCreate['racs'], unknown>; pagamentos: unknown[] };

/** POST /api/racs/: opens a RAC on a concluded issuance of the sale. */
export function createRac(body: RacCreateInput) {
  return api.post<RacView>('/api/racs/', body);
}

export function useCreateRac() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createRac, onSuccess: () => invalidateRacs(client) });
}

/** POST /api/racs/{id}/status/: the finance team moves the RAC. */
export function changeRacStatus({ rac, status }: { rac: number; status: RacStatus }) {
  return api.post<RacView>(`/api/racs/${rac}/status/`, { status });
}

export function useChangeRacStatus() {
  const client = useQueryClient();
  return useMutation({ mutationFn: changeRacStatus, onSuccess: () => invalidateRacs(client) });
}

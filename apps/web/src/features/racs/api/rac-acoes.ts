import type { RacCreate, RacReembolsosUpdate, RacStatus, RacView } from '@skyler/domain/racs';
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

/** PUT /api/racs/{id}/reembolsos/: finance changes the refunds of a RAC not concluded (decision 0065). */
export function alterarReembolsosRac({ rac, ...dados }: RacReembolsosUpdate & { rac: number }) {
  return api.put<RacView>(`/api/racs/${rac}/reembolsos/`, dados);
}

/**
 * The refund order follows in Contas a Pagar (`ordens-pagamento`) and the receivable in Contas a Receber
 * (under `racs`), so both are read again with the RACs.
 */
export function useAlterarReembolsosRac() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: alterarReembolsosRac,
    onSuccess: () =>
      Promise.all([
        invalidateRacs(client),
        client.invalidateQueries({ queryKey: ['ordens-pagamento'] }),
        client.invalidateQueries({ queryKey: ['pagamentos'] }),
      ]),
  });
}

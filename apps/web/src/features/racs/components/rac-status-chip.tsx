import { RAC_STATUS, type RacStatus } from '@skyler/domain/racs';
import { StatusChip } from '../../../components/status-chip.tsx';

/** Solicitada, Liberada or Concluída in the status' colour. */
export function RacStatusChip({ status }: { status: RacStatus }) {
  return <StatusChip label={RAC_STATUS.label(status)} color={RAC_STATUS.cor(status)} />;
}

import { NFSE_STATUS, type NfseStatus } from '@skyler/domain/nfse';
import { StatusChip } from '../../../components/status-chip.tsx';

/** Pendente, Autorizada, Rejeitada or Cancelada in the status' colour. */
export function NfseStatusChip({ status }: { status: NfseStatus }) {
  return <StatusChip label={NFSE_STATUS.label(status)} color={NFSE_STATUS.cor(status)} />;
}

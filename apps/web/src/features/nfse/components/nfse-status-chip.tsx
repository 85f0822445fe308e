import { NFSE_STATUS, NFSE_TIPOS, type NfseStatus, type NfseView } from '@skyler/domain/nfse';
import { StatusChip } from '../../../components/status-chip.tsx';

/** Pendente, Autorizada, Rejeitada, Cancelada or Registrada in the status' colour. */
export function NfseStatusChip({ status }: { status: NfseStatus }) {
  return <StatusChip label={NFSE_STATUS.label(status)} color={NFSE_STATUS.cor(status)} />;
}

/** What a row is: "NFS-e", or the substitute or credit note of an invoice, with that invoice's number. */
export function tipoDaNfse(n: Pick<NfseView, 'tipo' | 'ajusta'>): string {
  const tipo = NFSE_TIPOS.label(n.tipo);
  return n.ajusta ? `${tipo} da nº ${n.ajusta.numero ?? '—'}` : tipo;
}

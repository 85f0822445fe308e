import { FLAGS_BUSCA } from '@skyler/domain/busca-credito';
import { StatusChip } from '../../../components/status-chip.tsx';

/** A search's overall flag, gray when the bureau sent one not listed. */
export function FlagChip({ flag }: { flag: string }) {
  const conhecida = FLAGS_BUSCA.is(flag) ? flag : 'gray';
  return <StatusChip label={FLAGS_BUSCA.label(conhecida)} color={FLAGS_BUSCA.cor(conhecida)} />;
}

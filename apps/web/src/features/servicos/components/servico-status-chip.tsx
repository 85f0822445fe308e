import { SERVICO_STATUS } from '@skyler/domain/servicos';
import { StatusChip } from '../../../components/status-chip.tsx';

/** A service's status in its colour (part 1 §3). */
export function ServicoStatusChip({ status }: { status: string }) {
  return <StatusChip label={SERVICO_STATUS.label(status)} color={SERVICO_STATUS.cor(status)} />;
}

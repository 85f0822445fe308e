import { CORES, type Cor } from '@skyler/domain/enum';
import { SERVICO_STATUS } from '@skyler/domain/servicos';
import { StatusChip } from '../../../components/status-chip.tsx';

/**
 * The spec's orange under white text is below 4.5:1; a darker orange of the same family keeps the status
 * readable (the cart chip does the same).
 */
const COR_CHIP: Record<Cor, string> = { ...CORES, laranja: '#b45309' };

/** A service's status in its colour (part 1 §3). */
export function ServicoStatusChip({ status }: { status: string }) {
  return <StatusChip label={SERVICO_STATUS.label(status)} color={COR_CHIP[SERVICO_STATUS.cor(status)]} />;
}

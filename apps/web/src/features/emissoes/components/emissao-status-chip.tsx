import { EMISSAO_STATUS } from '@skyler/domain/emissoes';
import { StatusChip } from '../../../components/status-chip.tsx';

/** An issuance's status in its colour (part 2 §4). */
export function EmissaoStatusChip({ status }: { status: string }) {
  return <StatusChip label={EMISSAO_STATUS.label(status)} color={EMISSAO_STATUS.cor(status)} />;
}

import type { Cor } from '@skyler/domain/enum';
import { VENDA_STATUS, type VendaStatus } from '@skyler/domain/vendas-regras';

export type GrupoStatus = { status: VendaStatus; label: string; cor: Cor; quantidade: number };

/**
 * Sales by status as the screens show them: statuses shown under the same label (`fechada` and the older
 * `cancelada` are both "Cancelada") are one bar, linked to the first status of the enum with that label.
 */
export function gruposDeStatus(porStatus: readonly { status: string; quantidade: number }[]): GrupoStatus[] {
  const grupos = new Map<string, GrupoStatus>();
  for (const status of VENDA_STATUS.values) {
    const label = VENDA_STATUS.label(status);
    const quantidade = porStatus.find((s) => s.status === status)?.quantidade ?? 0;
    const grupo = grupos.get(label);
    if (grupo) grupo.quantidade += quantidade;
    else grupos.set(label, { status, label, cor: VENDA_STATUS.cor(status), quantidade });
  }
  return [...grupos.values()];
}

import type { GrupoOrdens, OrdemPagamentoStatus } from '@skyler/domain/ordens-pagamento';
import { ORDENS_AREA, ORDENS_PATH } from '../../../api/ordens-keys.ts';
import { usePagedQuery } from '../../../components/data-table/use-paged-query.ts';

/** The filters of part 2 §2 and §7, read from and kept in the address. */
export const FILTROS_ORDENS = [
  'tipo',
  'campo_formador',
  'id_venda',
  'fornecedor',
  'cartao',
  'localizador',
  'valor',
] as const;
export type FiltroOrdens = (typeof FILTROS_ORDENS)[number];

/**
 * GET /api/ordens-pagamento/?status=…: a page of issuances (newest first), each with all its orders of the
 * status listed and their sum.
 */
export function useOrdensPagamento(status: OrdemPagamentoStatus) {
  return usePagedQuery<GrupoOrdens, 'ordemPagamento'>({
    area: ORDENS_AREA,
    path: ORDENS_PATH,
    listKey: 'ordemPagamento',
    filterKeys: FILTROS_ORDENS,
    fixedParams: { status },
  });
}

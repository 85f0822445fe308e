import type { PagamentoView } from '@skyler/domain/pagamentos';
import type { DbOrTx } from '../../db/client.ts';

/** The sale's payments, newest first (the venda-pagamentos tab). */
export async function findPagamentosDaVenda(_db: DbOrTx, _venda: number): Promise<PagamentoView[]> {
  return [];
}

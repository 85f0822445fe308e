import type { ServicoView } from '@skyler/domain/servicos';
import type { DbOrTx } from '../../db/client.ts';

/** The sale's services, newest first (the venda-servicos tab). */
export async function findServicosDaVenda(_db: DbOrTx, _venda: number): Promise<ServicoView[]> {
  return [];
}

import type { VendaPortal } from '@skyler/domain/portal';
import type { DbOrTx } from '../../db/client.ts';
import { findResumoDoPortal, vendaDoCliente } from './portal.queries.ts';

/** A trip as its client sees it; another client's sale is a 404. */
export async function lerVendaDoPortal(
  db: DbOrTx,
  { usuario, venda }: { usuario: number; venda: number },
): Promise<VendaPortal> {
  const { id } = await vendaDoCliente(db, usuario, venda);
  return findResumoDoPortal(db, { usuario, venda: id });
}

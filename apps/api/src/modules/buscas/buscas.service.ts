import type { DataBusca } from '@skyler/domain/busca-credito';
import type { DbOrTx } from '../../db/client.ts';
import { buscas } from '../../db/schema/index.ts';

/**
 * Stores a credit search whole (decision 0029), in the transaction that keeps its result on the contact or
 * company, and gives the result with the stored search's id.
 */
export async function storeBuscaTx(
  tx: DbOrTx,
  {
    registro,
    usuario,
    resposta,
    dataBusca,
  }: {
    registro: { contato: number } | { empresa: number };
    usuario: number;
    /** the bureau's answer as received */
    resposta: unknown;
    dataBusca: DataBusca;
  },
): Promise<DataBusca & { busca: number }> {
  const [row] = await tx
    .insert(buscas)
    .values({
      ...registro,
      usuario,
      created_at: new Date(dataBusca.search_information.data),
      dados: { resposta, data_busca: dataBusca },
    })
    .returning({ id: buscas.id });
  if (!row) throw new Error('buscas: insert returned no row');
  return { ...dataBusca, busca: row.id };
}

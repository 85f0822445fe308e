import { taxaPelaTabela } from '@skyler/domain/taxas-meio-pagamento';
import type { DbOrTx } from '../../db/client.ts';
import { tabelaVigente } from '../taxas-meio-pagamento/taxas-meio-pagamento.service.ts';

/**
 * The fee a payment concluded without one typed gets from the fee table in force (decision 0067): its
 * method and instalments' percent × value + fixed amount (`taxaPelaTabela`, the function the payment dialog
 * pre-fills with); null when the table has no row for them.
 */
export async function taxaAoConcluir(
  tx: DbOrTx,
  pagamento: { valor: string; meio_pagamento: string; num_parcelas: number },
): Promise<{ taxa: string; origem: 'tabela' } | null> {
  const taxa = taxaPelaTabela(await tabelaVigente(tx), pagamento);
  return taxa === null ? null : { taxa: taxa.toFixed(2), origem: 'tabela' };
}

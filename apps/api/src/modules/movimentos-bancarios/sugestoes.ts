import type { Sugestao } from '@skyler/domain/contas-bancarias';
import type { DbOrTx } from '../../db/client.ts';

export type { Sugestao };

/** What the matching reads of a statement line. */
export type MovimentoParaSugestao = {
  id: number;
  conta: number;
  data: string;
  tipo: 'credito' | 'debito';
  valor: string;
  documento: string | null;
  txid: string | null;
};

/**
 * The proposals for each statement line, by the line's id: the payments (credits) or payment orders
 * (debits) it may settle. The hook point of the matching: until it lands, no line has a proposal.
 */
export async function sugestoesDosMovimentos(
  _db: DbOrTx,
  _movimentos: MovimentoParaSugestao[],
): Promise<Map<number, Sugestao[]>> {
  return new Map();
}

import type { EmissaoAssociada, FornecedorCotacao, FornecedorSubcotacao } from '@skyler/domain/fornecedores';
import type { DbOrTx } from '../../db/client.ts';

/*
 * Quotes, flight tickets and issuances name their supplier and provider. Those areas (cotacoes, emissoes)
 * have no tables yet, so no record can point at a supplier or provider and each list is truly empty;
 * the quotes and issuance areas replace these bodies with their queries when they add their tables.
 */

export async function findFornecedorCotacoes(
  _db: DbOrTx,
  _fornecedorId: number,
): Promise<FornecedorCotacao[]> {
  return [];
}

export async function findFornecedorSubcotacoes(
  _db: DbOrTx,
  _fornecedorId: number,
): Promise<FornecedorSubcotacao[]> {
  return [];
}

export async function findFornecedorEmissoes(
  _db: DbOrTx,
  _fornecedorId: number,
): Promise<EmissaoAssociada[]> {
  return [];
}

export async function findProvedorEmissoes(_db: DbOrTx, _provedorId: number): Promise<EmissaoAssociada[]> {
  return [];
}

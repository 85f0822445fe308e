import type { EmissaoAssociada, FornecedorCotacao, FornecedorSubcotacao } from '@skyler/domain/fornecedores';
import { and, desc, eq, exists, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cotacoes, subcotacoes } from '../../db/schema/index.ts';

/*
 * Quotes, flight tickets and issuances name their supplier and provider. Issuances have no table yet, so
 * no issuance can point at a supplier or provider and those lists are truly empty; the issuance area
 * replaces their bodies with its queries when it adds its table.
 */

/** Quotes with the supplier: a hotel, car or other part bought from it, or a ticket of it; newest first. */
export async function findFornecedorCotacoes(db: DbOrTx, fornecedorId: number): Promise<FornecedorCotacao[]> {
  const linhas = await db
    .select({
      id: cotacoes.id,
      orcamento: cotacoes.orcamento,
      venda: cotacoes.venda,
      tipo_servico: cotacoes.tipo_servico,
      created_at: cotacoes.created_at,
    })
    .from(cotacoes)
    .where(
      or(
        eq(cotacoes.fornecedor, fornecedorId),
        exists(
          db
            .select({ id: subcotacoes.id })
            .from(subcotacoes)
            .where(and(eq(subcotacoes.cotacao, cotacoes.id), eq(subcotacoes.fornecedor, fornecedorId))),
        ),
      ),
    )
    .orderBy(desc(cotacoes.id));
  return linhas.map((linha) => ({ ...linha, created_at: linha.created_at.toISOString() }));
}

/** Flight tickets bought from the supplier, with their quote and sale; newest first. */
export async function findFornecedorSubcotacoes(
  db: DbOrTx,
  fornecedorId: number,
): Promise<FornecedorSubcotacao[]> {
  const linhas = await db
    .select({
      id: subcotacoes.id,
      cotacao: subcotacoes.cotacao,
      venda: cotacoes.venda,
      tipo_cotacao: subcotacoes.tipo_cotacao,
      created_at: cotacoes.created_at,
    })
    .from(subcotacoes)
    .innerJoin(cotacoes, eq(cotacoes.id, subcotacoes.cotacao))
    .where(eq(subcotacoes.fornecedor, fornecedorId))
    .orderBy(desc(subcotacoes.id));
  return linhas.map((linha) => ({ ...linha, created_at: linha.created_at.toISOString() }));
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

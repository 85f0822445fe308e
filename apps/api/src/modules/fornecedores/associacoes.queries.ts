import type { EmissaoAssociada, FornecedorCotacao, FornecedorSubcotacao } from '@skyler/domain/fornecedores';
import { and, desc, eq, exists, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cotacoes, emissoes, subcotacoes } from '../../db/schema/index.ts';

/* Quotes, flight tickets and issuances name their supplier and provider. */

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

const emissaoAssociada = {
  id: emissoes.id,
  venda: emissoes.venda,
  tipo: emissoes.tipo,
  status: emissoes.status,
  localizador: emissoes.localizador,
  created_at: emissoes.created_at,
};

/** Issuances bought from the supplier (the ticket's or the quote's), newest first. */
export async function findFornecedorEmissoes(db: DbOrTx, fornecedorId: number): Promise<EmissaoAssociada[]> {
  const linhas = await db
    .select(emissaoAssociada)
    .from(emissoes)
    .where(eq(emissoes.fornecedor, fornecedorId))
    .orderBy(desc(emissoes.id));
  return linhas.map((linha) => ({ ...linha, created_at: linha.created_at.toISOString() }));
}

/** Issuances of the provider's services, newest first. */
export async function findProvedorEmissoes(db: DbOrTx, provedorId: number): Promise<EmissaoAssociada[]> {
  const linhas = await db
    .select(emissaoAssociada)
    .from(emissoes)
    .where(eq(emissoes.provedor, provedorId))
    .orderBy(desc(emissoes.id));
  return linhas.map((linha) => ({ ...linha, created_at: linha.created_at.toISOString() }));
}

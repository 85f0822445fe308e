import type { BuscaMoblix, CriteriosMoblix, OfertaMoblix } from '@skyler/domain/moblix';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { buscas_moblix, orcamentos, usuarios } from '../../db/schema/index.ts';

/** A stored search with its request's sale and who ran it; null when there is none. */
export async function findBuscaMoblix(db: DbOrTx, id: number): Promise<BuscaMoblix | null> {
  const [row] = await db
    .select({
      busca: buscas_moblix,
      venda: orcamentos.venda,
      autor: { id: usuarios.id, nome: usuarios.nome, sobrenome: usuarios.sobrenome },
    })
    .from(buscas_moblix)
    .innerJoin(orcamentos, eq(orcamentos.id, buscas_moblix.orcamento))
    .leftJoin(usuarios, eq(usuarios.id, buscas_moblix.created_by))
    .where(eq(buscas_moblix.id, id));
  if (!row) return null;
  return {
    id: row.busca.id,
    orcamento: row.busca.orcamento,
    venda: row.venda,
    criterios: row.busca.criterios as CriteriosMoblix,
    ofertas: row.busca.ofertas as OfertaMoblix[],
    created_at: row.busca.created_at.toISOString(),
    created_by: row.autor?.id ? row.autor : null,
  };
}

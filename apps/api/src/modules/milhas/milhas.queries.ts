import type { LinhaTabelaMilhasView } from '@skyler/domain/milhas';
import type { ClasseCabine } from '@skyler/domain/orcamentos';
import { CLASSES_CABINE } from '@skyler/domain/orcamentos';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cias_aereas, parametros, programas, tabela_milhas } from '../../db/schema/index.ts';

/** The key of the own-account discount in `parametros`. */
export const DESAGIO_PROPRIO = 'desagio_proprio';

/** The current miles table (rows not archived), by programme name, kind and class (every class first). */
export async function findTabelaMilhasAtual(
  db: DbOrTx,
  options: { tipo?: LinhaTabelaMilhasView['tipo'] | undefined } = {},
): Promise<LinhaTabelaMilhasView[]> {
  const linhas = await db
    .select({
      linha: tabela_milhas,
      programa: { id: programas.id, nome: programas.nome },
      cia: { id: cias_aereas.id, nome: cias_aereas.nome, nome_resumido: cias_aereas.nome_resumido },
    })
    .from(tabela_milhas)
    .innerJoin(programas, eq(programas.id, tabela_milhas.programa))
    .leftJoin(cias_aereas, eq(cias_aereas.id, tabela_milhas.operado_por))
    .where(
      and(isNull(tabela_milhas.archived_at), options.tipo ? eq(tabela_milhas.tipo, options.tipo) : undefined),
    )
    .orderBy(asc(programas.nome), asc(tabela_milhas.tipo), asc(tabela_milhas.classe), asc(tabela_milhas.id));
  return linhas.map(({ linha, programa, cia }) => ({
    id: linha.id,
    tipo: linha.tipo,
    programa,
    operado_por: cia?.id ? cia : null,
    classe: CLASSES_CABINE.is(linha.classe) ? (linha.classe as ClasseCabine) : null,
    precos: [linha.preco_1, linha.preco_2, linha.preco_3, linha.preco_4, linha.preco_5, linha.preco_6],
    custo_proprio: linha.custo_proprio,
    custo_terceiros: linha.custo_terceiros,
    piso: linha.piso,
    created_at: linha.created_at.toISOString(),
    archived_at: linha.archived_at?.toISOString() ?? null,
  }));
}

/** The own-account discount (%) as stored, or null when it was never set. */
export async function findDesagioProprio(db: DbOrTx): Promise<string | null> {
  const [row] = await db
    .select({ valor: parametros.valor })
    .from(parametros)
    .where(eq(parametros.chave, DESAGIO_PROPRIO));
  return row?.valor ?? null;
}

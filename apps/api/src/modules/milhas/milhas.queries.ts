import { DISPLAY_TIME_ZONE } from '@skyler/domain/formatters';
import type { HistoricoMilhasQuery, LinhaTabelaMilhasView } from '@skyler/domain/milhas';
import type { ClasseCabine } from '@skyler/domain/orcamentos';
import { CLASSES_CABINE } from '@skyler/domain/orcamentos';
import { and, asc, desc, eq, gte, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  cias_aereas,
  parametros,
  programas,
  type TabelaMilhasRow,
  tabela_milhas,
} from '../../db/schema/index.ts';

/** The key of the own-account discount in `parametros`. */
export const DESAGIO_PROPRIO = 'desagio_proprio';

type LinhaLida = {
  linha: TabelaMilhasRow;
  programa: { id: number; nome: string };
  cia: { id: number | null; nome: string | null; nome_resumido: string | null } | null;
};

function toView({ linha, programa, cia }: LinhaLida): LinhaTabelaMilhasView {
  return {
    id: linha.id,
    tipo: linha.tipo,
    programa,
    operado_por:
      cia?.id && cia.nome !== null
        ? { id: cia.id, nome: cia.nome, nome_resumido: cia.nome_resumido ?? '' }
        : null,
    classe: CLASSES_CABINE.is(linha.classe) ? (linha.classe as ClasseCabine) : null,
    precos: [linha.preco_1, linha.preco_2, linha.preco_3, linha.preco_4, linha.preco_5, linha.preco_6],
    custo_proprio: linha.custo_proprio,
    custo_terceiros: linha.custo_terceiros,
    piso: linha.piso,
    created_at: linha.created_at.toISOString(),
    archived_at: linha.archived_at?.toISOString() ?? null,
  };
}

function selectLinhas(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      linha: tabela_milhas,
      programa: { id: programas.id, nome: programas.nome },
      cia: { id: cias_aereas.id, nome: cias_aereas.nome, nome_resumido: cias_aereas.nome_resumido },
    })
    .from(tabela_milhas)
    .innerJoin(programas, eq(programas.id, tabela_milhas.programa))
    .leftJoin(cias_aereas, eq(cias_aereas.id, tabela_milhas.operado_por))
    .where(where);
}

/** The current rows of the miles table, of one kind or both (the list's filter). */
export function tabelaMilhasAtualWhere(options: { tipo?: LinhaTabelaMilhasView['tipo'] | undefined }): SQL {
  return and(
    isNull(tabela_milhas.archived_at),
    options.tipo ? eq(tabela_milhas.tipo, options.tipo) : undefined,
  ) as SQL;
}

/** The current miles table (rows not archived), by programme name, kind and class (every class first). */
export async function findTabelaMilhasAtual(
  db: DbOrTx,
  options: { tipo?: LinhaTabelaMilhasView['tipo'] | undefined } = {},
): Promise<LinhaTabelaMilhasView[]> {
  const linhas = await selectLinhas(db, tabelaMilhasAtualWhere(options)).orderBy(
    asc(programas.nome),
    asc(tabela_milhas.tipo),
    asc(tabela_milhas.classe),
    asc(tabela_milhas.id),
  );
  return linhas.map(toView);
}

/** One row of the table (current or archived), or null. */
export async function findLinhaTabelaMilhas(db: DbOrTx, id: number): Promise<LinhaTabelaMilhasView | null> {
  const [linha] = await selectLinhas(db, eq(tabela_milhas.id, id));
  return linha ? toView(linha) : null;
}

/**
 * The rows archived in a month of the agency's calendar (America/Sao_Paulo), newest archive first: the
 * month's bounds are instants, so the archive index serves the range.
 */
export async function findHistoricoMilhas(
  db: DbOrTx,
  options: HistoricoMilhasQuery,
): Promise<LinhaTabelaMilhasView[]> {
  const inicio = `${options.mes}-01 00:00:00`;
  const inicioSql = sql`(${inicio}::timestamp at time zone ${DISPLAY_TIME_ZONE})`;
  const fimSql = sql`((${inicio}::timestamp + interval '1 month') at time zone ${DISPLAY_TIME_ZONE})`;
  const linhas = await selectLinhas(
    db,
    and(
      isNotNull(tabela_milhas.archived_at),
      gte(tabela_milhas.archived_at, inicioSql),
      lt(tabela_milhas.archived_at, fimSql),
      options.tipo ? eq(tabela_milhas.tipo, options.tipo) : undefined,
    ),
  ).orderBy(desc(tabela_milhas.archived_at), desc(tabela_milhas.id));
  return linhas.map(toView);
}

/** The own-account discount (%) as stored, or null when it was never set. */
export async function findDesagioProprio(db: DbOrTx): Promise<string | null> {
  const [row] = await db
    .select({ valor: parametros.valor })
    .from(parametros)
    .where(eq(parametros.chave, DESAGIO_PROPRIO));
  return row?.valor ?? null;
}

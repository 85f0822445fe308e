import { and, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from '../../db/client.ts';

/** The rows of an export: one table read by its id, what it points to joined one to one, the list's filter. */
export type ConsultaExportacao = {
  /** the primary key of the table read: the order of the rows and the key of the batches */
  id: AnyPgColumn;
  /** the values of the columns, in order */
  valores: SQL[];
  /** `from` and joins, each join giving at most one row */
  de: SQL;
  where: SQL | undefined;
};

/** A row: the id, then the values of the columns. */
export type Linha = unknown[];

export const LOTE_EXPORTACAO = 2000;

const dialeto = new PgDialect();

function montarSelect(consulta: ConsultaExportacao, lote?: { apos: number; limite: number }): SQL {
  const campos = sql.join(
    [
      sql`${consulta.id} as "id"`,
      ...consulta.valores.map((valor, i) => sql`${valor} as ${sql.identifier(`c${i}`)}`),
    ],
    sql`, `,
  );
  const where = and(consulta.where, lote ? sql`${consulta.id} > ${lote.apos}` : undefined);
  return sql`select ${campos} from ${consulta.de}${where ? sql` where ${where}` : sql``} order by ${consulta.id}${
    lote ? sql` limit ${sql.raw(String(lote.limite))}` : sql``
  }`;
}

/** The PostgreSQL pool behind a database handle, or null on the embedded database. */
function poolDe(db: Db): pg.Pool | null {
  const cliente = (db as unknown as { $client?: unknown }).$client;
  return cliente instanceof pg.Pool ? cliente : null;
}

/**
 * The rows of an export, in batches, as they are read. On PostgreSQL a cursor in a read-only transaction
 * on a connection of its own (one snapshot, nothing held in memory but the batch); on the embedded
 * database, whose single connection every request shares, keyset batches by id, each a statement of its
 * own so that other requests run between them. Ending the iteration early (the client went away) closes
 * the cursor and gives the connection back.
 */
export function lerEmLotes(
  db: Db,
  consulta: ConsultaExportacao,
  tamanho = LOTE_EXPORTACAO,
): AsyncGenerator<Linha[]> {
  const pool = poolDe(db);
  return pool ? lerComCursor(pool, consulta, tamanho) : lerPorChave(db, consulta, tamanho);
}

async function* lerComCursor(pool: pg.Pool, consulta: ConsultaExportacao, tamanho: number) {
  const { sql: texto, params } = dialeto.sqlToQuery(montarSelect(consulta));
  const conexao = await pool.connect();
  let terminou = false;
  let perdida = false;
  try {
    await conexao.query('begin transaction read only');
    await conexao.query({ text: `declare exportacao no scroll cursor for ${texto}`, values: params });
    for (;;) {
      const lote = await conexao.query<Linha>({
        text: `fetch forward ${tamanho} from exportacao`,
        rowMode: 'array',
      });
      if (lote.rows.length > 0) yield lote.rows;
      if (lote.rows.length < tamanho) break;
    }
    await conexao.query('commit');
    terminou = true;
  } catch (error) {
    perdida = true;
    throw error;
  } finally {
    if (!terminou) {
      // stopped early or failed: the transaction (and its cursor) ends here
      await conexao.query('rollback').catch(() => {
        perdida = true;
      });
    }
    // a connection that failed is closed rather than given back to the pool
    conexao.release(perdida && !terminou ? true : undefined);
  }
}

async function* lerPorChave(db: Db, consulta: ConsultaExportacao, tamanho: number) {
  const colunas = ['id', ...consulta.valores.map((_valor, i) => `c${i}`)];
  let apos = 0;
  for (;;) {
    const resultado = (await db.execute(montarSelect(consulta, { apos, limite: tamanho }))) as unknown as {
      rows: Record<string, unknown>[];
    };
    const linhas = resultado.rows.map((row) => colunas.map((coluna) => row[coluna]));
    if (linhas.length > 0) yield linhas;
    if (linhas.length < tamanho) return;
    apos = Number(linhas[linhas.length - 1]?.[0]);
  }
}

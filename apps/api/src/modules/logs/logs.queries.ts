import type { LogsQuery } from '@skyler/domain/logs';
import { and, count, desc, eq, gte, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { present } from '../../db/present.ts';
import { logs, usuarios } from '../../db/schema/index.ts';
import { paginate } from '../../platform/pagination.ts';

export const LOGS_PAGE_SIZE = 15;

/** Dates are days of São Paulo: `data_fim` includes the whole day. */
export function logsWhere(filters: Omit<LogsQuery, 'page'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.tipo) conditions.push(eq(logs.tipo, filters.tipo));
  if (filters.venda) conditions.push(eq(logs.venda, filters.venda));
  if (filters.usuario) conditions.push(eq(logs.usuario, filters.usuario));
  if (filters.data_inicio) {
    conditions.push(
      gte(logs.created_at, sql`(${filters.data_inicio}::date)::timestamp at time zone 'America/Sao_Paulo'`),
    );
  }
  if (filters.data_fim) {
    conditions.push(
      lt(logs.created_at, sql`(${filters.data_fim}::date + 1)::timestamp at time zone 'America/Sao_Paulo'`),
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * What of the audit trail a staff user reads (decision 0011): financeiro (administrators belong to it) reads
 * everything; everyone else the rows of a sale, which every staff user opens, and their own rows.
 */
export function logsVisiveis(user: { id: number; financeiro: boolean }): SQL | undefined {
  if (user.financeiro) return undefined;
  return or(isNotNull(logs.venda), eq(logs.usuario, user.id));
}

/** The same rule for one row already read. */
export function logVisivel(
  log: { venda: number | null; usuario: { id: number } | null },
  user: { id: number; financeiro: boolean },
): boolean {
  return user.financeiro || log.venda !== null || log.usuario?.id === user.id;
}

function selectLogs(db: DbOrTx) {
  return db
    .select({ log: logs, usuario: { id: usuarios.id, nome: usuarios.nome, sobrenome: usuarios.sobrenome } })
    .from(logs)
    .leftJoin(usuarios, eq(usuarios.id, logs.usuario));
}

function toLog(row: Awaited<ReturnType<typeof selectLogs>>[number]) {
  return {
    id: row.log.id,
    tipo: row.log.tipo,
    venda: row.log.venda,
    usuario: present(row.usuario),
    created_at: row.log.created_at.toISOString(),
    dados: row.log.dados,
    meta: row.log.meta,
  };
}

export async function findLogs(
  db: DbOrTx,
  options: { where: SQL | undefined; limit: number; offset: number },
) {
  const rows = await selectLogs(db)
    .where(options.where)
    .orderBy(desc(logs.id))
    .limit(options.limit)
    .offset(options.offset);
  return rows.map(toLog);
}

export async function countLogs(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(logs).where(where);
  return row?.n ?? 0;
}

/** A page of the audit rows `where` selects, newest first, and the number of pages. */
export function findLogsPage(db: DbOrTx, page: number, where: SQL | undefined) {
  return paginate({
    page,
    pageSize: LOGS_PAGE_SIZE,
    rows: (limit, offset) => findLogs(db, { where, limit, offset }),
    count: () => countLogs(db, where),
  });
}

export async function findLog(db: DbOrTx, id: number) {
  const [row] = await selectLogs(db).where(eq(logs.id, id));
  return row ? toLog(row) : null;
}

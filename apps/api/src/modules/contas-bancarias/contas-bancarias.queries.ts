import type { MovimentosQuery } from '@skyler/domain/contas-bancarias';
import { and, count, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contas_bancarias, extratos_bancarios, movimentos_bancarios } from '../../db/schema/index.ts';
import { paginate } from '../../platform/pagination.ts';

export type ContaBancariaRow = typeof contas_bancarias.$inferSelect;
export type MovimentoRow = typeof movimentos_bancarios.$inferSelect;
export type ExtratoRow = typeof extratos_bancarios.$inferSelect;

/** Every account, with its last imported statement and how many of its lines are pending. */
export async function findContasBancarias(db: DbOrTx, filtro: { id?: number } = {}) {
  const contas = await db
    .select()
    .from(contas_bancarias)
    .where(filtro.id === undefined ? undefined : eq(contas_bancarias.id, filtro.id))
    .orderBy(desc(contas_bancarias.ativa), contas_bancarias.descricao, contas_bancarias.id);
  if (contas.length === 0) return [];
  const ids = contas.map((c) => c.id);
  const [extratos, pendentes] = await Promise.all([
    db
      .selectDistinctOn([extratos_bancarios.conta])
      .from(extratos_bancarios)
      .where(inArray(extratos_bancarios.conta, ids))
      .orderBy(extratos_bancarios.conta, desc(extratos_bancarios.id)),
    db
      .select({ conta: movimentos_bancarios.conta, total: count() })
      .from(movimentos_bancarios)
      .where(and(inArray(movimentos_bancarios.conta, ids), eq(movimentos_bancarios.status, 'pendente')))
      .groupBy(movimentos_bancarios.conta),
  ]);
  const ultimo = new Map(extratos.map((e) => [e.conta, e]));
  const pendentesPorConta = new Map(pendentes.map((p) => [p.conta, Number(p.total)]));
  return contas.map((conta) => ({
    conta,
    ultimo: ultimo.get(conta.id) ?? null,
    pendentes: pendentesPorConta.get(conta.id) ?? 0,
  }));
}

export async function lockContaBancaria(tx: DbOrTx, id: number): Promise<ContaBancariaRow | undefined> {
  const [conta] = await tx.select().from(contas_bancarias).where(eq(contas_bancarias.id, id)).for('update');
  return conta;
}

export async function findContaPorNumero(
  db: DbOrTx,
  numero: { banco: string; agencia: string; conta: string },
): Promise<ContaBancariaRow | undefined> {
  const [conta] = await db
    .select()
    .from(contas_bancarias)
    .where(
      and(
        eq(contas_bancarias.banco, numero.banco),
        eq(contas_bancarias.agencia, numero.agencia),
        eq(contas_bancarias.conta, numero.conta),
      ),
    );
  return conta;
}

export async function insertContaBancaria(tx: DbOrTx, valores: typeof contas_bancarias.$inferInsert) {
  const [conta] = await tx.insert(contas_bancarias).values(valores).returning();
  if (!conta) throw new Error('bank account not written');
  return conta;
}

export async function updateContaBancaria(
  tx: DbOrTx,
  id: number,
  valores: Partial<typeof contas_bancarias.$inferInsert>,
) {
  const [conta] = await tx
    .update(contas_bancarias)
    .set({ ...valores, updated_at: new Date() })
    .where(eq(contas_bancarias.id, id))
    .returning();
  if (!conta) throw new Error('bank account not written');
  return conta;
}

export async function findExtratoPorHash(tx: DbOrTx, conta: number, hash: string) {
  const [extrato] = await tx
    .select()
    .from(extratos_bancarios)
    .where(and(eq(extratos_bancarios.conta, conta), eq(extratos_bancarios.hash, hash)))
    .limit(1);
  return extrato;
}

export async function insertExtrato(tx: DbOrTx, valores: typeof extratos_bancarios.$inferInsert) {
  const [extrato] = await tx.insert(extratos_bancarios).values(valores).returning();
  if (!extrato) throw new Error('statement not written');
  return extrato;
}

export async function updateExtratoContagem(
  tx: DbOrTx,
  id: number,
  contagem: { importados: number; repetidos: number },
) {
  await tx.update(extratos_bancarios).set(contagem).where(eq(extratos_bancarios.id, id));
}

/** Inserts the lines the account does not have yet (by `chave`); answers the ones written. */
export async function insertMovimentos(
  tx: DbOrTx,
  valores: (typeof movimentos_bancarios.$inferInsert)[],
): Promise<MovimentoRow[]> {
  const escritos: MovimentoRow[] = [];
  for (let i = 0; i < valores.length; i += 500) {
    escritos.push(
      ...(await tx
        .insert(movimentos_bancarios)
        .values(valores.slice(i, i + 500))
        .onConflictDoNothing({ target: [movimentos_bancarios.conta, movimentos_bancarios.chave] })
        .returning()),
    );
  }
  return escritos;
}

function filtrosDosMovimentos(query: Omit<MovimentosQuery, 'page'>): SQL | undefined {
  return and(
    query.conta === undefined ? undefined : eq(movimentos_bancarios.conta, query.conta),
    query.status === undefined ? undefined : eq(movimentos_bancarios.status, query.status),
    query.tipo === undefined ? undefined : eq(movimentos_bancarios.tipo, query.tipo),
    query.inicio === undefined ? undefined : gte(movimentos_bancarios.data, query.inicio),
    query.fim === undefined ? undefined : lte(movimentos_bancarios.data, query.fim),
  );
}

/** One page of statement lines, newest first (by date, then as the file listed them). */
export function findMovimentosPage(
  db: DbOrTx,
  query: Omit<MovimentosQuery, 'page'>,
  pagina: { page: number; pageSize: number },
) {
  const where = filtrosDosMovimentos(query);
  return paginate({
    ...pagina,
    rows: (limit, offset) =>
      db
        .select()
        .from(movimentos_bancarios)
        .where(where)
        .orderBy(desc(movimentos_bancarios.data), desc(movimentos_bancarios.id))
        .limit(limit)
        .offset(offset),
    count: async () => {
      const [linha] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(movimentos_bancarios)
        .where(where);
      return linha?.total ?? 0;
    },
  });
}

/** Lines by id, in statement order (none for no ids). */
export async function findMovimentosPorIds(db: DbOrTx, ids: readonly number[]): Promise<MovimentoRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(movimentos_bancarios)
    .where(inArray(movimentos_bancarios.id, [...ids]))
    .orderBy(movimentos_bancarios.data, movimentos_bancarios.id);
}

import type { NotificacoesQuery } from '@skyler/domain/notificacoes';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { present } from '../../db/present.ts';
import { contatos, notificacoes, usuarios } from '../../db/schema/index.ts';

export const NOTIFICACOES_PAGE_SIZE = 15;

export function notificacoesWhere(filters: Omit<NotificacoesQuery, 'page'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.consultor) conditions.push(eq(notificacoes.consultor, filters.consultor));
  if (filters.lido !== undefined) conditions.push(eq(notificacoes.lido, filters.lido));
  if (filters.importante !== undefined) conditions.push(eq(notificacoes.importante, filters.importante));
  if (filters.id_venda) conditions.push(eq(notificacoes.venda, filters.id_venda));
  if (filters.tipo) conditions.push(eq(notificacoes.context, filters.tipo));
  if (filters.provedor) conditions.push(sql`(${notificacoes.ids} ->> 'provedor')::int = ${filters.provedor}`);
  if (filters.fornecedor)
    conditions.push(sql`(${notificacoes.ids} ->> 'fornecedor')::int = ${filters.fornecedor}`);
  return conditions.length ? and(...conditions) : undefined;
}

export async function findNotificacoes(
  db: DbOrTx,
  options: { where: SQL | undefined; limit: number; offset: number },
) {
  const rows = await db
    .select({
      n: notificacoes,
      consultor: { id: usuarios.id, nome: usuarios.nome, sobrenome: usuarios.sobrenome },
      cliente: { id: contatos.id, nome: contatos.nome, sobrenome: contatos.sobrenome },
    })
    .from(notificacoes)
    .leftJoin(usuarios, eq(usuarios.id, notificacoes.consultor))
    .leftJoin(contatos, eq(contatos.id, notificacoes.cliente))
    .where(options.where)
    .orderBy(desc(notificacoes.created_at), desc(notificacoes.id))
    .limit(options.limit)
    .offset(options.offset);
  return rows.map(({ n, consultor, cliente }) => ({
    id: n.id,
    title: n.title,
    context: n.context,
    ids: (n.ids ?? {}) as Record<string, number>,
    venda: n.venda,
    consultor: present(consultor),
    cliente: present(cliente),
    log: n.log,
    importante: n.importante,
    lido: n.lido,
    created_at: n.created_at.toISOString(),
  }));
}

export async function countNotificacoes(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notificacoes).where(where);
  return row?.n ?? 0;
}

/** Unread notifications of one consultant: the top bar's counter. */
export async function countNaoLidas(db: DbOrTx, consultor: number): Promise<number> {
  return countNotificacoes(db, and(eq(notificacoes.consultor, consultor), eq(notificacoes.lido, false)));
}

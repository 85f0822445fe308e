import type { NotificacoesQuery } from '@skyler/domain/notificacoes';
import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { present } from '../../db/present.ts';
import { contatos, notificacoes, notificacoes_preferencias, usuarios } from '../../db/schema/index.ts';

export const NOTIFICACOES_PAGE_SIZE = 15;

/** The notifications of one user that reach the bell (those of the e-mail digest wait for it). */
export function doUsuario(usuario: number): SQL {
  return and(eq(notificacoes.destinatario, usuario), eq(notificacoes.canal, 'app')) as SQL;
}

/** The filters of the lists, always within the signed-in user's own notifications. */
export function notificacoesWhere(
  usuario: number,
  filters: Omit<NotificacoesQuery, 'page'>,
): SQL | undefined {
  const conditions: SQL[] = [doUsuario(usuario)];
  if (filters.consultor) conditions.push(eq(notificacoes.consultor, filters.consultor));
  if (filters.lido !== undefined) conditions.push(eq(notificacoes.lido, filters.lido));
  if (filters.importante !== undefined) conditions.push(eq(notificacoes.importante, filters.importante));
  if (filters.id_venda) conditions.push(eq(notificacoes.venda, filters.id_venda));
  if (filters.tipo) conditions.push(eq(notificacoes.context, filters.tipo));
  if (filters.provedor) conditions.push(sql`(${notificacoes.ids} ->> 'provedor')::int = ${filters.provedor}`);
  if (filters.fornecedor)
    conditions.push(sql`(${notificacoes.ids} ->> 'fornecedor')::int = ${filters.fornecedor}`);
  return and(...conditions);
}

const autores = alias(usuarios, 'autores');

export async function findNotificacoes(
  db: DbOrTx,
  options: { where: SQL | undefined; limit: number; offset: number },
) {
  const rows = await db
    .select({
      n: notificacoes,
      consultor: { id: usuarios.id, nome: usuarios.nome, sobrenome: usuarios.sobrenome },
      cliente: { id: contatos.id, nome: contatos.nome, sobrenome: contatos.sobrenome },
      autor: { id: autores.id, nome: autores.nome, sobrenome: autores.sobrenome },
    })
    .from(notificacoes)
    .leftJoin(usuarios, eq(usuarios.id, notificacoes.consultor))
    .leftJoin(contatos, eq(contatos.id, notificacoes.cliente))
    .leftJoin(autores, eq(autores.id, notificacoes.autor))
    .where(options.where)
    .orderBy(desc(notificacoes.atualizada_em), desc(notificacoes.id))
    .limit(options.limit)
    .offset(options.offset);
  return rows.map(({ n, consultor, cliente, autor }) => ({
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
    atualizada_em: n.atualizada_em.toISOString(),
    vezes: n.vezes,
    autor: present(autor),
  }));
}

export async function countNotificacoes(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notificacoes).where(where);
  return row?.n ?? 0;
}

/** Unread notifications of one user that reach the bell: the top bar's counter. */
export async function countNaoLidas(db: DbOrTx, usuario: number): Promise<number> {
  return countNotificacoes(db, and(doUsuario(usuario), eq(notificacoes.lido, false)));
}

/** One notification of its user, locked for a change; another user's is not found. */
export async function lockNotificacao(db: DbOrTx, options: { id: number; usuario: number }) {
  const [row] = await db
    .select()
    .from(notificacoes)
    .where(and(eq(notificacoes.id, options.id), eq(notificacoes.destinatario, options.usuario)))
    .for('update');
  return row;
}

/** Marks every unread notification of the user read; answers their ids. */
export async function updateTodasLidas(db: DbOrTx, usuario: number): Promise<number[]> {
  const rows = await db
    .update(notificacoes)
    .set({ lido: true })
    .where(and(doUsuario(usuario), eq(notificacoes.lido, false)))
    .returning({ id: notificacoes.id });
  return rows.map((r) => r.id);
}

export async function findPreferencias(db: DbOrTx, usuario: number) {
  return db
    .select({ tipo: notificacoes_preferencias.tipo, canal: notificacoes_preferencias.canal })
    .from(notificacoes_preferencias)
    .where(eq(notificacoes_preferencias.usuario, usuario));
}

export async function upsertPreferencia(
  db: DbOrTx,
  row: {
    usuario: number;
    tipo: (typeof notificacoes_preferencias.$inferInsert)['tipo'];
    canal: (typeof notificacoes_preferencias.$inferInsert)['canal'];
  },
) {
  await db
    .insert(notificacoes_preferencias)
    .values({ ...row, updated_at: new Date() })
    .onConflictDoUpdate({
      target: [notificacoes_preferencias.usuario, notificacoes_preferencias.tipo],
      set: { canal: row.canal, updated_at: new Date() },
    });
}

/** The notifications waiting for the e-mail digest, with their user's address, oldest first; locked. */
export async function lockPendentesDoResumo(db: DbOrTx) {
  return db
    .select({
      id: notificacoes.id,
      title: notificacoes.title,
      vezes: notificacoes.vezes,
      venda: notificacoes.venda,
      atualizada_em: notificacoes.atualizada_em,
      destinatario: notificacoes.destinatario,
      email: usuarios.email,
      nome: usuarios.nome,
    })
    .from(notificacoes)
    .innerJoin(usuarios, eq(usuarios.id, notificacoes.destinatario))
    .where(and(eq(notificacoes.canal, 'email'), isNull(notificacoes.enviada_em), eq(usuarios.ativo, true)))
    .orderBy(notificacoes.destinatario, notificacoes.atualizada_em, notificacoes.id)
    .for('update', { of: notificacoes });
}

export async function updateEnviadas(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return;
  await db.update(notificacoes).set({ enviada_em: new Date() }).where(inArray(notificacoes.id, ids));
}

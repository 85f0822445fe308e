import { canalEfetivo, NOTIFICACAO_AGRUPAR_MINUTOS, type NotificacaoTipo } from '@skyler/domain/notificacoes';
import type { Departamento } from '@skyler/domain/permissions';
import { and, arrayContains, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { notificacoes, notificacoes_preferencias, usuarios } from '../db/schema/index.ts';
import { publishEvent } from './events.ts';

export type NewNotificacao = {
  /** what changed, naming the record, in pt-BR ("Cotação 0040 alterada na venda 0012") */
  title: string;
  context: NotificacaoTipo;
  ids?: Record<string, number>;
  venda?: number | null;
  /** the sale's consultant (the lists' column), not necessarily one of `para` */
  consultor?: number | null;
  cliente?: number | null;
  log?: number | null;
  importante?: boolean;
  /** who made the change: never told of it */
  autor: number | null;
  /** the users the change concerns (nulls and repeats are dropped) */
  para: readonly (number | null | undefined)[];
  /** the record changed (`cotacao:40`); by default the context's own id in `ids` */
  chave?: string;
};

function chaveDe(n: NewNotificacao): string | null {
  if (n.chave) return n.chave;
  const id = n.ids?.[n.context];
  return id === undefined ? null : `${n.context}:${id}`;
}

/** The active staff of a department (finance hears of payments, the issuers of issuances to make). */
export async function membrosDoDepartamento(tx: DbOrTx, departamento: Departamento): Promise<number[]> {
  const rows = await tx
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(
      and(
        arrayContains(usuarios.pertencente, [departamento]),
        eq(usuarios.ativo, true),
        eq(usuarios.cliente, false),
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * Tells the users a change concerns, inside the transaction of the change (decision 0078): each by the
 * channel they chose for the type (or their role's default), none of them the author; an unread notification
 * of the same record by the same author from the last minutes is updated instead of a new one.
 * Answers the rows written or updated.
 */
export async function createNotificacao(tx: DbOrTx, n: NewNotificacao): Promise<number[]> {
  const alvos = [...new Set(n.para.filter((id): id is number => typeof id === 'number' && id !== n.autor))];
  if (alvos.length === 0) return [];
  const pessoas = await tx
    .select({
      id: usuarios.id,
      is_superuser: usuarios.is_superuser,
      perfil_user: usuarios.perfil_user,
      pertencente: usuarios.pertencente,
      authorized_restricted_routes: usuarios.authorized_restricted_routes,
    })
    .from(usuarios)
    .where(and(inArray(usuarios.id, alvos), eq(usuarios.ativo, true), eq(usuarios.cliente, false)));
  const escolhas = await tx
    .select({ usuario: notificacoes_preferencias.usuario, canal: notificacoes_preferencias.canal })
    .from(notificacoes_preferencias)
    .where(
      and(inArray(notificacoes_preferencias.usuario, alvos), eq(notificacoes_preferencias.tipo, n.context)),
    );
  const escolhaDe = new Map(escolhas.map((e) => [e.usuario, e.canal]));
  const chave = chaveDe(n);
  const escritas: number[] = [];
  for (const pessoa of pessoas) {
    const canal = canalEfetivo(pessoa, n.context, escolhaDe.get(pessoa.id));
    if (canal === 'nenhum') continue;
    const [anterior] =
      chave === null || n.autor === null
        ? []
        : await tx
            .select({ id: notificacoes.id })
            .from(notificacoes)
            .where(
              and(
                eq(notificacoes.destinatario, pessoa.id),
                eq(notificacoes.chave, chave),
                eq(notificacoes.autor, n.autor),
                eq(notificacoes.canal, canal),
                eq(notificacoes.lido, false),
                isNull(notificacoes.enviada_em),
                gt(
                  notificacoes.atualizada_em,
                  sql`now() - make_interval(mins => ${NOTIFICACAO_AGRUPAR_MINUTOS})`,
                ),
              ),
            )
            .orderBy(desc(notificacoes.id))
            .limit(1)
            .for('update');
    if (anterior) {
      await tx
        .update(notificacoes)
        .set({
          title: n.title,
          ids: n.ids ?? {},
          log: n.log ?? null,
          vezes: sql`${notificacoes.vezes} + 1`,
          atualizada_em: sql`now()`,
          ...(n.importante ? { importante: true } : {}),
        })
        .where(eq(notificacoes.id, anterior.id));
      escritas.push(anterior.id);
    } else {
      const [row] = await tx
        .insert(notificacoes)
        .values({
          title: n.title,
          context: n.context,
          ids: n.ids ?? {},
          venda: n.venda ?? null,
          consultor: n.consultor ?? null,
          cliente: n.cliente ?? null,
          log: n.log ?? null,
          importante: n.importante ?? false,
          destinatario: pessoa.id,
          autor: n.autor,
          chave,
          canal,
        })
        .returning({ id: notificacoes.id });
      if (!row) throw new Error('notification not written');
      escritas.push(row.id);
    }
    if (canal === 'app') await publishEvent(tx, 'notificacoes', { usuario: pessoa.id });
  }
  return escritas;
}

import type { EmailFila, EmailsQuery } from '@skyler/domain/emails';
import { EMAIL_MESSAGES as M } from '@skyler/domain/emails';
import { count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { emails_anexos, emails_fila } from '../../db/schema/index.ts';
import type { actor } from '../../platform/actor.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { reabrirEmail } from '../../platform/email-fila.ts';
import { AppError } from '../../platform/errors.ts';

export function emailsWhere(status: EmailsQuery['status']): SQL | undefined {
  return status === 'nao_enviados'
    ? inArray(emails_fila.status, ['pendente', 'falhou'])
    : eq(emails_fila.status, status);
}

/** The outbox's rows without their bodies, the newest first. */
export async function findEmailsPage(
  db: DbOrTx,
  options: { where: SQL | undefined; limit?: number; offset?: number },
): Promise<EmailFila[]> {
  const anexos = sql<number>`(select count(*) from ${emails_anexos} where ${emails_anexos.email_id} = ${emails_fila.id})::int`;
  const rows = await db
    .select({
      id: emails_fila.id,
      para: emails_fila.para,
      assunto: emails_fila.assunto,
      status: emails_fila.status,
      tentativas: emails_fila.tentativas,
      proximo_envio: emails_fila.proximo_envio,
      ultimo_erro: emails_fila.ultimo_erro,
      anexos,
      created_at: emails_fila.created_at,
      enviado_em: emails_fila.enviado_em,
    })
    .from(emails_fila)
    .where(options.where)
    .orderBy(desc(emails_fila.created_at), desc(emails_fila.id))
    .limit(options.limit ?? 1)
    .offset(options.offset ?? 0);
  return rows.map((row) => ({
    ...row,
    anexos: Number(row.anexos),
    proximo_envio: row.proximo_envio.toISOString(),
    created_at: row.created_at.toISOString(),
    enviado_em: row.enviado_em?.toISOString() ?? null,
  }));
}

export async function countEmails(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(emails_fila).where(where);
  return row?.n ?? 0;
}

export async function findEmail(db: DbOrTx, id: number): Promise<EmailFila> {
  const [row] = await findEmailsPage(db, { where: eq(emails_fila.id, id) });
  if (!row) throw new AppError('not_found', M.naoEncontrado);
  return row;
}

/**
 * "Reenviar": a failed or pending e-mail is due again now with its attempts from zero; one already sent is
 * refused. Audited in the same transaction.
 */
export async function reenviarEmail(
  db: Db,
  { id, user, ip }: { id: number } & ReturnType<typeof actor>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(emails_fila).where(eq(emails_fila.id, id)).for('update');
    if (!row) throw new AppError('not_found', M.naoEncontrado);
    if (row.status === 'enviado') throw new AppError('conflict', M.jaEnviado);
    await reabrirEmail(tx, id);
    await createAuditLog(tx, {
      tipo: 'email_reenviado',
      usuario: user.id,
      antes: { status: row.status, tentativas: row.tentativas, ultimo_erro: row.ultimo_erro },
      depois: { status: 'pendente', tentativas: 0 },
      meta: { entidade: 'email', id, ip, para: row.para },
    });
  });
}

import { NOTIFICACAO_MESSAGES } from '@skyler/domain/notificacoes';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notificacoes } from '../../db/schema/index.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import { publishEvent } from '../../platform/events.ts';
import type { SessionUser } from '../../platform/sessions.ts';

/** Flips `lido` or `importante` of a notification, with its audit row; the counters follow live. */
export async function toggleNotificacao(
  db: Db,
  options: { id: number; campo: 'lido' | 'importante'; user: SessionUser; ip: string },
) {
  return db.transaction(async (tx) => {
    const [antes] = await tx.select().from(notificacoes).where(eq(notificacoes.id, options.id)).for('update');
    if (!antes) throw new AppError('not_found', NOTIFICACAO_MESSAGES.naoEncontrada);
    const valor = !antes[options.campo];
    await tx
      .update(notificacoes)
      .set({ [options.campo]: valor })
      .where(eq(notificacoes.id, options.id));
    await createAuditLog(tx, {
      tipo: options.campo === 'lido' ? 'notificacao_lida' : 'notificacao_importante',
      usuario: options.user.id,
      venda: antes.venda,
      antes: { [options.campo]: antes[options.campo] },
      depois: { [options.campo]: valor },
      meta: { entidade: 'notificacao', id: antes.id, ip: options.ip },
    });
    await publishEvent(tx, 'notificacoes', { consultor: antes.consultor });
    return options.campo === 'lido' ? { id: antes.id, lido: valor } : { id: antes.id, importante: valor };
  });
}

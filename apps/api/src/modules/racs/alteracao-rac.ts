import { RAC_MESSAGES as M } from '@skyler/domain/racs';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { emissoes, type RacRow, racs, vendas } from '../../db/schema/index.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import { createNotificacao } from '../../platform/notifications.ts';
import type { SessionUser } from '../../platform/sessions.ts';

/** Who changes a RAC and from where, for the audit row. */
export type AtorRac = { user: SessionUser; ip: string | null };

/** The RAC a change is about, locked for it: 404 when it does not exist. */
export async function travarRac(tx: DbOrTx, id: number): Promise<RacRow> {
  const [rac] = await tx.select().from(racs).where(eq(racs.id, id)).for('update');
  if (!rac) throw new AppError('not_found', M.naoEncontrada);
  return rac;
}

/** Protocols, documents and related services are added while the RAC is not finalizada (decision 0027). */
export async function travarRacAberta(tx: DbOrTx, id: number): Promise<RacRow> {
  const rac = await travarRac(tx, id);
  if (rac.status === 'finalizada') throw new AppError('conflict', M.finalizada);
  return rac;
}

export async function exigirRac(db: DbOrTx, id: number): Promise<void> {
  const [rac] = await db.select({ id: racs.id }).from(racs).where(eq(racs.id, id));
  if (!rac) throw new AppError('not_found', M.naoEncontrada);
}

/**
 * The audit row of a change to a RAC (`meta.entidade = 'rac'`) and the `rac` notification of the sale's
 * consultant, in the change's transaction.
 */
export async function registrarAlteracaoRac(
  tx: DbOrTx,
  options: {
    tipo: string;
    title: string;
    rac: { id: number; venda: number; servico: number; emissao: number };
    antes: unknown;
    depois: unknown;
    ator: AtorRac;
  },
): Promise<void> {
  const { rac, ator } = options;
  const [venda] = await tx
    .select({ consultor: vendas.consultor, cliente: vendas.cliente })
    .from(vendas)
    .where(eq(vendas.id, rac.venda));
  const [emitente] = await tx
    .select({ emitido_por: emissoes.emitido_por })
    .from(emissoes)
    .where(eq(emissoes.id, rac.emissao));
  const log = await createAuditLog(tx, {
    tipo: options.tipo,
    usuario: ator.user.id,
    venda: rac.venda,
    antes: options.antes,
    depois: options.depois,
    meta: {
      entidade: 'rac',
      id: rac.id,
      emissao: rac.emissao,
      servico: rac.servico,
      ...(ator.ip ? { ip: ator.ip } : {}),
    },
  });
  await createNotificacao(tx, {
    title: options.title,
    context: 'rac',
    ids: { venda: rac.venda, servico: rac.servico, emissao: rac.emissao, rac: rac.id },
    venda: rac.venda,
    consultor: venda?.consultor ?? null,
    cliente: venda?.cliente ?? null,
    log,
    autor: ator.user.id,
    // the sale's consultant and the issuer of the issuance it changes
    para: [venda?.consultor, emitente?.emitido_por],
  });
}

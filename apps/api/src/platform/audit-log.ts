import type { DbOrTx } from '../db/client.ts';
import { logs } from '../db/schema/index.ts';

export type AuditEntry = {
  /** what happened, e.g. 'venda_cancelada', 'usuario_desbloqueado' */
  tipo: string;
  usuario: number | null;
  venda?: number | null;
  antes?: unknown;
  depois?: unknown;
  meta: { entidade: string; id: number | string | null; ip?: string } & Record<string, unknown>;
};

/** Writes the audit-log row of a change; call it with the transaction that makes the change. */
export async function createAuditLog(tx: DbOrTx, entry: AuditEntry): Promise<number> {
  const [row] = await tx
    .insert(logs)
    .values({
      tipo: entry.tipo,
      usuario: entry.usuario,
      venda: entry.venda ?? null,
      dados: { antes: entry.antes ?? null, depois: entry.depois ?? null },
      meta: entry.meta,
    })
    .returning({ id: logs.id });
  if (!row) throw new Error('audit log row not written');
  return row.id;
}

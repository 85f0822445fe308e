import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { logs } from '../db/schema/index.ts';

/**
 * The transaction-local setting that dates the audit rows a transaction writes; empty or unset: the
 * transaction's time. Only the demo seed sets it, to replay its steps in the past: audit rows are never
 * updated (decision 0047), so their date is given when they are written.
 */
const DATA_DA_AUDITORIA = 'skyler.auditoria_em';

/** Dates the audit rows the transaction writes from here on at `em`; `null` goes back to the present. */
export async function datarAuditoria(tx: DbOrTx, em: Date | null): Promise<void> {
  await tx.execute(sql`select set_config(${DATA_DA_AUDITORIA}, ${em ? em.toISOString() : ''}, true)`);
}

export type AuditEntry = {
  /** what happened, e.g. 'venda_cancelada', 'usuario_desbloqueado' */
  tipo: string;
  usuario: number | null;
  venda?: number | null;
  antes?: unknown;
  depois?: unknown;
  meta: { entidade: string; id: number | string | null; ip?: string } & Record<string, unknown>;
};

/**
 * Writes the audit-log row of a change; call it with the transaction that makes the change. The database
 * chains the row to the previous one when the transaction commits, and refuses any later change to it
 * (decision 0047).
 */
export async function createAuditLog(tx: DbOrTx, entry: AuditEntry): Promise<number> {
  const [row] = await tx
    .insert(logs)
    .values({
      tipo: entry.tipo,
      usuario: entry.usuario,
      venda: entry.venda ?? null,
      dados: { antes: entry.antes ?? null, depois: entry.depois ?? null },
      meta: entry.meta,
      created_at: sql`coalesce(nullif(current_setting(${DATA_DA_AUDITORIA}, true), '')::timestamptz, now())`,
    })
    .returning({ id: logs.id });
  if (!row) throw new Error('audit log row not written');
  return row.id;
}

import { moneyString, sum } from '@skyler/domain/precos/dinheiro';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pagamentos, pagamentos_servicos } from '../../db/schema/index.ts';
import { createAuditLog } from '../../platform/audit-log.ts';

/**
 * What a cancelled service leaves to receive (decision 0025): its payments not yet concluded stop being
 * owed. A payment of this service alone is removed; a joined payment loses this service's share and its
 * value drops by it. Concluded payments stay as they are: money received is returned through a RAC.
 * Runs in the cancellation's transaction; each change leaves an audit row.
 */
export async function liberarPagamentosDoServicoTx(
  tx: DbOrTx,
  options: { servico: number; venda: number; user: { id: number }; ip: string | null },
): Promise<{ excluidos: number[]; reduzidos: number[] }> {
  const abertos = await tx
    .select({ pagamento: pagamentos })
    .from(pagamentos_servicos)
    .innerJoin(pagamentos, eq(pagamentos.id, pagamentos_servicos.pagamento))
    .where(and(eq(pagamentos_servicos.servico, options.servico), eq(pagamentos.status, 'nao_efetuado')))
    .for('update', { of: pagamentos });
  if (abertos.length === 0) return { excluidos: [], reduzidos: [] };
  const ids = abertos.map((row) => row.pagamento.id);
  const partes = await tx
    .select()
    .from(pagamentos_servicos)
    .where(inArray(pagamentos_servicos.pagamento, ids));
  const excluidos: number[] = [];
  const reduzidos: number[] = [];
  const meta = (id: number) => ({
    entidade: 'pagamento',
    id,
    motivo: 'servico_cancelado',
    servico: options.servico,
    ...(options.ip ? { ip: options.ip } : {}),
  });
  for (const { pagamento } of abertos) {
    const restantes = partes.filter((p) => p.pagamento === pagamento.id && p.servico !== options.servico);
    if (restantes.length === 0) {
      await tx.delete(pagamentos).where(eq(pagamentos.id, pagamento.id));
      excluidos.push(pagamento.id);
      await createAuditLog(tx, {
        tipo: 'pagamento_excluido',
        usuario: options.user.id,
        venda: options.venda,
        antes: pagamento,
        depois: null,
        meta: meta(pagamento.id),
      });
      continue;
    }
    await tx
      .delete(pagamentos_servicos)
      .where(
        and(
          eq(pagamentos_servicos.pagamento, pagamento.id),
          eq(pagamentos_servicos.servico, options.servico),
        ),
      );
    const [depois] = await tx
      .update(pagamentos)
      .set({ valor: moneyString(sum(restantes.map((p) => p.valor))), updated_at: new Date() })
      .where(eq(pagamentos.id, pagamento.id))
      .returning();
    reduzidos.push(pagamento.id);
    await createAuditLog(tx, {
      tipo: 'pagamento_alterado',
      usuario: options.user.id,
      venda: options.venda,
      antes: pagamento,
      depois: depois ?? null,
      meta: meta(pagamento.id),
    });
  }
  return { excluidos, reduzidos };
}

import { dec } from '@skyler/domain/precos/dinheiro';
import { type ServicoStatus, servicoCoberto } from '@skyler/domain/servicos';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pagamentos, pagamentos_servicos, servicos } from '../../db/schema/index.ts';
import { createAuditLog } from '../../platform/audit-log.ts';

/** Only these statuses follow the payments; a service further along (or cancelled) stays where it is. */
const SEGUEM_PAGAMENTOS: readonly ServicoStatus[] = ['pagamento', 'pagamento_validacao'];

export type ServicoMovido = {
  id: number;
  venda: number;
  de: ServicoStatus;
  para: ServicoStatus;
  valor_total: string;
  valor_pago: string;
};

/** Whether concluded payments of `pago` cover a service of `total`, within the payments' tolerance. */
export const pagamentoCobre = servicoCoberto;

/** What the concluded payments of each service add up to (its share of them), by service id. */
export async function pagoPorServico(tx: DbOrTx, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const pagos = await tx
    .select({
      servico: pagamentos_servicos.servico,
      pago: sql<string>`coalesce(sum(${pagamentos_servicos.valor}), 0)::text`,
    })
    .from(pagamentos_servicos)
    .innerJoin(pagamentos, eq(pagamentos.id, pagamentos_servicos.pagamento))
    .where(and(inArray(pagamentos_servicos.servico, [...ids]), eq(pagamentos.status, 'concluido')))
    .groupBy(pagamentos_servicos.servico);
  return new Map(pagos.map((linha) => [linha.servico, linha.pago]));
}

/**
 * Moves the given services between `pagamento` and `pagamento_validacao` by what their concluded payments
 * cover (decision 0025): covered within 0.1 → `pagamento_validacao` (finance checks it), no longer covered
 * → back to `pagamento`. Call it in the transaction that concluded or reopened a payment, with every
 * service that payment pays (before and after the change); each move leaves its audit row.
 */
export async function atualizarServicosPagos(
  tx: DbOrTx,
  options: { servicos: readonly number[]; usuario: number | null; ip?: string | null; pagamento?: number },
): Promise<ServicoMovido[]> {
  const ids = [...new Set(options.servicos)];
  if (ids.length === 0) return [];
  // the services' rows first, locked in id order, then what their concluded payments add up to
  const linhas = await tx
    .select({
      id: servicos.id,
      venda: servicos.venda,
      status: servicos.status,
      valor_total: servicos.valor_total,
    })
    .from(servicos)
    .where(and(inArray(servicos.id, ids), inArray(servicos.status, [...SEGUEM_PAGAMENTOS])))
    .orderBy(servicos.id)
    .for('update');
  if (linhas.length === 0) return [];
  const pagoDe = await pagoPorServico(
    tx,
    linhas.map((linha) => linha.id),
  );
  const movidos: ServicoMovido[] = [];
  for (const linha of linhas) {
    const pago = pagoDe.get(linha.id) ?? '0';
    const para: ServicoStatus = pagamentoCobre(pago, linha.valor_total) ? 'pagamento_validacao' : 'pagamento';
    if (para === linha.status) continue;
    await tx.update(servicos).set({ status: para, updated_at: new Date() }).where(eq(servicos.id, linha.id));
    const movido = {
      id: linha.id,
      venda: linha.venda,
      de: linha.status,
      para,
      valor_total: linha.valor_total,
      valor_pago: dec(pago).toFixed(2),
    };
    await createAuditLog(tx, {
      tipo: para === 'pagamento_validacao' ? 'servico_pago' : 'servico_pagamento_reaberto',
      usuario: options.usuario,
      venda: linha.venda,
      antes: { status: linha.status },
      depois: { status: para, valor_pago: movido.valor_pago, valor_total: linha.valor_total },
      meta: {
        entidade: 'servico',
        id: linha.id,
        ...(options.ip ? { ip: options.ip } : {}),
        ...(options.pagamento ? { pagamento: options.pagamento } : {}),
      },
    });
    movidos.push(movido);
  }
  return movidos;
}

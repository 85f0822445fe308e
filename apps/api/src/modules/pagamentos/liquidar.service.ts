import { formatId, formatMoney } from '@skyler/domain/formatters';
import { PAGAMENTO_UI_MESSAGES as M, PAGAMENTO_TOLERANCIA } from '@skyler/domain/pagamentos';
import { dec } from '@skyler/domain/precos/dinheiro';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  type PagamentoRow,
  pagamentos,
  pagamentos_servicos,
  servicos,
  vendas,
} from '../../db/schema/index.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import { createNotificacao, membrosDoDepartamento } from '../../platform/notifications.ts';
import { conferirVersao } from '../../platform/versao.ts';
import { avisarClienteDaVendaTx } from '../mensagens/mensagens.service.ts';
import { atualizarServicosPagos, pagoPorServico } from './servicos-pagos.ts';

type VendaDoPagamento = { id: number; status: string; consultor: number | null; cliente: number | null };

/**
 * The consultant of the sale learns that a payment was concluded; finance too when the gateway concluded it
 * (`autor` null), as nobody of theirs did.
 */
export async function notificarPagamentoConcluido(
  tx: DbOrTx,
  options: { pagamento: number; venda: VendaDoPagamento; log: number; valor: string; autor: number | null },
): Promise<void> {
  await createNotificacao(tx, {
    autor: options.autor,
    para: [
      options.venda.consultor,
      ...(options.autor === null ? await membrosDoDepartamento(tx, 'financeiro') : []),
    ],
    title: `Pagamento ${formatId(options.pagamento)} de R$ ${dec(options.valor).toFixed(2).replace('.', ',')} concluído na venda ${formatId(options.venda.id)}`,
    context: 'pagamento',
    ids: { pagamento: options.pagamento, venda: options.venda.id },
    venda: options.venda.id,
    consultor: options.venda.consultor,
    cliente: options.venda.cliente,
    log: options.log,
  });
}

/**
 * The services' balance: concluding the payment must not take any of its services beyond its value (what the
 * other concluded payments already paid plus this payment's share, within the payments' tolerance).
 */
export async function conferirSaldoDosServicos(tx: DbOrTx, pagamento: number): Promise<number[]> {
  const partes = await tx
    .select({ servico: pagamentos_servicos.servico, valor: pagamentos_servicos.valor })
    .from(pagamentos_servicos)
    .where(eq(pagamentos_servicos.pagamento, pagamento))
    .orderBy(pagamentos_servicos.servico);
  const ids = partes.map((parte) => parte.servico);
  if (ids.length === 0) return [];
  const pagos = await pagoPorServico(tx, ids);
  const totais = await tx
    .select({ id: servicos.id, valor_total: servicos.valor_total })
    .from(servicos)
    .where(inArray(servicos.id, ids));
  const totalPorId = new Map(totais.map((linha) => [linha.id, linha.valor_total]));
  for (const parte of partes) {
    const depois = dec(pagos.get(parte.servico) ?? '0').plus(parte.valor);
    if (depois.minus(totalPorId.get(parte.servico) ?? '0').gt(PAGAMENTO_TOLERANCIA)) {
      throw new AppError('conflict', M.saldoDoServico);
    }
  }
  return ids;
}

export type Liquidacao = {
  /** the payment's row, read `for update` in the caller's transaction */
  antes: PagamentoRow;
  /** the version the caller read, when a person concludes (409 when stale) */
  versao?: number | null;
  /** who concluded: null for the gateway */
  autor: number | null;
  ip?: string | null;
  data_pagamento: string;
  /** the fee kept by the method: the gateway's receivables, the fee table's, the one typed or the one it had */
  taxa: { valor: string; origem: 'gateway' | 'tabela' | 'digitada' | 'anterior' };
  /** the gateway's event that concluded it (its id is kept: the same event never concludes twice) */
  evento?: { id: string; tipo: string };
  /** services the payment paid before the edit that concludes it, moved with the ones it pays now */
  servicosAntes?: readonly number[];
  /** the audit row: the gateway's confirmation, or the edit or creation that concluded it, with its data */
  registro: {
    tipo: string;
    antes?: Record<string, unknown>;
    depois?: Record<string, unknown>;
    meta?: Record<string, unknown>;
  };
};

/**
 * The one way a payment becomes concluded (decision 0087): a card link's, a Pix's or a boleto's paid event,
 * and finance concluding by hand (creating it concluded, editing it to concluded, "Concluir"). In the caller's
 * transaction, on the payment's locked row: the version is checked, the services' balance too, then the
 * status, the payment date, the fee and who concluded (or the gateway's event) are written, audited, the
 * services it covers move to payment validation and the consultant (and finance, for the gateway) is told.
 * Whether the gateway's amount is the payment's is the gateway path's check, before it calls this.
 */
export async function liquidarPagamentoTx(
  tx: DbOrTx,
  liquidacao: Liquidacao,
): Promise<{ depois: PagamentoRow; log: number }> {
  const { antes } = liquidacao;
  conferirVersao(antes.versao, liquidacao.versao);
  if (antes.status === 'concluido') throw new AppError('conflict', M.linkJaPago);
  const servicosDoPagamento = await conferirSaldoDosServicos(tx, antes.id);
  const [depois] = await tx
    .update(pagamentos)
    .set({
      status: 'concluido',
      taxa_meio_pagamento: liquidacao.taxa.valor,
      data_pagamento: liquidacao.data_pagamento,
      concluido_em: new Date(),
      concluido_por: liquidacao.autor,
      ...(liquidacao.evento ? { pagarme_evento: liquidacao.evento.id } : {}),
      updated_at: new Date(),
    })
    .where(eq(pagamentos.id, antes.id))
    .returning();
  if (!depois) throw new AppError('not_found', M.naoEncontrado);
  // the client hears of the payment received by WhatsApp, where they opted in
  await avisarClienteDaVendaTx(tx, {
    venda: depois.venda,
    template: 'pagamento_recebido',
    parametros: (venda) => [formatMoney(depois.valor), venda],
  });
  const { registro } = liquidacao;
  const log = await createAuditLog(tx, {
    tipo: registro.tipo,
    usuario: liquidacao.autor,
    venda: antes.venda,
    ...(registro.antes ? { antes: registro.antes } : {}),
    depois: {
      ...registro.depois,
      status: depois.status,
      data_pagamento: depois.data_pagamento,
      taxa_meio_pagamento: depois.taxa_meio_pagamento,
    },
    meta: {
      entidade: 'pagamento',
      id: antes.id,
      ...registro.meta,
      ...(liquidacao.evento ? { evento: liquidacao.evento.id, tipo_evento: liquidacao.evento.tipo } : {}),
      ...(liquidacao.taxa.origem === 'digitada' ? {} : { taxa_origem: liquidacao.taxa.origem }),
      ...(liquidacao.ip ? { ip: liquidacao.ip } : {}),
    },
  });
  await atualizarServicosPagos(tx, {
    servicos: [...(liquidacao.servicosAntes ?? []), ...servicosDoPagamento],
    usuario: liquidacao.autor,
    ...(liquidacao.ip ? { ip: liquidacao.ip } : {}),
    pagamento: antes.id,
  });
  const [venda] = await tx
    .select({ id: vendas.id, status: vendas.status, consultor: vendas.consultor, cliente: vendas.cliente })
    .from(vendas)
    .where(eq(vendas.id, antes.venda));
  if (venda) {
    await notificarPagamentoConcluido(tx, {
      pagamento: antes.id,
      venda,
      log,
      valor: depois.valor,
      autor: liquidacao.autor,
    });
  }
  return { depois, log };
}

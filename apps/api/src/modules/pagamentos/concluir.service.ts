import { PAGAMENTO_UI_MESSAGES } from '@skyler/domain/pagamentos';
import { CONCLUIR_LIBERAR_MESSAGES, type ZConcluirPagamentoRequest } from '@skyler/domain/servicos';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { pagamentos_servicos } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { findServicosPorIds } from '../servicos/servicos.queries.ts';
import { faturarServicoTx } from '../servicos/servicos.service.ts';
import { findPagamento } from './pagamentos.queries.ts';
import { type AutorPagamento, atualizarPagamentoTx } from './pagamentos.service.ts';

/**
 * POST /api/pagamentos/{id}/concluir/: finance concludes a payment from Contas a Receber and, when it
 * completes what a service owes, releases that service (faturar, with the best-practices answer) in the same
 * transaction: both or neither. Each step is its own writer (`atualizarPagamentoTx`, `faturarServicoTx`), so
 * each leaves its audit rows; a service the payment does not pay, or one it does not cover, is refused.
 */
export async function concluirPagamento(
  db: Db,
  options: { id: number; body: z.output<typeof ZConcluirPagamentoRequest> } & AutorPagamento,
) {
  const { body } = options;
  const liberados = await db.transaction(async (tx) => {
    await atualizarPagamentoTx(tx, {
      id: options.id,
      body: body.pagamento,
      user: options.user,
      ip: options.ip,
    });
    const liberar = body.liberar;
    if (!liberar) return [];
    const pagos = new Set(
      (
        await tx
          .select({ servico: pagamentos_servicos.servico })
          .from(pagamentos_servicos)
          .where(eq(pagamentos_servicos.pagamento, options.id))
      ).map((linha) => linha.servico),
    );
    const ids = [...new Set(liberar.servicos)].sort((a, b) => a - b);
    if (ids.some((id) => !pagos.has(id))) {
      throw new AppError('bad_request', CONCLUIR_LIBERAR_MESSAGES.servicoDeOutroPagamento, {
        'liberar.servicos': [CONCLUIR_LIBERAR_MESSAGES.servicoDeOutroPagamento],
      });
    }
    for (const id of ids) {
      await faturarServicoTx(tx, {
        id,
        body: {
          seguiu_manual_boas_praticas: liberar.seguiu_manual_boas_praticas,
          motivo_nao_seguimento_boas_praticas: liberar.motivo_nao_seguimento_boas_praticas ?? null,
        },
        user: options.user,
        ip: options.ip,
      });
    }
    return ids;
  });
  const pagamento = await findPagamento(db, options.id);
  if (!pagamento) throw new AppError('not_found', PAGAMENTO_UI_MESSAGES.naoEncontrado);
  return { pagamento, servicos: await findServicosPorIds(db, liberados) };
}

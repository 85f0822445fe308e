import { EMISSAO_MESSAGES, emissaoEditavel, podeEditarEmissoes } from '@skyler/domain/emissoes';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { emissoes, vendas } from '../../db/schema/index.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import { createNotificacao } from '../../platform/notifications.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import { conferirVersao } from '../../platform/versao.ts';

/** Who changes something and from where, for the audit row. */
export type AtorEmissao = { user: SessionUser; ip: string | null };

/**
 * The issuance a change is about, locked for the change (`SELECT … FOR UPDATE`): 404 when it does not
 * exist, 403 for who is not an issuer, 409 when it changed since the version the write was sent with
 * (decision 0034) or left the queue (decision 0027). Every write of the issuance and of its beneficiaries,
 * attachments and payment lines starts here, in its transaction.
 */
export async function carregarEmissaoParaAlterar(
  tx: DbOrTx,
  id: number,
  ator: AtorEmissao,
  versao?: number | null,
) {
  if (!podeEditarEmissoes(ator.user)) throw new AppError('forbidden', EMISSAO_MESSAGES.semPermissao);
  const [emissao] = await tx.select().from(emissoes).where(eq(emissoes.id, id)).for('update');
  if (!emissao) throw new AppError('not_found', EMISSAO_MESSAGES.naoEncontrada);
  conferirVersao(emissao.versao, versao);
  if (!emissaoEditavel(emissao)) throw new AppError('conflict', EMISSAO_MESSAGES.naoEditavel);
  return emissao;
}

/**
 * The audit row of a change to an issuance (`meta.entidade = 'emissao'`) and the `emissao` notification of
 * the sale's consultant, in the change's transaction.
 */
export async function registrarAlteracaoEmissao(
  tx: DbOrTx,
  options: {
    tipo: string;
    title: string;
    emissao: { id: number; venda: number; servico: number };
    antes: unknown;
    depois: unknown;
    ator: AtorEmissao;
    meta?: Record<string, unknown>;
  },
): Promise<void> {
  const { emissao, ator } = options;
  const [venda] = await tx
    .select({ consultor: vendas.consultor, cliente: vendas.cliente })
    .from(vendas)
    .where(eq(vendas.id, emissao.venda));
  const [emitente] = await tx
    .select({ emitido_por: emissoes.emitido_por })
    .from(emissoes)
    .where(eq(emissoes.id, emissao.id));
  const log = await createAuditLog(tx, {
    tipo: options.tipo,
    usuario: ator.user.id,
    venda: emissao.venda,
    antes: options.antes,
    depois: options.depois,
    meta: {
      entidade: 'emissao',
      id: emissao.id,
      servico: emissao.servico,
      ...(options.meta ?? {}),
      ...(ator.ip ? { ip: ator.ip } : {}),
    },
  });
  await createNotificacao(tx, {
    title: options.title,
    context: 'emissao',
    ids: { venda: emissao.venda, servico: emissao.servico, emissao: emissao.id },
    venda: emissao.venda,
    consultor: venda?.consultor ?? null,
    cliente: venda?.cliente ?? null,
    log,
    autor: ator.user.id,
    // the sale's consultant and the issuance's issuer
    para: [venda?.consultor, emitente?.emitido_por],
  });
}

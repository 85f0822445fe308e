import { formatMoney } from '@skyler/domain/formatters';
import { limiteCancelamentoNfse, NFSE_MESSAGES as M } from '@skyler/domain/nfse';
import { dec } from '@skyler/domain/precos/dinheiro';
import type { DbOrTx } from '../../db/client.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { publishEvent } from '../../platform/events.ts';
import {
  findAjusteDaRac,
  findNfsePorReferencia,
  findNfseViva,
  findServicoParaNfse,
  insertNfse,
  type NfseRow,
  sumCreditosDaNfse,
} from './nfse.queries.ts';
import { descricaoDaNfse } from './nfse.service.ts';
import { lerConfiguracaoNfse, receitaPropriaDoServico } from './nfse-fiscal.ts';

export type AjusteNfse =
  | { tipo: 'nenhum' }
  | { tipo: 'registrado'; diferenca: string }
  | { tipo: 'substituta' | 'nota_de_credito'; nfse: NfseRow; nova: boolean };

/** The adjustment's own reference: one per refund (RAC) of the invoice, its idempotency key. */
export const referenciaDoAjuste = (original: Pick<NfseRow, 'referencia'>, rac: number) =>
  `${original.referencia}-rac-${rac}`;

/**
 * After a refund (a RAC concluded) reduced the service's own revenue, in the caller's transaction: when the
 * service's authorised invoice is past the municipality's cancellation window, what the fiscal settings'
 * `reembolso_fora_prazo` says (decision 0096):
 * - `substituir_nota`: a substitute invoice for the new own revenue, queued for the provider like any other;
 *   its authorisation marks the original replaced (the queue). With no own revenue left, a credit note.
 * - `nota_de_credito`: a credit note of the difference, recorded for the accountant (never sent).
 * - `apenas_registrar`: an audit-log row with the difference.
 * Within the window (finance may still cancel the invoice), without an authorised invoice, settings or a
 * reduction, nothing. Idempotent by the adjustment's reference (the invoice's and the RAC's).
 */
export async function ajustarNfseAposReembolsoTx(
  tx: DbOrTx,
  options: { servico: number; rac: number; usuario: number | null; agora?: Date },
): Promise<AjusteNfse> {
  const agora = options.agora ?? new Date();
  const configuracao = await lerConfiguracaoNfse(tx);
  if (!configuracao) return { tipo: 'nenhum' };
  const feito = await findAjusteDaRac(tx, options.servico, options.rac);
  if (feito)
    return { tipo: feito.tipo === 'substituta' ? 'substituta' : 'nota_de_credito', nfse: feito, nova: false };
  const original = await findNfseViva(tx, options.servico);
  if (original?.status !== 'autorizada' || !original.autorizada_em) return { tipo: 'nenhum' };
  if (agora <= limiteCancelamentoNfse(original.autorizada_em, configuracao.prazo_cancelamento_dias))
    return { tipo: 'nenhum' };
  const referencia = referenciaDoAjuste(original, options.rac);

  const receita = dec(await receitaPropriaDoServico(tx, options.servico));
  const faturado = dec(original.valor).minus(await sumCreditosDaNfse(tx, original.id));
  const diferenca = faturado.minus(receita.gt(0) ? receita : 0);
  if (diferenca.lte(0)) return { tipo: 'nenhum' };
  const numero = original.numero ?? original.referencia;
  const auditar = (tipo: string, id: number, depois: Record<string, unknown>) =>
    createAuditLog(tx, {
      tipo,
      usuario: options.usuario,
      depois: { ...depois, rac: options.rac, ajusta: original.id, numero_ajustado: original.numero },
      meta: { entidade: 'nfse', id, servico: options.servico },
    });

  if (configuracao.reembolso_fora_prazo === 'apenas_registrar') {
    await auditar('nfse_reembolso_registrado', original.id, {
      valor_nota: faturado.toFixed(2),
      receita_propria: receita.toFixed(2),
      diferenca: diferenca.toFixed(2),
    });
    return { tipo: 'registrado', diferenca: diferenca.toFixed(2) };
  }

  const substitui = configuracao.reembolso_fora_prazo === 'substituir_nota' && receita.gt(0);
  const comum = {
    servico: options.servico,
    referencia,
    tomador: original.tomador,
    ajusta: original.id,
    created_by: options.usuario,
    updated_by: options.usuario,
  };
  const inserida = substitui
    ? await insertNfse(tx, {
        ...comum,
        tipo: 'substituta',
        status: 'pendente',
        valor: receita.toFixed(2),
        discriminacao: `${descricaoDaNfse(configuracao.modelo_descricao, {
          servico: options.servico,
          venda: (await findServicoParaNfse(tx, options.servico))?.venda ?? 0,
          cliente: original.tomador.nome,
          valor: receita.toFixed(2),
        })} ${M.substituiNota(numero)}`.slice(0, 2000),
        operacao: 'emitir',
        proxima_tentativa: agora,
      })
    : await insertNfse(tx, {
        ...comum,
        tipo: 'nota_de_credito',
        status: 'registrada',
        valor: diferenca.toFixed(2),
        discriminacao: M.notaDeCredito(formatMoney(diferenca.toFixed(2)), numero, options.rac),
      });
  if (!inserida) {
    // a concurrent conclusion of the same refund wrote it first
    const concorrente = await findNfsePorReferencia(tx, referencia);
    if (!concorrente) return { tipo: 'nenhum' };
    return { tipo: substitui ? 'substituta' : 'nota_de_credito', nfse: concorrente, nova: false };
  }
  if (substitui) {
    await auditar('nfse_substituta_solicitada', inserida.id, {
      referencia,
      valor: inserida.valor,
      diferenca: diferenca.toFixed(2),
    });
    await publishEvent(tx, 'nfse', {});
    return { tipo: 'substituta', nfse: inserida, nova: true };
  }
  await auditar('nfse_nota_de_credito', inserida.id, { referencia, valor: inserida.valor });
  return { tipo: 'nota_de_credito', nfse: inserida, nova: true };
}

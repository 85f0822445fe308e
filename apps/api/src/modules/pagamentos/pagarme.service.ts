import { formatId } from '@skyler/domain/formatters';
import {
  PAGAMENTO_API_MESSAGES as A,
  PAGAMENTO_UI_MESSAGES as M,
  type PagamentoView,
  type ZPagarmeLinkRequest,
} from '@skyler/domain/pagamentos';
import { dec, toProviderCents } from '@skyler/domain/precos/dinheiro';
import { PAGAMENTO_MESSAGES } from '@skyler/domain/precos/pagamento';
import { MENSAGEM_VERSAO } from '@skyler/domain/versao';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { pagamentos, pagarme_eventos } from '../../db/schema/index.ts';
import {
  assinaturaConfere,
  centavosDoEvento,
  cobrancasDoEvento,
  dataPagaDoEvento,
  idsDoEvento,
  PAGARME_EVENTOS_PAGOS,
  type PagarmeClient,
  type PagarmeEvento,
  ZPagarmeEvento,
} from '../../integrations/pagarme.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import { pgError } from '../../platform/pg-errors.ts';
import { conferirSaldoDosServicos, liquidarPagamentoTx } from './liquidar.service.ts';
import { findPagamento } from './pagamentos.queries.ts';
import {
  type AutorPagamento,
  gravarNoPagamento,
  podeCadastrarPagamento,
  travarPagamento,
} from './pagamentos.service.ts';
import { hojeNaAgencia } from './status-sql.ts';
import { taxaAoConcluir } from './taxa-ao-concluir.ts';

/** The link's title: the sale and the services it pays ("Venda 0012 · Serviços 0034, 0035"), at most 100 characters. */
export function tituloDoLink(venda: number, servicos: readonly number[]): string {
  const lista = servicos.map((servico) => formatId(servico)).join(', ');
  const titulo = `Venda ${formatId(venda)} · ${servicos.length > 1 ? 'Serviços' : 'Serviço'} ${lista}`;
  return titulo.length > 100 ? `${titulo.slice(0, 99)}…` : titulo;
}

function conferirLinkPossivel(pagamento: PagamentoView): void {
  if (pagamento.meio_pagamento !== 'pagarme') throw new AppError('bad_request', M.linkSoCartao);
  if (pagamento.status === 'concluido') throw new AppError('conflict', M.linkJaPago);
  if (pagamento.servicos.length === 0) {
    throw new AppError('bad_request', PAGAMENTO_MESSAGES.servicoLink, {
      servicos: [PAGAMENTO_MESSAGES.servicoLink],
    });
  }
}

/**
 * POST /api/pagamentos/{id}/pagarme_link/: a card payment link at Pagar.me for the payment's amount in
 * cents (truncated), titled with the sale and services, up to the instalments asked (the payment's by
 * default). The gateway is called outside any transaction; the link is stored only when it answered well.
 * A payment that already has its link answers it unchanged (the link the client may already hold).
 */
export async function criarLinkPagarme(
  db: Db,
  pagarme: PagarmeClient,
  options: { id: number; body: z.infer<typeof ZPagarmeLinkRequest> } & AutorPagamento,
): Promise<PagamentoView[]> {
  const pagamento = await findPagamento(db, options.id);
  if (!pagamento) throw new AppError('not_found', M.naoEncontrado);
  if (!podeCadastrarPagamento(options.user, { consultor: pagamento.venda.consultor?.id ?? null })) {
    throw new AppError('forbidden', M.semPermissaoCriar);
  }
  conferirLinkPossivel(pagamento);
  if (pagamento.pagarme_link) return [pagamento];
  if (!pagarme.configurado) throw new AppError('unavailable', M.pagarmeNaoConfigurado);
  const centavos = toProviderCents(pagamento.valor_total);
  const link = await pagarme.criarLink({
    titulo: tituloDoLink(
      pagamento.venda.id,
      pagamento.servicos.map((parte) => parte.servico),
    ),
    centavos,
    maxParcelas: options.body.max_installments ?? pagamento.num_parcelas,
  });
  try {
    await db.transaction(async (tx) => {
      const antes = await travarPagamento(tx, options.id);
      if (antes.status === 'concluido') throw new AppError('conflict', M.linkJaPago);
      if (antes.meio_pagamento !== 'pagarme') throw new AppError('bad_request', M.linkSoCartao);
      // the payment changed while the gateway answered: the link's amount is no longer its own
      if (toProviderCents(dec(antes.valor).plus(antes.taxa_meio_pagamento)) !== centavos) {
        throw new AppError('conflict', MENSAGEM_VERSAO);
      }
      await gravarNoPagamento(tx, {
        antes,
        colunas: { pagarme_id: link.id, pagarme_link: link.url, pagarme_centavos: centavos },
        registro: {
          tipo: 'pagamento_link',
          antes: { pagarme_id: antes.pagarme_id, pagarme_link: antes.pagarme_link },
          depois: () => ({ pagarme_id: link.id, pagarme_link: link.url }),
        },
        autor: options,
      });
    });
  } catch (error) {
    // the gateway gave an id another payment already holds: its answer cannot be trusted
    if (pgError(error)?.kind === 'unique') throw new AppError('bad_gateway', M.pagarmeFalhou);
    throw error;
  }
  const depois = await findPagamento(db, options.id);
  if (!depois) throw new AppError('not_found', M.naoEncontrado);
  return [depois];
}

export type ResultadoWebhook = {
  recebido: true;
  pagamento: number | null;
  concluido: boolean;
  /** why a paid event did not conclude its payment (recorded with the event) */
  divergencia?: string;
};

/** Why a paid event cannot conclude a payment whose link was created for `esperado` cents, or null. */
export function divergenciaDoEvento(evento: PagarmeEvento, esperado: number | null): string | null {
  const pago = centavosDoEvento(evento);
  if (pago === null) return 'O evento não informa o valor pago.';
  if (esperado === null) return 'O pagamento não guarda o valor do link.';
  if (pago !== esperado) return `Valor pago (${pago} centavos) diferente do link (${esperado} centavos).`;
  return null;
}

/** Why concluding the payment would take a service beyond its value, or null (the settlement's own check). */
async function saldoNaoComporta(tx: DbOrTx, pagamento: number): Promise<string | null> {
  try {
    await conferirSaldoDosServicos(tx, pagamento);
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.message;
    throw error;
  }
}

/** The payment date an event gives, unless it is after today (a gateway's clock is not the agency's). */
export function dataPagaAceita(evento: PagarmeEvento, hoje: string): string {
  const data = dataPagaDoEvento(evento);
  return data && data <= hoje ? data : hoje;
}

/**
 * POST /api/pagarme/webhook/: authenticity first (HMAC-SHA256 of the raw body under the shared secret;
 * no secret configured refuses everything), then the event is stored once by its id — a replay finds it
 * stored and changes nothing. Only a paid event concludes the payment whose stored link or order id it
 * names, and only if it is not concluded yet: any other event, or one arriving after the payment was
 * concluded, is recorded and changes nothing. The concluded payment's fee is what the gateway kept from the
 * event's charges (their receivables, asked before the transaction); when the gateway does not tell it, the
 * fee table's rate for the payment's method and instalments, else the fee it had (decision 0067).
 */
export async function receberWebhookPagarme(
  db: Db,
  options: {
    corpo: Buffer;
    assinatura: string | undefined;
    segredo: string | undefined;
    pagarme?: Pick<PagarmeClient, 'taxaDasCobrancas'>;
  },
): Promise<ResultadoWebhook> {
  if (!options.segredo) throw new AppError('unavailable', A.webhookNaoConfigurado);
  if (!assinaturaConfere(options.corpo, options.assinatura, options.segredo)) {
    throw new AppError('unauthenticated', A.assinaturaInvalida);
  }
  let json: unknown;
  try {
    json = JSON.parse(options.corpo.toString('utf8'));
  } catch {
    throw new AppError('bad_request', A.eventoInvalido);
  }
  const parsed = ZPagarmeEvento.safeParse(json);
  if (!parsed.success) throw new AppError('bad_request', A.eventoInvalido);
  const evento = parsed.data;
  const ids = idsDoEvento(evento);
  const eventoPago = (PAGARME_EVENTOS_PAGOS as readonly string[]).includes(evento.type);
  const taxaGateway =
    eventoPago && options.pagarme ? await options.pagarme.taxaDasCobrancas(cobrancasDoEvento(evento)) : null;
  return db.transaction(async (tx) => {
    const [novo] = await tx
      .insert(pagarme_eventos)
      .values({ id: evento.id, tipo: evento.type, pagarme_id: ids[0] ?? null })
      .onConflictDoNothing({ target: pagarme_eventos.id })
      .returning({ id: pagarme_eventos.id });
    if (!novo) return { recebido: true, pagamento: null, concluido: false };
    if (ids.length === 0) return { recebido: true, pagamento: null, concluido: false };
    const [achado] = await tx
      .select({ id: pagamentos.id })
      .from(pagamentos)
      .where(inArray(pagamentos.pagarme_id, ids))
      .limit(1);
    if (!achado) return { recebido: true, pagamento: null, concluido: false };
    const antes = await travarPagamento(tx, achado.id);
    await tx.update(pagarme_eventos).set({ pagamento: antes.id }).where(eq(pagarme_eventos.id, evento.id));
    if (!eventoPago || antes.status === 'concluido') {
      return { recebido: true, pagamento: antes.id, concluido: false };
    }
    // the gateway's word is checked: an amount that is not the link's is recorded, never concluded
    const divergencia =
      divergenciaDoEvento(evento, antes.pagarme_centavos) ?? (await saldoNaoComporta(tx, antes.id));
    if (divergencia) {
      await tx.update(pagarme_eventos).set({ divergencia }).where(eq(pagarme_eventos.id, evento.id));
      await createAuditLog(tx, {
        tipo: 'pagamento_gateway_divergente',
        usuario: null,
        venda: antes.venda,
        antes: { status: antes.status, valor: antes.valor, pagarme_centavos: antes.pagarme_centavos },
        meta: {
          entidade: 'pagamento',
          id: antes.id,
          evento: evento.id,
          tipo_evento: evento.type,
          centavos_evento: centavosDoEvento(evento),
          divergencia,
        },
      });
      return { recebido: true, pagamento: antes.id, concluido: false, divergencia };
    }
    const hoje = hojeNaAgencia();
    const dataEvento = dataPagaAceita(evento, hoje);
    const taxa =
      taxaGateway === null
        ? await taxaAoConcluir(tx, antes)
        : { taxa: dec(taxaGateway).div(100).toFixed(2), origem: 'gateway' as const };
    await liquidarPagamentoTx(tx, {
      antes,
      autor: null,
      data_pagamento:
        antes.data_pagamento && antes.data_pagamento <= hoje ? antes.data_pagamento : dataEvento,
      taxa: taxa
        ? { valor: taxa.taxa, origem: taxa.origem }
        : { valor: antes.taxa_meio_pagamento, origem: 'anterior' },
      evento: { id: evento.id, tipo: evento.type },
      registro: {
        tipo: 'pagamento_pago_gateway',
        antes: {
          status: antes.status,
          data_pagamento: antes.data_pagamento,
          taxa_meio_pagamento: antes.taxa_meio_pagamento,
        },
      },
    });
    return { recebido: true, pagamento: antes.id, concluido: true };
  });
}

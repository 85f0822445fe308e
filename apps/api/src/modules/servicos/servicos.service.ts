import { COTACAO_API_MESSAGES, COTACAO_MESSAGES } from '@skyler/domain/cotacoes';
import { formatId } from '@skyler/domain/formatters';
import { BENEFICIARIO_MESSAGES } from '@skyler/domain/passageiros';
import {
  type Beneficiario,
  type BeneficiarioInput,
  EXCECAO_MOTIVO_MAX,
  EXCECAO_MOTIVO_MIN,
  FATURA_API_MESSAGES,
  podeCancelarServico,
  podeFaturarServico,
  SERVICO_MESSAGES,
  type ServicoView,
  statusAposFaturar,
  ZBeneficiariosRequest,
} from '@skyler/domain/servicos';
import { VENDA_ERROS } from '@skyler/domain/vendas';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { beneficiarios, contatos, cotacoes, servicos, vendas } from '../../db/schema/index.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import { createNotificacao } from '../../platform/notifications.ts';
import { conferirVersao } from '../../platform/versao.ts';
import { criarEmissoesDoServicoTx } from '../emissoes/criacao.ts';
import { liberarPagamentosDoServicoTx } from '../pagamentos/servico-cancelado.ts';
import { pagamentoCobre } from '../pagamentos/servicos-pagos.ts';
import { registrarListaDaCotacaoTx } from '../passageiros/passageiros.service.ts';
import { lockVenda } from '../vendas/vendas.queries.ts';
import {
  findBeneficiariosDasCotacoes,
  findQuantidadesDasCotacoes,
  findServico,
  findServicoRow,
} from './servicos.queries.ts';

/** Who makes a change, for the audit row: any user with an id (the demo data passes the seed's accounts). */
export type Ator = { user: { id: number }; ip: string | null };

export type Erros = Record<string, string[]>;

export function addErro(erros: Erros, campo: string, message: string): void {
  if (!erros[campo]?.includes(message)) erros[campo] = [...(erros[campo] ?? []), message];
}

const meta = (ator: Ator) => (ator.ip ? { ip: ator.ip } : {});

// ——— beneficiaries of a cart quote ———

/**
 * Checks a quote's beneficiary list (no contact twice, every contact exists, no more than the passengers
 * of the request) and adds each refusal under `prefixo.N.contato` or `prefixo`.
 */
export async function checkBeneficiarios(
  tx: DbOrTx,
  options: { lista: readonly BeneficiarioInput[]; quantidade: number; prefixo: string; erros: Erros },
): Promise<void> {
  const { lista, prefixo, erros } = options;
  const pedidos = [...new Set(lista.map((b) => b.contato))];
  const existentes = new Set(
    pedidos.length === 0
      ? []
      : (await tx.select({ id: contatos.id }).from(contatos).where(inArray(contatos.id, pedidos))).map(
          (c) => c.id,
        ),
  );
  const vistos = new Set<number>();
  lista.forEach((beneficiario, indice) => {
    const campo = `${prefixo}.${indice}.contato`;
    if (vistos.has(beneficiario.contato)) addErro(erros, campo, BENEFICIARIO_MESSAGES.duplicado);
    else if (!existentes.has(beneficiario.contato)) addErro(erros, campo, BENEFICIARIO_MESSAGES.semContato);
    vistos.add(beneficiario.contato);
  });
  if (lista.length > options.quantidade) addErro(erros, prefixo, FATURA_API_MESSAGES.beneficiariosDemais);
}

/** Replaces the quote's list (those not yet carried to a service) by the one given, in order. */
export async function replaceBeneficiarios(
  tx: DbOrTx,
  options: { cotacao: number; lista: readonly BeneficiarioInput[] },
): Promise<void> {
  await tx
    .delete(beneficiarios)
    .where(and(eq(beneficiarios.cotacao, options.cotacao), isNull(beneficiarios.servico)));
  if (options.lista.length === 0) return;
  await tx.insert(beneficiarios).values(
    options.lista.map((b, indice) => ({
      cotacao: options.cotacao,
      contato: b.contato,
      ordem: indice + 1,
      assento: b.assento || null,
      tipo_assento: b.tipo_assento || null,
      bagagem: b.bagagem || null,
      tipo_quarto: b.tipo_quarto || null,
    })),
  );
}

/**
 * PUT /api/cotacoes/{id}/beneficiarios/ inside the caller's transaction: a quote in the cart of a sale in
 * proposta gets its whole list of beneficiaries, checked and audited; answers the list saved.
 */
export async function salvarBeneficiariosTx(
  tx: DbOrTx,
  options: { cotacao: number; body: z.input<typeof ZBeneficiariosRequest> } & Ator,
): Promise<Beneficiario[]> {
  const [alvo] = await tx
    .select({ venda: cotacoes.venda })
    .from(cotacoes)
    .where(eq(cotacoes.id, options.cotacao));
  if (!alvo) throw new AppError('not_found', COTACAO_API_MESSAGES.naoEncontrada);
  const venda = await lockVenda(tx, alvo.venda);
  if (!venda) throw new AppError('not_found', VENDA_ERROS.naoEncontrada);
  const [cotacao] = await tx.select().from(cotacoes).where(eq(cotacoes.id, options.cotacao)).for('update');
  if (!cotacao) throw new AppError('not_found', COTACAO_API_MESSAGES.naoEncontrada);
  if (venda.status !== 'proposta') throw new AppError('conflict', COTACAO_MESSAGES.vendaNaoProposta);
  if (cotacao.status !== 'carrinho' || cotacao.archived_at)
    throw new AppError('conflict', COTACAO_MESSAGES.naoNoCarrinho);
  const quantidade = (await findQuantidadesDasCotacoes(tx, [cotacao.id])).get(cotacao.id) ?? 1;
  const erros: Erros = {};
  // the route has parsed it already; the demo data passes plain objects
  const lista = ZBeneficiariosRequest.parse(options.body).beneficiarios;
  await checkBeneficiarios(tx, { lista, quantidade, prefixo: 'beneficiarios', erros });
  const primeira = Object.values(erros)[0]?.[0];
  if (primeira) throw new AppError('bad_request', primeira, erros);
  const antes = (await findBeneficiariosDasCotacoes(tx, [cotacao.id])).get(cotacao.id) ?? [];
  await replaceBeneficiarios(tx, { cotacao: cotacao.id, lista });
  // the request's passengers follow the quote's own choice (decision 0076)
  await registrarListaDaCotacaoTx(tx, { cotacao: cotacao.id, contatos: lista.map((b) => b.contato) });
  const depois = (await findBeneficiariosDasCotacoes(tx, [cotacao.id])).get(cotacao.id) ?? [];
  await createAuditLog(tx, {
    tipo: 'beneficiarios_alterados',
    usuario: options.user.id,
    venda: venda.id,
    antes,
    depois,
    meta: { entidade: 'cotacao', id: cotacao.id, ...meta(options) },
  });
  return depois;
}

export function salvarBeneficiarios(
  db: Db,
  options: { cotacao: number; body: z.input<typeof ZBeneficiariosRequest> } & Ator,
): Promise<Beneficiario[]> {
  return db.transaction((tx) => salvarBeneficiariosTx(tx, options));
}

// ——— a service's transitions ———

async function loadServico(tx: DbOrTx, id: number) {
  const servico = await findServicoRow(tx, id, { forUpdate: true });
  if (!servico) throw new AppError('not_found', SERVICO_MESSAGES.naoEncontrado);
  return servico;
}

async function mustFindView(tx: DbOrTx, id: number): Promise<ServicoView> {
  const view = await findServico(tx, id);
  if (!view) throw new Error(`service ${id} not found after writing it`);
  return view;
}

/** The audit row of a service's change and the notification of the sale's consultant. */
async function record(
  tx: DbOrTx,
  options: { tipo: string; title: string; antes: ServicoView; depois: ServicoView; ator: Ator },
): Promise<void> {
  const { depois } = options;
  const [venda] = await tx
    .select({ consultor: vendas.consultor, cliente: vendas.cliente })
    .from(vendas)
    .where(eq(vendas.id, depois.venda.id));
  const log = await createAuditLog(tx, {
    tipo: options.tipo,
    usuario: options.ator.user.id,
    venda: depois.venda.id,
    antes: options.antes,
    depois,
    meta: { entidade: 'servico', id: depois.id, cotacao: depois.cotacao.id, ...meta(options.ator) },
  });
  await createNotificacao(tx, {
    title: options.title,
    context: 'servico',
    ids: { venda: depois.venda.id, servico: depois.id, cotacao: depois.cotacao.id },
    venda: depois.venda.id,
    consultor: venda?.consultor ?? null,
    cliente: venda?.cliente ?? null,
    log,
    autor: options.ator.user.id,
    para: [venda?.consultor],
  });
}

/** POST /api/servicos/{id}/cancel/ inside the caller's transaction (from pagamento, pagamento_validacao, validacao). */
export async function cancelarServicoTx(
  tx: DbOrTx,
  options: { id: number; body: { motivo_cancelamento: string; versao?: number | undefined } } & Ator,
): Promise<ServicoView> {
  const servico = await loadServico(tx, options.id);
  conferirVersao(servico.versao, options.body.versao);
  if (!podeCancelarServico(servico)) throw new AppError('conflict', SERVICO_MESSAGES.naoCancelado);
  const antes = await mustFindView(tx, servico.id);
  const agora = new Date();
  await tx
    .update(servicos)
    .set({
      status: 'cancelado',
      cancelado_por: options.user.id,
      cancelado_em: agora,
      motivo_cancelamento: options.body.motivo_cancelamento,
      updated_at: agora,
    })
    .where(eq(servicos.id, servico.id));
  await liberarPagamentosDoServicoTx(tx, { servico: servico.id, venda: antes.venda.id, ...options });
  const depois = await mustFindView(tx, servico.id);
  await record(tx, {
    tipo: 'servico_cancelado',
    title: `Serviço ${formatId(servico.id)} cancelado`,
    antes,
    depois,
    ator: options,
  });
  return depois;
}

export function cancelarServico(
  db: Db,
  options: { id: number; body: { motivo_cancelamento: string; versao?: number | undefined } } & Ator,
): Promise<ServicoView> {
  return db.transaction((tx) => cancelarServicoTx(tx, options));
}

export type FaturarServicoBody = {
  seguiu_manual_boas_praticas: boolean;
  motivo_nao_seguimento_boas_praticas?: string | null | undefined;
  /** release although its concluded payments do not cover it, with the reason (finance's exception) */
  excecao_pagamento?: boolean | undefined;
  motivo_excecao_pagamento?: string | null | undefined;
  versao?: number | undefined;
};

/**
 * POST /api/servicos/{id}/faturar/ inside the caller's transaction: finance invoices a service awaiting
 * payment with the best-practices answer; it goes to ticket validation (miles or wallet tickets) or to
 * issuance.
 */
export async function faturarServicoTx(
  tx: DbOrTx,
  options: { id: number; body: FaturarServicoBody } & Ator,
): Promise<ServicoView> {
  const servico = await loadServico(tx, options.id);
  conferirVersao(servico.versao, options.body.versao);
  if (!podeFaturarServico(servico)) throw new AppError('conflict', SERVICO_MESSAGES.naoFaturavel);
  const antes = await mustFindView(tx, servico.id);
  // released only when paid: what its concluded payments cover, or finance's explicit exception
  const coberto = pagamentoCobre(antes.valor_pago, antes.valor_total);
  const motivoExcecao = options.body.motivo_excecao_pagamento?.trim() ?? '';
  if (!coberto && !options.body.excecao_pagamento) {
    throw new AppError('conflict', SERVICO_MESSAGES.naoCoberto, {
      excecao_pagamento: [SERVICO_MESSAGES.naoCoberto],
    });
  }
  if (!coberto && (motivoExcecao.length < EXCECAO_MOTIVO_MIN || motivoExcecao.length > EXCECAO_MOTIVO_MAX)) {
    throw new AppError('bad_request', SERVICO_MESSAGES.motivoExcecao, {
      motivo_excecao_pagamento: [SERVICO_MESSAGES.motivoExcecao],
    });
  }
  const excecao = !coberto;
  const status = statusAposFaturar([
    ...antes.cotacao.subcotacoes.map((bilhete) => bilhete.tipo_cotacao),
    antes.cotacao.tipo_cotacao,
  ]);
  const seguiu = options.body.seguiu_manual_boas_praticas;
  const agora = new Date();
  await tx
    .update(servicos)
    .set({
      status,
      faturado_por: options.user.id,
      faturado_em: agora,
      seguiu_manual_boas_praticas: seguiu,
      motivo_nao_seguimento_boas_praticas: seguiu
        ? null
        : (options.body.motivo_nao_seguimento_boas_praticas?.trim() ?? null),
      ...(excecao
        ? {
            excecao_pagamento_por: options.user.id,
            excecao_pagamento_em: agora,
            excecao_pagamento_motivo: motivoExcecao,
          }
        : {}),
      updated_at: agora,
    })
    .where(eq(servicos.id, servico.id));
  // without miles or wallet tickets to validate, the service goes straight to its issuances
  if (status === 'emissao') await criarEmissoesDoServicoTx(tx, { servico: servico.id, ator: options });
  const depois = await mustFindView(tx, servico.id);
  await record(tx, {
    tipo: excecao ? 'servico_liberado_excecao' : 'servico_faturado',
    title: excecao
      ? `Serviço ${formatId(servico.id)} faturado sem pagamento (exceção do financeiro)`
      : `Serviço ${formatId(servico.id)} faturado`,
    antes,
    depois,
    ator: options,
  });
  return depois;
}

export function faturarServico(
  db: Db,
  options: { id: number; body: FaturarServicoBody } & Ator,
): Promise<ServicoView> {
  return db.transaction((tx) => faturarServicoTx(tx, options));
}

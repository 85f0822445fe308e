import { camposFormadores, EMISSAO_MESSAGES } from '@skyler/domain/emissoes';
import { formatId, hojeNaAgencia } from '@skyler/domain/formatters';
import {
  ORDEM_PAGAMENTO_MESSAGES as M,
  type MeioPagamentoOrdem,
  type OrdemCambioPago,
  type OrdemIncentivo,
  type OrdemPagamento,
  type OrdemPagamentoCreate,
  type OrdemPagamentoStatusRequest,
  type OrdemPagamentoUpdate,
  podeAlterarOrdensPagamento,
  porcentagemIncentivo,
  ORDEM_PAGAMENTO_REGRAS_MESSAGES as R,
} from '@skyler/domain/ordens-pagamento';
import { dec, moneyString } from '@skyler/domain/precos/dinheiro';
import { novoValorDaOrdem, pagamentoCambial } from '@skyler/domain/precos/ordem-em-reais';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  cartoes,
  emissoes,
  fornecedores,
  type OrdemPagamentoRow,
  ordens_pagamento,
  subcotacoes,
  vendas,
} from '../../db/schema/index.ts';
import type { Ator } from '../../platform/actor.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import { createNotificacao, membrosDoDepartamento } from '../../platform/notifications.ts';
import { conferirVersao } from '../../platform/versao.ts';
import { findComprasDaEmissao } from '../emissoes/compras-emissao.queries.ts';
import { recalcularCotacaoDaOrdemTx } from './custo-real.ts';
import { conversorDaEmissao } from './moeda-da-ordem.ts';
import { findOrdemPagamento, temIncentivo } from './ordens-pagamento.queries.ts';

/** Who changes an order and from where, for the audit row. */
const recusa = (campo: string, mensagem: string) =>
  new AppError('bad_request', mensagem, { [campo]: [mensagem] });

/**
 * The audit row of a change to payment orders (`meta.entidade = 'ordem_pagamento'`) and the
 * `ordem_pagamento` notification of the sale's consultant, in the change's transaction.
 */
export async function registrarAlteracaoOrdem(
  tx: DbOrTx,
  options: {
    tipo: string;
    title: string;
    /** the order changed, or null when the change is about several orders of the issuance */
    ordem: number | null;
    /** the order's issuance, sale and service (a refund has no issuance, a miles purchase none of them) */
    emissao: { id: number | null; venda: number | null; servico: number | null };
    antes: unknown;
    depois: unknown;
    ator: Ator;
  },
): Promise<void> {
  const { emissao, ator } = options;
  const [venda] =
    emissao.venda === null
      ? []
      : await tx
          .select({ consultor: vendas.consultor, cliente: vendas.cliente })
          .from(vendas)
          .where(eq(vendas.id, emissao.venda));
  const log = await createAuditLog(tx, {
    tipo: options.tipo,
    usuario: ator.user.id,
    venda: emissao.venda,
    antes: options.antes,
    depois: options.depois,
    meta: {
      entidade: 'ordem_pagamento',
      id: options.ordem,
      emissao: emissao.id,
      servico: emissao.servico,
      ...(ator.ip ? { ip: ator.ip } : {}),
    },
  });
  await createNotificacao(tx, {
    title: options.title,
    context: 'ordem_pagamento',
    ids: {
      ...(emissao.venda === null ? {} : { venda: emissao.venda }),
      ...(emissao.servico === null ? {} : { servico: emissao.servico }),
      ...(emissao.id === null ? {} : { emissao: emissao.id }),
      ...(options.ordem === null ? {} : { ordem_pagamento: options.ordem }),
    },
    venda: emissao.venda,
    consultor: venda?.consultor ?? null,
    cliente: venda?.cliente ?? null,
    log,
    autor: ator.user.id,
    // finance pays the orders (Contas a Pagar)
    para: await membrosDoDepartamento(tx, 'financeiro'),
    chave: options.ordem === null && emissao.id !== null ? `emissao:${emissao.id}:ordens` : undefined,
  });
}

/** What an audit row keeps of an order. */
export function resumoOrdem(ordem: OrdemPagamentoRow) {
  return {
    id: ordem.id,
    campo_formador: ordem.campo_formador,
    valor: ordem.valor,
    moeda: ordem.moeda,
    valor_moeda: ordem.valor_moeda,
    cambio: ordem.cambio,
    cambio_pago: ordem.cambio_pago,
    valor_pago: ordem.valor_pago,
    diferenca_cambial: ordem.diferenca_cambial,
    meio_pagamento: ordem.meio_pagamento,
    cartao: ordem.cartao,
    fornecedor: ordem.fornecedor,
    status: ordem.status,
    id_fatura: ordem.id_fatura,
    data_pagamento: ordem.data_pagamento,
  };
}

function exigirFinanceiro(ator: Ator) {
  if (!podeAlterarOrdensPagamento(ator.user)) throw new AppError('forbidden', R.semPermissao);
}

async function exigirFornecedor(tx: DbOrTx, id: number | null): Promise<void> {
  if (id === null) return;
  const [row] = await tx.select({ id: fornecedores.id }).from(fornecedores).where(eq(fornecedores.id, id));
  if (!row) throw recusa('fornecedor', R.fornecedorInvalido);
}

/** A card only with cartao_credito, and then one active card of the agency. */
async function validarMeio(tx: DbOrTx, meio: MeioPagamentoOrdem, cartao: number | null): Promise<void> {
  if (meio !== 'cartao_credito') {
    if (cartao !== null) throw recusa('cartao', M.cartaoSoCartao);
    return;
  }
  if (cartao === null) throw recusa('cartao', M.cartaoObrigatorio);
  const [row] = await tx
    .select({ ativo: cartoes.ativo })
    .from(cartoes)
    .where(eq(cartoes.id, cartao))
    .for('share');
  if (!row?.ativo) throw recusa('cartao', M.cartaoInvalido);
}

function valorPositivo(valor: string): string {
  if (!dec(valor).greaterThan(0)) throw recusa('valor', M.valorPositivo);
  return moneyString(dec(valor));
}

/** The order a write is about, locked; 409 when it changed since the version the write read (decision 0034). */
async function carregarOrdem(tx: DbOrTx, id: number, versao?: number): Promise<OrdemPagamentoRow> {
  const [ordem] = await tx.select().from(ordens_pagamento).where(eq(ordens_pagamento.id, id)).for('update');
  if (!ordem) throw new AppError('not_found', M.naoEncontrada);
  conferirVersao(ordem.versao, versao);
  return ordem;
}

async function resposta(tx: DbOrTx, id: number): Promise<OrdemPagamento> {
  const view = await findOrdemPagamento(tx, id);
  if (!view) throw new AppError('not_found', M.naoEncontrada);
  return view;
}

/**
 * A finance change to one order: the role checked, then in one transaction the order locked at the version the
 * write read, `alterar` run on it, and the order answered as the screens show it.
 */
async function alterarOrdem(
  db: Db,
  { id, versao, ator }: { id: number; versao: number | undefined; ator: Ator },
  alterar: (tx: DbOrTx, ordem: OrdemPagamentoRow) => Promise<void>,
): Promise<OrdemPagamento> {
  exigirFinanceiro(ator);
  return db.transaction(async (tx) => {
    const ordem = await carregarOrdem(tx, id, versao);
    await alterar(tx, ordem);
    return resposta(tx, id);
  });
}

/** Writes `campos` on the order with when and by whom it was changed; answers the order as written. */
async function gravarOrdem(
  tx: DbOrTx,
  { id, campos, ator }: { id: number; campos: Partial<typeof ordens_pagamento.$inferInsert>; ator: Ator },
): Promise<OrdemPagamentoRow> {
  const [depois] = await tx
    .update(ordens_pagamento)
    .set({ ...campos, data_alteracao: new Date(), updated_by: ator.user.id })
    .where(eq(ordens_pagamento.id, id))
    .returning();
  if (!depois) throw new AppError('not_found', M.naoEncontrada);
  return depois;
}

/** What an order pays, for the notices: its issuance, or the refund of its RAC. */
const deQue = (ordem: OrdemPagamentoRow) =>
  ordem.emissao !== null
    ? `da emissão ${formatId(ordem.emissao)}`
    : ordem.rac !== null
      ? `do reembolso da RAC ${formatId(ordem.rac)}`
      : `(${ordem.tipo})`;

const emissaoDaOrdem = (ordem: OrdemPagamentoRow) => ({
  id: ordem.emissao,
  venda: ordem.venda,
  servico: ordem.servico,
});

/** POST /api/ordens-pagamento/: an order by hand for a forming field of an issuance not cancelled. */
export async function criarOrdemPagamento(
  db: Db,
  { dados, ator }: { dados: OrdemPagamentoCreate; ator: Ator },
): Promise<OrdemPagamento> {
  exigirFinanceiro(ator);
  return db.transaction(async (tx) => {
    const [emissao] = await tx.select().from(emissoes).where(eq(emissoes.id, dados.emissao)).for('share');
    if (!emissao) throw new AppError('not_found', EMISSAO_MESSAGES.naoEncontrada);
    if (emissao.status === 'cancelada') throw new AppError('conflict', M.emissaoCancelada);
    if (!camposFormadores(emissao.tipo).includes(dados.campo_formador)) {
      throw recusa('campo_formador', EMISSAO_MESSAGES.campoInvalido);
    }
    const valor = valorPositivo(dados.valor);
    // typed in reais; a field in another currency keeps its currency and factor (decision 0064)
    const compras = await findComprasDaEmissao(tx, emissao.id);
    const conversor = await conversorDaEmissao(tx, emissao.id, compras !== null);
    const daMoeda = conversor(dados.campo_formador, 1);
    const emReais = novoValorDaOrdem(daMoeda, { valor });
    await exigirFornecedor(tx, dados.fornecedor);
    await validarMeio(tx, dados.meio_pagamento, dados.cartao);
    const [criada] = await tx
      .insert(ordens_pagamento)
      .values({
        emissao: emissao.id,
        servico: emissao.servico,
        venda: emissao.venda,
        fornecedor: dados.fornecedor,
        campo_formador: dados.campo_formador,
        valor,
        moeda: daMoeda.moeda,
        valor_moeda: emReais.valor_moeda,
        cambio: daMoeda.cambio,
        meio_pagamento: dados.meio_pagamento,
        cartao: dados.cartao,
        created_by: ator.user.id,
        updated_by: ator.user.id,
      })
      .returning();
    if (!criada) throw new Error('payment order not written');
    await registrarAlteracaoOrdem(tx, {
      tipo: 'ordem_pagamento_criada',
      title: `Ordem de pagamento ${formatId(criada.id)} criada para a emissão ${formatId(emissao.id)}`,
      ordem: criada.id,
      emissao,
      antes: null,
      depois: resumoOrdem(criada),
      ator,
    });
    return resposta(tx, criada.id);
  });
}

/** PUT /api/ordens-pagamento/{id}/: the value, means, card or supplier of an open order (keys sent). */
export async function alterarOrdemPagamento(
  db: Db,
  { id, dados, ator }: { id: number; dados: OrdemPagamentoUpdate; ator: Ator },
): Promise<OrdemPagamento> {
  return alterarOrdem(db, { id, versao: dados.versao, ator }, async (tx, ordem) => {
    if (ordem.status !== 'aberto') throw new AppError('conflict', M.soAberta);
    // a refund's amount and due date are its RAC's (decision 0065)
    if (
      ordem.tipo === 'reembolso_cliente' &&
      ((dados.valor !== undefined && !dec(dados.valor).equals(dec(ordem.valor))) ||
        dados.valor_moeda !== undefined)
    ) {
      throw new AppError('conflict', M.reembolsoNaRac, { valor: [M.reembolsoNaRac] });
    }
    if (dados.valor !== undefined && dados.valor_moeda !== undefined) throw recusa('valor', M.valorOuMoeda);
    if (dados.valor_moeda !== undefined && ordem.moeda === 'BRL') {
      throw recusa('valor_moeda', M.valorMoedaSoEstrangeira);
    }
    // typed in reais, or in the currency and converted at the order's factor (decision 0064)
    const novo =
      dados.valor === undefined && dados.valor_moeda === undefined
        ? { valor: ordem.valor, valor_moeda: ordem.valor_moeda }
        : novoValorDaOrdem(ordem, {
            valor: dados.valor === undefined ? undefined : valorPositivo(dados.valor),
            valor_moeda: dados.valor_moeda,
          });
    if (dados.valor_moeda !== undefined) valorPositivo(novo.valor);
    const valor = novo.valor;
    const meio = dados.meio_pagamento ?? ordem.meio_pagamento;
    // leaving the card means drops its card unless one is sent
    const cartao =
      dados.cartao !== undefined ? dados.cartao : meio === 'cartao_credito' ? ordem.cartao : null;
    const fornecedor = dados.fornecedor !== undefined ? dados.fornecedor : ordem.fornecedor;
    if (dados.fornecedor !== undefined) await exigirFornecedor(tx, fornecedor);
    if (dados.cartao !== undefined || dados.meio_pagamento !== undefined) await validarMeio(tx, meio, cartao);
    const mudou =
      !dec(valor).equals(dec(ordem.valor)) ||
      meio !== ordem.meio_pagamento ||
      cartao !== ordem.cartao ||
      fornecedor !== ordem.fornecedor;
    if (!mudou) return;
    const depois = await gravarOrdem(tx, {
      id,
      campos: { valor, valor_moeda: novo.valor_moeda, meio_pagamento: meio, cartao, fornecedor },
      ator,
    });
    // the quote's cost and profit follow what the agency pays (decision 0037)
    if (!dec(valor).equals(dec(ordem.valor))) {
      await recalcularCotacaoDaOrdemTx(tx, { ordem, valorNovo: valor, ator });
    }
    await registrarAlteracaoOrdem(tx, {
      tipo: 'ordem_pagamento_alterada',
      title: `Ordem de pagamento ${formatId(id)} da emissão ${formatId(ordem.emissao)} alterada`,
      ordem: id,
      emissao: emissaoDaOrdem(ordem),
      antes: resumoOrdem(ordem),
      depois: resumoOrdem(depois),
      ator,
    });
  });
}

/**
 * POST /api/ordens-pagamento/{id}/status/: `pago` with the supplier's invoice id and the payment date (not
 * after today in the agency's calendar); back to `aberto` clears both.
 */
export async function alterarStatusOrdemPagamento(
  db: Db,
  {
    id,
    dados,
    ator,
    hoje = hojeNaAgencia(),
  }: { id: number; dados: OrdemPagamentoStatusRequest; ator: Ator; hoje?: string },
): Promise<OrdemPagamento> {
  return alterarOrdem(db, { id, versao: dados.versao, ator }, async (tx, ordem) => {
    if (ordem.status === dados.status) throw new AppError('conflict', M.jaNoStatus);
    if (dados.status === 'pago' && dados.data_pagamento > hoje) {
      throw recusa('data_pagamento', M.dataPagamentoFutura);
    }
    const pagoEm =
      dados.status === 'pago' && (dados.cambio_pago !== undefined || dados.valor_pago !== undefined)
        ? cambioPago(ordem, dados)
        : null;
    const semCambioPago = { cambio_pago: null, valor_pago: null, diferenca_cambial: '0' };
    const depois = await gravarOrdem(tx, {
      id,
      campos:
        dados.status === 'pago'
          ? {
              status: 'pago',
              id_fatura: dados.id_fatura,
              data_pagamento: dados.data_pagamento,
              ...(pagoEm ?? semCambioPago),
            }
          : { status: 'aberto', id_fatura: null, data_pagamento: null, ...semCambioPago },
      ator,
    });
    await registrarAlteracaoOrdem(tx, {
      tipo: 'ordem_pagamento_status',
      title:
        dados.status === 'pago'
          ? `Ordem de pagamento ${formatId(id)} ${deQue(ordem)} paga`
          : `Ordem de pagamento ${formatId(id)} ${deQue(ordem)} reaberta`,
      ordem: id,
      emissao: emissaoDaOrdem(ordem),
      antes: resumoOrdem(ordem),
      depois: resumoOrdem(depois),
      ator,
    });
  });
}

/**
 * The rate really paid of a foreign-currency order (decision 0064): the reais paid and the exchange
 * difference against the booked value, from `pagamentoCambial`. Refused for an order in reais.
 */
function cambioPago(
  ordem: OrdemPagamentoRow,
  dados: { cambio_pago?: string | undefined; valor_pago?: string | undefined },
) {
  if (ordem.moeda === 'BRL') throw recusa('cambio_pago', M.cambioPagoSoEstrangeira);
  if (dados.cambio_pago === undefined && dados.valor_pago === undefined) {
    throw recusa('cambio_pago', M.cambioPagoOuValorPago);
  }
  if (dados.valor_pago !== undefined && !dec(dados.valor_pago).greaterThan(0)) {
    throw recusa('valor_pago', M.valorPagoPositivo);
  }
  return pagamentoCambial(ordem, dados);
}

/**
 * PUT /api/ordens-pagamento/{id}/cambio-pago/: the rate (or reais) a paid foreign-currency order was really
 * paid at. The order keeps its booked value and factor and the quote its cost: the difference is recorded on
 * the order (`diferenca_cambial`, + loss, − gain) and shown on the sale, audited.
 */
export async function registrarCambioPagoOrdem(
  db: Db,
  { id, dados, ator }: { id: number; dados: OrdemCambioPago; ator: Ator },
): Promise<OrdemPagamento> {
  return alterarOrdem(db, { id, versao: dados.versao, ator }, async (tx, ordem) => {
    if (ordem.status !== 'pago') throw new AppError('conflict', M.cambioPagoSoPaga);
    const depois = await gravarOrdem(tx, { id, campos: cambioPago(ordem, dados), ator });
    await registrarAlteracaoOrdem(tx, {
      tipo: 'ordem_pagamento_cambio_pago',
      title: `Câmbio pago da ordem de pagamento ${formatId(id)} da emissão ${formatId(ordem.emissao)} registrado`,
      ordem: id,
      emissao: emissaoDaOrdem(ordem),
      antes: resumoOrdem(ordem),
      depois: resumoOrdem(depois),
      ator,
    });
  });
}

/**
 * PUT /api/ordens-pagamento/{id}/incentivo/: the incentive of the ticket of a flight's ticket-cost order;
 * its percentage is the value over the order's value (part 2 §5).
 */
export async function alterarIncentivoOrdemPagamento(
  db: Db,
  { id, dados, ator }: { id: number; dados: OrdemIncentivo; ator: Ator },
): Promise<OrdemPagamento> {
  return alterarOrdem(db, { id, versao: dados.versao, ator }, async (tx, ordem) => {
    const [emissao] =
      ordem.emissao === null
        ? []
        : await tx
            .select({ subcotacao: emissoes.subcotacao })
            .from(emissoes)
            .where(eq(emissoes.id, ordem.emissao));
    const subcotacao = emissao?.subcotacao ?? null;
    if (subcotacao === null || !temIncentivo(ordem, subcotacao)) {
      throw recusa('valor_incentivo', M.incentivoSoVoo);
    }
    const valor = dec(dados.valor_incentivo.valor);
    if (valor.isNegative()) throw recusa('valor_incentivo.valor', M.incentivoNegativo);
    if (valor.greaterThan(dec(ordem.valor)) && dec(ordem.valor).greaterThan(0)) {
      throw recusa('valor_incentivo.valor', R.incentivoAcimaDoValor);
    }
    const porcentagem = dec(ordem.valor).greaterThan(0) ? porcentagemIncentivo(valor, ordem.valor) : dec(0);
    const [antes] = await tx
      .select({ valor: subcotacoes.valor_incentivo, porcentagem: subcotacoes.porcentagem_incentivo })
      .from(subcotacoes)
      .where(eq(subcotacoes.id, subcotacao))
      .for('update');
    const depois = { valor: moneyString(valor), porcentagem: porcentagem.toFixed(2) };
    await tx
      .update(subcotacoes)
      .set({ valor_incentivo: depois.valor, porcentagem_incentivo: depois.porcentagem })
      .where(eq(subcotacoes.id, subcotacao));
    await gravarOrdem(tx, { id, campos: {}, ator });
    await recalcularCotacaoDaOrdemTx(tx, { ordem, valorNovo: ordem.valor, incentivoAlterado: true, ator });
    await registrarAlteracaoOrdem(tx, {
      tipo: 'ordem_pagamento_incentivo',
      title: `Incentivo do bilhete da emissão ${formatId(ordem.emissao)} alterado`,
      ordem: id,
      emissao: emissaoDaOrdem(ordem),
      antes: {
        subcotacao,
        valor_incentivo: antes?.valor ?? null,
        porcentagem_incentivo: antes?.porcentagem ?? null,
      },
      depois: { subcotacao, valor_incentivo: depois.valor, porcentagem_incentivo: depois.porcentagem },
      ator,
    });
  });
}

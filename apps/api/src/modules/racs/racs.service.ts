import { camposFormadores } from '@skyler/domain/emissoes';
import { formatMoney, hojeNaAgencia } from '@skyler/domain/formatters';
import { dec } from '@skyler/domain/precos/dinheiro';
import {
  RAC_MESSAGES as M,
  mensagemRacAcimaDoPago,
  podeAlterarStatusRac,
  podeMudarStatusRac,
  RAC_STATUS,
  type RacCreate,
  type RacProtocolo,
  type RacProtocoloCreate,
  type RacServico,
  type RacStatus,
  type RacView,
  TIPOS_RAC,
  tiposEstornoCliente,
  tiposPagamentoRac,
} from '@skyler/domain/racs';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  cartoes,
  emissoes,
  fornecedores,
  racs,
  racs_pagamentos,
  racs_protocolos,
  racs_servicos,
  servicos,
} from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { pgError } from '../../platform/pg-errors.ts';
import { ajustarNfseAposReembolsoTx } from '../nfse/nfse-ajuste.ts';
import { removerOrdensAbertasDaEmissaoTx } from '../ordens-pagamento/sincronizacao.ts';
import { type AtorRac, registrarAlteracaoRac, travarRac, travarRacAberta } from './alteracao-rac.ts';
import { findProtocolos, findRac, findServicosDaRac } from './racs.queries.ts';
import { conferirFornecedorEstornoTx, conferirTetoEstornoTx, lancarReembolsosDaRacTx } from './reembolsos.ts';

async function mustFindView(db: DbOrTx, id: number): Promise<RacView> {
  const view = await findRac(db, id);
  if (!view) throw new AppError('not_found', M.naoEncontrada);
  return view;
}

type Erros = Record<string, string[]>;
const adicionar = (erros: Erros, campo: string, mensagem: string) => {
  erros[campo] = [...(erros[campo] ?? []), mensagem];
};

/** What the RAC's body may store: the payment lines' rules and the agency-cost and client-charge sections. */
async function conferirCorpo(
  tx: DbOrTx,
  body: RacCreate,
  tipoEmissao: Parameters<typeof camposFormadores>[0],
): Promise<Erros> {
  const erros: Erros = {};
  const campos = camposFormadores(tipoEmissao);
  const tiposPermitidos = tiposPagamentoRac(tipoEmissao);
  const vistos = new Set<string>();
  const idsCartoes = [
    ...new Set(body.pagamentos.flatMap((linha) => (linha.cartao === null ? [] : [linha.cartao]))),
  ];
  const ativos = new Set(
    idsCartoes.length === 0
      ? []
      : (
          await tx
            .select({ id: cartoes.id })
            .from(cartoes)
            .where(and(inArray(cartoes.id, idsCartoes), eq(cartoes.ativo, true)))
        ).map((c) => c.id),
  );
  for (const [indice, linha] of body.pagamentos.entries()) {
    const prefixo = `pagamentos.${indice}`;
    if (!campos.includes(linha.campo_formador)) {
      adicionar(erros, `${prefixo}.campo_formador`, M.campoInvalido);
    } else if (vistos.has(linha.campo_formador)) {
      adicionar(erros, `${prefixo}.campo_formador`, M.campoRepetido);
    }
    vistos.add(linha.campo_formador);
    if (!tiposPermitidos.includes(linha.tipo_rac)) adicionar(erros, `${prefixo}.tipo_rac`, M.estornoWallet);
    if (linha.cartao !== null) {
      if (linha.responsavel !== 'skyler') adicionar(erros, `${prefixo}.cartao`, M.cartaoSoAgencia);
      else if (!ativos.has(linha.cartao)) adicionar(erros, `${prefixo}.cartao`, M.cartaoInvalido);
    }
  }
  const r = body.racs;
  if (r.custo_skyler && !dec(r.custo_skyler_valor).gt(0)) {
    adicionar(erros, 'racs.custo_skyler_valor', M.valorObrigatorio);
  }
  if (r.cobranca_cliente !== null) {
    if (!dec(r.cobranca_cliente_valor).gt(0)) {
      adicionar(erros, 'racs.cobranca_cliente_valor', M.valorObrigatorio);
    }
    if (r.cobranca_cliente === 'fornecedor') {
      if (r.cobranca_cliente_fornecedor === null) {
        adicionar(erros, 'racs.cobranca_cliente_fornecedor', M.fornecedorObrigatorio);
      } else {
        const [fornecedor] = await tx
          .select({ id: fornecedores.id })
          .from(fornecedores)
          .where(eq(fornecedores.id, r.cobranca_cliente_fornecedor));
        if (!fornecedor) adicionar(erros, 'racs.cobranca_cliente_fornecedor', M.fornecedorInexistente);
      }
    } else if (r.cobranca_cliente_meio === null) {
      adicionar(erros, 'racs.cobranca_cliente_meio', M.meioObrigatorio);
    }
  }
  if (r.estorno_cliente_tipo !== null && !tiposEstornoCliente(tipoEmissao).includes(r.estorno_cliente_tipo)) {
    adicionar(erros, 'racs.estorno_cliente_tipo', M.estornoInvalido);
  }
  return erros;
}

/**
 * POST /api/racs/ (any staff member): a RAC on a concluded issuance of the sale, with its payment lines; the
 * issuance moves to `rac` (decision 0027). One transaction with its audit row and the consultant's notice.
 */
export async function criarRac(db: Db, options: { body: RacCreate } & AtorRac): Promise<RacView> {
  const { body } = options;
  const r = body.racs;
  const id = await db.transaction(async (tx) => {
    const [emissao] = await tx.select().from(emissoes).where(eq(emissoes.id, r.emissao)).for('update');
    if (!emissao || emissao.venda !== r.venda) {
      throw new AppError('bad_request', M.emissaoNaoEncontrada, { 'racs.emissao': [M.emissaoNaoEncontrada] });
    }
    const [aberta] = await tx
      .select({ id: racs.id })
      .from(racs)
      .where(and(eq(racs.emissao, emissao.id), ne(racs.status, 'finalizada')))
      .limit(1);
    if (aberta) throw new AppError('conflict', M.racAberta, { 'racs.emissao': [M.racAberta] });
    if (emissao.status !== 'finalizada') {
      throw new AppError('conflict', M.emissaoNaoConcluida, { 'racs.emissao': [M.emissaoNaoConcluida] });
    }
    const erros = await conferirCorpo(tx, body, emissao.tipo);
    // no RAC amount above what the issuance was paid: the value its service charges the client
    const [servico] = await tx
      .select({ valor_total: servicos.valor_total })
      .from(servicos)
      .where(eq(servicos.id, emissao.servico));
    const teto = servico?.valor_total ?? '0';
    if (r.custo_skyler && dec(r.custo_skyler_valor).gt(teto)) {
      adicionar(erros, 'racs.custo_skyler_valor', mensagemRacAcimaDoPago(formatMoney(teto)));
    }
    if (r.cobranca_cliente !== null && dec(r.cobranca_cliente_valor).gt(teto)) {
      adicionar(erros, 'racs.cobranca_cliente_valor', mensagemRacAcimaDoPago(formatMoney(teto)));
    }
    const primeiro = Object.values(erros)[0]?.[0];
    if (primeiro) throw new AppError('bad_request', primeiro, erros);
    // the client's refund is capped across the issuance's RACs (its row locked above: one after the other)
    await conferirTetoEstornoTx(tx, {
      emissao: emissao.id,
      servico: emissao.servico,
      valor: r.estorno_cliente_valor,
      campo: 'racs.estorno_cliente_valor',
    });
    await conferirFornecedorEstornoTx(tx, r.estorno_fornecedor);

    const cobra = r.cobranca_cliente !== null;
    const valores = {
      tipo: r.tipo,
      status: 'aberta' as const,
      emissao: emissao.id,
      venda: emissao.venda,
      servico: emissao.servico,
      created_by: options.user.id,
      custo_skyler: r.custo_skyler,
      custo_skyler_valor: r.custo_skyler ? dec(r.custo_skyler_valor).toFixed(2) : '0',
      estorno_skyler_data_previsto:
        r.custo_skyler || dec(r.estorno_fornecedor_valor).gt(0) ? r.estorno_skyler_data_previsto : null,
      estorno_skyler_data_realizado: r.custo_skyler ? r.estorno_skyler_data_realizado : null,
      custo_skyler_anotacao: r.custo_skyler ? r.custo_skyler_anotacao : '',
      cobranca_cliente: r.cobranca_cliente,
      cobranca_cliente_fornecedor: r.cobranca_cliente === 'fornecedor' ? r.cobranca_cliente_fornecedor : null,
      cobranca_cliente_valor: cobra ? dec(r.cobranca_cliente_valor).toFixed(2) : '0',
      cobranca_cliente_meio: r.cobranca_cliente === 'skyler' ? r.cobranca_cliente_meio : null,
      estorno_cliente_data_previsto:
        cobra || dec(r.estorno_cliente_valor).gt(0) ? r.estorno_cliente_data_previsto : null,
      estorno_cliente_data_realizado: cobra ? r.estorno_cliente_data_realizado : null,
      cobranca_cliente_anotacao: cobra ? r.cobranca_cliente_anotacao : '',
      estorno_cliente_tipo: r.estorno_cliente_tipo,
      estorno_cliente_valor: dec(r.estorno_cliente_valor).toFixed(2),
      estorno_fornecedor_valor: dec(r.estorno_fornecedor_valor).toFixed(2),
      estorno_fornecedor: r.estorno_fornecedor,
    };
    const [criada] = await tx.insert(racs).values(valores).returning();
    if (!criada) throw new Error('RAC not written');
    if (body.pagamentos.length > 0) {
      await tx.insert(racs_pagamentos).values(
        body.pagamentos.map((linha) => ({
          rac: criada.id,
          campo_formador: linha.campo_formador,
          responsavel: linha.responsavel,
          tipo_rac: linha.tipo_rac,
          cartao: linha.cartao,
        })),
      );
    }
    await tx
      .update(emissoes)
      .set({ status: 'rac', updated_at: new Date() })
      .where(eq(emissoes.id, emissao.id));
    await registrarAlteracaoRac(tx, {
      tipo: 'rac_criada',
      title: `RAC ${criada.id} (${TIPOS_RAC.label(r.tipo)}) aberta na emissão ${emissao.id}`,
      rac: { id: criada.id, venda: emissao.venda, servico: emissao.servico, emissao: emissao.id },
      antes: { emissao_status: emissao.status },
      depois: { ...valores, emissao_status: 'rac', pagamentos: body.pagamentos },
      ator: options,
    });
    // what it refunds is owed from now on (decision 0065)
    await lancarReembolsosDaRacTx(tx, criada, options);
    return criada.id;
  });
  return mustFindView(db, id);
}

/**
 * POST /api/racs/{id}/status/ (financeiro department only): a valid transition, recorded with who and when;
 * finalising returns the issuance from `rac` to `finalizada`, or cancels it for a cancelamento RAC (its open
 * payment orders removed).
 */
export async function alterarStatusRac(
  db: Db,
  options: { id: number; status: RacStatus } & AtorRac,
): Promise<RacView> {
  if (!podeAlterarStatusRac(options.user)) throw new AppError('forbidden', M.somenteFinanceiro);
  await db.transaction(async (tx) => {
    const rac = await travarRac(tx, options.id);
    if (!podeMudarStatusRac(rac.status, options.status)) {
      throw new AppError('conflict', M.transicaoInvalida, { status: [M.transicaoInvalida] });
    }
    const agora = new Date();
    await tx
      .update(racs)
      .set({
        status: options.status,
        status_alterado_por: options.user.id,
        status_alterado_em: agora,
        updated_at: agora,
      })
      .where(eq(racs.id, rac.id));
    let emissaoDepois: string | null = null;
    if (options.status === 'finalizada') {
      // concluding books nothing twice: the booking is made to match the RAC
      await lancarReembolsosDaRacTx(tx, rac, options);
      // a refund past the invoice's cancellation window: the adjustment the fiscal settings say (decision 0096)
      await ajustarNfseAposReembolsoTx(tx, { servico: rac.servico, rac: rac.id, usuario: options.user.id });
      const [emissao] = await tx
        .select({
          id: emissoes.id,
          status: emissoes.status,
          venda: emissoes.venda,
          servico: emissoes.servico,
        })
        .from(emissoes)
        .where(eq(emissoes.id, rac.emissao))
        .for('update');
      if (emissao?.status === 'rac') {
        if (rac.tipo === 'cancelamento') {
          emissaoDepois = 'cancelada';
          await tx
            .update(emissoes)
            .set({
              status: 'cancelada',
              cancelada_em: agora,
              cancelada_por: options.user.id,
              motivo_cancelamento: `RAC ${rac.id}: cancelamento`,
              updated_at: agora,
            })
            .where(eq(emissoes.id, emissao.id));
          // nothing is owed for a cancelled issuance: its open payment orders go (decision 0028)
          await removerOrdensAbertasDaEmissaoTx(tx, {
            emissao,
            ator: { user: options.user, ip: options.ip },
          });
        } else {
          emissaoDepois = 'finalizada';
          await tx
            .update(emissoes)
            .set({ status: 'finalizada', updated_at: agora })
            .where(eq(emissoes.id, emissao.id));
        }
      }
    }
    await registrarAlteracaoRac(tx, {
      tipo: 'rac_status',
      title: `RAC ${rac.id}: ${RAC_STATUS.label(options.status)}`,
      rac,
      antes: { status: rac.status },
      depois: { status: options.status, ...(emissaoDepois ? { emissao_status: emissaoDepois } : {}) },
      ator: options,
    });
  });
  return mustFindView(db, options.id);
}

/** POST /api/racs/{id}/protocolos/: a protocol dated today (in the agency's time zone) unless given. */
export async function criarProtocolo(
  db: Db,
  options: { rac: number; body: RacProtocoloCreate } & AtorRac,
): Promise<RacProtocolo> {
  const id = await db.transaction(async (tx) => {
    const rac = await travarRacAberta(tx, options.rac);
    const valores = {
      rac: rac.id,
      nome: options.body.nome,
      descricao: options.body.descricao,
      data: options.body.data ?? hojeNaAgencia(),
      created_by: options.user.id,
    };
    const [criado] = await tx.insert(racs_protocolos).values(valores).returning({ id: racs_protocolos.id });
    if (!criado) throw new Error('protocol not written');
    await registrarAlteracaoRac(tx, {
      tipo: 'rac_protocolo',
      title: `RAC ${rac.id}: protocolo ${valores.nome}`,
      rac,
      antes: null,
      depois: { id: criado.id, ...valores },
      ator: options,
    });
    return criado.id;
  });
  const [protocolo] = await findProtocolos(db, options.rac, id);
  if (!protocolo) throw new Error('protocol not found after writing');
  return protocolo;
}

/** PUT /api/racs/{id}/servicos/: links a service of the RAC's sale, once. */
export async function vincularServico(
  db: Db,
  options: { rac: number; servico: number } & AtorRac,
): Promise<RacServico[]> {
  await db.transaction(async (tx) => {
    const rac = await travarRacAberta(tx, options.rac);
    const [servico] = await tx
      .select({ id: servicos.id, venda: servicos.venda })
      .from(servicos)
      .where(eq(servicos.id, options.servico));
    if (!servico) {
      throw new AppError('bad_request', M.servicoInexistente, { servico: [M.servicoInexistente] });
    }
    if (servico.venda !== rac.venda) {
      throw new AppError('bad_request', M.servicoOutraVenda, { servico: [M.servicoOutraVenda] });
    }
    const [ja] = await tx
      .select({ id: racs_servicos.id })
      .from(racs_servicos)
      .where(and(eq(racs_servicos.rac, rac.id), eq(racs_servicos.servico, servico.id)));
    if (ja) throw new AppError('conflict', M.servicoJaVinculado, { servico: [M.servicoJaVinculado] });
    try {
      await tx.insert(racs_servicos).values({
        rac: rac.id,
        servico: servico.id,
        venda: servico.venda,
        servico_vinculado_por: options.user.id,
      });
    } catch (error) {
      if (pgError(error)?.kind === 'unique') {
        throw new AppError('conflict', M.servicoJaVinculado, { servico: [M.servicoJaVinculado] });
      }
      throw error;
    }
    await registrarAlteracaoRac(tx, {
      tipo: 'rac_servico',
      title: `RAC ${rac.id}: serviço ${servico.id} vinculado`,
      rac,
      antes: null,
      depois: { servico: servico.id },
      ator: options,
    });
  });
  return findServicosDaRac(db, options.rac);
}

import { formatMoney, hojeNaAgencia } from '@skyler/domain/formatters';
import { podeAlterarOrdensPagamento } from '@skyler/domain/ordens-pagamento';
import { valorBaseDaEmissao } from '@skyler/domain/precos/comissao';
import { dec, moneyString } from '@skyler/domain/precos/dinheiro';
import {
  RAC_REEMBOLSO_MESSAGES as MR,
  mensagemEstornoAcimaDoTeto,
  podeAlterarStatusRac,
  type RacReembolsosUpdate,
  type RacView,
  type RecebivelFornecedor,
  type RecebivelStatusRequest,
  tetoEstornoRac,
} from '@skyler/domain/racs';
import { and, eq, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  emissoes,
  fornecedores,
  ordens_pagamento,
  type RacRow,
  racs,
  recebiveis_fornecedor,
  servicos,
  vendas,
} from '../../db/schema/index.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import { conferirVersao } from '../../platform/versao.ts';
import { type AtorRac, registrarAlteracaoRac, travarRac } from './alteracao-rac.ts';
import { findRac, findRecebivel } from './racs.queries.ts';

const recusa = (campo: string, mensagem: string) =>
  new AppError('bad_request', mensagem, { [campo]: [mensagem] });

/**
 * What the client may still be refunded on the issuance (locked by the caller): the value its service
 * charges the client less what the issuance's other RACs refund (`tetoEstornoRac`). A refund above it is
 * refused under `campo`, changing nothing.
 */
export async function conferirTetoEstornoTx(
  tx: DbOrTx,
  options: { emissao: number; servico: number; valor: string; racAtual?: number; campo: string },
): Promise<void> {
  if (!dec(options.valor).gt(0)) return;
  const [servico] = await tx
    .select({ valor_total: servicos.valor_total })
    .from(servicos)
    .where(eq(servicos.id, options.servico));
  const anteriores = await tx
    .select({ valor: racs.estorno_cliente_valor })
    .from(racs)
    .where(
      and(
        eq(racs.emissao, options.emissao),
        options.racAtual === undefined ? undefined : ne(racs.id, options.racAtual),
      ),
    );
  const teto = tetoEstornoRac(
    servico?.valor_total ?? '0',
    anteriores.map((a) => a.valor),
  );
  if (dec(options.valor).gt(teto)) {
    throw recusa(
      options.campo,
      mensagemEstornoAcimaDoTeto(teto.isZero() ? 'R$ 0,00' : formatMoney(moneyString(teto))),
    );
  }
}

/** The supplier refunding the agency must exist. */
export async function conferirFornecedorEstornoTx(tx: DbOrTx, fornecedor: number | null): Promise<void> {
  if (fornecedor === null) return;
  const [achado] = await tx
    .select({ id: fornecedores.id })
    .from(fornecedores)
    .where(eq(fornecedores.id, fornecedor));
  if (!achado) throw recusa('racs.estorno_fornecedor', MR.fornecedorReembolsoObrigatorio);
}

/**
 * Books what the RAC refunds (decision 0065), in the RAC's transaction: the refund the agency owes the client
 * (a payment order `reembolso_cliente` to the sale's client, due `estorno_cliente_data_previsto`) and what
 * the supplier owes back (a receivable, due `estorno_skyler_data_previsto`). Idempotent: it makes the booking
 * match the RAC — creates what is missing, updates what is open, removes an open one whose amount went to
 * zero — and refuses (409) to change a paid refund or a received receivable. Audited when it changes anything.
 */
export async function lancarReembolsosDaRacTx(
  tx: DbOrTx,
  rac: RacRow,
  ator: AtorRac,
  hoje: string = hojeNaAgencia(),
): Promise<void> {
  const antes: Record<string, unknown> = {};
  const depois: Record<string, unknown> = {};
  const quem = ator.user.id;

  // the client's refund
  const [ordem] = await tx
    .select()
    .from(ordens_pagamento)
    .where(and(eq(ordens_pagamento.rac, rac.id), eq(ordens_pagamento.tipo, 'reembolso_cliente')))
    .for('update');
  const valorCliente = moneyString(dec(rac.estorno_cliente_valor));
  const vencimentoCliente = rac.estorno_cliente_data_previsto ?? ordem?.vencimento ?? hoje;
  const devidoCliente = dec(valorCliente).gt(0);
  if (ordem?.status === 'pago') {
    if (!dec(ordem.valor).equals(dec(valorCliente))) {
      throw new AppError('conflict', MR.reembolsoPago, { 'racs.estorno_cliente_valor': [MR.reembolsoPago] });
    }
  } else if (ordem && !devidoCliente) {
    await tx.delete(ordens_pagamento).where(eq(ordens_pagamento.id, ordem.id));
    antes.reembolso_cliente = { id: ordem.id, valor: ordem.valor, vencimento: ordem.vencimento };
    depois.reembolso_cliente = null;
  } else if (ordem) {
    if (!dec(ordem.valor).equals(dec(valorCliente)) || ordem.vencimento !== vencimentoCliente) {
      await tx
        .update(ordens_pagamento)
        .set({
          valor: valorCliente,
          vencimento: vencimentoCliente,
          data_alteracao: new Date(),
          updated_by: quem,
        })
        .where(eq(ordens_pagamento.id, ordem.id));
      antes.reembolso_cliente = { id: ordem.id, valor: ordem.valor, vencimento: ordem.vencimento };
      depois.reembolso_cliente = { id: ordem.id, valor: valorCliente, vencimento: vencimentoCliente };
    }
  } else if (devidoCliente) {
    const [venda] = await tx
      .select({ cliente: vendas.cliente, cliente_empresa: vendas.cliente_empresa })
      .from(vendas)
      .where(eq(vendas.id, rac.venda));
    const [criada] = await tx
      .insert(ordens_pagamento)
      .values({
        tipo: 'reembolso_cliente',
        rac: rac.id,
        venda: rac.venda,
        servico: rac.servico,
        cliente: venda?.cliente ?? null,
        cliente_empresa: venda?.cliente_empresa ?? null,
        valor: valorCliente,
        vencimento: vencimentoCliente,
        meio_pagamento: rac.estorno_cliente_tipo === 'cartao' ? 'cartao_credito' : 'pix',
        created_by: quem,
        updated_by: quem,
      })
      .returning({ id: ordens_pagamento.id });
    antes.reembolso_cliente = null;
    depois.reembolso_cliente = { id: criada?.id, valor: valorCliente, vencimento: vencimentoCliente };
  }

  // what the supplier refunds the agency
  const [recebivel] = await tx
    .select()
    .from(recebiveis_fornecedor)
    .where(eq(recebiveis_fornecedor.rac, rac.id))
    .for('update');
  const valorFornecedor = moneyString(dec(rac.estorno_fornecedor_valor));
  const devidoFornecedor = dec(valorFornecedor).gt(0);
  let fornecedor = rac.estorno_fornecedor;
  if (fornecedor === null && devidoFornecedor) {
    const [emissao] = await tx
      .select({ fornecedor: emissoes.fornecedor })
      .from(emissoes)
      .where(eq(emissoes.id, rac.emissao));
    fornecedor = emissao?.fornecedor ?? null;
  }
  const vencimentoFornecedor = rac.estorno_skyler_data_previsto;
  if (recebivel?.status === 'recebido') {
    if (!dec(recebivel.valor).equals(dec(valorFornecedor))) {
      throw new AppError('conflict', MR.recebivelRecebido, {
        'racs.estorno_fornecedor_valor': [MR.recebivelRecebido],
      });
    }
  } else if (recebivel && !devidoFornecedor) {
    await tx.delete(recebiveis_fornecedor).where(eq(recebiveis_fornecedor.id, recebivel.id));
    antes.reembolso_fornecedor = { id: recebivel.id, valor: recebivel.valor };
    depois.reembolso_fornecedor = null;
  } else if (recebivel) {
    if (
      !dec(recebivel.valor).equals(dec(valorFornecedor)) ||
      recebivel.vencimento !== vencimentoFornecedor ||
      recebivel.fornecedor !== fornecedor
    ) {
      await tx
        .update(recebiveis_fornecedor)
        .set({
          valor: valorFornecedor,
          vencimento: vencimentoFornecedor,
          fornecedor,
          data_alteracao: new Date(),
          updated_by: quem,
        })
        .where(eq(recebiveis_fornecedor.id, recebivel.id));
      antes.reembolso_fornecedor = {
        id: recebivel.id,
        valor: recebivel.valor,
        vencimento: recebivel.vencimento,
        fornecedor: recebivel.fornecedor,
      };
      depois.reembolso_fornecedor = {
        id: recebivel.id,
        valor: valorFornecedor,
        vencimento: vencimentoFornecedor,
        fornecedor,
      };
    }
  } else if (devidoFornecedor) {
    const [criado] = await tx
      .insert(recebiveis_fornecedor)
      .values({
        rac: rac.id,
        venda: rac.venda,
        servico: rac.servico,
        emissao: rac.emissao,
        fornecedor,
        valor: valorFornecedor,
        vencimento: vencimentoFornecedor,
        created_by: quem,
        updated_by: quem,
      })
      .returning({ id: recebiveis_fornecedor.id });
    antes.reembolso_fornecedor = null;
    depois.reembolso_fornecedor = { id: criado?.id, valor: valorFornecedor, fornecedor };
  }

  // the issuance's commission base is net of what the refunds cost the agency (decisions 0053, 0065)
  const antigoLiquido = dec(ordem?.valor ?? 0).minus(dec(recebivel?.valor ?? 0));
  const novoLiquido = dec(devidoCliente ? valorCliente : 0).minus(
    dec(devidoFornecedor ? valorFornecedor : 0),
  );
  const variacao = novoLiquido.minus(antigoLiquido);
  if (!variacao.isZero()) {
    const [emissao] = await tx
      .select({
        valor_base: emissoes.valor_base,
        base_cobrada: emissoes.base_cobrada,
        variacao_lucro: emissoes.variacao_lucro,
      })
      .from(emissoes)
      .where(eq(emissoes.id, rac.emissao))
      .for('update');
    if (emissao) {
      // a refund is a change of what the sale earns: it joins the issuance's profit variation, and the base
      // is computed from that state again (decision 0069)
      const variacaoLucro = moneyString(dec(emissao.variacao_lucro).minus(variacao));
      const base = moneyString(valorBaseDaEmissao({ baseCobrada: emissao.base_cobrada, variacaoLucro }));
      await tx
        .update(emissoes)
        .set({ valor_base: base, variacao_lucro: variacaoLucro })
        .where(eq(emissoes.id, rac.emissao));
      antes.valor_base_emissao = moneyString(emissao.valor_base);
      depois.valor_base_emissao = base;
    }
  }

  if (Object.keys(depois).length > 0) {
    await createAuditLog(tx, {
      tipo: 'rac_reembolso',
      usuario: quem,
      venda: rac.venda,
      antes,
      depois,
      meta: {
        entidade: 'rac',
        id: rac.id,
        emissao: rac.emissao,
        servico: rac.servico,
        ...(ator.ip ? { ip: ator.ip } : {}),
      },
    });
  }
}

/**
 * PUT /api/racs/{id}/reembolsos/ (financeiro department): the RAC's refund amounts and due dates while it is
 * not concluded, capped across the issuance's RACs; its booking follows in the same transaction. 409 on a
 * stale version, on a concluded RAC, or when it would change a paid refund or a received receivable.
 */
export async function alterarReembolsosRac(
  db: Db,
  options: { id: number; dados: RacReembolsosUpdate } & AtorRac,
): Promise<RacView> {
  const { dados } = options;
  if (!podeAlterarStatusRac(options.user)) throw new AppError('forbidden', MR.somenteFinanceiro);
  await db.transaction(async (tx) => {
    const atual = await travarRac(tx, options.id);
    conferirVersao(atual.versao, dados.versao);
    if (atual.status === 'finalizada') {
      throw new AppError('conflict', 'Uma RAC concluída não pode ser alterada.');
    }
    // the issuance locked: two changes of its RACs' refunds are one after the other
    await tx.select({ id: emissoes.id }).from(emissoes).where(eq(emissoes.id, atual.emissao)).for('update');
    await conferirTetoEstornoTx(tx, {
      emissao: atual.emissao,
      servico: atual.servico,
      valor: dados.estorno_cliente_valor,
      racAtual: atual.id,
      campo: 'estorno_cliente_valor',
    });
    await conferirFornecedorEstornoTx(tx, dados.estorno_fornecedor);
    const valores = {
      estorno_cliente_valor: moneyString(dec(dados.estorno_cliente_valor)),
      estorno_cliente_data_previsto: dados.estorno_cliente_data_previsto,
      estorno_fornecedor_valor: moneyString(dec(dados.estorno_fornecedor_valor)),
      estorno_fornecedor: dados.estorno_fornecedor,
      estorno_skyler_data_previsto: dados.estorno_skyler_data_previsto,
    };
    const [depois] = await tx
      .update(racs)
      .set({ ...valores, updated_at: new Date() })
      .where(eq(racs.id, atual.id))
      .returning();
    if (!depois) throw new AppError('not_found', 'RAC não encontrada.');
    await lancarReembolsosDaRacTx(tx, depois, options);
    await registrarAlteracaoRac(tx, {
      tipo: 'rac_valores',
      title: `RAC ${atual.id}: reembolsos alterados`,
      rac: atual,
      antes: {
        estorno_cliente_valor: atual.estorno_cliente_valor,
        estorno_cliente_data_previsto: atual.estorno_cliente_data_previsto,
        estorno_fornecedor_valor: atual.estorno_fornecedor_valor,
        estorno_fornecedor: atual.estorno_fornecedor,
        estorno_skyler_data_previsto: atual.estorno_skyler_data_previsto,
      },
      depois: valores,
      ator: options,
    });
  });
  const view = await findRac(db, options.id);
  if (!view) throw new AppError('not_found', 'RAC não encontrada.');
  return view;
}

/**
 * POST /api/racs/recebiveis/{id}/status/ (financeiro department): the supplier's refund received on a day
 * not after today, or back to open clearing it; versioned, audited.
 */
export async function alterarStatusRecebivel(
  db: Db,
  options: { id: number; dados: RecebivelStatusRequest; hoje?: string } & AtorRac,
): Promise<RecebivelFornecedor> {
  const { dados } = options;
  if (!podeAlterarOrdensPagamento(options.user)) throw new AppError('forbidden', MR.somenteFinanceiro);
  const hoje = options.hoje ?? hojeNaAgencia();
  await db.transaction(async (tx) => {
    const [atual] = await tx
      .select()
      .from(recebiveis_fornecedor)
      .where(eq(recebiveis_fornecedor.id, options.id))
      .for('update');
    if (!atual) throw new AppError('not_found', MR.recebivelNaoEncontrado);
    conferirVersao(atual.versao, dados.versao);
    if (atual.status === dados.status) throw new AppError('conflict', MR.recebivelJaNoStatus);
    if (dados.status === 'recebido' && dados.data_recebimento > hoje) {
      throw recusa('data_recebimento', MR.dataRecebimentoFutura);
    }
    const data_recebimento = dados.status === 'recebido' ? dados.data_recebimento : null;
    await tx
      .update(recebiveis_fornecedor)
      .set({
        status: dados.status,
        data_recebimento,
        data_alteracao: new Date(),
        updated_by: options.user.id,
      })
      .where(eq(recebiveis_fornecedor.id, atual.id));
    await createAuditLog(tx, {
      tipo: 'recebivel_fornecedor_status',
      usuario: options.user.id,
      venda: atual.venda,
      antes: { status: atual.status, data_recebimento: atual.data_recebimento },
      depois: { status: dados.status, data_recebimento },
      meta: {
        entidade: 'recebivel_fornecedor',
        id: atual.id,
        rac: atual.rac,
        emissao: atual.emissao,
        servico: atual.servico,
        ...(options.ip ? { ip: options.ip } : {}),
      },
    });
  });
  const view = await findRecebivel(db, options.id);
  if (!view) throw new AppError('not_found', MR.recebivelNaoEncontrado);
  return view;
}

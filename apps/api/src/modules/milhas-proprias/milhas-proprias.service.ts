import { hojeNaAgencia } from '@skyler/domain/formatters-basicos';
import {
  MILHAS_PROPRIAS_MESSAGES as M,
  type MovimentoRequest,
  type MovimentoResponse,
  milhasComBonus,
  saldoCobre,
  type TipoMovimento,
} from '@skyler/domain/milhas-proprias';
import { dec, moneyString } from '@skyler/domain/precos/dinheiro';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  emissoes,
  fidelidades,
  fornecedores,
  milhas_proprias_movimentos,
  milhas_proprias_saldos,
  milhas_validadas,
  ordens_pagamento,
} from '../../db/schema/index.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import { conferirVersao } from '../../platform/versao.ts';
import { meioDaOrdem } from '../ordens-pagamento/meio-da-ordem.ts';
import { findContaPropria, findMovimentosPorIds } from './milhas-proprias.queries.ts';

export type AtorMilhasProprias = { user: { id: number }; ip?: string | null };

/** What a movement records besides its account, kind and miles. */
export type DetalhesMovimento = {
  valor?: string | null;
  custo_milheiro?: string | null;
  fornecedor?: number | null;
  ordem_pagamento?: number | null;
  conta_relacionada?: number | null;
  bonus_porcentagem?: string | null;
  milha_validada?: number | null;
  emissao?: number | null;
  venda?: number | null;
  observacao?: string | null;
};

/**
 * Locks the balances of the accounts given, in id order (two transfers in opposite directions cannot
 * deadlock), creating the rows of accounts that never moved. Answers balance and version by account.
 */
export async function travarSaldosTx(
  tx: DbOrTx,
  contas: readonly number[],
): Promise<Map<number, { saldo: number; versao: number }>> {
  const ids = [...new Set(contas)].sort((a, b) => a - b);
  if (ids.length === 0) return new Map();
  await tx
    .insert(milhas_proprias_saldos)
    .values(ids.map((conta) => ({ conta })))
    .onConflictDoNothing();
  const linhas = await tx
    .select()
    .from(milhas_proprias_saldos)
    .where(inArray(milhas_proprias_saldos.conta, ids))
    .orderBy(milhas_proprias_saldos.conta)
    .for('update');
  return new Map(linhas.map((l) => [l.conta, { saldo: l.saldo, versao: l.versao }]));
}

/**
 * One movement of an own account in the caller's transaction, its balance already locked (`travarSaldosTx`):
 * refused with the balance when it would leave it negative; answers the movement's id.
 */
export async function movimentarTx(
  tx: DbOrTx,
  options: {
    conta: number;
    tipo: TipoMovimento;
    milhas: number;
    saldoAtual: number;
    campo?: string;
    ator: AtorMilhasProprias;
    agora?: Date;
  } & DetalhesMovimento,
): Promise<{ id: number; saldo: number }> {
  const {
    conta,
    tipo,
    milhas,
    saldoAtual,
    campo = 'milhas',
    ator,
    agora = new Date(),
    ...detalhes
  } = options;
  if (milhas < 0 && !saldoCobre(saldoAtual, -milhas)) {
    const mensagem = M.saldoInsuficiente(saldoAtual);
    throw new AppError('bad_request', mensagem, { [campo]: [mensagem] });
  }
  const saldo = saldoAtual + milhas;
  await tx
    .update(milhas_proprias_saldos)
    .set({ saldo, updated_at: agora })
    .where(eq(milhas_proprias_saldos.conta, conta));
  const [criado] = await tx
    .insert(milhas_proprias_movimentos)
    .values({
      conta,
      tipo,
      milhas,
      saldo_apos: saldo,
      created_by: ator.user.id,
      created_at: agora,
      ...detalhes,
    })
    .returning({ id: milhas_proprias_movimentos.id });
  if (!criado) throw new Error('movement not written');
  return { id: criado.id, saldo };
}

/** The audit row of movements written in one transaction (the rows as the API answers them). */
export async function auditarMovimentosTx(
  tx: DbOrTx,
  options: { ids: number[]; venda?: number | null; ator: AtorMilhasProprias; antes?: unknown },
): Promise<void> {
  if (options.ids.length === 0) return;
  await createAuditLog(tx, {
    tipo: 'milhas_proprias_movimento',
    usuario: options.ator.user.id,
    venda: options.venda ?? null,
    antes: options.antes ?? null,
    depois: await findMovimentosPorIds(tx, options.ids),
    meta: {
      entidade: 'milhas_proprias_movimento',
      id: options.ids[0] ?? null,
      movimentos: options.ids,
      ...(options.ator.ip ? { ip: options.ator.ip } : {}),
    },
  });
}

/**
 * POST /api/milhas-proprias/contas/{id}/movimentos/: a purchase, transfer, expiry or adjustment recorded by
 * hand, in one transaction with the balances locked (decision 0068). The account's version is checked
 * (409 on a stale write); a balance never goes negative; one audit row.
 */
export async function registrarMovimento(
  db: Db,
  options: { conta: number; body: MovimentoRequest; ator: AtorMilhasProprias },
): Promise<MovimentoResponse> {
  const { body, ator } = options;
  return db.transaction(async (tx) => {
    const conta = await findContaPropria(tx, options.conta);
    if (!conta) throw new AppError('not_found', M.contaNaoEncontrada);
    let destino: number | null = null;
    if (body.tipo === 'transferencia') {
      const [outra] = await tx
        .select({ id: fidelidades.id })
        .from(fidelidades)
        .where(
          and(
            eq(fidelidades.id, body.conta_destino),
            eq(fidelidades.conta_propria, true),
            eq(fidelidades.ativo, true),
          ),
        );
      if (!outra || outra.id === conta.id)
        throw new AppError('bad_request', M.destinoInvalido, { conta_destino: [M.destinoInvalido] });
      destino = outra.id;
    }
    if (body.tipo === 'compra') {
      const [vendedor] = await tx
        .select({ id: fornecedores.id })
        .from(fornecedores)
        .where(eq(fornecedores.id, body.fornecedor));
      if (!vendedor)
        throw new AppError('bad_request', M.fornecedorInvalido, { fornecedor: [M.fornecedorInvalido] });
    }
    const saldos = await travarSaldosTx(tx, destino === null ? [conta.id] : [conta.id, destino]);
    const atual = saldos.get(conta.id) ?? { saldo: 0, versao: 1 };
    conferirVersao(atual.versao, body.versao);
    const agora = new Date();
    const ids: number[] = [];
    const base = { conta: conta.id, saldoAtual: atual.saldo, ator, agora, observacao: body.observacao };
    switch (body.tipo) {
      case 'compra': {
        // buying miles is a payable: an open order to the seller for the price, with no issuance (0068)
        const ordem = await criarOrdemDaCompraTx(tx, {
          fornecedor: body.fornecedor,
          valor: body.valor,
          ator,
          agora,
        });
        const movimento = await movimentarTx(tx, {
          ordem_pagamento: ordem,
          ...base,
          tipo: 'compra',
          milhas: body.milhas,
          valor: body.valor,
          custo_milheiro: moneyString(dec(body.valor).times(1000).div(body.milhas)),
          fornecedor: body.fornecedor,
        });
        ids.push(movimento.id);
        break;
      }
      case 'transferencia': {
        const saida = await movimentarTx(tx, {
          ...base,
          tipo: 'transferencia_saida',
          milhas: -body.milhas,
          conta_relacionada: destino,
          bonus_porcentagem: body.bonus_porcentagem,
        });
        const recebido = saldos.get(destino as number) ?? { saldo: 0, versao: 1 };
        const entrada = await movimentarTx(tx, {
          ...base,
          conta: destino as number,
          saldoAtual: recebido.saldo,
          tipo: 'transferencia_entrada',
          milhas: milhasComBonus(body.milhas, body.bonus_porcentagem),
          conta_relacionada: conta.id,
          bonus_porcentagem: body.bonus_porcentagem,
        });
        ids.push(saida.id, entrada.id);
        break;
      }
      case 'expiracao':
        ids.push((await movimentarTx(tx, { ...base, tipo: 'expiracao', milhas: -body.milhas })).id);
        break;
      case 'ajuste':
        ids.push((await movimentarTx(tx, { ...base, tipo: 'ajuste', milhas: body.milhas })).id);
        break;
    }
    await auditarMovimentosTx(tx, { ids, ator, antes: { conta: conta.id, saldo: atual.saldo } });
    const depois = await findContaPropria(tx, conta.id);
    if (!depois) throw new AppError('not_found', M.contaNaoEncontrada);
    return { conta: depois, movimentos: await findMovimentosPorIds(tx, ids) };
  });
}

/**
 * The issuances just created for a validated service named on the own-account movements of its validated
 * lines (the movement was written when the line was validated, before its issuance existed).
 */
export async function vincularMovimentosAsEmissoesTx(tx: DbOrTx, servico: number): Promise<void> {
  await tx.execute(sql`
    update milhas_proprias_movimentos m set emissao = e.id
    from milhas_validadas mv
    join emissoes e on e.subcotacao = mv.subcotacao and e.status <> 'cancelada'
    where m.milha_validada = mv.id and mv.servico = ${servico} and m.emissao is null`);
}

/**
 * An issuance cancelled before it was concluded did not use the miles its own-account lines took: each line
 * not yet returned gets them back with an `estorno_emissao` movement, in the caller's transaction, audited.
 * A concluded issuance (a RAC's cancellation) keeps them: the ticket was issued. Answers how many returned.
 */
export async function devolverMilhasDaEmissaoTx(
  tx: DbOrTx,
  { emissao, ator }: { emissao: number; ator: AtorMilhasProprias },
): Promise<number> {
  const [row] = await tx
    .select({ subcotacao: emissoes.subcotacao, venda: emissoes.venda, concluida_por: emissoes.concluida_por })
    .from(emissoes)
    .where(eq(emissoes.id, emissao));
  if (!row || row.subcotacao === null || row.concluida_por !== null) return 0;
  const estornos = alias(milhas_proprias_movimentos, 'estornos');
  const tomadas = await tx
    .select({
      conta: milhas_proprias_movimentos.conta,
      milhas: milhas_proprias_movimentos.milhas,
      valor: milhas_proprias_movimentos.valor,
      custo_milheiro: milhas_proprias_movimentos.custo_milheiro,
      milha_validada: milhas_proprias_movimentos.milha_validada,
    })
    .from(milhas_proprias_movimentos)
    .innerJoin(milhas_validadas, eq(milhas_validadas.id, milhas_proprias_movimentos.milha_validada))
    .leftJoin(
      estornos,
      and(
        eq(estornos.milha_validada, milhas_proprias_movimentos.milha_validada),
        eq(estornos.tipo, 'estorno_emissao'),
      ),
    )
    .where(
      and(
        eq(milhas_validadas.subcotacao, row.subcotacao),
        eq(milhas_proprias_movimentos.tipo, 'emissao'),
        isNull(estornos.id),
      ),
    )
    .orderBy(milhas_proprias_movimentos.id);
  if (tomadas.length === 0) return 0;
  const saldos = await travarSaldosTx(
    tx,
    tomadas.map((t) => t.conta),
  );
  const ids: number[] = [];
  for (const tomada of tomadas) {
    const atual = saldos.get(tomada.conta) ?? { saldo: 0, versao: 1 };
    const movimento = await movimentarTx(tx, {
      conta: tomada.conta,
      tipo: 'estorno_emissao',
      milhas: -tomada.milhas,
      saldoAtual: atual.saldo,
      valor: tomada.valor,
      custo_milheiro: tomada.custo_milheiro,
      milha_validada: tomada.milha_validada,
      emissao,
      venda: row.venda,
      ator,
    });
    saldos.set(tomada.conta, { ...atual, saldo: movimento.saldo });
    ids.push(movimento.id);
  }
  await auditarMovimentosTx(tx, { ids, venda: row.venda, ator });
  return ids.length;
}

/**
 * The payable of a purchase of miles: an open `compra_milhas` order to the seller for the price, due today,
 * paid by the seller's first method (Pix when it has none), in the caller's transaction. Answers its id.
 */
export async function criarOrdemDaCompraTx(
  tx: DbOrTx,
  options: { fornecedor: number; valor: string; ator: AtorMilhasProprias; agora: Date },
): Promise<number> {
  const [vendedor] = await tx
    .select({ meios: fornecedores.meios_de_pagamento })
    .from(fornecedores)
    .where(eq(fornecedores.id, options.fornecedor));
  const { meio_pagamento, cartao } = meioDaOrdem({ cartao: null }, vendedor?.meios ?? []);
  const [ordem] = await tx
    .insert(ordens_pagamento)
    .values({
      tipo: 'compra_milhas',
      fornecedor: options.fornecedor,
      valor: moneyString(dec(options.valor)),
      meio_pagamento,
      cartao,
      vencimento: hojeNaAgencia(options.agora),
      data_solicitacao: options.agora,
      data_alteracao: options.agora,
      created_by: options.ator.user.id,
      updated_by: options.ator.user.id,
    })
    .returning({ id: ordens_pagamento.id });
  if (!ordem) throw new Error('payment order not written');
  return ordem.id;
}

import {
  CANDIDATOS_LIMITE,
  type CandidatoMovimento,
  type ConciliarMovimentoRequest,
  type ForaDoBancoRequest,
  type IgnorarMovimentoRequest,
  CONCILIACAO_BANCO_MESSAGES as M,
  type MovimentoConciliado,
  podeConciliar,
} from '@skyler/domain/conciliacao-banco/conciliacao-banco';
import { repartirMovimento } from '@skyler/domain/conciliacao-banco/sugestoes';
import { valorDoExtrato } from '@skyler/domain/contas-bancarias';
import { hojeNaAgencia } from '@skyler/domain/formatters-basicos';
import { dec, sum } from '@skyler/domain/precos/dinheiro';
import { eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  movimentos_bancarios,
  ordens_pagamento,
  pagamentos,
  pagamentos_servicos,
} from '../../db/schema/index.ts';
import type { Ator } from '../../platform/actor.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import { padroesDeBusca } from '../../platform/text-search.ts';
import { conferirVersao } from '../../platform/versao.ts';
import { alterarStatusOrdemPagamento } from '../ordens-pagamento/ordens-pagamento.service.ts';
import { concluirPagamento } from '../pagamentos/concluir.service.ts';
import {
  type CandidatoRow,
  deleteVinculos,
  findCandidatosDoMovimento,
  findMovimento,
  findMovimentosDaConta,
  findOrdensCandidatas,
  findPagamentosCandidatos,
  findVinculos,
  insertVinculos,
  lockMovimento,
  type MovimentoRow,
} from './movimentos-bancarios.queries.ts';
import { resultadosDosMovimentos } from './sugestoes.ts';

const meta = (ator: Ator | null) => (ator?.ip ? { ip: ator.ip } : {});

function exigirFinanceiro(ator: Ator) {
  if (!podeConciliar(ator.user)) throw new AppError('forbidden', 'Permissão negada.');
}

function recusa(campo: string, mensagem: string): AppError {
  return new AppError('bad_request', mensagem, { [campo]: [mensagem] });
}

async function movimentoOu404(tx: DbOrTx, id: number, versao: number): Promise<MovimentoRow> {
  const row = await lockMovimento(tx, id);
  if (!row) throw new AppError('not_found', M.movimentoNaoEncontrado);
  conferirVersao(row.versao, versao);
  return row;
}

/** An amount typed in a search ("520", "1.234,56", "R$ 80,50"), as a decimal string; null when it is not one. */
function valorDaBusca(busca: string): string | null {
  if (!/^(R\$)?\s*[\d.,]+$/i.test(busca)) return null;
  return valorDoExtrato(busca, 'virgula');
}

/**
 * GET /api/movimentos-bancarios/{id}/candidatos/?busca=: the payments (a credit) or orders (a debit) finance
 * may choose by hand for a line, the closest to its amount and day first; the search looks in the payer's or
 * payee's name and document, the sale's number and the amount.
 */
export async function candidatosDoMovimento(
  db: DbOrTx,
  { id, busca, ator }: { id: number; busca?: string; ator: Ator },
): Promise<CandidatoMovimento[]> {
  exigirFinanceiro(ator);
  const mov = await findMovimento(db, id);
  if (!mov) throw new AppError('not_found', M.movimentoNaoEncontrado);
  const texto = busca?.trim() ?? '';
  return findCandidatosDoMovimento(db, {
    tipo: mov.tipo,
    valor: mov.valor,
    data: mov.data,
    padroes: padroesDeBusca(texto),
    valorBuscado: valorDaBusca(texto),
    limite: CANDIDATOS_LIMITE,
  });
}

/** The line as the matching routes answer it, with what it settles. */
export async function viewMovimento(db: DbOrTx, id: number): Promise<MovimentoConciliado> {
  const [row] = await db.select().from(movimentos_bancarios).where(eq(movimentos_bancarios.id, id));
  if (!row) throw new AppError('not_found', M.movimentoNaoEncontrado);
  const vinculos = await findVinculos(db, [id]);
  return {
    id: row.id,
    conta: row.conta,
    data: row.data,
    tipo: row.tipo,
    valor: row.valor,
    descricao: row.descricao,
    status: row.status,
    motivo_pendencia: row.motivo_pendencia ?? null,
    categoria: row.categoria,
    motivo: row.motivo,
    versao: row.versao,
    vinculos: vinculos.map(({ pagamento, ordem, valor }) => ({ pagamento, ordem, valor })),
  };
}

/**
 * After an import (and after an undo): every line of the account not yet explained gets `sugerido` when the
 * engine has an exact match for it, else `pendente` with the reason. Only lines whose state changes are
 * written, so running it again changes nothing. Call it inside the import's transaction.
 */
export async function sugerirMovimentos(
  tx: DbOrTx,
  conta: number,
  ator: Ator | null = null,
): Promise<{ sugeridos: number; pendentes: number; alterados: number }> {
  const abertos = await findMovimentosDaConta(tx, conta, ['pendente', 'sugerido']);
  const resultados = await resultadosDosMovimentos(tx, abertos);
  let sugeridos = 0;
  const alterados: { id: number; status: string; motivo_pendencia: string | null }[] = [];
  for (const m of abertos) {
    const r = resultados.get(m.id);
    const exata = r?.sugestoes.some((s) => s.exata) ?? false;
    const status = exata ? 'sugerido' : 'pendente';
    const motivo = exata ? null : (r?.pendencia ?? 'sem_correspondencia');
    if (exata) sugeridos++;
    if (m.status === status && (m.motivo_pendencia ?? null) === motivo) continue;
    await tx
      .update(movimentos_bancarios)
      .set({ status, motivo_pendencia: motivo, updated_at: new Date() })
      .where(eq(movimentos_bancarios.id, m.id));
    alterados.push({ id: m.id, status, motivo_pendencia: motivo });
  }
  if (alterados.length > 0)
    await createAuditLog(tx, {
      tipo: 'movimentos_bancarios_sugeridos',
      usuario: ator?.user.id ?? null,
      depois: alterados,
      meta: { entidade: 'conta_bancaria', id: conta, ...meta(ator) },
    });
  return { sugeridos, pendentes: abertos.length - sugeridos, alterados: alterados.length };
}

/** The chosen entries, locked, in the order given, with what is left of each; refused when one is missing. */
async function escolhidos(tx: DbOrTx, tipo: 'pagamentos' | 'ordens', ids: readonly number[]) {
  const unicos = [...new Set(ids)];
  if (unicos.length !== ids.length) throw recusa(tipo, M.escolhidoSemSaldo);
  const tabela = tipo === 'pagamentos' ? pagamentos : ordens_pagamento;
  await tx.select({ id: tabela.id }).from(tabela).where(inArray(tabela.id, unicos)).for('update');
  const lidos =
    tipo === 'pagamentos'
      ? await findPagamentosCandidatos(tx, { ids: unicos })
      : await findOrdensCandidatas(tx, { ids: unicos });
  const porId = new Map(lidos.map((c) => [c.id, c] as const));
  return unicos.map((id) => {
    const c = porId.get(id);
    if (!c) throw recusa(tipo, tipo === 'pagamentos' ? M.pagamentoNaoEncontrado : M.ordemNaoEncontrada);
    return c;
  });
}

/** Refuses entries marked as settled outside the bank, and a foreign-currency order with no reais paid yet. */
async function conferirEscolhidos(tx: DbOrTx, tipo: 'pagamentos' | 'ordens', ids: readonly number[]) {
  if (tipo === 'pagamentos') {
    const rows = await tx
      .select({ fora: pagamentos.fora_do_banco_motivo })
      .from(pagamentos)
      .where(inArray(pagamentos.id, [...ids]));
    if (rows.some((r) => r.fora !== null)) throw recusa(tipo, M.liquidadoForaDoBanco);
    return;
  }
  const rows = await tx
    .select({
      fora: ordens_pagamento.fora_do_banco_motivo,
      moeda: ordens_pagamento.moeda,
      valor_pago: ordens_pagamento.valor_pago,
    })
    .from(ordens_pagamento)
    .where(inArray(ordens_pagamento.id, [...ids]));
  if (rows.some((r) => r.fora !== null)) throw recusa(tipo, M.liquidadoForaDoBanco);
  if (rows.some((r) => r.moeda !== 'BRL' && r.valor_pago === null)) throw recusa(tipo, M.moedaEstrangeira);
}

/**
 * Links a line to the payments (a credit) or orders (a debit) chosen, in order: each takes what is left of it
 * until the line is spent. An open payment the links now cover is concluded by the payments' conclude
 * service with the line's day; an open order is paid by the orders' service, the line as its receipt. One
 * transaction with the caller's.
 */
export async function conciliarMovimentoTx(
  tx: DbOrTx,
  {
    id,
    body,
    ator,
    hoje = hojeNaAgencia(),
  }: { id: number; body: ConciliarMovimentoRequest; ator: Ator; hoje?: string },
): Promise<void> {
  exigirFinanceiro(ator);
  const mov = await movimentoOu404(tx, id, body.versao);
  if (mov.status === 'conciliado' || mov.status === 'ignorado')
    throw new AppError('conflict', M.jaConciliado);
  const tipo = body.pagamentos?.length ? 'pagamentos' : 'ordens';
  if (mov.tipo === 'credito' && tipo !== 'pagamentos') throw recusa('ordens', M.creditoSoPagamentos);
  if (mov.tipo === 'debito' && tipo !== 'ordens') throw recusa('pagamentos', M.debitoSoOrdens);
  const ids = (tipo === 'pagamentos' ? body.pagamentos : body.ordens) ?? [];
  const alvos = await escolhidos(tx, tipo, ids);
  await conferirEscolhidos(tx, tipo, ids);
  const restantes = alvos.map((c) => dec(c.valor).minus(c.vinculado).toFixed(2));
  const partes = repartirMovimento(mov.valor, restantes);
  if (!partes) {
    throw recusa(
      tipo,
      dec(mov.valor).greaterThan(sum(restantes)) ? M.valorAcimaDoDevido : M.escolhidoSemSaldo,
    );
  }
  await insertVinculos(
    tx,
    alvos.map((c, i) => ({
      movimento: mov.id,
      ...(tipo === 'pagamentos' ? { pagamento: c.id } : { ordem: c.id }),
      valor: partes[i] as string,
      created_by: ator.user.id,
    })),
  );
  await tx
    .update(movimentos_bancarios)
    .set({
      status: 'conciliado',
      motivo_pendencia: null,
      conciliado_por: ator.user.id,
      conciliado_em: hoje,
      updated_at: new Date(),
    })
    .where(eq(movimentos_bancarios.id, mov.id));
  await createAuditLog(tx, {
    tipo: 'movimento_bancario_conciliado',
    usuario: ator.user.id,
    antes: { status: mov.status, motivo_pendencia: mov.motivo_pendencia },
    depois: { status: 'conciliado', vinculos: alvos.map((c, i) => ({ [tipo]: c.id, valor: partes[i] })) },
    meta: { entidade: 'movimento_bancario', id: mov.id, conta: mov.conta, ...meta(ator) },
  });
  const dia = mov.data <= hoje ? mov.data : hoje;
  for (const [i, c] of alvos.entries()) {
    const coberto = dec(c.vinculado)
      .plus(partes[i] as string)
      .greaterThanOrEqualTo(c.valor);
    if (!coberto) continue;
    if (tipo === 'pagamentos' && c.status === 'nao_efetuado') await concluirPeloBanco(tx, c, dia, ator);
    if (tipo === 'ordens' && c.status === 'aberto') {
      const [ordem] = await tx
        .select({ versao: ordens_pagamento.versao })
        .from(ordens_pagamento)
        .where(eq(ordens_pagamento.id, c.id));
      await alterarStatusOrdemPagamento(tx as Db, {
        id: c.id,
        dados: {
          status: 'pago',
          id_fatura: `Extrato: movimento ${mov.id}`,
          data_pagamento: dia,
          versao: ordem?.versao,
        },
        ator,
        hoje,
      });
    }
  }
}

/** Concludes an open payment the bank received in full, through the payments' conclude service. */
async function concluirPeloBanco(tx: DbOrTx, c: CandidatoRow, dia: string, ator: Ator) {
  const [p] = await tx.select().from(pagamentos).where(eq(pagamentos.id, c.id));
  if (!p) throw new AppError('not_found', M.pagamentoNaoEncontrado);
  const partes = await tx
    .select({ servico: pagamentos_servicos.servico, valor: pagamentos_servicos.valor })
    .from(pagamentos_servicos)
    .where(eq(pagamentos_servicos.pagamento, p.id))
    .orderBy(pagamentos_servicos.servico);
  await concluirPagamento(tx as Db, {
    id: p.id,
    body: {
      pagamento: {
        venda: p.venda,
        valor_pagamento: { valor: p.valor, moeda: 'BRL' },
        servicos: partes.map((parte) => ({ servico: parte.servico, valor: parte.valor })),
        descricao: p.descricao,
        meio_pagamento: p.meio_pagamento as never,
        taxa_meio_pagamento: p.taxa_meio_pagamento,
        num_parcelas: p.num_parcelas,
        data_vencimento: p.data_vencimento,
        data_pagamento: dia,
        status: 'concluido',
        responsavel_financeiro: p.responsavel_financeiro,
        responsavel_financeiro_empresa: p.responsavel_financeiro_empresa,
        versao: p.versao,
      },
    },
    user: ator.user,
    ip: ator.ip,
  });
}

/** POST /api/movimentos-bancarios/{id}/conciliar/ */
export async function conciliarMovimento(
  db: Db,
  options: { id: number; body: ConciliarMovimentoRequest; ator: Ator; hoje?: string },
): Promise<MovimentoConciliado> {
  await db.transaction((tx) => conciliarMovimentoTx(tx, options));
  return viewMovimento(db, options.id);
}

/**
 * POST /api/movimentos-bancarios/conciliar-exatas/?conta=: confirms, in one transaction, the exact suggestion
 * of every line of the account awaiting confirmation (the batch as the engine proposes it now).
 */
export async function conciliarExatas(
  db: Db,
  { conta, ator, hoje }: { conta: number; ator: Ator; hoje?: string },
): Promise<{ conciliados: number; movimentos: number[] }> {
  exigirFinanceiro(ator);
  return db.transaction(async (tx) => {
    const sugeridos = await findMovimentosDaConta(tx, conta, ['sugerido']);
    const resultados = await resultadosDosMovimentos(tx, sugeridos);
    const feitos: number[] = [];
    for (const m of sugeridos) {
      const exata = resultados.get(m.id)?.sugestoes.find((s) => s.exata);
      if (!exata) continue;
      await conciliarMovimentoTx(tx, {
        id: m.id,
        body: { pagamentos: exata.pagamentos, ordens: exata.ordens, versao: m.versao },
        ator,
        ...(hoje ? { hoje } : {}),
      });
      feitos.push(m.id);
    }
    return { conciliados: feitos.length, movimentos: feitos };
  });
}

/** POST /api/movimentos-bancarios/{id}/ignorar/: a line that is not sales money, with its category and why. */
export async function ignorarMovimento(
  db: Db,
  {
    id,
    body,
    ator,
    hoje = hojeNaAgencia(),
  }: { id: number; body: IgnorarMovimentoRequest; ator: Ator; hoje?: string },
): Promise<MovimentoConciliado> {
  exigirFinanceiro(ator);
  await db.transaction(async (tx) => {
    const mov = await movimentoOu404(tx, id, body.versao);
    if (mov.status === 'conciliado' || mov.status === 'ignorado')
      throw new AppError('conflict', M.jaConciliado);
    await tx
      .update(movimentos_bancarios)
      .set({
        status: 'ignorado',
        motivo_pendencia: null,
        categoria: body.categoria,
        motivo: body.motivo,
        conciliado_por: ator.user.id,
        conciliado_em: hoje,
        updated_at: new Date(),
      })
      .where(eq(movimentos_bancarios.id, id));
    await createAuditLog(tx, {
      tipo: 'movimento_bancario_ignorado',
      usuario: ator.user.id,
      antes: { status: mov.status },
      depois: { status: 'ignorado', categoria: body.categoria, motivo: body.motivo },
      meta: { entidade: 'movimento_bancario', id, conta: mov.conta, ...meta(ator) },
    });
  });
  return viewMovimento(db, id);
}

/**
 * POST /api/movimentos-bancarios/{id}/desfazer/: a mistaken match or ignore goes back to the queue with the
 * engine's reason. The links go; a payment or order the match concluded stays concluded (reopening it is the
 * payments' and orders' own action, which finance decides apart).
 */
export async function desfazerMovimento(
  db: Db,
  { id, versao, ator }: { id: number; versao: number; ator: Ator },
): Promise<MovimentoConciliado> {
  exigirFinanceiro(ator);
  await db.transaction(async (tx) => {
    const mov = await movimentoOu404(tx, id, versao);
    if (mov.status !== 'conciliado' && mov.status !== 'ignorado')
      throw new AppError('conflict', M.naoConciliado);
    const vinculos = await findVinculos(tx, [id]);
    await deleteVinculos(tx, id);
    const r = (await resultadosDosMovimentos(tx, [{ ...mov, status: 'pendente' }])).get(id);
    const exata = r?.sugestoes.some((s) => s.exata) ?? false;
    await tx
      .update(movimentos_bancarios)
      .set({
        status: exata ? 'sugerido' : 'pendente',
        motivo_pendencia: exata ? null : (r?.pendencia ?? 'sem_correspondencia'),
        categoria: null,
        motivo: null,
        conciliado_por: null,
        conciliado_em: null,
        updated_at: new Date(),
      })
      .where(eq(movimentos_bancarios.id, id));
    await createAuditLog(tx, {
      tipo: 'movimento_bancario_desfeito',
      usuario: ator.user.id,
      antes: { status: mov.status, categoria: mov.categoria, motivo: mov.motivo, vinculos },
      depois: { status: exata ? 'sugerido' : 'pendente' },
      meta: { entidade: 'movimento_bancario', id, conta: mov.conta, ...meta(ator) },
    });
  });
  return viewMovimento(db, id);
}

/**
 * POST /api/movimentos-bancarios/fora-do-banco/: a concluded payment or paid order settled outside the bank
 * (cash, another institution…), with who and why; `motivo` null takes the mark back. Refused for an entry not
 * yet settled, or one the statement's lines already explain in full; one partly explained is marked for the rest.
 */
export async function marcarForaDoBanco(
  db: Db,
  {
    alvo,
    body,
    ator,
  }: { alvo: { pagamento: number } | { ordem: number }; body: ForaDoBancoRequest; ator: Ator },
) {
  exigirFinanceiro(ator);
  return db.transaction(async (tx) => {
    const ehPagamento = 'pagamento' in alvo;
    const id = ehPagamento ? alvo.pagamento : alvo.ordem;
    const tabela = ehPagamento ? pagamentos : ordens_pagamento;
    const campo = ehPagamento ? 'pagamento' : 'ordem';
    const [antes] = await tx
      .select({
        id: tabela.id,
        status: tabela.status,
        versao: tabela.versao,
        fora_do_banco_motivo: tabela.fora_do_banco_motivo,
        fora_do_banco_em: tabela.fora_do_banco_em,
      })
      .from(tabela)
      .where(eq(tabela.id, id))
      .for('update');
    if (!antes) throw recusa(campo, ehPagamento ? M.pagamentoNaoEncontrado : M.ordemNaoEncontrada);
    conferirVersao(antes.versao, body.versao);
    if (antes.status !== (ehPagamento ? 'concluido' : 'pago')) throw recusa(campo, M.foraDoBancoSoLiquidado);
    const vinculado = ehPagamento
      ? await findPagamentosCandidatos(tx, { ids: [id] })
      : await findOrdensCandidatas(tx, { ids: [id] });
    // a part received through the bank and the rest outside it (cash at the agency) is marked for the rest
    const coberto = vinculado[0] && dec(vinculado[0].vinculado).greaterThanOrEqualTo(vinculado[0].valor);
    if (body.motivo !== null && coberto) throw recusa(campo, M.foraDoBancoComMovimento);
    const marca =
      body.motivo === null
        ? { fora_do_banco_motivo: null, fora_do_banco_por: null, fora_do_banco_em: null }
        : {
            fora_do_banco_motivo: body.motivo,
            fora_do_banco_por: ator.user.id,
            fora_do_banco_em: new Date(),
          };
    const [depois] = await tx.update(tabela).set(marca).where(eq(tabela.id, id)).returning({
      id: tabela.id,
      versao: tabela.versao,
      fora_do_banco_motivo: tabela.fora_do_banco_motivo,
      fora_do_banco_em: tabela.fora_do_banco_em,
    });
    if (!depois) throw new AppError('not_found', M.movimentoNaoEncontrado);
    await createAuditLog(tx, {
      tipo: body.motivo === null ? 'fora_do_banco_desmarcado' : 'fora_do_banco_marcado',
      usuario: ator.user.id,
      antes: { fora_do_banco_motivo: antes.fora_do_banco_motivo },
      depois: { fora_do_banco_motivo: depois.fora_do_banco_motivo },
      meta: { entidade: ehPagamento ? 'pagamento' : 'ordem_pagamento', id, ...meta(ator) },
    });
    return {
      id: depois.id,
      versao: depois.versao,
      fora_do_banco_motivo: depois.fora_do_banco_motivo,
      fora_do_banco_em: depois.fora_do_banco_em?.toISOString() ?? null,
    };
  });
}

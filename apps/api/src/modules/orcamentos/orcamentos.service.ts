import { isDeepStrictEqual } from 'node:util';
import { formatId } from '@skyler/domain/formatters';
import {
  ORCAMENTO_MESSAGES as M,
  motivoOrcamentoNaoEditavel,
  type OrcamentoCreateParsed,
  type OrcamentoDetalhes,
  type OrcamentoUpdateParsed,
  TIPOS_ORCAMENTO,
} from '@skyler/domain/orcamentos';
import { VENDA_ERROS } from '@skyler/domain/vendas';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { cotacoes, type OrcamentoRow, orcamentos, type VendaRow, vendas } from '../../db/schema/index.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import { createNotificacao } from '../../platform/notifications.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import { conferirVersao } from '../../platform/versao.ts';
import { findOrcamentoRow } from './orcamentos.queries.ts';

type Actor = { user: Pick<SessionUser, 'id'>; ip: string };

/** the nested object of the request's kind, as stored in `detalhes` */
function detalhesDe(item: OrcamentoCreateParsed | OrcamentoUpdateParsed): Record<string, unknown> {
  const detalhes = (item as OrcamentoDetalhes & Record<string, unknown>)[item.tipo_servico];
  return detalhes as Record<string, unknown>;
}

async function loadVenda(tx: DbOrTx, id: number, options: { forUpdate?: boolean } = {}) {
  const query = tx.select().from(vendas).where(eq(vendas.id, id));
  const [venda] = await (options.forUpdate ? query.for('update') : query);
  if (!venda) throw new AppError('not_found', VENDA_ERROS.naoEncontrada);
  return venda;
}

async function loadOrcamento(tx: DbOrTx, id: number) {
  const orcamento = await findOrcamentoRow(tx, id, { forUpdate: true });
  if (!orcamento) throw new AppError('not_found', M.naoEncontrado);
  return orcamento;
}

/** Requests are asked only while the sale is a proposal. */
function checkProposta(venda: VendaRow) {
  if (venda.status !== 'proposta') throw new AppError('conflict', M.vendaNaoProposta);
}

/** The audit row of one request's change. */
function audit(
  tx: DbOrTx,
  options: {
    tipo: string;
    antes: OrcamentoRow | null;
    depois: OrcamentoRow | null;
    id: number;
    venda: number;
  } & {
    actor: Actor;
  },
) {
  return createAuditLog(tx, {
    tipo: options.tipo,
    usuario: options.actor.user.id,
    venda: options.venda,
    antes: options.antes,
    depois: options.depois,
    meta: { entidade: 'orcamento', id: options.id, ip: options.actor.ip },
  });
}

/** The sale's consultant and the request's quoters hear of a change to it that someone else made. */
/**
 * One change of one request: its audit row, then the notification of the users it concerns (a request that
 * is gone names no request).
 */
async function registrarMudanca(
  tx: DbOrTx,
  options: {
    tipo: string;
    antes: OrcamentoRow;
    depois: OrcamentoRow | null;
    venda: VendaRow;
    titulo: string;
    actor: Actor;
  },
) {
  const { antes, depois, actor } = options;
  const log = await audit(tx, {
    tipo: options.tipo,
    antes,
    depois,
    id: antes.id,
    venda: antes.venda,
    actor,
  });
  await notify(tx, {
    autor: actor.user.id,
    title: options.titulo,
    venda: options.venda,
    orcamento: depois?.id,
    log,
  });
}

async function notify(
  tx: DbOrTx,
  options: {
    title: string;
    venda: VendaRow;
    orcamento?: number | undefined;
    log: number;
    importante?: boolean;
    autor: number;
  },
) {
  const cotadores = options.orcamento
    ? await tx
        .selectDistinct({ id: cotacoes.cotado_por })
        .from(cotacoes)
        .where(eq(cotacoes.orcamento, options.orcamento))
    : [];
  return createNotificacao(tx, {
    autor: options.autor,
    para: [options.venda.consultor, ...cotadores.map((c) => c.id)],
    title: options.title,
    context: 'orcamento',
    ids: options.orcamento
      ? { venda: options.venda.id, orcamento: options.orcamento }
      : { venda: options.venda.id },
    venda: options.venda.id,
    consultor: options.venda.consultor,
    cliente: options.venda.cliente,
    log: options.log,
  });
}

const descricaoDe = (row: OrcamentoRow) =>
  `${formatId(row.id)} (${TIPOS_ORCAMENTO.label(row.tipo_servico)}: ${row.descricao})`;

/**
 * Creates the requests in the caller's transaction: one audit row each and one notification for the sale's
 * consultant. The sale must be in proposta; the caller holds it (a new sale, or one locked by `createOrcamentos`).
 */
export async function insertOrcamentos(
  tx: DbOrTx,
  options: { venda: VendaRow; items: OrcamentoCreateParsed[] } & Actor,
): Promise<OrcamentoRow[]> {
  checkProposta(options.venda);
  const criados = await tx
    .insert(orcamentos)
    .values(
      options.items.map((item) => ({
        venda: options.venda.id,
        tipo_servico: item.tipo_servico,
        descricao: item.descricao,
        detalhes: detalhesDe(item),
        created_by: options.user.id,
      })),
    )
    .returning();
  let ultimoLog = 0;
  for (const row of criados) {
    ultimoLog = await audit(tx, {
      tipo: 'orcamento_criado',
      antes: null,
      depois: row,
      id: row.id,
      venda: row.venda,
      actor: options,
    });
  }
  const [unico] = criados;
  await notify(tx, {
    autor: options.user.id,
    title:
      criados.length === 1 && unico
        ? `Orçamento ${descricaoDe(unico)} solicitado na venda ${formatId(options.venda.id)}`
        : `${criados.length} orçamentos solicitados na venda ${formatId(options.venda.id)}`,
    venda: options.venda,
    orcamento: criados.length === 1 ? unico?.id : undefined,
    log: ultimoLog,
  });
  return criados;
}

/** POST /api/vendas/{id}/orcamentos/: all the requests or none. */
export async function createOrcamentos(
  db: Db,
  options: { venda: number; items: OrcamentoCreateParsed[] } & Actor,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    // locked: a sale cannot be concluded or cancelled while its requests are being written
    const venda = await loadVenda(tx, options.venda, { forUpdate: true });
    const criados = await insertOrcamentos(tx, { ...options, venda });
    return criados.map((row) => row.id);
  });
}

/** aberto → fechado, with who closed it and when. */
export async function finalizeOrcamento(db: Db, options: { id: number } & Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const antes = await loadOrcamento(tx, options.id);
    if (antes.status === 'fechado') throw new AppError('conflict', M.jaFechado);
    const agora = new Date();
    const [depois] = await tx
      .update(orcamentos)
      .set({
        status: 'fechado',
        fechado_por: options.user.id,
        fechado_em: agora,
        updated_at: agora,
        versao: sql`${orcamentos.versao} + 1`,
      })
      .where(eq(orcamentos.id, options.id))
      .returning();
    if (!depois) throw new Error('request not closed');
    await registrarMudanca(tx, {
      tipo: 'orcamento_finalizado',
      antes,
      depois,
      venda: await loadVenda(tx, depois.venda),
      titulo: `Orçamento ${descricaoDe(depois)} finalizado`,
      actor: options,
    });
  });
}

/**
 * Deletes a request and its quotes, unless a quote is in the cart or invoiced. The request's quotes are
 * locked first, so none can reach the cart between the check and the deletion.
 */
export async function deleteOrcamento(db: Db, options: { id: number } & Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const antes = await loadOrcamento(tx, options.id);
    const suas = await tx
      .select({ id: cotacoes.id, status: cotacoes.status })
      .from(cotacoes)
      .where(eq(cotacoes.orcamento, options.id))
      .for('update');
    if (suas.some((cotacao) => cotacao.status === 'carrinho' || cotacao.status === 'fatura')) {
      throw new AppError('conflict', M.comCotacoesNoCarrinho);
    }
    // its quotes, their tickets and images go with it (foreign keys on delete cascade)
    await tx.delete(orcamentos).where(eq(orcamentos.id, options.id));
    await registrarMudanca(tx, {
      tipo: 'orcamento_excluido',
      antes,
      depois: null,
      venda: await loadVenda(tx, antes.venda),
      titulo: `Orçamento ${descricaoDe(antes)} excluído`,
      actor: options,
    });
  });
}

/** A new open request with the same kind, description and nested object, without quotes. */
export async function duplicateOrcamento(db: Db, options: { id: number } & Actor): Promise<number> {
  return db.transaction(async (tx) => {
    const original = await loadOrcamento(tx, options.id);
    const venda = await loadVenda(tx, original.venda, { forUpdate: true });
    checkProposta(venda);
    const [copia] = await tx
      .insert(orcamentos)
      .values({
        venda: original.venda,
        tipo_servico: original.tipo_servico,
        descricao: original.descricao,
        detalhes: original.detalhes,
        created_by: options.user.id,
      })
      .returning();
    if (!copia) throw new Error('request not duplicated');
    const log = await createAuditLog(tx, {
      tipo: 'orcamento_duplicado',
      usuario: options.user.id,
      venda: copia.venda,
      antes: null,
      depois: copia,
      meta: { entidade: 'orcamento', id: copia.id, ip: options.ip, original: original.id },
    });
    await notify(tx, {
      autor: options.user.id,
      title: `Orçamento ${formatId(original.id)} duplicado como ${descricaoDe(copia)}`,
      venda,
      orcamento: copia.id,
      log,
    });
    return copia.id;
  });
}

/**
 * Edits what an open request asks (description, dates, passengers, route, notes) in the caller's transaction,
 * the request already locked: the version read by the form must still be the row's, the kind stays, the sale
 * must still be a proposal. An edit that changes nothing writes nothing. The audit row keeps the request
 * before and after; the sale's consultant is told. `em` is the moment of the change (the demo data's past).
 */
export async function alterarOrcamentoTx(
  tx: DbOrTx,
  options: { antes: OrcamentoRow; venda: VendaRow; dados: OrcamentoUpdateParsed; em?: Date } & Actor,
): Promise<OrcamentoRow> {
  const { antes, venda, dados } = options;
  const motivo = motivoOrcamentoNaoEditavel(antes, venda.status);
  if (motivo) throw new AppError('conflict', motivo);
  conferirVersao(antes.versao, dados.versao);
  if (dados.tipo_servico !== antes.tipo_servico) {
    throw new AppError('bad_request', M.tipoNaoMuda, { tipo_servico: [M.tipoNaoMuda] });
  }
  // as jsonb gives it back: keys without a value are not stored
  const detalhes = JSON.parse(JSON.stringify(detalhesDe(dados))) as Record<string, unknown>;
  if (dados.descricao === antes.descricao && isDeepStrictEqual(detalhes, antes.detalhes)) return antes;
  const em = options.em ?? new Date();
  const [depois] = await tx
    .update(orcamentos)
    .set({
      descricao: dados.descricao,
      detalhes,
      alterado_em: em,
      updated_at: em,
      versao: sql`${orcamentos.versao} + 1`,
    })
    .where(eq(orcamentos.id, antes.id))
    .returning();
  if (!depois) throw new Error('request not edited');
  await registrarMudanca(tx, {
    tipo: 'orcamento_alterado',
    antes,
    depois,
    venda,
    titulo: `Orçamento ${descricaoDe(depois)} alterado`,
    actor: options,
  });
  return depois;
}

/** PUT /api/orcamentos/{id}/: the sale locked first (its conclusion closes its requests), then the request. */
export async function alterarOrcamento(
  db: Db,
  options: { id: number; dados: OrcamentoUpdateParsed } & Actor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const pedido = await findOrcamentoRow(tx, options.id);
    if (!pedido) throw new AppError('not_found', M.naoEncontrado);
    const venda = await loadVenda(tx, pedido.venda, { forUpdate: true });
    const antes = await loadOrcamento(tx, options.id);
    await alterarOrcamentoTx(tx, { ...options, antes, venda });
  });
}

/**
 * Closes the sale's open requests in the transaction that concludes or cancels it (the sale locked by the
 * caller): each closed by who changed the sale, when, with its audit row. The sale's own notification tells
 * the consultant; the requests add none.
 */
export async function fecharOrcamentosDaVendaTx(
  tx: DbOrTx,
  options: { venda: number; em: Date; user: Pick<SessionUser, 'id'>; ip: string | null },
): Promise<OrcamentoRow[]> {
  const abertos = and(eq(orcamentos.venda, options.venda), eq(orcamentos.status, 'aberto'));
  const antes = await tx.select().from(orcamentos).where(abertos).orderBy(orcamentos.id).for('update');
  if (antes.length === 0) return [];
  const fechados = await tx
    .update(orcamentos)
    .set({
      status: 'fechado',
      fechado_por: options.user.id,
      fechado_em: options.em,
      updated_at: options.em,
      versao: sql`${orcamentos.versao} + 1`,
    })
    .where(abertos)
    .returning();
  const porId = new Map(antes.map((row) => [row.id, row]));
  for (const depois of fechados) {
    await createAuditLog(tx, {
      tipo: 'orcamento_fechado_com_venda',
      usuario: options.user.id,
      venda: depois.venda,
      antes: porId.get(depois.id) ?? null,
      depois,
      meta: { entidade: 'orcamento', id: depois.id, ...(options.ip ? { ip: options.ip } : {}) },
    });
  }
  return fechados;
}

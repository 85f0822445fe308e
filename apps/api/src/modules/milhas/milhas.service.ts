import {
  type LinhaTabelaMilhasRequest,
  type LinhaTabelaMilhasView,
  type NovaLinhaTabelaMilhasRequest,
  TABELA_MILHAS_MESSAGES as T,
  ZLinhaTabelaMilhasRequest,
  ZNovaLinhaTabelaMilhasRequest,
} from '@skyler/domain/milhas';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { cias_aereas, programas, tabela_milhas } from '../../db/schema/index.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import { findLinhaTabelaMilhas } from './milhas.queries.ts';

/** Who makes a change, for the audit row (the demo history passes the seed's account). */
export type Ator = { user: { id: number }; ip: string | null; agora?: Date };

const meta = (ator: Ator) => (ator.ip ? { ip: ator.ip } : {});

type Tipo = LinhaTabelaMilhasView['tipo'];

/**
 * The current rows of a programme and kind, locked in id order: every change to them takes this lock
 * first, so two edits of one row, or two rows moved onto one class, wait for each other.
 */
async function lockLinhasAtuais(tx: DbOrTx, options: { programa: number; tipo: Tipo }) {
  return tx
    .select({ id: tabela_milhas.id, classe: tabela_milhas.classe })
    .from(tabela_milhas)
    .where(
      and(
        eq(tabela_milhas.programa, options.programa),
        eq(tabela_milhas.tipo, options.tipo),
        isNull(tabela_milhas.archived_at),
      ),
    )
    .orderBy(asc(tabela_milhas.id))
    .for('update');
}

/** The row to change, current and locked; 404 when it never existed, 409 when someone archived it first. */
async function lockLinhaAtual(tx: DbOrTx, id: number) {
  const [alvo] = await tx
    .select({ programa: tabela_milhas.programa, tipo: tabela_milhas.tipo })
    .from(tabela_milhas)
    .where(eq(tabela_milhas.id, id));
  if (!alvo) throw new AppError('not_found', T.naoEncontrada);
  const atuais = await lockLinhasAtuais(tx, alvo);
  if (!atuais.some((linha) => linha.id === id)) throw new AppError('conflict', T.jaArquivada);
  return { ...alvo, atuais };
}

async function checkCia(tx: DbOrTx, operado_por: number | null): Promise<void> {
  if (operado_por === null) return;
  const [cia] = await tx
    .select({ id: cias_aereas.id })
    .from(cias_aereas)
    .where(eq(cias_aereas.id, operado_por));
  if (!cia) throw new AppError('bad_request', T.ciaNaoEncontrada, { operado_por: [T.ciaNaoEncontrada] });
}

function checkClasseLivre(
  atuais: readonly { id: number; classe: string | null }[],
  options: { classe: string | null; exceto?: number },
): void {
  if (atuais.some((linha) => linha.id !== options.exceto && (linha.classe ?? null) === options.classe)) {
    throw new AppError('conflict', T.classeDuplicada, { classe: [T.classeDuplicada] });
  }
}

function valores(dados: ReturnType<typeof ZLinhaTabelaMilhasRequest.parse>) {
  const [preco_1, preco_2, preco_3, preco_4, preco_5, preco_6] = dados.precos;
  return {
    operado_por: dados.operado_por,
    classe: dados.classe,
    preco_1,
    preco_2,
    preco_3,
    preco_4,
    preco_5,
    preco_6,
    custo_proprio: dados.custo_proprio,
    custo_terceiros: dados.custo_terceiros,
    piso: dados.piso,
  };
}

async function viewOf(tx: DbOrTx, id: number): Promise<LinhaTabelaMilhasView> {
  const linha = await findLinhaTabelaMilhas(tx, id);
  if (!linha) throw new AppError('not_found', T.naoEncontrada);
  return linha;
}

const agoraSql = (ator: Ator) => (ator.agora ? ator.agora : sql`now()`);

/**
 * PUT /api/milhas/{id}/ in the caller's transaction: the row is archived and its successor (same programme
 * and kind, the values given) inserted, so the month's history keeps what the table said before.
 */
export async function alterarLinhaTabelaTx(
  tx: DbOrTx,
  options: { id: number; body: LinhaTabelaMilhasRequest } & Ator,
): Promise<LinhaTabelaMilhasView> {
  // the route has parsed it already; the demo history passes plain objects
  const dados = ZLinhaTabelaMilhasRequest.parse(options.body);
  const alvo = await lockLinhaAtual(tx, options.id);
  await checkCia(tx, dados.operado_por);
  checkClasseLivre(alvo.atuais, { classe: dados.classe, exceto: options.id });
  const antes = await viewOf(tx, options.id);
  await tx
    .update(tabela_milhas)
    .set({ archived_at: agoraSql(options) })
    .where(eq(tabela_milhas.id, options.id));
  const [nova] = await tx
    .insert(tabela_milhas)
    .values({
      programa: alvo.programa,
      tipo: alvo.tipo,
      ...valores(dados),
      created_by: options.user.id,
      ...(options.agora ? { created_at: options.agora } : {}),
    })
    .returning({ id: tabela_milhas.id });
  if (!nova) throw new Error('miles table row not inserted');
  const depois = await viewOf(tx, nova.id);
  await createAuditLog(tx, {
    tipo: 'tabela_milhas_alterada',
    usuario: options.user.id,
    antes,
    depois,
    meta: { entidade: 'tabela_milhas', id: nova.id, anterior: options.id, ...meta(options) },
  });
  return depois;
}

export function alterarLinhaTabela(
  db: Db,
  options: { id: number; body: LinhaTabelaMilhasRequest } & Ator,
): Promise<LinhaTabelaMilhasView> {
  return db.transaction((tx) => alterarLinhaTabelaTx(tx, options));
}

/** DELETE /api/milhas/{id}/: the row leaves the current table for the month's history. */
export function arquivarLinhaTabela(db: Db, options: { id: number } & Ator): Promise<LinhaTabelaMilhasView> {
  return db.transaction(async (tx) => {
    await lockLinhaAtual(tx, options.id);
    await tx
      .update(tabela_milhas)
      .set({ archived_at: agoraSql(options) })
      .where(eq(tabela_milhas.id, options.id));
    const depois = await viewOf(tx, options.id);
    await createAuditLog(tx, {
      tipo: 'tabela_milhas_arquivada',
      usuario: options.user.id,
      antes: { ...depois, archived_at: null },
      depois,
      meta: { entidade: 'tabela_milhas', id: options.id, ...meta(options) },
    });
    return depois;
  });
}

/** POST /api/milhas/: a row for a programme and kind with no current row of that class. */
export function criarLinhaTabela(
  db: Db,
  options: { body: NovaLinhaTabelaMilhasRequest } & Ator,
): Promise<LinhaTabelaMilhasView> {
  return db.transaction(async (tx) => {
    const dados = ZNovaLinhaTabelaMilhasRequest.parse(options.body);
    const [programa] = await tx
      .select({ id: programas.id })
      .from(programas)
      .where(eq(programas.id, dados.programa))
      .for('update');
    if (!programa)
      throw new AppError('bad_request', T.programaNaoEncontrado, { programa: [T.programaNaoEncontrado] });
    await checkCia(tx, dados.operado_por);
    // the programme's lock orders two additions of one programme; the rows' lock orders them with edits
    const atuais = await lockLinhasAtuais(tx, { programa: dados.programa, tipo: dados.tipo });
    checkClasseLivre(atuais, { classe: dados.classe });
    const [nova] = await tx
      .insert(tabela_milhas)
      .values({ programa: dados.programa, tipo: dados.tipo, ...valores(dados), created_by: options.user.id })
      .returning({ id: tabela_milhas.id });
    if (!nova) throw new Error('miles table row not inserted');
    const depois = await viewOf(tx, nova.id);
    await createAuditLog(tx, {
      tipo: 'tabela_milhas_criada',
      usuario: options.user.id,
      depois,
      meta: { entidade: 'tabela_milhas', id: nova.id, ...meta(options) },
    });
    return depois;
  });
}

import { type CambioInput, MOEDA_MESSAGES } from '@skyler/domain/moedas';
import { dec } from '@skyler/domain/precos/dinheiro';
import { desc, eq, min, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { moedas, moedas_historico, usuarios } from '../../db/schema/index.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import { conferirVersao } from '../../platform/versao.ts';

type Ator = { user: SessionUser; ip?: string };
export type MoedaRow = typeof moedas.$inferSelect;

/**
 * PUT /api/moedas/{id}/: a new rate typed by an administrator or finance. The currency, its history row
 * (`manual`) and the audit row in one transaction; the real (BRL) is always 1. A write sent with an older
 * version gets 409 (decision 0034); a day before the currency's first rate (its oldest history row, else its
 * current day) is refused, as a day after today is by the schema.
 */
export async function alterarCambio(
  db: Db,
  { id, dados, ator }: { id: number; dados: CambioInput; ator: Ator },
): Promise<MoedaRow> {
  return db.transaction(async (tx) => {
    const [antes] = await tx.select().from(moedas).where(eq(moedas.id, id)).for('update');
    if (!antes) throw new AppError('not_found', MOEDA_MESSAGES.naoEncontrada);
    if (antes.sigla.toUpperCase() === 'BRL') {
      throw new AppError('bad_request', MOEDA_MESSAGES.realFixo, { cambio: [MOEDA_MESSAGES.realFixo] });
    }
    conferirVersao(antes.versao, dados.versao);
    const [historico] = await tx
      .select({ primeira: min(moedas_historico.cambio_data) })
      .from(moedas_historico)
      .where(eq(moedas_historico.moeda, id));
    const primeira = [historico?.primeira ?? null, antes.cambio_data]
      .filter((d): d is string => d !== null)
      .sort()[0];
    if (primeira && dados.cambio_data < primeira) {
      const mensagem = MOEDA_MESSAGES.dataAntesDoPrimeiro(primeira);
      throw new AppError('bad_request', mensagem, { cambio_data: [mensagem] });
    }
    const [depois] = await tx
      .update(moedas)
      .set({ cambio: dados.cambio, cambio_data: dados.cambio_data })
      .where(eq(moedas.id, id))
      .returning();
    if (!depois) throw new AppError('not_found', MOEDA_MESSAGES.naoEncontrada);
    await tx.insert(moedas_historico).values({
      moeda: id,
      cambio: depois.cambio,
      cambio_data: dados.cambio_data,
      origem: 'manual',
      usuario: ator.user.id,
    });
    await createAuditLog(tx, {
      tipo: 'moeda_cambio',
      usuario: ator.user.id,
      antes,
      depois,
      meta: { entidade: 'moeda', id, origem: 'manual', ...(ator.ip ? { ip: ator.ip } : {}) },
    });
    return depois;
  });
}

/** A rate read from the PTAX service for a currency: the selling rate of the day it names. */
export type CambioPtax = { sigla: string; cambio: string; cambio_data: string };

/**
 * The daily update's rates, in one transaction: a currency takes the PTAX rate when it is of the same day
 * or later than the one it has and differs from it (a rate typed for a later day stays). Each change writes
 * a history row (`ptax`, no user); one audit row lists them all. Answers the currencies changed.
 */
export async function aplicarCambiosPtax(db: Db, cotacoes: readonly CambioPtax[]): Promise<string[]> {
  if (cotacoes.length === 0) return [];
  return db.transaction(async (tx) => {
    const antes: MoedaRow[] = [];
    const depois: MoedaRow[] = [];
    for (const cotacao of cotacoes) {
      const [atual] = await tx.select().from(moedas).where(eq(moedas.sigla, cotacao.sigla)).for('update');
      if (!atual || atual.sigla.toUpperCase() === 'BRL') continue;
      if (atual.cambio_data !== null && atual.cambio_data > cotacao.cambio_data) continue;
      const igual = atual.cambio_data === cotacao.cambio_data && dec(atual.cambio).eq(dec(cotacao.cambio));
      if (igual) continue;
      const [linha] = await tx
        .update(moedas)
        .set({ cambio: cotacao.cambio, cambio_data: cotacao.cambio_data })
        .where(eq(moedas.id, atual.id))
        .returning();
      if (!linha) continue;
      await tx.insert(moedas_historico).values({
        moeda: atual.id,
        cambio: linha.cambio,
        cambio_data: cotacao.cambio_data,
        origem: 'ptax',
        usuario: null,
      });
      antes.push(atual);
      depois.push(linha);
    }
    if (depois.length > 0) {
      await createAuditLog(tx, {
        tipo: 'moeda_cambio',
        usuario: null,
        antes,
        depois,
        meta: { entidade: 'moeda', id: null, origem: 'ptax', moedas: depois.map((m) => m.sigla) },
      });
    }
    return depois.map((m) => m.sigla);
  });
}

export const HISTORICO_PAGE_SIZE = 20;

/** GET /api/moedas/{id}/historico/: the rates a currency took, newest first. */
export async function findHistoricoPage(
  db: DbOrTx,
  options: { moeda: number; limit: number; offset: number },
) {
  const rows = await db
    .select({
      id: moedas_historico.id,
      cambio: moedas_historico.cambio,
      cambio_data: moedas_historico.cambio_data,
      origem: moedas_historico.origem,
      created_at: moedas_historico.created_at,
      usuario_id: usuarios.id,
      usuario_nome: sql<string | null>`nullif(trim(${usuarios.nome} || ' ' || ${usuarios.sobrenome}), '')`,
    })
    .from(moedas_historico)
    .leftJoin(usuarios, eq(usuarios.id, moedas_historico.usuario))
    .where(eq(moedas_historico.moeda, options.moeda))
    .orderBy(desc(moedas_historico.created_at), desc(moedas_historico.id))
    .limit(options.limit)
    .offset(options.offset);
  return rows.map(({ usuario_id, usuario_nome, created_at, ...linha }) => ({
    ...linha,
    created_at: created_at.toISOString(),
    usuario: usuario_id === null ? null : { id: usuario_id, nome: usuario_nome ?? '' },
  }));
}

export async function countHistorico(db: DbOrTx, moeda: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(moedas_historico)
    .where(eq(moedas_historico.moeda, moeda));
  return row?.total ?? 0;
}

export async function findMoedaRow(db: DbOrTx, id: number): Promise<MoedaRow | undefined> {
  const [row] = await db.select().from(moedas).where(eq(moedas.id, id));
  return row;
}

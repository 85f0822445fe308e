import { and, eq, getTableName, lt, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  auth_eventos,
  emails_fila,
  limites_requisicoes,
  login_tentativas,
  retencao_execucoes,
  senha_links,
  sessoes,
  sessoes_encerradas,
} from '../../db/schema/index.ts';
import { RELOGIO, type Relogio, repetir } from '../../platform/relogio.ts';

type Log = {
  info: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

/**
 * What the daily purge deletes (decision 0048): per table, the rows whose life ended before `limite` (now less
 * RETENCAO_DIAS). A new kind of short-lived row is one more entry here.
 */
export type RegraRetencao = {
  tabela: string;
  /** deletes the rows ended before `limite`; answers how many */
  purgar: (db: DbOrTx, limite: Date) => Promise<number>;
};

/**
 * The rule that deletes the rows of `tabela` for which `terminou(limite)` holds; `chave` is a column the
 * deleted rows are counted by.
 */
function regra(
  tabela: PgTable,
  chave: AnyPgColumn,
  terminou: (limite: Date) => SQL | undefined,
): RegraRetencao {
  return {
    tabela: getTableName(tabela),
    purgar: async (db, limite) =>
      (await db.delete(tabela).where(terminou(limite)).returning({ chave })).length,
  };
}

export const REGRAS_RETENCAO: RegraRetencao[] = [
  // login codes: each expires minutes after it was sent, used or not
  regra(login_tentativas, login_tentativas.id, (limite) => lt(login_tentativas.expires_at, limite)),
  // sessions ended by their expiry (a logout or an administrator deletes the row at once)
  regra(sessoes, sessoes.id, (limite) => lt(sessoes.expires_at, limite)),
  // why ended sessions ended: their cookies outlive them by a day at most (decision 0081)
  regra(sessoes_encerradas, sessoes_encerradas.id, (limite) => lt(sessoes_encerradas.encerrada_em, limite)),
  // the authentication events the login limits count (their windows are hours long)
  regra(auth_eventos, auth_eventos.id, (limite) => lt(auth_eventos.created_at, limite)),
  // request counters of the rate limits, left behind by a key that was not used again
  regra(limites_requisicoes, limites_requisicoes.chave, (limite) =>
    lt(limites_requisicoes.expira_em, limite),
  ),
  // invitation and reset links: used, voided or expired
  regra(senha_links, senha_links.id, (limite) =>
    or(
      lt(senha_links.usado_em, limite),
      lt(senha_links.anulado_em, limite),
      lt(senha_links.expires_at, limite),
    ),
  ),
  // the outbox (decision 0050): e-mails sent, and e-mails given up on and not resent since (attachments go
  // with them); a pending e-mail is never purged
  regra(emails_fila, emails_fila.id, (limite) =>
    or(
      and(eq(emails_fila.status, 'enviado'), lt(emails_fila.enviado_em, limite)),
      and(eq(emails_fila.status, 'falhou'), lt(emails_fila.updated_at, limite)),
    ),
  ),
  // the purge's own runs
  regra(retencao_execucoes, retencao_execucoes.dia, (limite) => lt(retencao_execucoes.created_at, limite)),
];

const DIA_MS = 24 * 60 * 60_000;

/**
 * Deletes, in one transaction, every row of `regras` that ended more than `dias` days before `agora`.
 * Answers how many rows went, per table.
 */
export async function purgarDadosAntigos({
  db,
  dias,
  agora = new Date(),
  regras = REGRAS_RETENCAO,
}: {
  db: Db;
  dias: number;
  agora?: Date;
  regras?: RegraRetencao[];
}): Promise<Record<string, number>> {
  return db.transaction((tx) => purgar(tx, { dias, agora, regras }));
}

async function purgar(
  tx: DbOrTx,
  { dias, agora, regras }: { dias: number; agora: Date; regras: RegraRetencao[] },
): Promise<Record<string, number>> {
  const limite = new Date(agora.getTime() - dias * DIA_MS);
  const apagadas: Record<string, number> = {};
  for (const regra of regras) apagadas[regra.tabela] = await regra.purgar(tx, limite);
  return apagadas;
}

/**
 * The day's purge, when no process has run it yet: the day is taken in the purge's transaction, so a failed
 * purge leaves the day free for the next try, and a second process waits for the first and finds the day
 * taken. Answers null when the day was already taken.
 */
export async function purgarSeNinguemPurgou({
  db,
  dias,
  agora = new Date(),
  regras = REGRAS_RETENCAO,
}: {
  db: Db;
  dias: number;
  agora?: Date;
  regras?: RegraRetencao[];
}): Promise<Record<string, number> | null> {
  return db.transaction(async (tx) => {
    if (!(await reservarPurga(tx, agora))) return null;
    return purgar(tx, { dias, agora, regras });
  });
}

/** The day a run belongs to, 'YYYY-MM-DD' in UTC. */
export function diaDaExecucao(agora: Date): string {
  return agora.toISOString().slice(0, 10);
}

/** Takes the day's run: false when another process (or replica) already took it. */
async function reservarPurga(db: DbOrTx, agora: Date): Promise<boolean> {
  const linhas = await db
    .insert(retencao_execucoes)
    .values({ dia: diaDaExecucao(agora) })
    .onConflictDoNothing()
    .returning({ dia: retencao_execucoes.dia });
  return linhas.length > 0;
}

export const RETENCAO_ATRASO_INICIAL_MS = 5 * 60_000;
export const RETENCAO_INTERVALO_MS = DIA_MS;

/**
 * The daily purge in a server process: once `atrasoMs` after the start, then every `intervaloMs`. Every
 * process of a cluster and every replica schedules it; the one whose insert takes the day in
 * `retencao_execucoes` runs it (as the PTAX update, decision 0041). A failure is a log line; the next day tries
 * again. Answers a stop function for the shutdown.
 */
export function agendarRetencao({
  db,
  dias,
  log,
  atrasoMs = RETENCAO_ATRASO_INICIAL_MS,
  intervaloMs = RETENCAO_INTERVALO_MS,
  aoTerminar,
  relogio = RELOGIO,
  agora = () => new Date(),
}: {
  db: Db;
  dias: number;
  log: Log;
  atrasoMs?: number;
  intervaloMs?: number;
  /** called after each tick with what was purged (null when another process ran it or it failed), for the tests */
  aoTerminar?: (apagadas: Record<string, number> | null) => void;
  /** the timers (the tests' fake ones) */
  relogio?: Relogio;
  /** the clock (the tests' fake one) */
  agora?: () => Date;
}): () => void {
  return repetir({
    relogio,
    primeiroMs: atrasoMs,
    intervaloMs,
    rodar: async () => {
      let apagadas: Record<string, number> | null = null;
      try {
        const momento = agora();
        apagadas = await purgarSeNinguemPurgou({ db, dias, agora: momento });
        if (apagadas) log.info({ retencao: { dias, apagadas } }, 'retention purge done');
        else
          log.info({ retencao: { dia: diaDaExecucao(momento) } }, 'retention purge run by another process');
      } catch (error) {
        log.error({ err: error }, 'retention purge failed: nothing deleted');
      }
      return apagadas;
    },
    aoTerminar,
  });
}

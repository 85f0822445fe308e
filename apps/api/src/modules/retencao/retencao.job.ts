import { and, eq, lt, or } from 'drizzle-orm';
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

export const REGRAS_RETENCAO: RegraRetencao[] = [
  {
    // login codes: each expires minutes after it was sent, used or not
    tabela: 'login_tentativas',
    purgar: async (db, limite) =>
      (
        await db
          .delete(login_tentativas)
          .where(lt(login_tentativas.expires_at, limite))
          .returning({ id: login_tentativas.id })
      ).length,
  },
  {
    // sessions ended by their expiry (a logout or an administrator deletes the row at once)
    tabela: 'sessoes',
    purgar: async (db, limite) =>
      (await db.delete(sessoes).where(lt(sessoes.expires_at, limite)).returning({ id: sessoes.id })).length,
  },
  {
    // why ended sessions ended: their cookies outlive them by a day at most (decision 0081)
    tabela: 'sessoes_encerradas',
    purgar: async (db, limite) =>
      (
        await db
          .delete(sessoes_encerradas)
          .where(lt(sessoes_encerradas.encerrada_em, limite))
          .returning({ id: sessoes_encerradas.id })
      ).length,
  },
  {
    // the authentication events the login limits count (their windows are hours long)
    tabela: 'auth_eventos',
    purgar: async (db, limite) =>
      (
        await db
          .delete(auth_eventos)
          .where(lt(auth_eventos.created_at, limite))
          .returning({ id: auth_eventos.id })
      ).length,
  },
  {
    // request counters of the rate limits, left behind by a key that was not used again
    tabela: 'limites_requisicoes',
    purgar: async (db, limite) =>
      (
        await db
          .delete(limites_requisicoes)
          .where(lt(limites_requisicoes.expira_em, limite))
          .returning({ chave: limites_requisicoes.chave })
      ).length,
  },
  {
    // invitation and reset links: used, voided or expired
    tabela: 'senha_links',
    purgar: async (db, limite) =>
      (
        await db
          .delete(senha_links)
          .where(
            or(
              lt(senha_links.usado_em, limite),
              lt(senha_links.anulado_em, limite),
              lt(senha_links.expires_at, limite),
            ),
          )
          .returning({ id: senha_links.id })
      ).length,
  },
  {
    // the outbox (decision 0050): e-mails sent, and e-mails given up on and not resent since (attachments go
    // with them); a pending e-mail is never purged
    tabela: 'emails_fila',
    purgar: async (db, limite) =>
      (
        await db
          .delete(emails_fila)
          .where(
            or(
              and(eq(emails_fila.status, 'enviado'), lt(emails_fila.enviado_em, limite)),
              and(eq(emails_fila.status, 'falhou'), lt(emails_fila.updated_at, limite)),
            ),
          )
          .returning({ id: emails_fila.id })
      ).length,
  },
  {
    // the purge's own runs
    tabela: 'retencao_execucoes',
    purgar: async (db, limite) =>
      (
        await db
          .delete(retencao_execucoes)
          .where(lt(retencao_execucoes.created_at, limite))
          .returning({ dia: retencao_execucoes.dia })
      ).length,
  },
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

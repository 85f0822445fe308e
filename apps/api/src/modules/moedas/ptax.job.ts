import { hojeNaAgencia } from '@skyler/domain/formatters-basicos';
import { asc, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { moedas, ptax_execucoes } from '../../db/schema/index.ts';
import { type PtaxClient, PtaxError } from '../../integrations/ptax.ts';
import { RELOGIO, type Relogio, repetir } from '../../platform/relogio.ts';
import { aplicarCambiosPtax, type CambioPtax } from './moedas.service.ts';

type Log = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

/**
 * One PTAX update: the rate of every currency but the real, on the agency's day (or the last day with a
 * bulletin, up to 7 days back), applied in one transaction. The service down or answering garbage: a log
 * line and nothing changed; never throws. Answers the currencies changed, or null when it did not run.
 */
export async function atualizarCambiosPtax({
  db,
  client,
  log,
  agora = new Date(),
}: {
  db: Db;
  client: PtaxClient;
  log: Log;
  agora?: Date;
}): Promise<string[] | null> {
  try {
    const dia = hojeNaAgencia(agora);
    const lista = await db
      .select({ sigla: moedas.sigla })
      .from(moedas)
      .where(ne(moedas.sigla, 'BRL'))
      .orderBy(asc(moedas.id));
    const cambios: CambioPtax[] = [];
    const semCotacao: string[] = [];
    for (const { sigla } of lista) {
      const cotacao = await client.cotacao(sigla, dia);
      if (cotacao) cambios.push({ sigla, cambio: cotacao.cambio, cambio_data: cotacao.data });
      else semCotacao.push(sigla);
    }
    const alteradas = await aplicarCambiosPtax(db, cambios);
    log.info({ ptax: { dia, alteradas, semCotacao } }, 'PTAX exchange rates updated');
    return alteradas;
  } catch (error) {
    if (error instanceof PtaxError)
      log.warn({ ptax: { erro: error.message } }, 'PTAX update skipped: nothing changed');
    else log.error({ err: error }, 'PTAX update failed: nothing changed');
    return null;
  }
}

/** The hour a run belongs to, 'YYYY-MM-DDTHH' in UTC. */
export function horaDaExecucao(agora: Date): string {
  return agora.toISOString().slice(0, 13);
}

/** Takes the hour's run for this process: false when another process (or replica) already took it. */
export async function reservarExecucao(db: Db, agora: Date): Promise<boolean> {
  const linhas = await db
    .insert(ptax_execucoes)
    .values({ hora: horaDaExecucao(agora) })
    .onConflictDoNothing()
    .returning({ hora: ptax_execucoes.hora });
  return linhas.length > 0;
}

export const PTAX_ATRASO_INICIAL_MS = 60_000;
export const PTAX_INTERVALO_MS = 24 * 60 * 60_000;

/**
 * The daily update in a server process: once `atrasoMs` after the start, then every `intervaloMs`. Every
 * process of a cluster and every replica schedules it; the one that takes the hour in `ptax_execucoes` runs
 * it (decision 0041). Answers a stop function for the shutdown.
 */
export function agendarPtax({
  db,
  client,
  log,
  atrasoMs = PTAX_ATRASO_INICIAL_MS,
  intervaloMs = PTAX_INTERVALO_MS,
  aoTerminar,
  relogio = RELOGIO,
}: {
  db: Db;
  client: PtaxClient;
  log: Log;
  atrasoMs?: number;
  intervaloMs?: number;
  /** called after each tick, for the tests */
  aoTerminar?: (alteradas: string[] | null) => void;
  /** the timers (the tests' fake ones) */
  relogio?: Relogio;
}): () => void {
  return repetir({
    relogio,
    primeiroMs: atrasoMs,
    intervaloMs,
    rodar: async () => {
      let alteradas: string[] | null = null;
      try {
        const agora = new Date();
        if (await reservarExecucao(db, agora))
          alteradas = await atualizarCambiosPtax({ db, client, log, agora });
        else log.info({ ptax: { hora: horaDaExecucao(agora) } }, 'PTAX update run by another process');
      } catch (error) {
        log.error({ err: error }, 'PTAX update failed: nothing changed');
      }
      return alteradas;
    },
    aoTerminar,
  });
}

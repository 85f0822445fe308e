import type { Db } from '../../db/client.ts';
import { RELOGIO, type Relogio, repetir } from '../../platform/relogio.ts';
import { enviarResumos } from './notificacoes.service.ts';

type Log = {
  info: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

const HORA_MS = 60 * 60_000;
export const RESUMO_INTERVALO_MS = 24 * HORA_MS;
/** 7 h in São Paulo (UTC−3 all year since 2019): the digest is in the inbox when the day starts */
export const RESUMO_HORA_UTC = 10;

/** How long from `agora` to the next digest hour (today's if it has not passed, else tomorrow's). */
export function msAteOProximoResumo(agora: Date): number {
  const proximo = new Date(agora);
  proximo.setUTCHours(RESUMO_HORA_UTC, 0, 0, 0);
  if (proximo.getTime() <= agora.getTime()) proximo.setUTCDate(proximo.getUTCDate() + 1);
  return proximo.getTime() - agora.getTime();
}

/**
 * The daily e-mail digest in a server process (decision 0078): at 7 h in São Paulo, then every day. Every
 * process of a cluster and every replica schedules it; `enviarResumos` locks the waiting notifications and
 * marks them sent in the transaction that queues the e-mails, so a second process finds nothing to send. A
 * failure is a log line and leaves the notifications waiting for the next day (or finance's "Enviar resumo").
 * Answers a stop function for the shutdown.
 */
export function agendarResumo({
  db,
  log,
  intervaloMs = RESUMO_INTERVALO_MS,
  aoTerminar,
  relogio = RELOGIO,
  agora = () => new Date(),
}: {
  db: Db;
  log: Log;
  intervaloMs?: number;
  /** called after each run with what was sent (null when it failed), for the tests */
  aoTerminar?: (enviado: { emails: number; notificacoes: number } | null) => void;
  relogio?: Relogio;
  agora?: () => Date;
}): () => void {
  return repetir({
    relogio,
    primeiroMs: msAteOProximoResumo(agora()),
    intervaloMs,
    rodar: async () => {
      let enviado: { emails: number; notificacoes: number } | null = null;
      try {
        enviado = await enviarResumos(db, { user: null, ip: null });
        log.info({ resumo: enviado }, 'notification digest queued');
      } catch (error) {
        log.error({ err: error }, 'notification digest failed: the notifications wait for the next run');
      }
      return enviado;
    },
    aoTerminar,
  });
}

import type { Db } from '../../db/client.ts';
import { RELOGIO, type Relogio, repetir } from '../../platform/relogio.ts';
import { enviarLembretes, type ResultadoLembretes } from './lembretes.service.ts';

type Log = {
  info: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

/** How often each process looks for reminders due (a reminder is sent once, whichever process finds it). */
export const LEMBRETES_INTERVALO_MS = 15 * 60_000;
/** The first look, a minute after the start, so that a start is not slowed by it. */
export const LEMBRETES_PRIMEIRO_MS = 60_000;

/**
 * The reminders that run themselves, in a server process: every LEMBRETES_INTERVALO_MS. Every process of a
 * cluster schedules it; each reminder's unique key makes one of them send it. A failure is a log line; what
 * was not sent is found again by the next run.
 */
export function agendarLembretes({
  db,
  log,
  whatsappAtivo,
  intervaloMs = LEMBRETES_INTERVALO_MS,
  primeiroMs = LEMBRETES_PRIMEIRO_MS,
  aoTerminar,
  relogio = RELOGIO,
  agora = () => new Date(),
}: {
  db: Db;
  log: Log;
  whatsappAtivo: boolean;
  intervaloMs?: number;
  primeiroMs?: number;
  /** called after each run with what it did (null when it failed), for the tests */
  aoTerminar?: (resultado: ResultadoLembretes | null) => void;
  relogio?: Relogio;
  agora?: () => Date;
}): () => void {
  return repetir({
    relogio,
    primeiroMs,
    intervaloMs,
    rodar: async () => {
      try {
        const resultado = await enviarLembretes(db, { agora: agora(), whatsappAtivo });
        if (resultado.enviados > 0) log.info({ lembretes: resultado }, 'reminders queued');
        return resultado;
      } catch (error) {
        log.error({ err: error }, 'reminders failed: the next run tries again');
        return null;
      }
    },
    aoTerminar,
  });
}

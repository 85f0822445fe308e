import { type SQL, sql } from 'drizzle-orm';
import { type Db, openPostgres } from './client.ts';

/**
 * A streaming replica of the primary database (decision 0090), read while it is reachable and close enough.
 *
 * How far behind it is: every `intervaloMs` the primary's WAL position is sampled with the time it was seen;
 * the replica holds everything the primary had at the latest sample whose position it has replayed, so its
 * lag is the time since that sample (one interval of precision, and no false alarm after the primary sat
 * idle, which a replay timestamp would give). A replica that does not answer within `timeoutMs`, is not in
 * recovery, or lags beyond `atrasoMaximoMs` is set aside until a later check finds it fit.
 */
export type EstadoReplica = {
  apta: boolean;
  /** why it is set aside */
  motivo: 'ok' | 'fora' | 'atrasada' | 'verificando';
  /** milliseconds behind the primary at the last check (null when unknown) */
  atrasoMs: number | null;
  verificadaEm: number | null;
};

export type Replica = {
  db: Db;
  estado: () => EstadoReplica;
  /** checks now (also done on a timer) */
  verificar: () => Promise<EstadoReplica>;
  close: () => Promise<void>;
};

type Amostra = { lsn: string; em: number };

/** Compares two WAL positions (`16/B374D848`): negative when a is before b. */
export function compararLsn(a: string, b: string): number {
  const [ah = '0', al = '0'] = a.split('/');
  const [bh = '0', bl = '0'] = b.split('/');
  const x = BigInt(`0x${ah}`) * 2n ** 32n + BigInt(`0x${al}`);
  const y = BigInt(`0x${bh}`) * 2n ** 32n + BigInt(`0x${bl}`);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The lag of a replica that replayed `replay`, given the primary's samples (oldest first) and now. */
export function atrasoDaReplica(amostras: readonly Amostra[], replay: string, agora: number): number | null {
  for (let i = amostras.length - 1; i >= 0; i--) {
    const amostra = amostras[i];
    if (amostra && compararLsn(replay, amostra.lsn) >= 0) return Math.max(agora - amostra.em, 0);
  }
  return null;
}

async function linhas<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function comPrazo<T>(promessa: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promessa,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`sem resposta em ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export async function openReplica(
  primario: Db,
  url: string,
  options: { atrasoMaximoMs: number; intervaloMs?: number; timeoutMs?: number; poolMax?: number },
): Promise<Replica> {
  const intervaloMs = options.intervaloMs ?? 1000;
  const timeoutMs = options.timeoutMs ?? 2000;
  // a replica down at start must not stop the API: its pool connects on first use
  const banco = await openPostgres(url, { poolMax: options.poolMax, conectarJa: false });
  const amostras: Amostra[] = [];
  let estado: EstadoReplica = { apta: false, motivo: 'verificando', atrasoMs: null, verificadaEm: null };

  const verificar = async (): Promise<EstadoReplica> => {
    const agora = Date.now();
    try {
      const [p] = await comPrazo(
        linhas<{ lsn: string }>(primario, sql`select pg_current_wal_lsn()::text as lsn`),
        timeoutMs,
      );
      const lsn = p?.lsn;
      if (lsn) amostras.push({ lsn, em: agora });
      // samples older than the bound tell nothing more than "too far behind"
      while (
        amostras.length > 2 &&
        (amostras[0]?.em ?? agora) < agora - options.atrasoMaximoMs - intervaloMs * 2
      ) {
        amostras.shift();
      }
    } catch {
      // the primary's own trouble is not the replica's: keep the last verdict
      return estado;
    }
    try {
      const [r] = await comPrazo(
        linhas<{ replay: string | null }>(banco.db, sql`select pg_last_wal_replay_lsn()::text as replay`),
        timeoutMs,
      );
      const replay = r?.replay ?? null;
      if (replay === null) {
        estado = { apta: false, motivo: 'fora', atrasoMs: null, verificadaEm: agora };
      } else {
        const atraso = atrasoDaReplica(amostras, replay, Date.now());
        const longe = atraso === null || atraso > options.atrasoMaximoMs;
        estado = { apta: !longe, motivo: longe ? 'atrasada' : 'ok', atrasoMs: atraso, verificadaEm: agora };
      }
    } catch {
      estado = { apta: false, motivo: 'fora', atrasoMs: null, verificadaEm: agora };
    }
    return estado;
  };

  let parado = false;
  let emCurso: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    if (!parado) emCurso = verificar();
  }, intervaloMs);
  timer.unref();
  await verificar();
  return {
    db: banco.db,
    estado: () => estado,
    verificar,
    close: async () => {
      parado = true;
      clearInterval(timer);
      await emCurso.catch(() => {});
      await banco.close();
    },
  };
}

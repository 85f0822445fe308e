/** The timers of a scheduled job (the PTAX rates, the retention purge, the e-mail outbox): Node's, or a test's. */
export type Relogio = {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (timer: unknown) => void;
};

/** Node's timers, not keeping the process alive. */
export const RELOGIO: Relogio = {
  setTimeout: (fn, ms) => setTimeout(fn, ms).unref(),
  clearTimeout: (timer) => clearTimeout(timer as NodeJS.Timeout),
};

/**
 * A scheduled job's loop: `rodar` once `primeiroMs` from now, then `intervaloMs` after each run ends (a run
 * never overlaps the next); `aoTerminar` gets each run's answer once the next is scheduled. `rodar` handles its
 * own failures. Answers the stop function for the shutdown.
 */
export function repetir<T>({
  rodar,
  aoTerminar,
  primeiroMs,
  intervaloMs,
  relogio = RELOGIO,
}: {
  rodar: () => Promise<T>;
  aoTerminar?: ((resultado: T) => void) | undefined;
  primeiroMs: number;
  intervaloMs: number;
  relogio?: Relogio;
}): () => void {
  let timer: unknown;
  let parado = false;
  const vez = async () => {
    const resultado = await rodar();
    if (!parado) timer = relogio.setTimeout(() => void vez(), intervaloMs);
    aoTerminar?.(resultado);
  };
  timer = relogio.setTimeout(() => void vez(), primeiroMs);
  return () => {
    parado = true;
    if (timer !== undefined) relogio.clearTimeout(timer);
  };
}

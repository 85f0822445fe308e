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

import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import type { Config } from './config.ts';

/** How many API processes serve the port, and each one's share of the PostgreSQL connections (decision 0030). */
export type WorkerPlan = {
  workers: number;
  /** the pool of each worker (PostgreSQL); each also holds one LISTEN connection besides */
  poolPerWorker: number;
  /** PostgreSQL connections of every worker together, pools and listeners */
  connections: number;
};

export class WorkerPlanError extends Error {}

/**
 * `WEB_CONCURRENCY` workers (default: the cores on PostgreSQL, at most one per two pool connections; 1 on
 * PGlite, which one process owns) sharing `DATABASE_POOL_MAX` connections.
 */
export function planWorkers(
  config: Pick<Config, 'databaseUrl' | 'webConcurrency' | 'databasePoolMax'>,
  cores: number = os.availableParallelism(),
): WorkerPlan {
  const total = config.databasePoolMax;
  if (!config.databaseUrl) {
    if ((config.webConcurrency ?? 1) > 1) {
      throw new WorkerPlanError(
        `WEB_CONCURRENCY=${config.webConcurrency} não é possível com o banco embutido (PGlite): um único ` +
          'processo abre a pasta de dados. Use WEB_CONCURRENCY=1 ou um PostgreSQL (DATABASE_URL).',
      );
    }
    return { workers: 1, poolPerWorker: 0, connections: 0 };
  }
  const workers = config.webConcurrency ?? Math.max(1, Math.min(cores, Math.floor(total / 2)));
  if (workers > total) {
    throw new WorkerPlanError(
      `DATABASE_POOL_MAX=${total} não dá uma conexão a cada um dos ${workers} processos de WEB_CONCURRENCY: ` +
        'aumente DATABASE_POOL_MAX ou diminua WEB_CONCURRENCY.',
    );
  }
  const poolPerWorker = Math.floor(total / workers);
  return { workers, poolPerWorker, connections: workers * (poolPerWorker + 1) };
}

/** A worker that ran at least this long before dying is restarted at once; sooner, with a growing wait. */
const HEALTHY_RUN_MS = 10_000;
const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;

/** V8's memory settings of each worker (decisions 0044 and 0060). */
export const WORKER_V8_FLAGS = ['--max-semi-space-size=16', '--heap-growing-percent=20'];

/** How long a restart of the slot waits after `failures` early deaths in a row. */
export function restartDelay(failures: number): number {
  return failures === 0 ? 0 : Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** (failures - 1));
}

export type PrimaryOptions = {
  plan: WorkerPlan;
  /** what a worker's shutdown may take (its own limit) before the primary kills it */
  shutdownMs: number;
  log: { info: (message: string) => void; error: (message: string) => void };
  /** once every worker first listens */
  onListening?: () => void;
};

/**
 * The primary process: forks the workers (which share the port through node:cluster), restarts one that
 * dies, with a growing wait while they die young, and on SIGTERM or SIGINT asks each worker to shut down
 * (each finishes its requests in flight) and exits when they all have: 0 when every one exited cleanly.
 */
export function runPrimary(options: PrimaryOptions): void {
  const { plan, log } = options;
  let stopping = false;
  const slots = new Map<Worker, { slot: number; startedAt: number }>();
  const failures = new Array<number>(plan.workers).fill(0);
  const listening = new Set<number>();
  let announced = false;
  let clean = true;

  const fork = (slot: number) => {
    const worker = cluster.fork({ SKYLER_WORKER_SLOT: String(slot) });
    slots.set(worker, { slot, startedAt: Date.now() });
    worker.on('listening', () => {
      listening.add(slot);
      if (!announced && listening.size === plan.workers) {
        announced = true;
        options.onListening?.();
      }
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    const info = slots.get(worker);
    slots.delete(worker);
    if (!info) return;
    if (stopping) {
      if (code !== 0) clean = false;
      if (slots.size === 0) process.exit(clean ? 0 : 1);
      return;
    }
    const lived = Date.now() - info.startedAt;
    failures[info.slot] = lived >= HEALTHY_RUN_MS ? 0 : (failures[info.slot] ?? 0) + 1;
    const wait = restartDelay(failures[info.slot] ?? 0);
    log.error(`processo ${worker.process.pid} terminou (${signal ?? `código ${code}`}); outro em ${wait} ms`);
    setTimeout(() => {
      if (!stopping) fork(info.slot);
    }, wait);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: encerrando ${slots.size} processos`);
    if (slots.size === 0) process.exit(0);
    for (const worker of slots.keys()) worker.process.kill('SIGTERM');
    setTimeout(() => {
      log.error('os processos não terminaram a tempo; encerrando-os');
      for (const worker of slots.keys()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, options.shutdownMs + 2_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  // A young generation of 16 MB per semi-space in each worker instead of the up to 64 MB V8 picks on a large
  // machine: a CSV export's steady allocation otherwise grows a worker by about 250 MB, kept (decision 0044).
  // The old generation may grow by 20% of what a full collection left before the next one, instead of the
  // up to 4 times V8 allows when collections are cheap: an export's promoted garbage otherwise grows a
  // worker by 100-180 MB before V8 collects it, and the pages stay resident (decision 0060).
  // The same flags on the primary's command line still win, as they come later.
  cluster.setupPrimary({ execArgv: [...WORKER_V8_FLAGS, ...process.execArgv] });
  for (let slot = 0; slot < plan.workers; slot++) fork(slot);
}

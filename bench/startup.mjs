// Time from `node apps/api/dist/main.js` to the first answer, and the memory it then holds, on PGlite (or on
// the PostgreSQL of BENCH_DATABASE_URL): first start (empty DATA_DIR: database created, migrated and seeded
// with the demo data) and later starts on the same folder (median of 5). The memory is VmRSS of
// /proc/<pid>/status five seconds after the first answer, and VmHWM, the peak of the start; on PostgreSQL,
// of the primary and of each worker (decision 0030).
import { readFileSync } from 'node:fs';
import { benchSetup, median, startServer, stopServer } from './lib.mjs';

const { dataDir, dbLabel, env, cleanUp } = await benchSetup('start');
const port = Number(process.env.BENCH_PORT ?? 8031);
const MB = 1024;
const SETTLE_MS = 5000;

function memoria(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (campo) => Number(new RegExp(`${campo}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / MB), hwm: Math.round(kb('VmHWM') / MB) };
}

function filhos(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** Starts the server, waits SETTLE_MS after its first answer, reads its memory and stops it. */
async function medir() {
  const run = await startServer({ dataDir, port, env });
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const processos = [run.child.pid, ...filhos(run.child.pid)].map(memoria);
  await stopServer(run.child);
  return { ms: run.ms, processos };
}

const texto = ({ processos }) =>
  processos.map((p, i) => `${i === 0 ? '' : `worker ${i} `}RSS ${p.rss} MB (peak ${p.hwm} MB)`).join(', ');

try {
  const first = await medir();
  const later = [];
  for (let i = 0; i < 5; i++) later.push(await medir());
  const porRss = [...later].sort((a, b) => a.processos[0].rss - b.processos[0].rss);
  console.log(
    `startup (${dbLabel}): first start ${Math.round(first.ms)} ms; later starts median ${Math.round(median(later.map((r) => r.ms)))} ms (${later.map((r) => Math.round(r.ms)).join(', ')})`,
  );
  console.log(`  memory ${SETTLE_MS / 1000} s after the first answer, first start: ${texto(first)}`);
  console.log(`  later starts, the median one: ${texto(porRss[Math.floor(porRss.length / 2)])}`);
  console.log(
    `  later starts' RSS: ${later.map((r) => r.processos.map((p) => p.rss).join('+')).join(', ')} MB`,
  );
} finally {
  await cleanUp();
}

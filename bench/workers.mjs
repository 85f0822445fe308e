// GET /api/vendas/detailed/ (the 8 filters of vendas.mjs) on 1,000,000 sales in PostgreSQL, 50 connections
// flat out from wrk, served by 1 API process and then by 2 workers (WEB_CONCURRENCY) in the same run: req/s,
// latency and the CPU time each process used (utime + stime from /proc): the primary, each worker,
// PostgreSQL (the postmaster and its backends) and wrk. PostgreSQL only (BENCH_DATABASE_URL).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { benchSetup, runSql, signIn, startServer, stopServer, VENDAS_FILL } from './lib.mjs';

if (!process.env.BENCH_DATABASE_URL) {
  console.log('workers.mjs: set BENCH_DATABASE_URL to a PostgreSQL server (several processes need one)');
  process.exit(0);
}
try {
  execFileSync('wrk', ['--version'], { stdio: 'ignore' });
} catch (error) {
  if (error.code === 'ENOENT') {
    console.log('workers.mjs: needs wrk (apt-get install wrk)');
    process.exit(0);
  }
}

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
/** 1,2 by default; BENCH_WORKERS=1,2,1,2 alternates to see the machine's drift */
const rounds = (process.env.BENCH_WORKERS ?? '1,2').split(',').map(Number);
const { benchDb, dataDir, env, cleanUp } = await benchSetup('workers');
const total = Number(process.env.BENCH_VENDAS ?? 1_000_000);
const port = 8035;
const baseUrl = `http://127.0.0.1:${port}`;
const TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/** utime, stime, cutime, cstime of a process, in seconds; null once it is gone */
function cpuOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [utime, stime, cutime, cstime] = fields.slice(11, 15).map((n) => Number(n) / TICKS);
    return { own: utime + stime, children: cutime + cstime, ppid: Number(fields[1]) };
  } catch {
    return null;
  }
}

function childrenOf(ppid) {
  const pids = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    if (cpuOf(name)?.ppid === ppid) pids.push(Number(name));
  }
  return pids;
}

/** CPU seconds used so far by the server's processes, PostgreSQL's and the finished children of this one. */
function snapshot({ primary, postmaster }) {
  const workers = childrenOf(primary);
  const backends = childrenOf(postmaster);
  const pgMain = cpuOf(postmaster);
  return {
    primary: cpuOf(primary)?.own ?? 0,
    workers: Object.fromEntries(workers.map((pid) => [pid, cpuOf(pid)?.own ?? 0])),
    // backends that ended were reaped by the postmaster: their time is in its children's
    postgres:
      (pgMain?.own ?? 0) + (pgMain?.children ?? 0) + backends.reduce((s, p) => s + (cpuOf(p)?.own ?? 0), 0),
    // wrk, once it has exited
    generator: cpuOf(process.pid)?.children ?? 0,
  };
}

function wrk({ cookie, paths, duration }) {
  const script = path.join(dataDir, 'mix.lua');
  writeFileSync(
    script,
    `local paths = {${paths.map((p) => JSON.stringify(p)).join(', ')}}
local i = 0
request = function()
  i = i + 1
  return wrk.format('GET', paths[(i % #paths) + 1])
end
done = function(summary, latency, requests)
  io.write(string.format('RESULT %d %.3f %.1f %.1f %.1f %.1f %d %d %d\\n', summary.requests, summary.duration / 1e6,
    latency:percentile(50) / 1000, latency:percentile(95) / 1000, latency:percentile(99) / 1000,
    latency.max / 1000, summary.errors.status,
    summary.errors.connect + summary.errors.read + summary.errors.write, summary.errors.timeout))
end
`,
  );
  const output = execFileSync(
    'wrk',
    ['-t1', `-c${connections}`, `-d${duration}s`, '-H', `cookie: ${cookie}`, '-s', script, baseUrl],
    { encoding: 'utf8' },
  );
  const [requests, secs, p50, p95, p99, max, status, socket, timeouts] = /RESULT (.*)/
    .exec(output)[1]
    .split(' ')
    .map(Number);
  return { requests, rate: requests / secs, p50, p95, p99, max, errors: { status, socket, timeouts } };
}

const postmasterPid = async () => {
  const client = new pg.Client({ connectionString: benchDb.url });
  await client.connect();
  const { rows } = await client.query('select pg_backend_pid() as pid');
  // read while the backend still runs
  const { ppid } = cpuOf(rows[0].pid);
  await client.end();
  return ppid;
};

let server = await startServer({ dataDir, port, env: { ...env, WEB_CONCURRENCY: '1' } });
try {
  await stopServer(server.child);
  const fillMs = await runSql({ benchDb, dataDir, sql: VENDAS_FILL, params: [total - 3000] });
  console.log(`PostgreSQL: ${total.toLocaleString('en')} sales, filled in ${Math.round(fillMs)} ms`);
  const postmaster = await postmasterPid();
  // one session for every round: it lives in the database, and the login codes per account are limited
  server = await startServer({ dataDir, port, env: { ...env, WEB_CONCURRENCY: '1' } });
  const cookie = await signIn({ baseUrl, dataDir, username: 'admin' });
  await stopServer(server.child);
  const results = [];
  for (const workers of rounds) {
    server = await startServer({ dataDir, port, env: { ...env, WEB_CONCURRENCY: String(workers) } });
    let output = '';
    server.child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    const deadline = Date.now() + 60_000;
    while (!`${server.output}${output}`.includes('Abra http')) {
      if (Date.now() > deadline) throw new Error('the banner did not come in 60 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const get = async (query) => {
      const response = await fetch(`${baseUrl}/api/vendas/detailed/?${query}`, { headers: { cookie } });
      if (!response.ok) throw new Error(`${query}: ${response.status} ${await response.text()}`);
      return response.json();
    };
    const first = await get('page=1');
    const consultor = first.vendas.find((v) => v.consultor)?.consultor.id;
    const sobrenome = first.vendas.find((v) => v.cliente)?.cliente.sobrenome?.split(' ')[0] ?? 'Silva';
    const paths = [
      'page=1',
      'page=2&status=proposta',
      `page=1&consultor=${consultor}`,
      `page=3&consultor=${consultor}&status=concluida`,
      `page=1&cliente=${encodeURIComponent(sobrenome)}`,
      'page=1&sem_consultor=true',
      `page=1&id_venda=${first.vendas[0].id - Math.min(12345, Math.floor(first.vendas[0].id / 2))}`,
      'page=40',
    ].map((query) => `/api/vendas/detailed/?${query}`);
    // every worker's prepared statements and caches warmed by a short run first
    wrk({ cookie, paths, duration: 3 });
    const processes = { primary: server.child.pid, postmaster };
    const load = os.loadavg()[0].toFixed(1);
    const before = snapshot(processes);
    const run = wrk({ cookie, paths, duration: seconds });
    const after = snapshot(processes);
    const workerCpu = Object.entries(after.workers).map(([pid, cpu]) => cpu - (before.workers[pid] ?? 0));
    const cpu = {
      primary: after.primary - before.primary,
      workers: workerCpu,
      postgres: after.postgres - before.postgres,
      wrk: after.generator - before.generator,
    };
    results.push({ workers, run, cpu });
    const perRequest = (s) => `${((s * 1000) / run.requests).toFixed(2)} ms/req`;
    const api = workers === 1 ? cpu.primary : workerCpu.reduce((s, c) => s + c, 0);
    console.log(
      `${workers} ${workers === 1 ? 'process' : 'workers'}: ${Math.round(run.rate)} req/s, p50 ${run.p50} ms, ` +
        `p95 ${run.p95} ms, p99 ${run.p99} ms, max ${run.max} ms, errors ${run.errors.status} status, ` +
        `${run.errors.socket} socket, ${run.errors.timeouts} past wrk's 2 s timeout\n` +
        `  CPU over ${seconds} s: ` +
        (workers === 1
          ? `API ${cpu.primary.toFixed(2)} s`
          : `primary ${cpu.primary.toFixed(2)} s, workers ${workerCpu.map((c) => `${c.toFixed(2)} s`).join(' + ')}`) +
        `, PostgreSQL ${cpu.postgres.toFixed(2)} s, wrk ${cpu.wrk.toFixed(2)} s ` +
        `(load average ${load} before) ` +
        `(API ${perRequest(api)}, PostgreSQL ${perRequest(cpu.postgres)}); ` +
        `${(api + cpu.primary * (workers > 1 ? 1 : 0) + cpu.postgres + cpu.wrk).toFixed(2)} of ${(2 * seconds).toFixed(0)} core-seconds`,
    );
    await stopServer(server.child);
  }
  const one = results.filter((r) => r.workers === 1).map((r) => r.run.rate);
  const two = results.filter((r) => r.workers === 2).map((r) => r.run.rate);
  if (one.length && two.length) {
    const mean = (xs) => xs.reduce((s, x) => s + x, 0) / xs.length;
    console.log(`2 workers / 1 process: ${(mean(two) / mean(one)).toFixed(2)} × the requests per second`);
  }
} finally {
  await stopServer(server.child);
  await cleanUp({ keepDataDir: Boolean(process.env.BENCH_KEEP) });
}

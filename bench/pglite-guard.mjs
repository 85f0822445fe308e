// The sales list on the embedded PGlite, 100,000 sales, 50 connections flat out: req/s, p50, p99 and max, and
// the CPU the server and the load generator each used. Exits 1 when a request takes longer than
// GUARD_MAX_MS (2,000 ms unless set).
//
// The load generator shares the two cores with the server (PGlite runs inside the server's process). By
// default it is `node:http` in its own process at the lowest priority (`nice -n 19`), timing each request
// itself. The server logs each request's own time too, so a tail seen only by the generator shows as such
// (bench/README.md: wrk and autocannon report seconds-long requests the server answered in milliseconds).
// GUARD_LOADGEN picks others, to compare:
//   timeline (default), wrk (same priority, 30 s time-out so that a slow request is measured rather than
//   dropped), wrk-nice, wrk-pinned (server on core 0, wrk on core 1, through taskset), autocannon (in this
//   script's process, as vendas.mjs does), autocannon-nice (a separate process at nice 19); several
//   separated by commas run one after the other on the same database.
// Knobs: BENCH_VENDAS (100,000), BENCH_SECONDS (10), GUARD_MAX_MS (2000), GUARD_LOADGEN, GUARD_DATA_DIR (a
// data folder kept between runs: filled by the first run, copied and used as it is by the next ones, so that
// two builds are measured on the same database).
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { benchSetup, median, nodeBin, runSql, signIn, startServer, stopServer, VENDAS_FILL } from './lib.mjs';

const connections = 50;
const duration = Number(process.env.BENCH_SECONDS ?? 10);

if (process.argv[2] === '--timeline-child') {
  // a separate process that times each request itself, to see when the slow ones happen
  const { baseUrl, cookie, paths } = JSON.parse(process.argv[3]);
  process.stdout.write(JSON.stringify(await runTimeline({ baseUrl, cookie, paths })));
  process.exit(0);
}

if (process.argv[2] === '--autocannon-child') {
  // a separate process for the load generator: prints autocannon's result as JSON
  const { baseUrl, cookie, paths } = JSON.parse(process.argv[3]);
  const result = await runAutocannon({ baseUrl, cookie, paths });
  process.stdout.write(JSON.stringify(result));
  process.exit(0);
}

const maxAllowedMs = Number(process.env.GUARD_MAX_MS ?? 2000);
const modes = (process.env.GUARD_LOADGEN ?? 'timeline').split(',');
const total = Number(process.env.BENCH_VENDAS ?? 100_000);
const port = 8036;
delete process.env.BENCH_DATABASE_URL; // this guard is about the embedded database
const { dataDir, env: setupEnv, cleanUp } = await benchSetup('pglite-guard');
const kept = process.env.GUARD_DATA_DIR;
const reuse = kept && existsSync(path.join(kept, 'pgdata'));
if (reuse) cpSync(kept, dataDir, { recursive: true });
// the server logs each request's own time, so that a tail seen by the load generator can be told apart from
// one the server itself took
const env = { ...setupEnv, LOG_LEVEL: 'info', LOG_REQUESTS: 'true' };

let server = await startServer({ dataDir, port, env });
let worst = 0;
try {
  let fillMs = 0;
  if (!reuse) {
    await stopServer(server.child);
    fillMs = await runSql({ dataDir, sql: VENDAS_FILL, params: [total - 3000] });
    if (kept) cpSync(dataDir, kept, { recursive: true });
    server = await startServer({ dataDir, port, env });
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  const cookie = await signIn({ baseUrl, dataDir, username: 'admin' });
  const get = async (query) => {
    const response = await fetch(`${baseUrl}/api/vendas/detailed/?${query}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`${query}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const first = await get('page=1');
  const consultor = first.vendas.find((v) => v.consultor)?.consultor.id;
  const sobrenome = first.vendas.find((v) => v.cliente)?.cliente.sobrenome?.split(' ')[0] ?? 'Silva';
  // the eight filter mixes of vendas.mjs
  const queries = [
    'page=1',
    'page=2&status=proposta',
    `page=1&consultor=${consultor}`,
    `page=3&consultor=${consultor}&status=concluida`,
    `page=1&cliente=${encodeURIComponent(sobrenome)}`,
    'page=1&sem_consultor=true',
    `page=1&id_venda=${first.vendas[0].id - Math.min(12345, Math.floor(first.vendas[0].id / 2))}`,
    'page=40',
  ];
  const alone = [];
  for (const query of queries) {
    for (let i = 0; i < 10; i++) {
      const started = performance.now();
      await get(query);
      alone.push(performance.now() - started);
    }
  }
  console.log(
    `PGlite, ${(first.pages * 15).toLocaleString('en')} sales (filled in ${Math.round(fillMs / 1000)} s), ` +
      `8 filter mixes, one request alone: median ${median(alone).toFixed(1)} ms; load average ${loadAverage()}`,
  );
  const paths = queries.map((query) => `/api/vendas/detailed/?${query}`);
  let serverTimes = [];
  let partialLine = '';
  server.child.stdout.on('data', (chunk) => {
    const lines = (partialLine + chunk).split('\n');
    partialLine = lines.pop();
    for (const line of lines) {
      const time = /"responseTime":([0-9.]+)/.exec(line)?.[1];
      if (time) serverTimes.push(Number(time));
    }
  });
  for (const mode of modes) {
    serverTimes = [];
    const serverCpu = cpuSeconds(server.child.pid);
    const result = await load(mode, { baseUrl, cookie, paths, serverPid: server.child.pid });
    const serverUsed = cpuSeconds(server.child.pid) - serverCpu;
    worst = Math.max(worst, result.max);
    const sorted = serverTimes.sort((a, b) => a - b);
    const at = (q) =>
      sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN;
    console.log(
      `  ${mode.padEnd(15)} ${Math.round(result.rate)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ` +
        `max ${result.max} ms; in the server ${sorted.length} requests, p50 ${at(0.5).toFixed(1)} ms, ` +
        `p99 ${at(0.99).toFixed(1)} ms, max ${at(1).toFixed(1)} ms; ` +
        `CPU: server ${(serverUsed / result.seconds).toFixed(2)} cores, ` +
        `load generator ${(result.cpu / result.seconds).toFixed(2)} cores; errors ${result.errors}; ` +
        `load average after ${loadAverage()}`,
    );
  }
} finally {
  await stopServer(server.child);
  await cleanUp();
}
if (worst > maxAllowedMs) {
  console.error(`FAIL: a request took ${worst} ms, more than ${maxAllowedMs} ms`);
  process.exit(1);
}
console.log(`ok: every request within ${maxAllowedMs} ms (slowest ${worst} ms)`);

function loadAverage() {
  return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
}

/** CPU seconds (user + system) a process has used so far, from /proc. */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (100 a second)
}

async function load(mode, { baseUrl, cookie, paths, serverPid }) {
  if (mode === 'autocannon') {
    const before = process.cpuUsage();
    const result = await runAutocannon({ baseUrl, cookie, paths });
    const used = process.cpuUsage(before);
    return { ...result, cpu: (used.user + used.system) / 1e6 };
  }
  if (mode === 'autocannon-nice') {
    const argument = JSON.stringify({ baseUrl, cookie, paths });
    const child = spawn('nice', ['-n', '19', nodeBin, import.meta.filename, '--autocannon-child', argument], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    return childResult(child, (output) => JSON.parse(output));
  }
  if (mode === 'timeline') {
    const argument = JSON.stringify({ baseUrl, cookie, paths });
    const child = spawn('nice', ['-n', '19', nodeBin, import.meta.filename, '--timeline-child', argument], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    return childResult(child, (output) => JSON.parse(output));
  }
  if (!mode.startsWith('wrk')) throw new Error(`GUARD_LOADGEN: unknown ${mode}`);
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' }); // exits with 1 after printing its version
  } catch (error) {
    if (error.code === 'ENOENT')
      throw new Error('wrk is not installed (apt-get install wrk); try GUARD_LOADGEN=autocannon-nice');
  }
  const script = path.join(dataDir, 'mix.lua');
  writeFileSync(script, WRK_SCRIPT(paths));
  const wrkArgs = ['-t1', `-c${connections}`, `-d${duration}s`, '--timeout', '30s'];
  const args = [...wrkArgs, '-H', `cookie: ${cookie}`, '-s', script, baseUrl];
  let command = ['wrk', ...args];
  if (mode === 'wrk-nice') command = ['nice', '-n', '19', ...command];
  if (mode === 'wrk-pinned') {
    execFileSync('taskset', ['-a', '-p', '-c', '0', String(serverPid)], { stdio: 'ignore' });
    command = ['taskset', '-c', '1', ...command];
  }
  const child = spawn(command[0], command.slice(1), { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    return await childResult(child, (output) => {
      const [requests, seconds, p50, p99, max, errors] = /RESULT (.*)/.exec(output)[1].split(' ').map(Number);
      return { rate: requests / seconds, seconds, p50, p99, max, errors };
    });
  } finally {
    if (mode === 'wrk-pinned')
      execFileSync('taskset', ['-a', '-p', '-c', '0,1', String(serverPid)], { stdio: 'ignore' });
  }
}

/** Waits for the load generator's process, with the CPU it used (this process's reaped children's times). */
function childResult(child, parse) {
  let output = '';
  const before = childrenCpuSeconds();
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`load generator exited with ${code}`));
      resolve({ ...parse(output), cpu: childrenCpuSeconds() - before });
    });
  });
}

/** CPU seconds used by the children this process has waited for (cutime, cstime). */
function childrenCpuSeconds() {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

async function runAutocannon({ baseUrl, cookie, paths }) {
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration,
    timeout: 30,
    headers: { cookie },
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });
  return {
    rate: result.requests.total / (result.duration || duration),
    seconds: result.duration || duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

/**
 * 50 connections kept alive, each sending the mixes in turn, timing every request from its write to the end of
 * its answer: the usual figures, and the slowest requests split into each connection's first (made while all
 * fifty connect at once) and the rest, with the second of the run in which each of the five slowest began.
 */
async function runTimeline({ baseUrl, cookie, paths }) {
  const http = await import('node:http');
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const started = performance.now();
  const until = started + duration * 1000;
  const samples = [];
  let errors = 0;
  const one = (requestPath) =>
    new Promise((resolve) => {
      const t0 = performance.now();
      const request = http.get(`${baseUrl}${requestPath}`, { agent, headers: { cookie } }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode !== 200) errors++;
          resolve({ at: t0 - started, ms: performance.now() - t0 });
        });
      });
      request.on('error', () => {
        errors++;
        resolve({ at: t0 - started, ms: performance.now() - t0 });
      });
    });
  await Promise.all(
    Array.from({ length: connections }, async (_, connection) => {
      for (let i = connection; performance.now() < until; i++) {
        const sample = await one(paths[i % paths.length]);
        samples.push({ ...sample, first: i === connection });
      }
    }),
  );
  agent.destroy();
  const seconds = (performance.now() - started) / 1000;
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const at = (q) => Number(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1));
  const maxOf = (list) => Number(Math.max(0, ...list.map((sample) => sample.ms)).toFixed(1));
  const slowest = [...samples].sort((a, b) => b.ms - a.ms).slice(0, 5);
  console.error(
    `    timeline: max of the first requests ${maxOf(samples.filter((s) => s.first))} ms, ` +
      `max of the others ${maxOf(samples.filter((s) => !s.first))} ms; the five slowest began at ` +
      slowest
        .map((s) => `${(s.at / 1000).toFixed(1)} s (${Math.round(s.ms)} ms${s.first ? ', first' : ''})`)
        .join(', '),
  );
  return { rate: samples.length / seconds, seconds, p50: at(0.5), p99: at(0.99), max: at(1), errors };
}

function WRK_SCRIPT(paths) {
  return `local paths = {${paths.map((p) => JSON.stringify(p)).join(', ')}}
local i = 0
request = function()
  i = i + 1
  return wrk.format('GET', paths[(i % #paths) + 1])
end
done = function(summary, latency, requests)
  local errors = summary.errors.status + summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout
  io.write(string.format('RESULT %d %.3f %.1f %.1f %.1f %d\\n', summary.requests, summary.duration / 1e6,
    latency:percentile(50) / 1000, latency:percentile(99) / 1000, latency.max / 1000, errors))
end
`;
}

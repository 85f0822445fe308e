// GET /api/vendas/detailed/ (filters, counters, 15 per page) at 50 connections for 10 s, on 1,000,000 sales
// in PostgreSQL (BENCH_DATABASE_URL) or 100,000 on the embedded PGlite. BENCH_VENDAS overrides the count.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { benchSetup, median, runSql, signIn, startServer, stopServer, VENDAS_FILL } from './lib.mjs';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
/** the load the latency target is set at */
const PACED_RATE = 500;
const { benchDb, dataDir, dbLabel, env, cleanUp } = await benchSetup('vendas');
const total = Number(process.env.BENCH_VENDAS ?? (benchDb ? 1_000_000 : 100_000));
const port = 8034;

let server = await startServer({ dataDir, port, env });
try {
  await stopServer(server.child);
  const demo = 3000;
  const fillMs = await runSql({ benchDb, dataDir, sql: VENDAS_FILL, params: [total - demo] });
  server = await startServer({ dataDir, port, env });
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
  console.log(
    `${dbLabel}: ${first.pages * 15 >= total ? total.toLocaleString('en') : '?'} sales, filled in ${Math.round(fillMs)} ms`,
  );
  const aloneTimes = [];
  for (const query of queries) {
    const times = [];
    let body;
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      body = await get(query);
      times.push(performance.now() - started);
    }
    aloneTimes.push(...times);
    console.log(
      `  ${query}: ${body.vendas.length} rows of ${body.pages} pages, alone ${median(times).toFixed(1)} ms (median of 20)`,
    );
  }
  const mix = process.env.BENCH_ONLY
    ? queries.filter((_q, i) => process.env.BENCH_ONLY.split(',').includes(String(i)))
    : queries;
  const paths = mix.map((query) => `/api/vendas/detailed/?${query}`);
  const label = `GET /api/vendas/detailed/ mix of ${mix.length} filters (${dbLabel}, ${total.toLocaleString('en')} sales, ${connections} connections)`;
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration,
    headers: { cookie },
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });
  console.log(
    `${label}, autocannon: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, ` +
      `p90 ${result.latency.p90} ms, p97.5 ${result.latency.p97_5} ms, p99 ${result.latency.p99} ms, ` +
      `errors ${result.errors + result.non2xx}`,
  );
  const wrk = wrkRun({ baseUrl, cookie, paths });
  if (wrk) {
    console.log(`${label}, wrk: ${wrk.resumo}`);
    const paced = wrkPaced({ baseUrl, cookie, paths, rate: PACED_RATE, alone: median(aloneTimes) });
    console.log(`${label}, wrk paced to ${PACED_RATE} req/s offered: ${paced.resumo}`);
  }
} finally {
  await stopServer(server.child);
  await cleanUp({ keepDataDir: Boolean(process.env.BENCH_KEEP) });
  if (process.env.BENCH_KEEP) console.log(`kept ${dataDir}`);
}

/**
 * The same mix from wrk, when it is installed (Debian's `wrk`): a load generator in C takes less of the
 * two cores from the server than autocannon does. Each connection sends its next request as soon as the last
 * one is answered, or, with `delayMs`, after a random pause of 0 to twice that. Returns the summary and the
 * figures, or null without wrk.
 */
function wrkRun({ baseUrl, cookie, paths, seconds = duration, delayMs = 0 }) {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
  } catch (error) {
    if (error.code === 'ENOENT') return null;
  }
  const script = path.join(dataDir, 'mix.lua');
  writeFileSync(
    script,
    `local paths = {${paths.map((p) => JSON.stringify(p)).join(', ')}}
local i = 0
delay = function()
  if ${delayMs} > 0 then return math.random(0, ${Math.round(2 * delayMs)}) end
  return 0
end
request = function()
  i = i + 1
  return wrk.format('GET', paths[(i % #paths) + 1])
end
done = function(summary, latency, requests)
  io.write(string.format('RESULT %d %.3f %.1f %.1f %.1f %.1f %.1f %d %d %d\\n', summary.requests, summary.duration / 1e6,
    latency.mean / 1000, latency:percentile(50) / 1000, latency:percentile(90) / 1000,
    latency:percentile(95) / 1000, latency:percentile(99) / 1000, summary.errors.status,
    summary.errors.connect + summary.errors.read + summary.errors.write, summary.errors.timeout))
end
`,
  );
  const output = execFileSync(
    'wrk',
    ['-t1', `-c${connections}`, `-d${seconds}s`, '-H', `cookie: ${cookie}`, '-s', script, baseUrl],
    { encoding: 'utf8' },
  );
  const [requests, secs, mean, p50, p90, p95, p99, status, socket, timeouts] = /RESULT (.*)/
    .exec(output)[1]
    .split(' ')
    .map(Number);
  const rate = requests / secs;
  return {
    rate,
    mean,
    resumo:
      `${Math.round(rate)} req/s, p50 ${p50} ms, p90 ${p90} ms, p95 ${p95} ms, p99 ${p99} ms, ` +
      `errors ${status} status, ${socket} socket, ${timeouts} past wrk's 2 s timeout`,
  };
}

/**
 * The latency at a given load, rather than at the most the machine can answer: the connections pause
 * between requests so that together they offer about `rate` requests per second. A connection's cycle is its
 * pause plus the answer's time, so the pause is set from the time alone and corrected after a short run.
 */
function wrkPaced({ baseUrl, cookie, paths, rate, alone }) {
  const cycleMs = (connections * 1000) / rate;
  let delayMs = Math.max(0, cycleMs - alone);
  const trial = wrkRun({ baseUrl, cookie, paths, seconds: 3, delayMs });
  delayMs = Math.max(0, delayMs + cycleMs - (connections * 1000) / trial.rate);
  return wrkRun({ baseUrl, cookie, paths, delayMs });
}

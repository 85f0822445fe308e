// GET /api/whoami/ of a signed-in user on loopback, 50 connections for 10 s, against a bare Fastify
// route measured in the same run on the same machine.
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { benchSetup, nodeBin, root, signIn, startServer, stopServer } from './lib.mjs';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;

function load(url, headers = {}) {
  return autocannon({ url, connections, duration, headers });
}

const port = 8032;
const barePort = 8033;
const { dataDir, dbLabel, env, cleanUp } = await benchSetup('whoami');
const server = await startServer({ dataDir, port, env });
const bare = spawn(nodeBin, [path.join(root, 'bench/bare-fastify.mjs'), String(barePort)], {
  stdio: 'inherit',
  cwd: root,
});
try {
  const baseUrl = `http://127.0.0.1:${port}`;
  const cookie = await signIn({ baseUrl, dataDir, username: 'consultor' });
  const check = await (await fetch(`${baseUrl}/api/whoami/`, { headers: { cookie } })).json();
  if (!check.authenticated) throw new Error('session not accepted');
  await new Promise((resolve) => setTimeout(resolve, 500));
  const app = await load(`${baseUrl}/api/whoami/`, { cookie });
  const baseline = await load(`http://127.0.0.1:${barePort}/`);
  const line = (name, r) =>
    `${name}: ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, errors ${r.errors + r.non2xx}`;
  console.log(line(`GET /api/whoami/ (signed in, ${dbLabel})`, app));
  console.log(line('bare Fastify route', baseline));
  console.log(`ratio whoami / bare: ${(app.requests.average / baseline.requests.average).toFixed(3)}`);
} finally {
  bare.kill('SIGTERM');
  await stopServer(server.child);
  await cleanUp();
}

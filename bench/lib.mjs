import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import PostalMime from 'postal-mime';

export const root = path.resolve(import.meta.dirname, '..');
export const nodeBin = process.execPath;

/** The built API's entry point: BENCH_API_MAIN to measure another build (an earlier one kept aside). */
const apiMain = process.env.BENCH_API_MAIN
  ? path.resolve(process.env.BENCH_API_MAIN)
  : path.join(root, 'apps/api/dist/main.js');

/** Starts the built API and resolves when it answers, with the time it took. */
export async function startServer({ dataDir, port, env = {} }) {
  const started = performance.now();
  const child = spawn(nodeBin, [apiMain], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  // a first start seeds the demo data; BENCH_START_S gives a loaded machine longer
  const limite = Number(process.env.BENCH_START_S ?? 180);
  const deadline = Date.now() + limite * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/whoami/`);
      if (response.ok) return { child, ms: performance.now() - started, output };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  child.kill();
  throw new Error(`server did not answer in ${limite} s`);
}

export function stopServer(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** Signs in through the API as a user would, reading the code from the outbox; returns the cookie header. */
export async function signIn({ baseUrl, dataDir, username, password = 'demo1234' }) {
  const first = await fetch(`${baseUrl}/api/whoami/`);
  const csrf = /csrftoken=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1];
  const before = new Set(listOutbox(dataDir));
  const login = await fetch(`${baseUrl}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrftoken': csrf, cookie: `csrftoken=${csrf}` },
    body: JSON.stringify({ username, password }),
  });
  if (!login.ok) throw new Error(`login failed: ${await login.text()}`);
  const attempt = /otp_tentativa=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
  // the code's e-mail leaves through the outbox (decision 0050): on a loaded machine it takes a moment
  let code;
  for (const until = Date.now() + 60_000; !code && Date.now() < until; ) {
    const file = listOutbox(dataDir).find((name) => !before.has(name) && name.includes(`${username}@`));
    const mail = file ? await PostalMime.parse(readFileSync(path.join(dataDir, 'outbox', file))) : null;
    // the code is in the body ("Seu código de acesso é 1234."); older builds put it in the subject
    code = (/código de acesso é (\d+)/.exec(mail?.text ?? '') ?? /: (\d+)$/.exec(mail?.subject ?? ''))?.[1];
    if (!code) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!code) throw new Error(`no login code e-mail for ${username} in ${path.join(dataDir, 'outbox')}`);
  const otp = await fetch(`${baseUrl}/api/otp_verification/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-csrftoken': csrf,
      cookie: `csrftoken=${csrf}; otp_tentativa=${attempt}`,
    },
    body: JSON.stringify({ otp: code }),
  });
  if (!otp.ok) throw new Error(`code refused: ${await otp.text()}`);
  const session = /sessionid=([^;]+)/.exec(otp.headers.get('set-cookie') ?? '')?.[1];
  // the CSRF token is bound to the session: with the one made before it, every answer would set a new
  // one, and a browser given the cookies as a header (Lighthouse) would then send its own, without the session
  const check = await fetch(`${baseUrl}/api/whoami/`, {
    headers: { cookie: `csrftoken=${csrf}; sessionid=${session}` },
  });
  const bound = /csrftoken=([^;]+)/.exec(check.headers.get('set-cookie') ?? '')?.[1] ?? csrf;
  return `csrftoken=${bound}; sessionid=${session}`;
}

function listOutbox(dataDir) {
  try {
    return readdirSync(path.join(dataDir, 'outbox'));
  } catch {
    return [];
  }
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** A new empty database on the PostgreSQL server of `serverUrl`; `drop()` removes it. */
export async function createBenchDatabase(serverUrl) {
  const name = `skyler_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * Runs SQL on the benchmark's database with the server stopped (PGlite takes one process), then
 * `vacuum analyze` and `checkpoint` so the run starts from settled tables; resolves with the time taken.
 */
export async function runSql({ benchDb, dataDir, sql, params = [] }) {
  const started = performance.now();
  const db = benchDb
    ? new pg.Client({ connectionString: benchDb.url })
    : await PGlite.create({ dataDir: path.join(dataDir, 'pgdata'), extensions: { pg_trgm } });
  if (benchDb) await db.connect();
  try {
    await db.query(sql, params);
    await db.query('vacuum analyze');
    await db.query('checkpoint');
  } finally {
    if (benchDb) await db.end();
    else await db.close();
  }
  return performance.now() - started;
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Where one benchmark runs: a fresh database on the PostgreSQL server of BENCH_DATABASE_URL, or the embedded
 * PGlite, and a data folder; with the server's environment (demo data on) and the clean-up for the end.
 */
export async function benchSetup(name) {
  const benchDb = process.env.BENCH_DATABASE_URL
    ? await createBenchDatabase(process.env.BENCH_DATABASE_URL)
    : null;
  const dataDir = mkdtempSync(path.join(tmpdir(), `skyler-bench-${name}-`));
  return {
    benchDb,
    dataDir,
    dbLabel: benchDb ? 'PostgreSQL' : 'PGlite',
    env: { DEMO_DATA: 'true', ...(benchDb ? { DATABASE_URL: benchDb.url } : {}) },
    cleanUp: async ({ keepDataDir = false } = {}) => {
      await benchDb?.drop();
      if (!keepDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Adds sales spread over the demo's contacts, companies and consultants, every status, one in 20 without consultant. */
export const VENDAS_FILL = `
  with c as (select array_agg(id order by id) ids from contatos),
       e as (select array_agg(id order by id) ids from empresas),
       u as (select array_agg(id order by id) ids from usuarios where consultor and not cliente)
  insert into vendas (status, cliente, cliente_empresa, consultor, created_by, meio_contato_tipo,
                      meio_contato_valor, created_at, updated_at)
  select (array['proposta','concluida','cancelada','fechada'])[1 + g % 4],
         case when g % 10 = 0 then null else c.ids[1 + g % array_length(c.ids, 1)] end,
         case when g % 10 = 0 then e.ids[1 + g % array_length(e.ids, 1)] end,
         case when g % 20 = 0 then null else u.ids[1 + g % array_length(u.ids, 1)] end,
         u.ids[1 + g % array_length(u.ids, 1)], 'Email', 'cliente@exemplo.com.br',
         now() - make_interval(mins => g), now() - make_interval(mins => g)
  from generate_series(1, $1::int) g, c, e, u`;

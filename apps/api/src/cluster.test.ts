import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { planWorkers, restartDelay, WorkerPlanError } from './cluster.ts';
import { loadConfig } from './config.ts';
import { apiDir, freePort, healthPid } from './test/processo-da-api.ts';

const plan = (env: Record<string, string>, cores = 2) => planWorkers(loadConfig(env), cores);
const PG = { DATABASE_URL: 'postgres://u@db.internal:5432/skyler' };

describe('workers and their share of the connections', () => {
  it('runs one process per core on PostgreSQL, the 20 connections shared out, plus a listener each', () => {
    expect(plan(PG, 2)).toEqual({ workers: 2, poolPerWorker: 10, connections: 22 });
    expect(plan(PG, 1)).toEqual({ workers: 1, poolPerWorker: 20, connections: 21 });
    // by default no worker gets fewer than two connections
    expect(plan(PG, 64)).toEqual({ workers: 10, poolPerWorker: 2, connections: 30 });
  });

  it('takes WEB_CONCURRENCY and DATABASE_POOL_MAX as given, N × pool within the total', () => {
    expect(plan({ ...PG, WEB_CONCURRENCY: '3', DATABASE_POOL_MAX: '50' })).toEqual({
      workers: 3,
      poolPerWorker: 16,
      connections: 51,
    });
    expect(plan({ ...PG, WEB_CONCURRENCY: '1' }, 8).workers).toBe(1);
  });

  it('refuses more workers than connections', () => {
    expect(() => plan({ ...PG, WEB_CONCURRENCY: '8', DATABASE_POOL_MAX: '4' })).toThrow(WorkerPlanError);
    expect(() => plan({ ...PG, WEB_CONCURRENCY: '8', DATABASE_POOL_MAX: '4' })).toThrow(
      'DATABASE_POOL_MAX=4 não dá uma conexão a cada um dos 8 processos de WEB_CONCURRENCY',
    );
  });

  it('runs one process on PGlite, and refuses more with a message saying why', () => {
    expect(plan({}, 8).workers).toBe(1);
    expect(plan({ WEB_CONCURRENCY: '1' }, 8).workers).toBe(1);
    expect(() => plan({ WEB_CONCURRENCY: '2' })).toThrow(
      'WEB_CONCURRENCY=2 não é possível com o banco embutido (PGlite): um único processo abre a pasta de dados.',
    );
  });

  it('refuses a WEB_CONCURRENCY that is not a positive whole number', () => {
    expect(() => loadConfig({ WEB_CONCURRENCY: '0' })).toThrow('WEB_CONCURRENCY');
    expect(() => loadConfig({ WEB_CONCURRENCY: 'dois' })).toThrow('WEB_CONCURRENCY');
  });

  it('restarts a worker that ran a while at once, one that dies young after a wait that doubles', () => {
    expect([0, 1, 2, 3, 7, 20].map(restartDelay)).toEqual([0, 500, 1000, 2000, 30_000, 30_000]);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

/** Asks /healthz until `done` holds for the pids seen, or fails after `ms`. */
async function pidsUntil(
  port: number,
  child: ChildProcess,
  ms: number,
  done: (pids: Set<number>) => boolean,
) {
  const pids = new Set<number>();
  const deadline = Date.now() + ms;
  while (!done(pids)) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`pids seen in ${ms} ms: ${[...pids].join(', ')}`);
    const pid = await healthPid(port);
    if (pid === null) await new Promise((resolve) => setTimeout(resolve, 200));
    else pids.add(pid);
  }
  return pids;
}

describe.skipIf(!serverUrl)('the API started with WEB_CONCURRENCY=2 on PostgreSQL', () => {
  it('answers from two worker processes, replaces one that dies, and exits 0 on SIGTERM', async () => {
    const name = `skyler_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${name}`;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'skyler-cluster-'));
    const port = await freePort();
    let output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiDir,
      env: {
        ...process.env,
        WEB_CONCURRENCY: '2',
        DATABASE_URL: url.toString(),
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const pids = await pidsUntil(port, child, 90_000, (seen) => seen.size >= 2);
      expect(pids.has(child.pid ?? 0)).toBe(false);
      expect(output).toContain('2 processos com até 10 conexões cada');

      const [dead] = pids;
      process.kill(dead ?? 0, 'SIGKILL');
      await pidsUntil(port, child, 60_000, (seen) => [...seen].some((pid) => !pids.has(pid)));
      expect(output).toContain(`processo ${dead} terminou (SIGKILL)`);

      child.kill('SIGTERM');
      const code = await Promise.race([
        exited,
        new Promise<string>((resolve) => setTimeout(() => resolve('still running after 20 s'), 20_000)),
      ]);
      expect(code).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 200_000);
});

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './db/client.ts';
import { aeroportos, usuarios } from './db/schema/index.ts';
import { PreparacaoDoBancoError, prepararBancoEmProcessoFilho } from './runtime.ts';
import { apiDir, freePort, healthPid } from './test/processo-da-api.ts';

const pastas: string[] = [];
afterAll(() => {
  for (const pasta of pastas) rmSync(pasta, { recursive: true, force: true });
});
function pastaNova(nome: string): string {
  const pasta = mkdtempSync(path.join(tmpdir(), `skyler-${nome}-`));
  pastas.push(pasta);
  return pasta;
}

// the embedded database, whatever the environment the tests run in
const { DATABASE_URL: _url, DATABASE_OWNER_URL: _dono, ...semPostgres } = process.env;

/** `src/main.ts` started as `npm start` starts the build, on the embedded database in `dataDir`. */
function iniciar(dataDir: string, port: number, env: Record<string, string> = {}) {
  let saida = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      ...semPostgres,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    saida += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    saida += chunk;
  });
  const saiu = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, saiu, saida: () => saida };
}

/** Resolves when the server answers /healthz, with the pid that answered; fails if it exits first. */
async function respondendo(port: number, child: ChildProcess, ms: number): Promise<number> {
  const ate = Date.now() + ms;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (Date.now() > ate) throw new Error(`no answer in ${ms} ms`);
    const pid = await healthPid(port);
    if (pid !== null) return pid;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The processes `pid` started that are still running (Linux's /proc). */
function filhos(pid: number): string {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
}

async function encerrar(run: ReturnType<typeof iniciar>): Promise<number | null> {
  if (run.child.exitCode !== null) return run.child.exitCode;
  run.child.kill('SIGTERM');
  return run.saiu;
}

// the embedded database only: the PostgreSQL run of the suite would start the same servers again
describe.skipIf(process.env.TEST_DATABASE_URL)(
  'the first start on the embedded database (decision 0060)',
  () => {
    // the demo agency (3,000 sales) is seeded the same way by every run of the journeys, whose server starts
    // on an empty folder; here the reference data alone keeps the test short
    it('creates, migrates and seeds the database in a child process that has exited when the server answers', async () => {
      const dataDir = pastaNova('primeira');
      const port = await freePort();
      const primeira = iniciar(dataDir, port, { DEMO_DATA: 'false' });
      let pid: number;
      try {
        pid = await respondendo(port, primeira.child, 180_000);
      } catch (error) {
        await encerrar(primeira);
        throw new Error(`${(error as Error).message}\n${primeira.saida()}`);
      }
      // the server itself answers, and the process that prepared the database is gone
      expect(pid).toBe(primeira.child.pid);
      if (process.platform === 'linux') expect(filhos(pid)).toBe('');
      expect(primeira.saida()).toContain('Nenhum usuário cadastrado. Crie o primeiro administrador');
      expect(primeira.saida()).toContain(`PGlite em ${path.join(dataDir, 'pgdata')}`);
      expect(await encerrar(primeira)).toBe(0);

      const banco = await openPglite(dataDir);
      try {
        const [a] = await banco.db.select({ n: count() }).from(aeroportos);
        expect(a?.n).toBeGreaterThan(1000);
        const [u] = await banco.db.select({ n: count() }).from(usuarios);
        expect(u?.n).toBe(0);
      } finally {
        await banco.close();
      }

      // a later start opens the same folder in its own process, with no child, and finds it ready
      const depois = iniciar(dataDir, port, { DEMO_DATA: 'false' });
      try {
        const outro = await respondendo(port, depois.child, 180_000);
        expect(outro).toBe(depois.child.pid);
        if (process.platform === 'linux') expect(filhos(outro)).toBe('');
      } catch (error) {
        await encerrar(depois);
        throw new Error(`${(error as Error).message}\n${depois.saida()}`);
      }
      expect(depois.saida()).toContain('Nenhum usuário cadastrado. Crie o primeiro administrador');
      expect(await encerrar(depois)).toBe(0);
    }, 600_000);

    it('stops with the cause and exit code 1 when preparing the database fails, without serving', async () => {
      const dataDir = pastaNova('falha');
      const port = await freePort();
      // the seed encrypts the demo's loyalty passwords with this key: a key that is not one stops it
      const run = iniciar(dataDir, port, { DEMO_DATA: 'true', MILHAS_SECRET_KEY: 'curta' });
      try {
        expect(await run.saiu).toBe(1);
        expect(run.saida()).toContain('MILHAS_SECRET_KEY deve ter 32 bytes');
        expect(run.saida()).toContain(
          `A criação do banco de dados em ${path.join(dataDir, 'pgdata')} falhou (código 1); a API não foi iniciada (o erro está acima).`,
        );
        expect(await healthPid(port)).toBeNull();
      } finally {
        await encerrar(run);
      }
    }, 300_000);
  },
);

describe('the child process that prepares the database', () => {
  const script = (nome: string, corpo: string) => {
    const arquivo = path.join(pastaNova('script'), `${nome}.mjs`);
    writeFileSync(arquivo, corpo);
    return arquivo;
  };

  it('answers what the child sent before exiting', async () => {
    const arquivo = script('ok', 'process.send({ demo: true }, () => process.exit(0));\n');
    await expect(prepararBancoEmProcessoFilho(arquivo, '/dados/pgdata')).resolves.toEqual({ demo: true });
  });

  it('fails, naming how, when the child exits without answering or is killed', async () => {
    const mudo = script('mudo', 'process.exit(0);\n');
    await expect(prepararBancoEmProcessoFilho(mudo, '/dados/pgdata')).rejects.toThrow(
      'A criação do banco de dados em /dados/pgdata terminou sem responder; a API não foi iniciada',
    );
    const morto = script('morto', "process.kill(process.pid, 'SIGKILL');\n");
    const erro = await prepararBancoEmProcessoFilho(morto, '/dados/pgdata').catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(PreparacaoDoBancoError);
    expect((erro as Error).message).toContain('foi encerrada (SIGKILL)');
    const falhou = script('falhou', "throw new Error('sem disco');\n");
    await expect(prepararBancoEmProcessoFilho(falhou, '/dados/pgdata')).rejects.toThrow('falhou (código 1)');
  });
});

import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/**
 * A PostgreSQL cluster of a test's own on loopback, made with the server's own tools (initdb, pg_ctl,
 * pg_basebackup): a primary and, from its base backup, a streaming standby. Only where PostgreSQL is
 * installed (CI installs it); the server refuses to run as root, so as root the tools run as `postgres`.
 */
export function binariosPostgres(): string | null {
  const raiz = '/usr/lib/postgresql';
  if (!existsSync(raiz)) return null;
  const versoes = readdirSync(raiz)
    .filter((v) => existsSync(path.join(raiz, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versoes[0] ? path.join(raiz, versoes[0], 'bin') : null;
}

function executar(bin: string, programa: string, args: string[]): void {
  const comando = path.join(bin, programa);
  if (process.getuid?.() === 0) {
    const linha = [comando, ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ');
    execFileSync('su', ['postgres', '-c', linha], { stdio: 'pipe' });
  } else {
    execFileSync(comando, args, { stdio: 'pipe' });
  }
}

export async function portaLivre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const servidor = createServer();
    servidor.once('error', reject);
    servidor.listen(0, '127.0.0.1', () => {
      const endereco = servidor.address();
      const porta = typeof endereco === 'object' && endereco ? endereco.port : 0;
      servidor.close(() => resolve(porta));
    });
  });
}

export type Servidor = { url: string; porta: number; parar: (modo?: 'fast' | 'immediate') => void };

function iniciar(bin: string, dados: string, pasta: string, porta: number): Servidor {
  const opcoes = `-c listen_addresses=127.0.0.1 -p ${porta} -k ${pasta} -c fsync=off -c synchronous_commit=off`;
  executar(bin, 'pg_ctl', ['-D', dados, '-l', `${dados}.log`, '-w', '-o', opcoes, 'start']);
  let parado = false;
  return {
    url: `postgres://postgres@127.0.0.1:${porta}/postgres`,
    porta,
    parar: (modo = 'fast') => {
      if (parado) return;
      parado = true;
      executar(bin, 'pg_ctl', ['-D', dados, '-m', modo, '-w', 'stop']);
    },
  };
}

/** A new primary in `pasta` (which must be empty and writable). */
export async function iniciarPrimario(bin: string, pasta: string): Promise<Servidor> {
  mkdirSync(pasta, { recursive: true });
  chmodSync(pasta, 0o777);
  const dados = path.join(pasta, 'primario');
  // a throwaway cluster: nothing flushed to disk (its files live only as long as the test)
  executar(bin, 'initdb', ['-D', dados, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  return iniciar(bin, dados, pasta, await portaLivre());
}

/** A hot standby streaming from `primario`, made from its base backup. */
export async function iniciarReplica(bin: string, pasta: string, primario: Servidor): Promise<Servidor> {
  const dados = path.join(pasta, 'replica');
  executar(bin, 'pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(primario.porta),
    '-U',
    'postgres',
    '-D',
    dados,
    '-R',
    '-X',
    'stream',
    // the backup starts at once, without the spread checkpoint a production backup waits for, and is not
    // flushed to disk
    '--checkpoint=fast',
    '--no-sync',
  ]);
  return iniciar(bin, dados, pasta, await portaLivre());
}

import { fork } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { type Config, randomSecret } from './config.ts';
import { type Database, openDatabase, openPostgres } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { concederAoPapelDaAplicacao, papelDaUrl } from './db/papel-da-aplicacao.ts';
import type { SeedResult } from './db/seed/index.ts';

/** The HMAC key for login codes: SECRET_KEY, or one generated once and kept in DATA_DIR. */
export function loadSecret(config: Config): string {
  if (config.secretKey) return config.secretKey;
  const file = path.join(config.dataDir, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomSecret();
  writeFileSync(file, secret, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/**
 * Opens the configured database (PGlite in DATA_DIR or PostgreSQL) and brings its schema up to date. With
 * DATABASE_OWNER_URL, the migrations run as the owner, who then grants DATABASE_URL's role its rights
 * (decision 0047), and the database answered is DATABASE_URL's.
 */
export async function openMigratedDatabase(
  config: Config,
  options: { poolMax?: number } = {},
): Promise<Database> {
  mkdirSync(config.dataDir, { recursive: true });
  if (config.databaseUrl && config.databaseOwnerUrl) {
    const owner = await openPostgres(config.databaseOwnerUrl, { poolMax: 1 });
    try {
      await migrateDatabase(owner);
      const papel = papelDaUrl(config.databaseUrl);
      if (papel !== papelDaUrl(config.databaseOwnerUrl)) await concederAoPapelDaAplicacao(owner.db, papel);
    } finally {
      await owner.close();
    }
    return openDatabase({ databaseUrl: config.databaseUrl, poolMax: options.poolMax });
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: options.poolMax,
  });
  try {
    await migrateDatabase(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/**
 * Whether the PostgreSQL database of DATABASE_URL (or of its owner) is new: no schema yet, or no user yet.
 * Its creation, migration and seeding then run in a child process as on a new embedded database, so that
 * the seed's memory goes with that process (decision 0060); a database in use is migrated by the server.
 */
export async function postgresNovo(config: Config): Promise<boolean> {
  const url = config.databaseOwnerUrl ?? config.databaseUrl;
  if (!url) return false;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ tabela: string | null }>(
      "select to_regclass('public.usuarios')::text as tabela",
    );
    if (!rows[0]?.tabela) return true;
    const usuarios = await client.query('select 1 from usuarios limit 1');
    return usuarios.rowCount === 0;
  } finally {
    await client.end();
  }
}

/** The process that prepares a new database failed: it printed its own error before exiting. */
export class PreparacaoDoBancoError extends Error {}

/**
 * Runs `script` (`preparar-banco.ts`, next to main) in a child process with this process's environment and
 * Node options, its output on this process's output, and answers the seed's result it sends before it exits
 * (decision 0060). A child that fails, is killed or exits without answering rejects with a message that
 * says so; nothing waits on a child that is gone.
 */
export function prepararBancoEmProcessoFilho(
  script: string | URL,
  /** the database, as the messages name it: PGlite's folder, or PostgreSQL's server and database */
  banco: string,
): Promise<SeedResult> {
  return new Promise((resolve, reject) => {
    let resultado: SeedResult | null = null;
    const filho = fork(script, [], { stdio: 'inherit' });
    filho.on('message', (mensagem) => {
      resultado = mensagem as SeedResult;
    });
    filho.once('error', (error) =>
      reject(
        new PreparacaoDoBancoError(
          `Não foi possível preparar o banco de dados em ${banco}: ${error.message}`,
        ),
      ),
    );
    filho.once('exit', (code, signal) => {
      if (code === 0 && resultado) return resolve(resultado);
      const como = signal
        ? `foi encerrada (${signal})`
        : code === 0
          ? 'terminou sem responder'
          : `falhou (código ${code})`;
      reject(
        new PreparacaoDoBancoError(
          `A criação do banco de dados em ${banco} ${como}; a API não foi iniciada (o erro está acima).`,
        ),
      );
    });
  });
}

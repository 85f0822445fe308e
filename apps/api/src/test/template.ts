import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { hojeNaAgencia } from '@skyler/domain/formatters';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, type Db, openPglite, openPostgres } from '../db/client.ts';
import { migrateDatabase, migrationsFolder } from '../db/migrate.ts';
import { provedor_imagens, provedores } from '../db/schema/index.ts';
import { seedComissaoDemo } from '../db/seed/comissao-demo.ts';
import { seedCotacoesDemo } from '../db/seed/cotacoes-demo.ts';
import { seedDashboardDemo } from '../db/seed/dashboard-demo.ts';
import { seedEmissoesDemo } from '../db/seed/emissoes-demo.ts';
import { seedFiscalDemo } from '../db/seed/fiscal-demo.ts';
import { seedDatabase } from '../db/seed/index.ts';
import { seedMovimentosMilhasDemo } from '../db/seed/milhas-proprias-demo.ts';
import { seedNfseDemo } from '../db/seed/nfse-demo.ts';
import { seedOrcamentoAlteradoDemo, seedOrcamentosDemo } from '../db/seed/orcamentos-demo.ts';
import { seedOrdensPagamentoDemo } from '../db/seed/ordens-pagamento-demo.ts';
import { seedServicosDemo } from '../db/seed/servicos-demo.ts';
import { seedVendasDemo } from '../db/seed/vendas-demo.ts';
import { FileStore } from '../platform/files.ts';

/**
 * What a test database starts from: only migrated, or migrated and seeded with the demo accounts and data
 * (`demo`), the latter also with the reference data (airports, airlines, cities: `demo-referencia`). The
 * demo's sales are seeded on that, step by step as `npm start` seeds them, each step a template of its own
 * (`DEMO_ETAPAS`) whose files are in one folder (`arquivosDoTemplate`).
 */
export type TemplateKind =
  | 'migrada'
  | 'demo'
  | 'demo-referencia'
  | 'demo-cotacoes'
  | 'demo-servicos'
  | 'demo-emissoes'
  | 'demo-vendas';
export const TEMPLATE_KINDS: readonly TemplateKind[] = [
  'migrada',
  'demo',
  'demo-referencia',
  'demo-cotacoes',
  'demo-servicos',
  'demo-emissoes',
  'demo-vendas',
];

/**
 * The demo sales the steps are seeded on: `npm start` seeds 3,000 (VENDAS_DEMO), the seed tests' figures
 * are of these.
 */
export const VENDAS_TEMPLATE = 600;

/** The key the demo's third-party loyalty passwords are encrypted with in the sales templates. */
export const CHAVE_MILHAS_TEMPLATE = Buffer.alloc(32, 9);

/** The pictures a demo start draws for its hotels and cars (the files themselves are not read). */
async function seedImagensProvedores(db: Db): Promise<void> {
  const comFotos = await db
    .select({ id: provedores.id })
    .from(provedores)
    .where(sql`${provedores.tipo_servico} in ('hospedagem', 'locadora_de_carro')`);
  const linhas = comFotos.flatMap(({ id }) =>
    ['Fachada', 'Quarto', 'Piscina'].map((titulo) => ({
      provedor_id: id,
      titulo,
      arquivo: `demo/${id}-${titulo}.png`,
      mime: 'image/png',
      tamanho: 10,
      nome_arquivo: `${titulo}.png`,
    })),
  );
  if (linhas.length > 0) await db.insert(provedor_imagens).values(linhas);
}

/**
 * The demo's sales in the order `npm start` seeds them (db/seed/index.ts), on `demo-referencia`: each step
 * seeds what the one before left, and is the template of the tests of what it seeded (the quotes before they
 * are invoiced, the services before they are issued, …). Built once per key: the seed tests read them
 * instead of seeding the chain again.
 */
export const DEMO_ETAPAS: readonly {
  kind: TemplateKind;
  semear: (db: Db, files: FileStore) => Promise<void>;
}[] = [
  {
    kind: 'demo-cotacoes',
    semear: async (db) => {
      await seedImagensProvedores(db);
      await db.transaction(async (tx) => {
        await seedVendasDemo(tx, VENDAS_TEMPLATE);
        await seedOrcamentosDemo(tx);
        await seedCotacoesDemo(tx);
        await seedOrcamentoAlteradoDemo(tx);
      });
    },
  },
  {
    kind: 'demo-servicos',
    semear: (db, files) => db.transaction((tx) => seedServicosDemo(tx, { files })),
  },
  {
    kind: 'demo-emissoes',
    semear: (db, files) =>
      db.transaction((tx) => seedEmissoesDemo(tx, { files, chaveMilhas: CHAVE_MILHAS_TEMPLATE })),
  },
  {
    kind: 'demo-vendas',
    semear: (db) =>
      db.transaction(async (tx) => {
        await seedOrdensPagamentoDemo(tx);
        await seedMovimentosMilhasDemo(tx);
        await seedComissaoDemo(tx);
        await seedDashboardDemo(tx);
        await seedFiscalDemo(tx);
        await seedNfseDemo(tx);
      }),
  },
];

const ETAPA_KINDS = new Set(DEMO_ETAPAS.map((etapa) => etapa.kind));

/** Whether the kind is a step of the demo's sales (its files are in the template's folder). */
export function isDemoEtapa(kind: TemplateKind): boolean {
  return ETAPA_KINDS.has(kind);
}

const apiSrc = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = path.resolve(apiSrc, '../../..');

/**
 * What a template is built from: the migrations, the seed and the code it runs (the schema, the areas'
 * services, the domain). A change to any of them gives another key, hence a new template.
 */
export const TEMPLATE_SOURCES = [
  migrationsFolder,
  path.join(apiSrc, 'db'),
  path.join(apiSrc, 'modules'),
  path.join(apiSrc, 'platform'),
  path.join(repoRoot, 'packages/domain/src'),
  // the sales' steps are seeded here
  fileURLToPath(import.meta.url),
];

/** PGlite templates: one data directory dump per kind and key. */
export const PGLITE_TEMPLATE_DIR =
  process.env.SKYLER_TEST_TEMPLATE_DIR ?? path.join(repoRoot, 'node_modules/.cache/skyler-test-templates');

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  if (statSync(dir).isFile()) return [dir];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** The agency's calendar day: the demo data is dated from the day it is seeded (its "today"). */
function today(): string {
  return hojeNaAgencia();
}

/**
 * The template's key: a hash of every source file's path and content, and of the day (the demo data is
 * dated relative to it), so a template never outlives what it was built from.
 */
export function templateKey(sources: readonly string[] = TEMPLATE_SOURCES, day: string = today()): string {
  const hash = createHash('sha256').update(day);
  const seen = new Set<string>();
  for (const dir of sources) {
    for (const file of listFiles(dir)) {
      if (seen.has(file)) continue;
      seen.add(file);
      hash.update(path.relative(repoRoot, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** The key the run's global setup computed once, or this process's own. */
export function currentTemplateKey(): string {
  return process.env.SKYLER_TEST_TEMPLATE_KEY ?? templateKey();
}

/** Seeds a migrated database as the kind asks (not a step of the demo's sales: `DEMO_ETAPAS`). */
async function seedKind(database: Database, kind: TemplateKind): Promise<void> {
  if (kind === 'migrada') return;
  await seedDatabase(database.db, { demo: true, referencia: kind === 'demo-referencia' });
}

/**
 * The kinds to build when these are missing: a step of the demo's sales rebuilds them all (their files are
 * one folder), on `demo-referencia` (built too when it is not there).
 */
function withSteps(
  missing: readonly TemplateKind[],
  exists: (kind: TemplateKind) => boolean,
): TemplateKind[] {
  if (!missing.some(isDemoEtapa)) return [...missing];
  const needed = new Set<TemplateKind>([...missing, ...ETAPA_KINDS]);
  if (!exists('demo-referencia')) needed.add('demo-referencia');
  return TEMPLATE_KINDS.filter((kind) => needed.has(kind));
}

/** The folder of the files the demo's sales steps saved (receipts, vouchers, RAC documents). */
export function arquivosDoTemplate(key: string, where: 'pglite' | 'pg', dir = PGLITE_TEMPLATE_DIR): string {
  return path.join(dir, `arquivos-${where}-${key}`);
}

/**
 * Runs `work` with the store the demo's sales steps save their files in: a folder that becomes `arquivos`
 * once they are all seeded.
 */
async function comArquivosDasEtapas(
  arquivos: string,
  work: (files: FileStore) => Promise<void>,
): Promise<void> {
  rmSync(arquivos, { recursive: true, force: true });
  const partial = `${arquivos}.${process.pid}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  await work(new FileStore({ root: partial, maxBytes: 10 * 1024 * 1024 }));
  renameSync(partial, arquivos);
}

/** Seeds one step of the demo's sales, saying how long it took. */
async function semearEtapa(etapa: (typeof DEMO_ETAPAS)[number], db: Db, files: FileStore): Promise<void> {
  const started = performance.now();
  await etapa.semear(db, files);
  console.log(`  ${etapa.kind} seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Copies the files of a demo sales step's template into `destino` (a test app's DATA_DIR/files), so that
 * what its rows name is there.
 */
export function copiarArquivosDoTemplate(kind: TemplateKind, destino: string): void {
  if (!isDemoEtapa(kind)) return;
  const where = process.env.TEST_DATABASE_URL ? 'pg' : 'pglite';
  cpSync(arquivosDoTemplate(currentTemplateKey(), where), destino, { recursive: true });
}

// --- PGlite ---------------------------------------------------------------------------------------------

export function pgliteTemplatePath(kind: TemplateKind, key: string, dir = PGLITE_TEMPLATE_DIR): string {
  return path.join(dir, `${kind}-${key}.tar`);
}

/**
 * The empty cluster the PGlite templates start from, smaller than PGlite's own so that every test file loads
 * its copy faster (a copy is untarred into memory, in proportion to its files and bytes: 47 MB and 1,478 files
 * for the default cluster's `demo`): WAL segments of 1 MB instead of 16 MB, few of them kept after a
 * checkpoint, and no `template0` and `template1`, which a test database never reads (no test creates a
 * database on PGlite). Decision 0095.
 */
async function clusterEnxuto(): Promise<Uint8Array> {
  const cluster = await PGlite.create({ initDbStartParams: ['--wal-segsize=1'] });
  try {
    await cluster.exec('alter database template0 is_template false');
    await cluster.exec('alter database template1 is_template false');
    await cluster.exec('drop database template0');
    await cluster.exec('drop database template1');
    // a checkpoint keeps no more finished segments than this (80 MB by default) for reuse
    await cluster.exec(`alter system set min_wal_size = '2MB'`);
    await cluster.exec('checkpoint');
    const dump = await cluster.dumpDataDir('none');
    return new Uint8Array(await dump.arrayBuffer());
  } finally {
    await cluster.close();
  }
}

async function dumpTo(database: Database, file: string): Promise<void> {
  // the segments the seed filled and no longer needs are left out of the dump
  await database.db.execute(sql`checkpoint`);
  const client = (database.db as unknown as { $client: { dumpDataDir: (c: 'none') => Promise<Blob> } })
    .$client;
  const blob = await client.dumpDataDir('none');
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
  // the complete dump appears at once: a reader never sees half of it
  renameSync(partial, file);
}

/**
 * Builds the PGlite templates missing for this key (migrating from nothing, then seeding; the demo's sales
 * steps one after the other on one database, dumped after each) and removes those of other keys. Returns
 * the kinds it built.
 */
export async function ensurePgliteTemplates(
  options: { key?: string; dir?: string; kinds?: readonly TemplateKind[] } = {},
): Promise<TemplateKind[]> {
  const key = options.key ?? templateKey();
  const dir = options.dir ?? PGLITE_TEMPLATE_DIR;
  const kinds = options.kinds ?? TEMPLATE_KINDS;
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) {
    // another key's, or what a build that did not finish left
    if (!name.includes(`-${key}`) || name.endsWith('.partial'))
      rmSync(path.join(dir, name), { recursive: true, force: true });
  }
  const arquivos = arquivosDoTemplate(key, 'pglite', dir);
  const exists = (kind: TemplateKind) => existsSync(pgliteTemplatePath(kind, key, dir));
  const missing = withSteps(
    kinds.filter((kind) => !exists(kind) || (isDemoEtapa(kind) && !existsSync(arquivos))),
    exists,
  );
  if (missing.length === 0) return [];
  const migratedFile = pgliteTemplatePath('migrada', key, dir);
  if (!existsSync(migratedFile)) {
    const migrated = await openPglite(undefined, { load: await clusterEnxuto() });
    try {
      await migrateDatabase(migrated);
      await dumpTo(migrated, migratedFile);
    } finally {
      await migrated.close();
    }
  }
  for (const kind of missing.filter((k) => k !== 'migrada' && !isDemoEtapa(k))) {
    const database = await openPglite(undefined, {
      load: readFileSync(pgliteTemplatePath('migrada', key, dir)),
    });
    try {
      await seedKind(database, kind);
      await dumpTo(database, pgliteTemplatePath(kind, key, dir));
    } finally {
      await database.close();
    }
  }
  if (missing.some(isDemoEtapa)) {
    const database = await openPglite(undefined, {
      load: readFileSync(pgliteTemplatePath('demo-referencia', key, dir)),
    });
    try {
      await comArquivosDasEtapas(arquivos, async (files) => {
        for (const etapa of DEMO_ETAPAS) {
          await semearEtapa(etapa, database.db, files);
          await dumpTo(database, pgliteTemplatePath(etapa.kind, key, dir));
        }
      });
    } finally {
      await database.close();
    }
  }
  return missing;
}

/** Whether the PGlite template of this kind is there for this key (a sales step's with its files). */
export function pgliteTemplatePronto(kind: TemplateKind, key: string, dir = PGLITE_TEMPLATE_DIR): boolean {
  return (
    existsSync(pgliteTemplatePath(kind, key, dir)) &&
    (!isDemoEtapa(kind) || existsSync(arquivosDoTemplate(key, 'pglite', dir)))
  );
}

/**
 * The file a run's background build of the PGlite templates (global-setup.ts) writes when it ends: `ok`, or
 * why it failed. While the build runs, SKYLER_TEST_TEMPLATE_BUILD is set in the test workers.
 */
export function fimDaConstrucao(key: string, dir = PGLITE_TEMPLATE_DIR): string {
  return path.join(dir, `construcao-${key}.fim`);
}

/**
 * Waits until the run's background build has dumped the template of this kind (each appears whole, by a
 * rename), or has ended; throws when it failed.
 */
async function esperarConstrucao(kind: TemplateKind, key: string): Promise<void> {
  const fim = fimDaConstrucao(key);
  while (!pgliteTemplatePronto(kind, key)) {
    if (existsSync(fim)) {
      const resultado = readFileSync(fim, 'utf8');
      if (resultado !== 'ok') throw new Error(`the test templates were not built: ${resultado}`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A new in-memory PGlite database loaded from the template of this kind: waited for while the run's build
 * makes it, built here if missing.
 */
export async function openPgliteFromTemplate(kind: TemplateKind): Promise<Database> {
  const key = currentTemplateKey();
  if (process.env.SKYLER_TEST_TEMPLATE_BUILD) await esperarConstrucao(kind, key);
  if (!pgliteTemplatePronto(kind, key)) await ensurePgliteTemplates({ key, kinds: [kind] });
  return openPglite(undefined, { load: readFileSync(pgliteTemplatePath(kind, key)) });
}

// --- PostgreSQL -----------------------------------------------------------------------------------------

const PG_PREFIX = 'skyler_template';

export function pgTemplateName(kind: TemplateKind, key: string, prefix = PG_PREFIX): string {
  return `${prefix}_${kind.replaceAll('-', '_')}_${key}`;
}

/** `url` with another database name. */
export function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Holds a server-wide advisory lock while `work` runs, so that two runs never build the same template. */
async function withAdmin<T>(
  serverUrl: string,
  prefix: string,
  work: (admin: pg.Client) => Promise<T>,
): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [prefix]);
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * Builds the PostgreSQL template databases missing for this key (a database is migrated from nothing and
 * seeded under a temporary name, then renamed, so a template that exists is complete) and drops those of
 * other keys. Returns the kinds it built.
 */
export async function ensurePgTemplates(
  serverUrl: string,
  options: {
    key?: string;
    kinds?: readonly TemplateKind[];
    /** the templates' name prefix: another one keeps a test's templates apart from the run's */
    prefix?: string;
  } = {},
): Promise<TemplateKind[]> {
  const key = options.key ?? templateKey();
  const kinds = options.kinds ?? TEMPLATE_KINDS;
  const prefix = options.prefix ?? PG_PREFIX;
  return withAdmin(serverUrl, prefix, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like '${prefix}\\_%'`,
    );
    const existing = new Set(rows.map((row) => row.datname));
    for (const name of existing) {
      if (!name.endsWith(`_${key}`)) {
        await admin.query(`alter database ${name} is_template false`).catch(() => undefined);
        await admin.query(`drop database if exists ${name} with (force)`);
      }
    }
    const arquivos = arquivosDoTemplate(key, 'pg');
    if (prefix === PG_PREFIX && existsSync(PGLITE_TEMPLATE_DIR)) {
      for (const name of readdirSync(PGLITE_TEMPLATE_DIR)) {
        if (name.startsWith('arquivos-pg-') && !name.includes(key))
          rmSync(path.join(PGLITE_TEMPLATE_DIR, name), { recursive: true, force: true });
      }
    }
    const exists = (kind: TemplateKind) => existing.has(pgTemplateName(kind, key, prefix));
    const built = withSteps(
      kinds.filter((kind) => !exists(kind) || (isDemoEtapa(kind) && !existsSync(arquivos))),
      exists,
    );
    for (const kind of built.filter((k) => !isDemoEtapa(k))) {
      const name = pgTemplateName(kind, key, prefix);
      const building = `${name}_b`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const database = await openPostgres(withDatabase(serverUrl, building), { poolMax: 2 });
      try {
        await migrateDatabase(database);
        await seedKind(database, kind);
      } finally {
        await database.close();
      }
      await admin.query(`alter database ${building} rename to ${name}`);
      await admin.query(`alter database ${name} is_template true`);
    }
    if (built.some(isDemoEtapa)) {
      // each step a database copied from the one before, then seeded
      await comArquivosDasEtapas(arquivos, async (files) => {
        let from = pgTemplateName('demo-referencia', key, prefix);
        for (const etapa of DEMO_ETAPAS) {
          const name = pgTemplateName(etapa.kind, key, prefix);
          const building = `${name}_b`;
          await admin.query(`alter database ${name} is_template false`).catch(() => undefined);
          await admin.query(`drop database if exists ${name} with (force)`);
          await admin.query(`drop database if exists ${building} with (force)`);
          await admin.query(`create database ${building} template ${from}`);
          const database = await openPostgres(withDatabase(serverUrl, building), { poolMax: 2 });
          try {
            await semearEtapa(etapa, database.db, files);
          } finally {
            await database.close();
          }
          await admin.query(`alter database ${building} rename to ${name}`);
          await admin.query(`alter database ${name} is_template true`);
          from = name;
        }
      });
    }
    return built;
  });
}

/** Drops every template database of this prefix on the server, whatever its key. */
export async function dropPgTemplates(serverUrl: string, prefix = PG_PREFIX): Promise<void> {
  await withAdmin(serverUrl, prefix, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like '${prefix}\\_%'`,
    );
    for (const { datname } of rows) {
      await admin.query(`alter database ${datname} is_template false`);
      await admin.query(`drop database if exists ${datname} with (force)`);
    }
  });
}

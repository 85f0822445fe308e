import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { planWorkers, runPrimary, WorkerPlanError } from './cluster.ts';
import { loadConfig } from './config.ts';
import { DatabaseLockedError, openDatabase } from './db/client.ts';
import { openReplica } from './db/replica.ts';
import { DEMO_PASSWORD, DEMO_USUARIOS } from './db/seed/demo-usuarios.ts';
import { createPtaxClient } from './integrations/ptax.ts';
import { agendarLembretes } from './modules/mensagens/lembretes.job.ts';
import { agendarPtax } from './modules/moedas/ptax.job.ts';
import { agendarResumo } from './modules/notificacoes/resumo.job.ts';
import { agendarRetencao } from './modules/retencao/retencao.job.ts';
import { avisoPrimeiraInstalacao } from './modules/usuarios/primeira-instalacao.ts';
import { createFileStore } from './platform/files.ts';
import { compactarMemoria } from './platform/memoria.ts';
import { servirMetricasDoCluster } from './platform/metricas.ts';
import { loadChaveMilhas } from './platform/segredos.ts';
import {
  loadSecret,
  openMigratedDatabase,
  PreparacaoDoBancoError,
  postgresNovo,
  prepararBancoEmProcessoFilho,
} from './runtime.ts';

const SHUTDOWN_MS = 10_000;

async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  const plan = planWorkers(config);
  // the workers of a cluster find the database migrated and seeded by the primary (decision 0030)
  const isWorker = cluster.isWorker;
  const pglitePronto = path.join(config.dataDir, 'pgdata', 'PG_VERSION');
  // Creating, migrating and seeding a new database grows this process's memory by hundreds of MB (on PGlite
  // WebAssembly memory, which is never given back; on both the seed's native memory): a child process does it
  // and exits before the server opens the database, which it then finds as on a later start (decision 0060).
  const novo = !isWorker && (config.databaseUrl ? await postgresNovo(config) : !existsSync(pglitePronto));
  const preparado = novo
    ? await prepararBancoEmProcessoFilho(
        new URL(`./preparar-banco${path.extname(fileURLToPath(import.meta.url))}`, import.meta.url),
        config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : path.join(config.dataDir, 'pgdata'),
      )
    : null;
  const database = isWorker
    ? await openDatabase({ databaseUrl: config.databaseUrl, poolMax: plan.poolPerWorker })
    : await openMigratedDatabase(config, { poolMax: plan.poolPerWorker });
  const files = await createFileStore(config);
  // a bucket that cannot be reached stops the start here rather than at the first upload
  await files.store.check();
  // the seed and its data (images, the IBGE's municipalities) load in the primary only, never in a worker
  const semear = async () => {
    const [{ seedDatabase }, { VENDAS_DEMO }] = await Promise.all([
      import('./db/seed/index.ts'),
      import('./db/seed/vendas-demo.ts'),
    ]);
    return seedDatabase(database.db, {
      demo: config.demoData,
      files,
      vendas: VENDAS_DEMO,
      chaveMilhas: loadChaveMilhas(config),
    });
  };
  const seeded = isWorker ? null : (preparado ?? (await semear()));
  // made here, before any worker starts, when DATA_DIR keeps it
  const secret = loadSecret(config);
  // a real installation's first start: nobody can sign in until the first administrator is created
  const primeiraInstalacao = isWorker ? [] : await avisoPrimeiraInstalacao(database.db);

  const printBanner = () => {
    const url = `http://localhost:${config.port}`;
    const banco =
      database.kind === 'pglite'
        ? `PGlite em ${path.join(config.dataDir, 'pgdata')}`
        : `PostgreSQL (DATABASE_URL), ${plan.workers === 1 ? '1 processo' : `${plan.workers} processos`} com até ${plan.poolPerWorker} conexões cada`;
    const lines = [
      '',
      `Skyler Back-office em ${url}`,
      `  banco: ${banco} — pronto em ${Math.round(performance.now() - startedAt)} ms`,
      `  arquivos: ${files.root}`,
    ];
    if (config.demoData) {
      lines.push(
        `${seeded?.demo ? 'Dados de demonstração criados.' : 'Dados de demonstração já existentes.'} Logins (senha ${DEMO_PASSWORD}):`,
        `  ${DEMO_USUARIOS.map((u) => u.username).join(', ')}`,
      );
    }
    lines.push(...primeiraInstalacao);
    if (!config.smtpUrl)
      lines.push(
        `Sem SMTP_URL: os e-mails (códigos de acesso) ficam em ${path.join(config.dataDir, 'outbox')}`,
      );
    lines.push(`Abra ${url} no navegador.`, '');
    console.log(lines.join('\n'));
  };

  if (cluster.isPrimary && plan.workers > 1) {
    await database.close();
    compactarMemoria();
    // a worker's GET /metrics asks the primary for every worker's metrics summed (decision 0049)
    if (config.metricsToken) servirMetricasDoCluster();
    runPrimary({
      plan,
      shutdownMs: SHUTDOWN_MS,
      log: { info: (line) => console.log(line), error: (line) => console.error(line) },
      onListening: printBanner,
    });
    return;
  }

  // lists, searches, the dashboard and exports read a streaming replica when one is configured (decision 0090)
  const replica =
    config.databaseUrl && config.databaseReplicaUrl
      ? await openReplica(database.db, config.databaseReplicaUrl, {
          atrasoMaximoMs: config.replicaAtrasoMaximoMs,
          poolMax: plan.poolPerWorker,
        })
      : undefined;
  const app = await buildApp({
    config,
    db: database.db,
    connectListener: database.connectListener,
    estadoPool: database.estadoPool,
    replica,
    secret,
    files,
  });
  files.store.onError = (err, operation) =>
    app.log.error({ err, operation, files: files.root }, 'file storage failed');
  // the daily exchange rates from the Banco Central, when PTAX_URL is set (decision 0041)
  const pararPtax = config.ptaxUrl
    ? agendarPtax({ db: database.db, client: createPtaxClient({ baseUrl: config.ptaxUrl }), log: app.log })
    : () => {};
  // the daily purge of login codes, ended sessions, rate-limit rows and used links (decision 0048)
  const pararRetencao = agendarRetencao({ db: database.db, dias: config.retencaoDias, log: app.log });
  // the daily e-mail digest of the notifications users chose to read by e-mail (decision 0078)
  const pararResumo = agendarResumo({ db: database.db, log: app.log });
  // the reminders to clients (payments, passports, check-in, trip, birthday), each sent once across processes
  const pararLembretes = agendarLembretes({
    db: database.db,
    log: app.log,
    whatsappAtivo: app.whatsapp.client.configurado,
  });

  // Finishes the requests in flight (new ones get 503, /readyz says so), then closes the database;
  // a request that hangs past SHUTDOWN_MS does not keep the process alive.
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_MS).unref();
    pararPtax();
    pararRetencao();
    pararResumo();
    pararLembretes();
    await app.close();
    await replica?.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  compactarMemoria();
  await app.listen({ port: config.port, host: config.host });
  // after Fastify's own "listening" line, so that this is the last thing printed
  if (!isWorker) setImmediate(printBanner);
}

main().catch((error: unknown) => {
  if (
    error instanceof DatabaseLockedError ||
    error instanceof WorkerPlanError ||
    error instanceof PreparacaoDoBancoError
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});

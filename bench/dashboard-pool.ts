// The dashboard's figures read by `findDashboard` directly on a pool, without HTTP: the current month and the
// last 366 days, for the whole agency and for the demo's `consultor`, on a database `dashboard.mjs` kept
// (BENCH_KEEP). BENCH_MIGRATE=1 first applies this build's pending migrations to it (what a "before" database
// needs to be measured "after"). BENCH_ROUNDS requests of each case (30) after one warm-up, p50 / p95.
// Run: BENCH_DATABASE_URL=postgres://…/skyler_bench_… npx tsx --tsconfig apps/api/tsconfig.json bench/dashboard-pool.ts
import { loadavg } from 'node:os';
import { aniversariosDaSemana, mesDoDia } from '@skyler/domain/dashboard';
import { hojeNaAgencia } from '@skyler/domain/formatters';
import { sql } from 'drizzle-orm';
import { openPostgres } from '../apps/api/src/db/client.ts';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
import { findDashboard } from '../apps/api/src/modules/dashboard/dashboard.queries.ts';

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL: the database dashboard.mjs kept');
const rounds = Number(process.env.BENCH_ROUNDS ?? 30);
const database = await openPostgres(url);
try {
  if (process.env.BENCH_MIGRATE) {
    const inicio = performance.now();
    await migrateDatabase(database);
    console.log(`migrated in ${Math.round(performance.now() - inicio)} ms`);
  }
  const [consultor] = (
    (await database.db.execute(sql`select id from usuarios where username = 'consultor'`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows;
  const hoje = hojeNaAgencia();
  const mes = mesDoDia(hoje);
  const ano = { inicio: new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10), fim: hoje };
  const casos = [
    ['the month, whole agency', mes, null],
    ['the last 366 days, whole agency', ano, null],
    ["a consultant's month", mes, consultor?.id ?? null],
    ["a consultant's last 366 days", ano, consultor?.id ?? null],
  ] as const;
  const aniversarios = aniversariosDaSemana(hoje);
  const ms = (valores: number[], p: number) =>
    [...valores].sort((a, b) => a - b)[
      Math.min(valores.length - 1, Math.ceil((p / 100) * valores.length) - 1)
    ];
  console.log(
    `load average at start: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  for (const [nome, periodo, c] of casos) {
    const f = { ...periodo, consultor: c, aniversarios };
    await findDashboard(database.db, f);
    const tempos: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const inicio = performance.now();
      await findDashboard(database.db, f);
      tempos.push(performance.now() - inicio);
    }
    console.log(
      `  ${nome}: p50 ${ms(tempos, 50)?.toFixed(1)} ms, p95 ${ms(tempos, 95)?.toFixed(1)} ms (${rounds} in a row)`,
    );
  }
  console.log(
    `load average at end: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await database.close();
}

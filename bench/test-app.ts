// Time to start one API test app on PGlite, as a test file does: the old way (a new database migrated and
// seeded from nothing) against a copy of the template (decision 0033). Median of 5 of each.
// Run: npx tsx --tsconfig apps/api/tsconfig.json bench/test-app.ts
import { openPglite } from '../apps/api/src/db/client.ts';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
import { seedDatabase } from '../apps/api/src/db/seed/index.ts';
import { createTestApp } from '../apps/api/src/test/app.ts';
import { ensurePgliteTemplates } from '../apps/api/src/test/template.ts';

const RUNS = 5;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function fromNothing(): Promise<number> {
  const started = performance.now();
  const database = await openPglite(undefined);
  await migrateDatabase(database);
  await seedDatabase(database.db, { demo: true, referencia: false });
  const elapsed = performance.now() - started;
  await database.close();
  return elapsed;
}

async function fromTemplate(): Promise<number> {
  const started = performance.now();
  const t = await createTestApp();
  const elapsed = performance.now() - started;
  await t.close();
  return elapsed;
}

await ensurePgliteTemplates();
const antes: number[] = [];
const depois: number[] = [];
for (let i = 0; i < RUNS; i++) {
  antes.push(await fromNothing());
  depois.push(await fromTemplate());
}
console.log(`database migrated and seeded from nothing: median ${Math.round(median(antes))} ms`);
console.log(`test app on a template copy (database and app): median ${Math.round(median(depois))} ms`);

// The first start of a new embedded database, in a process of its own (decision 0060): creates the database
// in DATA_DIR, migrates it, seeds it (the demo data when DEMO_DATA is on), closes it and exits. The server
// (main.ts) forks this and opens the folder only after it has exited, so that the memory of creating and
// seeding (PGlite's WebAssembly memory, the seed's native memory) goes with this process instead of staying
// in the server's. It answers the seed's result to its parent over the IPC channel.
import { loadConfig } from './config.ts';
import { DatabaseLockedError } from './db/client.ts';
import { seedDatabase } from './db/seed/index.ts';
import { VENDAS_DEMO } from './db/seed/vendas-demo.ts';
import { createFileStore } from './platform/files.ts';
import { loadChaveMilhas } from './platform/segredos.ts';
import { openMigratedDatabase } from './runtime.ts';

async function main() {
  const config = loadConfig();
  const database = await openMigratedDatabase(config);
  try {
    const files = await createFileStore(config);
    // a bucket that cannot be reached stops the start here rather than at the first upload
    await files.store.check();
    const seeded = await seedDatabase(database.db, {
      demo: config.demoData,
      files,
      vendas: VENDAS_DEMO,
      chaveMilhas: loadChaveMilhas(config),
    });
    await database.close();
    return seeded;
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}

main().then(
  (seeded) => {
    // the process exits once its parent has the answer
    if (process.send) process.send(seeded, () => process.exit(0));
    else process.exit(0);
  },
  (error: unknown) => {
    console.error(error instanceof DatabaseLockedError ? error.message : error);
    process.exit(1);
  },
);

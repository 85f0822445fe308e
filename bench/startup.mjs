// Time from `node apps/api/dist/main.js` to the first answer, on PGlite: first start (empty DATA_DIR:
// database created, migrated and seeded) and later starts on the same folder (median of 5).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { median, startServer, stopServer } from './lib.mjs';

const dataDir = mkdtempSync(path.join(tmpdir(), 'skyler-bench-start-'));
const port = 8031;
try {
  const first = await startServer({ dataDir, port });
  await stopServer(first.child);
  const later = [];
  for (let i = 0; i < 5; i++) {
    const run = await startServer({ dataDir, port });
    later.push(run.ms);
    await stopServer(run.child);
  }
  console.log(
    `startup (PGlite): first start ${Math.round(first.ms)} ms; later starts median ${Math.round(median(later))} ms (${later.map((ms) => Math.round(ms)).join(', ')})`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

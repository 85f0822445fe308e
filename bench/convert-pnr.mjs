// POST /api/pnr/convert_pnr/ on the built API, signed in as the quoter: every public itinerary of the
// repository (packages/domain/fixtures/pnr) converted one request at a time, BENCH_ROUNDS rounds; p50 and p95.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { benchSetup, percentile, root, signIn, startServer, stopServer } from './lib.mjs';

const rounds = Number(process.env.BENCH_ROUNDS ?? 40);
const dir = path.join(root, 'packages/domain/fixtures/pnr');
const itineraries = readdirSync(dir)
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')))
  .filter((fixture) => !fixture.negative);

const port = 8036;
const { dataDir, dbLabel, env, cleanUp } = await benchSetup('convert-pnr');
const server = await startServer({ dataDir, port, env });
try {
  const baseUrl = `http://127.0.0.1:${port}`;
  const cookie = await signIn({ baseUrl, dataDir, username: 'cotador' });
  const csrf = /csrftoken=([^;]+)/.exec(cookie)?.[1];
  const convert = (pnr) =>
    fetch(`${baseUrl}/api/pnr/convert_pnr/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrftoken': csrf, cookie },
      body: JSON.stringify({ pnr }),
    });
  for (const { text } of itineraries) {
    const response = await convert(text);
    if (!response.ok) throw new Error(`conversion refused: ${await response.text()}`);
    await response.json();
  }
  const times = [];
  for (let round = 0; round < rounds; round++) {
    for (const { text } of itineraries) {
      const started = performance.now();
      const response = await convert(text);
      await response.arrayBuffer();
      times.push(performance.now() - started);
      if (!response.ok) throw new Error(`conversion refused in round ${round}`);
    }
  }
  console.log(
    `POST /api/pnr/convert_pnr/ (${dbLabel}, ${itineraries.length} itineraries x ${rounds}): ` +
      `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, ` +
      `max ${Math.max(...times).toFixed(1)} ms`,
  );
} finally {
  await stopServer(server.child);
  await cleanUp();
}

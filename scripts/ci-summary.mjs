// Adds up the JSON reports of the CI steps into one line "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
const missing = [];

for (const name of ['unit.json', 'pg.json']) {
  const file = path.join(dir, name);
  if (!existsSync(file)) {
    missing.push(name);
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}

const e2e = path.join(dir, 'e2e.json');
if (existsSync(e2e)) {
  const report = JSON.parse(readFileSync(e2e, 'utf8'));
  passed += report.stats.expected;
  failed += report.stats.unexpected + (report.stats.flaky ?? 0);
} else {
  missing.push('e2e.json');
}

for (const name of missing) {
  console.log(`missing report: ${name}`);
  failed += 1;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

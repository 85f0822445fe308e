// Adds up the JSON reports of the CI steps into one line "N passed, N failed", and names what failed.
// A test file that cannot be loaded, or a suite that fails outside its tests, counts as one failure:
// it has no failed test to count, and a run must not pass because a whole file vanished.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
const failures = [];

/** The first lines of a failure's message, without colours: what a reader of the CI log needs to start. */
function why(message) {
  const lines = stripVTControlCharacters(String(message ?? ''))
    .split('\n')
    .filter((line) => line.trim() !== '');
  const shown = lines.slice(0, 15).map((line) => `    ${line}`);
  if (lines.length > 15) shown.push(`    … ${lines.length - 15} more lines`);
  return shown.join('\n');
}

/** Vitest's report (Jest's format): test results per file, with assertion results per test. */
function addVitest(name, report) {
  const before = failures.length;
  passed += report.numPassedTests ?? 0;
  for (const file of report.testResults ?? []) {
    const relative = path.relative(process.cwd(), file.name ?? '');
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      failures.push(`${name}: ${relative} > ${test.fullName ?? test.title}`);
      const message = (test.failureMessages ?? []).join('\n');
      if (message) failures.push(why(message));
    }
    failed += failedTests.length;
    if (file.status === 'failed' && failedTests.length === 0) {
      const reason = (file.message ?? '').split('\n')[0] || 'failed outside its tests';
      failures.push(`${name}: ${relative} (file failed: ${reason})`);
      failed += 1;
    }
  }
  if (report.success === false && failures.length === before) {
    failures.push(`${name}: the run failed without a failed test`);
    failed += 1;
  }
}

/** Playwright's report: suites of specs, each spec with its tests and their results. */
function addPlaywright(report) {
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      const ok =
        spec.ok &&
        (spec.tests ?? []).every((test) => test.status !== 'unexpected' && test.status !== 'flaky');
      if (ok) passed += 1;
      else {
        failed += 1;
        failures.push(
          `e2e: ${spec.file ?? suite.file} > ${[...titles, spec.title].filter(Boolean).join(' > ')}`,
        );
        const message = (spec.tests ?? [])
          .flatMap((test) => test.results ?? [])
          .map((result) => result.error?.message ?? '')
          .find(Boolean);
        if (message) failures.push(why(message));
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const error of report.errors ?? []) {
    failed += 1;
    failures.push(`e2e: ${(error.message ?? String(error)).split('\n')[0]}`);
  }
}

for (const [file, name] of [
  ['unit.json', 'npm test'],
  ['pg.json', 'PostgreSQL'],
]) {
  const target = path.join(dir, file);
  if (!existsSync(target)) {
    failures.push(`missing report: ${file}`);
    failed += 1;
    continue;
  }
  addVitest(name, JSON.parse(readFileSync(target, 'utf8')));
}

const e2e = path.join(dir, 'e2e.json');
if (existsSync(e2e)) addPlaywright(JSON.parse(readFileSync(e2e, 'utf8')));
else {
  failures.push('missing report: e2e.json');
  failed += 1;
}

if (failures.length > 0) {
  console.log('\nFailed:');
  for (const entry of failures) for (const line of entry.split('\n')) console.log(`  ${line}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

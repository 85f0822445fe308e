import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = path.join(import.meta.dirname, 'ci-summary.mjs');
let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A Vitest JSON report as `--reporter=json` writes it. */
function vitestReport(
  files: { name: string; status: string; message?: string; tests: [string, string, string?][] }[],
) {
  const tests = files.flatMap((file) => file.tests);
  return {
    numPassedTests: tests.filter(([, status]) => status === 'passed').length,
    numFailedTests: tests.filter(([, status]) => status === 'failed').length,
    success: files.every((file) => file.status === 'passed'),
    testResults: files.map((file) => ({
      name: path.join(process.cwd(), file.name),
      status: file.status,
      message: file.message ?? '',
      assertionResults: file.tests.map(([fullName, status, why]) => ({
        fullName,
        title: fullName,
        status,
        failureMessages: why ? [why] : [],
      })),
    })),
  };
}

function summarize(reports: Record<string, unknown>) {
  dir = mkdtempSync(path.join(tmpdir(), 'ci-summary-'));
  for (const [name, report] of Object.entries(reports))
    writeFileSync(path.join(dir, name), JSON.stringify(report));
  const run = spawnSync(process.execPath, [script, dir], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout, last: run.stdout.trim().split('\n').at(-1) };
}

const passing = vitestReport([{ name: 'a.test.ts', status: 'passed', tests: [['a works', 'passed']] }]);
const e2e = {
  suites: [
    {
      title: 'x.spec.ts',
      file: 'x.spec.ts',
      specs: [{ title: 'journey', ok: true, tests: [{ status: 'expected' }] }],
    },
  ],
  errors: [],
};

describe('ci-summary', () => {
  it('adds up passing reports', () => {
    const result = summarize({ 'unit.json': passing, 'pg.json': passing, 'e2e.json': e2e });
    expect(result.last).toBe('3 passed, 0 failed');
    expect(result.status).toBe(0);
  });

  it('counts a test file that failed to load, and names it', () => {
    const broken = vitestReport([
      { name: 'a.test.ts', status: 'passed', tests: [['a works', 'passed']] },
      { name: 'b.test.ts', status: 'failed', message: "Cannot find module './nada.ts'", tests: [] },
    ]);
    const result = summarize({ 'unit.json': broken, 'pg.json': passing, 'e2e.json': e2e });
    expect(result.last).toBe('3 passed, 1 failed');
    expect(result.output).toContain("b.test.ts (file failed: Cannot find module './nada.ts')");
    expect(result.status).toBe(1);
  });

  it('names failed tests and failed journeys, and counts a missing report', () => {
    const failing = vitestReport([{ name: 'c.test.ts', status: 'failed', tests: [['c breaks', 'failed']] }]);
    const badE2e = {
      suites: [
        {
          title: 'y.spec.ts',
          file: 'y.spec.ts',
          specs: [{ title: 'falls', ok: false, tests: [{ status: 'unexpected' }] }],
        },
      ],
      errors: [{ message: 'Error: config failed\n  at x' }],
    };
    const result = summarize({ 'unit.json': failing, 'e2e.json': badE2e });
    expect(result.output).toContain('c.test.ts > c breaks');
    expect(result.output).toContain('y.spec.ts > falls');
    expect(result.output).toContain('Error: config failed');
    expect(result.output).toContain('missing report: pg.json');
    expect(result.last).toBe('0 passed, 4 failed');
  });

  it('shows the first lines of why a test or a journey failed, without colours', () => {
    const longa = Array.from({ length: 30 }, (_, i) => `linha ${i + 1}`).join('\n');
    const failing = vitestReport([
      {
        name: 'd.test.ts',
        status: 'failed',
        tests: [
          [
            'd breaks',
            'failed',
            '\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\nCounterexample: [42]',
          ],
          ['d breaks longer', 'failed', longa],
        ],
      },
    ]);
    const badE2e = {
      suites: [
        {
          title: 'z.spec.ts',
          file: 'z.spec.ts',
          specs: [
            {
              title: 'times out',
              ok: false,
              tests: [
                { status: 'unexpected', results: [{ error: { message: 'Timeout 5000ms exceeded.' } }] },
              ],
            },
          ],
        },
      ],
      errors: [],
    };
    const { output } = summarize({ 'unit.json': failing, 'pg.json': passing, 'e2e.json': badE2e });
    expect(output).toContain(
      'd.test.ts > d breaks\n      AssertionError: expected 1 to be 2\n      Counterexample: [42]',
    );
    expect(output).not.toContain('\u001b[');
    expect(output).toContain('      linha 15\n      … 15 more lines');
    expect(output).not.toContain('linha 16');
    expect(output).toContain('z.spec.ts > times out\n      Timeout 5000ms exceeded.');
  });
});

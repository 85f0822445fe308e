import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = path.join(import.meta.dirname, 'check-budgets.mjs');
const MODULES = [
  'src/features/auth/pages/login-page.tsx',
  'src/app/ui-providers.tsx',
  'src/app/shell/app-shell.tsx',
  'src/features/vendas/pages/vendas-page.tsx',
  'src/app/shell/portal-shell.tsx',
  'src/features/portal/pages/portal-venda-page.tsx',
];
let dist: string;

/** A built app as the check reads it: a manifest and one file per module, `vendasKb` of random text for the list. */
function fakeDist(vendasKb: number): string {
  dist = mkdtempSync(path.join(tmpdir(), 'budgets-'));
  mkdirSync(path.join(dist, '.vite'));
  mkdirSync(path.join(dist, 'assets'));
  const manifest: Record<string, { file: string; name?: string; imports?: string[] }> = {
    'index.html': { file: 'assets/index.js' },
  };
  writeFileSync(path.join(dist, 'assets/index.js'), 'console.log(1);');
  for (const [i, key] of MODULES.entries()) {
    const file = `assets/chunk-${i}.js`;
    manifest[key] = { file, name: path.basename(key, '.tsx'), imports: ['index.html'] };
    const size = key.includes('vendas') ? vendasKb * 1024 : 100;
    // random text does not compress much: gzipped it stays over three quarters of its size
    writeFileSync(path.join(dist, file), `"${randomBytes(size).toString('base64').slice(0, size)}";`);
  }
  writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  return dist;
}

function check(folder: string): { code: number; output: string } {
  try {
    return {
      code: 0,
      output: execFileSync(process.execPath, [script, '--dist', folder], { encoding: 'utf8' }),
    };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { code: failed.status, output: failed.stdout + failed.stderr };
  }
}

afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('the first-load budget check', () => {
  it('passes routes under their budgets', () => {
    const { code, output } = check(fakeDist(10));
    expect(code).toBe(0);
    expect(output).toMatch(/ok {3}\/login: /);
    expect(output).toMatch(/ok {3}\/vendas: /);
  });

  it('fails the build when the sales list crosses its 251 KB, naming the largest file', () => {
    const { code, output } = check(fakeDist(400));
    expect(code).toBe(1);
    expect(output).toMatch(/OVER \/vendas: \d+\.\d KB .*\(budget 251 KB/);
    expect(output).toContain('assets/chunk-3.js (vendas-page)');
    expect(output).toContain('A route crossed its first-load budget');
  });
});

// First-load JavaScript budgets, gzipped (level 9, as a server sends it): builds the web app once into a
// temporary folder and reads Vite's manifest. A route's first load is what the browser fetches before the
// page shows: the entry (index.html's script) with every chunk it imports statically, then the route's lazy
// chunks (its layouts and its page) with theirs. Chunks reached only by dynamic import() are left out: they
// arrive later, on use. Exits 1 when a route crosses its budget. Run by `npm test`.
// Usage: node apps/web/scripts/check-budgets.mjs [--dist <folder already built with build.manifest>]
// BUDGETS_DIST=<folder> does as --dist: CI reads the build the journeys run on instead of building again.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Budgets in KB (1,024 bytes) of gzipped JavaScript, and the modules each route loads before it shows. */
export const BUDGETS = [
  { route: '/login', budgetKb: 130, modules: ['src/features/auth/pages/login-page.tsx'] },
  {
    route: '/vendas',
    // 249.7 KB with the table's error alert downloaded on a failure (decision 0059); 252.5 KB once the
    // build split MUI's menu from its modal and transition into three files (decision 0032, addendum 3);
    // 246.7 KB since chunks are named by their hash alone (decision 0088); 250.0 KB with the route table's
    // entry and loader of the proposal link's page, in the entry as every route's (decision 0097)
    budgetKb: 251,
    modules: [
      'src/app/ui-providers.tsx',
      'src/app/shell/app-shell.tsx',
      'src/features/vendas/pages/vendas-page.tsx',
    ],
  },
  {
    // the client's trip on a phone: the portal's own frame (no staff shell, no side menu) and the trip page;
    // 251.2 KB once the money formatter and the payments' statuses load without the phone library and the
    // payments' schemas, and the document form on first use (decision 0093)
    route: '/portal/vendas/:id',
    budgetKb: 255,
    modules: [
      'src/app/ui-providers.tsx',
      'src/app/shell/portal-shell.tsx',
      'src/features/portal/pages/portal-venda-page.tsx',
    ],
  },
];

/** The files a route fetches before it shows, with their gzipped sizes in bytes. */
export function firstLoad(dist, modules) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  // a shared chunk's file is its hash alone (decision 0088): the manifest's chunk name says what it holds
  const files = new Map();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    if (files.has(chunk.file)) return;
    files.set(chunk.file, chunk.name);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of ['index.html', ...modules]) visit(key);
  return [...files]
    .filter(([file]) => file.endsWith('.js'))
    .map(([file, name]) => ({
      file,
      name,
      gzip: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length,
    }))
    .sort((a, b) => b.gzip - a.gzip);
}

async function buildOnce() {
  const { build } = await import('vite');
  const outDir = mkdtempSync(join(tmpdir(), 'skyler-budgets-'));
  await build({
    root: webRoot,
    configFile: join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false },
  });
  return outDir;
}

const distArg = process.argv.indexOf('--dist');
const given = distArg > 0 ? process.argv[distArg + 1] : process.env.BUDGETS_DIST || undefined;
const dist = given ?? (await buildOnce());
let failed = false;
try {
  for (const { route, budgetKb, modules } of BUDGETS) {
    const files = firstLoad(dist, modules);
    const totalKb = files.reduce((sum, { gzip }) => sum + gzip, 0) / 1024;
    const over = totalKb > budgetKb;
    failed ||= over;
    console.log(
      `${over ? 'OVER' : 'ok  '} ${route}: ${totalKb.toFixed(1)} KB of JavaScript gzipped before the page shows ` +
        `(budget ${budgetKb} KB, ${files.length} files)`,
    );
    if (over || process.env.BUDGETS_VERBOSE) {
      for (const { file, name, gzip } of files.slice(0, 15))
        console.log(`       ${(gzip / 1024).toFixed(1).padStart(6)} KB  ${file}${name ? ` (${name})` : ''}`);
    }
  }
} finally {
  if (!given) rmSync(dist, { recursive: true, force: true });
}
if (failed) {
  console.error('A route crossed its first-load budget: see the largest files above.');
  process.exit(1);
}

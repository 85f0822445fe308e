import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const here = new URL('.', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', here), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {});
const dist = new URL('dist/', here).pathname;

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts', 'src/cli.ts', 'src/preparar-banco.ts'].map(
    (entry) => new URL(entry, here).pathname,
  ),
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  // modules imported with import() (the PDF engine, exceljs, the S3 client) go to chunks of their own
  // and load on first use, not at start (decision 0044)
  splitting: true,
  target: 'node22',
  sourcemap: true,
  external,
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
});
cpSync(new URL('src/db/migrations', here).pathname, `${dist}migrations`, { recursive: true });
cpSync(new URL('static', here).pathname, `${dist}static`, { recursive: true });
// the airlines' starting logos, stored in the file store by the seed (decision 0042)
cpSync(new URL('src/db/seed/logos-cias', here).pathname, `${dist}logos-cias`, { recursive: true });

// What packages/domain adds to the web bundle: every module bundled and minified for the browser, gzipped,
// with and without its third-party libraries.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'packages/domain/src');
const modules = readdirSync(src)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => `./${file}`);
modules.push('./pnr/index.ts');
const entry = modules.map((file, i) => `export * as m${i} from '${file}';`).join('\n');

async function size(external) {
  const result = await build({
    stdin: { contents: entry, resolveDir: src, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    external,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  return { raw: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const all = await size([]);
const own = await size([
  'zod',
  'decimal.js',
  'libphonenumber-js',
  'libphonenumber-js/*',
  'cpf-cnpj-validator',
]);
console.log(
  `domain package, all modules with their libraries: ${kb(all.raw)} minified, ${kb(all.gzip)} gzipped`,
);
console.log(
  `domain package code alone (zod, decimal.js, libphonenumber-js, cpf-cnpj-validator external): ${kb(own.raw)} minified, ${kb(own.gzip)} gzipped`,
);

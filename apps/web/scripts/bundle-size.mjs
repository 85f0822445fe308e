// Gzipped size of the JavaScript a first visit to a page downloads, read from the Vite manifest.
// Usage: node scripts/bundle-size.mjs [page-module ...]   (default: the login page)
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = process.env.DIST ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const pages = process.argv.slice(2);
const roots = ['index.html', ...(pages.length > 0 ? pages : ['src/features/auth/pages/login-page.tsx'])];

const files = new Set();
function visit(key) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Módulo ausente do manifest: ${key}`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
}
for (const root of roots) visit(root);

let total = 0;
const rows = [...files].map((file) => {
  const gzip = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += gzip;
  return { file, gzip };
});
rows.sort((a, b) => b.gzip - a.gzip);
for (const { file, gzip } of rows) console.log(`${(gzip / 1024).toFixed(2).padStart(8)} KB  ${file}`);
console.log(`${(total / 1024).toFixed(2).padStart(8)} KB  total gzip for ${roots.slice(1).join(', ')}`);

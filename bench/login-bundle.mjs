// JavaScript the browser downloads to show /login on a first visit, gzipped (level 9, as a server would send it).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startServer, stopServer } from './lib.mjs';

const dataDir = mkdtempSync(path.join(tmpdir(), 'skyler-bench-bundle-'));
const port = 8034;
const server = await startServer({ dataDir, port });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto(`http://127.0.0.1:${port}/login`);
  await page.getByRole('button', { name: 'Acessar' }).waitFor();
  // what was needed to show the form, then what the page fetches afterwards (deferred chunks)
  const firstLoad = scripts.length;
  await page.waitForLoadState('networkidle');
  const measure = async (list) => {
    let raw = 0;
    let gzipped = 0;
    for (const response of list) {
      const body = await response.body();
      const size = gzipSync(body, { level: 9 }).length;
      raw += body.length;
      gzipped += size;
      console.log(`  ${new URL(response.url()).pathname}: ${(size / 1024).toFixed(1)} KB gz`);
    }
    return `${list.length} files, ${(raw / 1024).toFixed(1)} KB raw, ${(gzipped / 1024).toFixed(1)} KB gzipped`;
  };
  const first = await measure(scripts.slice(0, firstLoad));
  const deferred = await measure(scripts.slice(firstLoad));
  console.log(`login first-load JS (until the form shows): ${first}`);
  console.log(`fetched afterwards (deferred form validation): ${deferred}`);
} finally {
  await browser.close();
  await stopServer(server.child);
  rmSync(dataDir, { recursive: true, force: true });
}

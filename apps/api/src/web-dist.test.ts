import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app.ts';

const ENTRY = `console.log(${JSON.stringify('x'.repeat(2000))});`;
/** as index.html's own inline script: starts the page's first requests before the app's code arrives */
const INLINE = `window.__inicio = fetch('/api/whoami/');`;
let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><title>Skyler</title><script>${INLINE}</script>`,
  );
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), ENTRY);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(ENTRY));
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(ENTRY));
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('sends a hashed asset compressed as the browser accepts, cached for a year', async () => {
    const br = await t.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode, br.body).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(ENTRY.length);

    const gz = await t.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toMatch(/javascript/);

    const plain = await t.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ENTRY);
  });

  it('has the page and files outside assets checked again on every visit', async () => {
    const page = await t.inject({ method: 'GET', url: '/vendas' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<title>Skyler</title>');
    // a HEAD on a page (a link checker, a proxy's health probe) gets the page's headers, as GET does
    const head = await t.inject({ method: 'HEAD', url: '/vendas' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/text\/html/);
    expect(head.body).toBe('');
    const icon = await t.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it("lets index.html's own inline script run, by its hash, and no other", async () => {
    const page = await t.inject({ method: 'GET', url: '/vendas' });
    const hash = createHash('sha256').update(INLINE).digest('base64');
    const scriptSrc = String(page.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
  });
});

// Lighthouse (performance and accessibility) on the login page and on the sales list signed in as the demo
// consultor, with the mobile and the desktop presets, in the system Chromium. Builds the web app into a
// temporary folder and serves it from the built API (`npm run build -w @skyler/api` first) on PGlite with the
// demo data, on loopback. Lighthouse runs through `npx lighthouse@13` (not a dependency of the project); the
// session cookie is sent as an extra header. Knobs: CHROME_PATH (/usr/bin/chromium), LIGHTHOUSE_VERSION,
// LIGHTHOUSE_REPORTS (a folder to keep the JSON reports in).
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchSetup, root, signIn, startServer, stopServer } from './lib.mjs';

const version = process.env.LIGHTHOUSE_VERSION ?? '13';
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const port = 8037;
const webDist = mkdtempSync(path.join(tmpdir(), 'skyler-lighthouse-web-'));
execFileSync(
  path.join(root, 'node_modules/.bin/vite'),
  ['build', '--outDir', webDist, '--emptyOutDir', '--logLevel', 'warn'],
  {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
  },
);
delete process.env.BENCH_DATABASE_URL;
const { dataDir, env, cleanUp } = await benchSetup('lighthouse');
const server = await startServer({ dataDir, port, env: { ...env, WEB_DIST: webDist } });
const baseUrl = `http://127.0.0.1:${port}`;
let failed = false;
try {
  const cookie = await signIn({ baseUrl, dataDir, username: 'consultor' });
  for (const [page, url, headers] of [
    ['login', `${baseUrl}/login`, null],
    ['sales list', `${baseUrl}/vendas`, { Cookie: cookie }],
  ]) {
    for (const preset of ['mobile', 'desktop']) {
      const report = path.join(dataDir, `lighthouse-${page.replace(' ', '-')}-${preset}.json`);
      const args = [
        '-y',
        `lighthouse@${version}`,
        url,
        '--quiet',
        '--only-categories=performance,accessibility',
        '--output=json',
        `--output-path=${report}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
        ...(preset === 'desktop' ? ['--preset=desktop'] : []),
        ...(headers ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
      ];
      execFileSync('npx', args, {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          CHROME_PATH: chromePath,
          // Lighthouse 13 needs Node 22.19 or later: the project's Node first
          PATH: `${path.dirname(process.execPath)}:${process.env.PATH}`,
        },
      });
      const result = JSON.parse(readFileSync(report, 'utf8'));
      const score = (category) => Math.round(result.categories[category].score * 100);
      const metric = (id) => result.audits[id]?.displayValue ?? '-';
      const landed = new URL(result.finalDisplayedUrl).pathname;
      console.log(
        `${page} (${preset}, ended at ${landed}): performance ${score('performance')}, accessibility ${score('accessibility')}; ` +
          `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, ` +
          `TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
      );
      if (score('performance') < 95 || score('accessibility') < 95) failed = true;
      if (process.env.LIGHTHOUSE_REPORTS)
        copyFileSync(report, path.join(process.env.LIGHTHOUSE_REPORTS, path.basename(report)));
      const breakdown = result.audits['mainthread-work-breakdown']?.details?.items ?? [];
      console.log(
        `    main thread: ${breakdown.map((item) => `${item.groupLabel ?? item.group} ${Math.round(item.duration)} ms`).join(', ')}`,
      );
      const scripts = result.audits['bootup-time']?.details?.items ?? [];
      console.log(
        `    scripts: ${scripts
          .slice(0, 4)
          .map(
            (item) =>
              `${item.url.replace(baseUrl, '')} ${Math.round(item.total)} ms (${Math.round(item.scripting)} running)`,
          )
          .join(', ')}`,
      );
      for (const [id, audit] of Object.entries(result.audits)) {
        if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative') {
          console.log(`    ${id}: ${audit.title} ${audit.displayValue ?? ''}`);
        }
      }
    }
  }
} finally {
  await stopServer(server.child);
  await cleanUp();
  rmSync(webDist, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;

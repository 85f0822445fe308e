// Lighthouse (performance and accessibility) on the login page, on the sales list signed in as the demo
// consultor and on the client's trip page in the portal signed in as the demo client, with the mobile and the
// desktop presets, in the system Chromium. Builds the web app into a
// temporary folder and serves it from the built API (`npm run build -w @skyler/api` first) on PGlite with the
// demo data, on loopback. Lighthouse runs through `npx lighthouse@13` (not a dependency of the project); the
// session cookie is sent as an extra header. Knobs: CHROME_PATH (/usr/bin/chromium), LIGHTHOUSE_VERSION,
// LIGHTHOUSE_REPORTS (a folder to keep the JSON reports in), LIGHTHOUSE_PORT (8037), LIGHTHOUSE_RUNS (how many
// times each page and preset is measured, one after the other: 1), LIGHTHOUSE_WEB_DIST (a web build to serve
// instead of building one, e.g. to measure an older build beside the current one), LIGHTHOUSE_DATA_DIR (a data
// folder kept between runs, seeded by the first: a busy machine can take minutes to seed the demo data),
// LIGHTHOUSE_PAGES (login, vendas, portal, comma-separated: only those), LIGHTHOUSE_PRESETS (mobile, desktop).
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { benchSetup, root, signIn, startServer, stopServer } from './lib.mjs';

const version = process.env.LIGHTHOUSE_VERSION ?? '13';
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.LIGHTHOUSE_PORT ?? 8037);
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const givenWebDist = process.env.LIGHTHOUSE_WEB_DIST;
const webDist = givenWebDist ?? mkdtempSync(path.join(tmpdir(), 'skyler-lighthouse-web-'));
if (!givenWebDist) {
  execFileSync(
    path.join(root, 'node_modules/.bin/vite'),
    ['build', '--outDir', webDist, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: path.join(root, 'apps/web'),
      stdio: 'inherit',
    },
  );
}
delete process.env.BENCH_DATABASE_URL;
const setup = await benchSetup('lighthouse');
// LIGHTHOUSE_DATA_DIR: a data folder kept from an earlier run (the demo data already seeded), left in place
const dataDir = process.env.LIGHTHOUSE_DATA_DIR ?? setup.dataDir;
const { env } = setup;
const { cleanUp } = setup;
const server = await startServer({ dataDir, port, env: { ...env, WEB_DIST: webDist } });
const baseUrl = `http://127.0.0.1:${port}`;
let failed = false;
try {
  // LIGHTHOUSE_COOKIE: a session kept from an earlier run (the demo accounts get three login codes in 15 minutes)
  const only = process.env.LIGHTHOUSE_PAGES?.split(',');
  const wanted = (key) => !only || only.includes(key);
  const cookie =
    wanted('login') || wanted('vendas')
      ? (process.env.LIGHTHOUSE_COOKIE ?? (await signIn({ baseUrl, dataDir, username: 'consultor' })))
      : null;
  if (cookie && !process.env.LIGHTHOUSE_COOKIE) console.log(`session: ${cookie}`);
  const pages = [
    ['login', 'login', `${baseUrl}/login`, null],
    ['vendas', 'sales list', `${baseUrl}/vendas`, { Cookie: cookie }],
  ];
  if (wanted('portal')) {
    // the client's trip page, signed in as the demo client: the newest of the trips the portal lists
    const clientCookie =
      process.env.LIGHTHOUSE_CLIENT_COOKIE ?? (await signIn({ baseUrl, dataDir, username: 'cliente' }));
    if (!process.env.LIGHTHOUSE_CLIENT_COOKIE) console.log(`client session: ${clientCookie}`);
    const lista = await fetch(`${baseUrl}/api/portal/vendas/`, { headers: { Cookie: clientCookie } });
    const viagem = (await lista.json()).vendas?.[0]?.id;
    if (!viagem) throw new Error(`the demo client has no trip (${lista.status})`);
    pages.push(['portal', 'portal trip', `${baseUrl}/portal/vendas/${viagem}`, { Cookie: clientCookie }]);
  }
  // LIGHTHOUSE_PRESETS=mobile: only that preset
  const presets = (process.env.LIGHTHOUSE_PRESETS ?? 'mobile,desktop').split(',');
  for (const [, page, url, headers] of pages.filter(([key]) => wanted(key))) {
    for (const [run, preset] of presets.flatMap((p) => Array.from({ length: runs }, (_, i) => [i + 1, p]))) {
      const report = path.join(dataDir, `lighthouse-${page.replace(' ', '-')}-${preset}-${run}.json`);
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
        `${page} (${preset}${runs > 1 ? ` ${run}/${runs}` : ''}, ended at ${landed}, load ${loadavg()[0].toFixed(1)}): performance ${score('performance')}, accessibility ${score('accessibility')}; ` +
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
  if (!givenWebDist) rmSync(webDist, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;

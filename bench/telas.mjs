// Time to content of the staff screens: the built API on PGlite with the demo data, the system Chromium at
// 1366 × 768 signed in as the demo administrator; each screen opened cold (a new browser context, so nothing
// cached) from the navigation until its main area shows content and no progress indicator is left. Prints
// each screen's median of TELAS_RUNS loads (3) and exits 1 when one passes TELAS_MAX_MS (1,000 ms). Knobs:
// TELAS_PORT (8039), TELAS_RUNS, TELAS_MAX_MS, TELAS_DATA_DIR (a data folder kept between runs, seeded by the
// first), TELAS_ONLY (substrings of the paths to measure, separated by commas), TELAS_WATERFALL (print each load's requests: when
// each began and ended after the navigation, its size, in the order they began), CHROME_PATH
// (/usr/bin/chromium), TELAS_COMPARE_WEB_DIST with TELAS_COMPARE_DATA_DIR (another web build, each load measured on
// it and then on this one).
import { loadavg } from 'node:os';
import { chromium } from 'playwright';
import { benchSetup, median, signIn, startServer, stopServer } from './lib.mjs';

const port = Number(process.env.TELAS_PORT ?? 8039);
const runs = Number(process.env.TELAS_RUNS ?? 3);
const maxMs = Number(process.env.TELAS_MAX_MS ?? 1000);
const only = process.env.TELAS_ONLY;
const waterfall = Boolean(process.env.TELAS_WATERFALL);
const setup = await benchSetup('telas');
const dataDir = process.env.TELAS_DATA_DIR ?? setup.dataDir;
const server = await startServer({ dataDir, port, env: setup.env });
const baseUrl = `http://127.0.0.1:${port}`;
// TELAS_COMPARE_WEB_DIST: another web build (an earlier one kept aside), served by a second API on the next
// port and a copy of the data folder (TELAS_COMPARE_DATA_DIR); each load of a screen is measured on it and
// then on this build, one after the other, so that both see the same moment of a loaded machine
const outraWeb = process.env.TELAS_COMPARE_WEB_DIST;
const outroDataDir = process.env.TELAS_COMPARE_DATA_DIR;
if (outraWeb && !outroDataDir) throw new Error('TELAS_COMPARE_WEB_DIST needs TELAS_COMPARE_DATA_DIR');
const outro = outraWeb
  ? {
      server: await startServer({
        dataDir: outroDataDir,
        port: port + 1,
        env: { ...setup.env, WEB_DIST: outraWeb },
      }),
      baseUrl: `http://127.0.0.1:${port + 1}`,
    }
  : null;
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
let failed = false;
try {
  const cookie = await signIn({ baseUrl, dataDir, username: 'admin' });
  const api = async (url) => (await fetch(`${baseUrl}${url}`, { headers: { cookie } })).json();
  // a sale, a contact, a company, an issuance and a quote request of the demo, for the screens of one record
  const venda = (await api('/api/vendas/detailed/?page=1')).vendas?.[0]?.id ?? 1;
  const contato = (await api('/api/contatos/?page=1')).contatos?.[0]?.id ?? 1;
  const empresa = (await api('/api/empresas/?page=1')).empresas?.[0]?.id ?? 1;
  const emissao = (await api('/api/emissoes/detailed/?page=1')).emissoes?.[0]?.id ?? 1;
  const orcamento = (await api('/api/orcamentos/detalhado/?page=1')).orcamentos?.[0]?.id ?? 1;
  const telas = [
    '/',
    '/contatos',
    `/contatos/${contato}`,
    `/contatos/${contato}/documentos`,
    `/contatos/${contato}/vendas`,
    '/empresas',
    `/empresas/${empresa}`,
    '/vendas',
    `/vendas/${venda}/info`,
    `/vendas/${venda}/orcamentos`,
    `/vendas/${venda}/cotacoes`,
    `/vendas/${venda}/carrinho`,
    `/vendas/${venda}/servicos`,
    `/vendas/${venda}/pagamentos`,
    `/vendas/${venda}/emissoes`,
    '/orcamentos',
    `/orcamento/${orcamento}`,
    '/servicos',
    '/emissoes',
    `/emissoes/${emissao}`,
    '/cartoes',
    '/fornecedores',
    '/racs/aberta',
    '/comissao',
    '/pagamentos-abertos',
    '/ordem-pagamento/abertos',
    '/ordem-pagamento/pagos',
    '/milhas',
    '/painel-autorizacao',
    '/painel-pagamentos',
    '/notificacoes',
    '/milhas-proprias',
    '/exportar',
    '/conciliacao',
    '/contas-bancarias',
    '/moedas',
    '/usuarios',
    '/programas',
    '/cias-aereas',
    '/parametros',
    '/taxas-meio-pagamento',
    '/logs',
  ].filter((url) => !only || only.split(',').some((parte) => url.includes(parte)));
  const cookies = cookie.split('; ').map((par) => {
    const [name, value] = par.split('=');
    return { name, value, url: baseUrl };
  });
  console.log(
    `load average before: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const outrosCookies = outro
    ? (await signIn({ baseUrl: outro.baseUrl, dataDir: outroDataDir, username: 'admin' }))
        .split('; ')
        .map((par) => {
          const [name, value] = par.split('=');
          return { name, value, url: outro.baseUrl };
        })
    : [];
  /** One cold load of `url` on the build served at `base`: ms to its content (30 s when it never shows). */
  const medir = async (base, cookiesDoServidor, url, run) => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    await context.addCookies(cookiesDoServidor);
    const page = await context.newPage();
    const pedidos = [];
    if (waterfall) {
      page.on('requestfinished', (request) => {
        const pedido = { url: request.url().replace(base, ''), timing: request.timing(), bytes: 0 };
        pedidos.push(pedido);
        request.sizes().then(
          (sizes) => {
            pedido.bytes = sizes.responseBodySize;
          },
          () => undefined,
        );
      });
    }
    const inicio = Date.now();
    await page.goto(`${base}${url}`, { waitUntil: 'commit' });
    // content: the main area holds text beyond its heading, and nothing is loading any more; a screen that
    // never shows its content counts as 30 s, and the others are still measured
    const mostrou = await page
      .waitForFunction(
        () => {
          const main = document.querySelector('main');
          return (
            !!main &&
            (main.textContent ?? '').trim().length > 40 &&
            document.querySelectorAll('[role="progressbar"]').length === 0
          );
        },
        null,
        { timeout: 30_000, polling: 'raf' },
      )
      .then(
        () => true,
        () => false,
      );
    const ms = mostrou ? Date.now() - inicio : 30_000;
    if (waterfall) {
      console.log(
        `  ${base === baseUrl ? '' : '(compared) '}${url}, run ${run + 1}: ${ms} ms, ${pedidos.length} requests`,
      );
      for (const { url: pedido, timing, bytes } of pedidos.sort(
        (a, b) => a.timing.startTime - b.timing.startTime,
      )) {
        const comeco = timing.startTime - inicio;
        console.log(
          `    ${String(Math.round(comeco)).padStart(5)} → ${String(Math.round(comeco + timing.responseEnd)).padStart(5)} ms ${String(bytes).padStart(7)} B ${pedido}`,
        );
      }
    }
    await context.close();
    return ms;
  };
  console.log(
    outro
      ? 'screen                                   compared → this build: median   runs (ms)'
      : 'screen                                   median   runs (ms)',
  );
  for (const url of telas) {
    const tempos = [];
    const outros = [];
    for (let run = 0; run < runs; run++) {
      if (outro) outros.push(await medir(outro.baseUrl, outrosCookies, url, run));
      tempos.push(await medir(baseUrl, cookies, url, run));
    }
    const mediana = median(tempos);
    failed ||= mediana > maxMs;
    console.log(
      outro
        ? `${mediana > maxMs ? 'SLOW' : 'ok  '} ${url.padEnd(36)} ${String(median(outros)).padStart(6)} → ${String(mediana).padStart(6)}   ${outros.join(' ')} → ${tempos.join(' ')}`
        : `${mediana > maxMs ? 'SLOW' : 'ok  '} ${url.padEnd(36)} ${String(mediana).padStart(6)}   ${tempos.join(' ')}`,
    );
  }
  console.log(
    `load average after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await browser.close();
  await stopServer(server.child);
  if (outro) await stopServer(outro.server.child);
  if (!process.env.TELAS_DATA_DIR) await setup.cleanUp();
}
if (failed) process.exit(1);

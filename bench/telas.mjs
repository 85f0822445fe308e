// Time to content of the staff screens: the built API on PGlite with the demo data, the system Chromium at
// 1366 × 768 signed in as the demo administrator; each screen opened cold (a new browser context, so nothing
// cached) from the navigation until its main area shows content and no progress indicator is left. Prints
// each screen's median of TELAS_RUNS loads (3) and exits 1 when one passes TELAS_MAX_MS (1,000 ms). Knobs:
// TELAS_PORT (8039), TELAS_RUNS, TELAS_MAX_MS, TELAS_DATA_DIR (a data folder kept between runs, seeded by the
// first), TELAS_ONLY (a substring of the paths to measure), TELAS_WATERFALL (print each load's requests: when
// each began and ended after the navigation, its size, in the order they began), CHROME_PATH
// (/usr/bin/chromium).
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
  ].filter((url) => !only || url.includes(only));
  const cookies = cookie.split('; ').map((par) => {
    const [name, value] = par.split('=');
    return { name, value, url: baseUrl };
  });
  console.log(
    `load average before: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log('screen                                   median   runs (ms)');
  for (const url of telas) {
    const tempos = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
      await context.addCookies(cookies);
      const page = await context.newPage();
      const pedidos = [];
      if (waterfall) {
        page.on('requestfinished', (request) => {
          const pedido = { url: request.url().replace(baseUrl, ''), timing: request.timing(), bytes: 0 };
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
      await page.goto(`${baseUrl}${url}`, { waitUntil: 'commit' });
      // content: the main area holds text beyond its heading, and nothing is loading any more
      await page.waitForFunction(
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
      );
      tempos.push(Date.now() - inicio);
      if (waterfall) {
        console.log(`  ${url}, run ${run + 1}: ${tempos.at(-1)} ms, ${pedidos.length} requests`);
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
    }
    const mediana = median(tempos);
    failed ||= mediana > maxMs;
    console.log(
      `${mediana > maxMs ? 'SLOW' : 'ok  '} ${url.padEnd(36)} ${String(mediana).padStart(6)}   ${tempos.join(' ')}`,
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
  if (!process.env.TELAS_DATA_DIR) await setup.cleanUp();
}
if (failed) process.exit(1);

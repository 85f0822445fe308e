// Chat delivery to the screen: two signed-in users in two Chromium contexts on the same sale. One types a
// message and clicks Enviar (the POST); the time runs until the message is in the other's page and the next
// frame is painted. 40 messages one after another; both pages read the same clock (performance.timeOrigin).
// BENCH_DATABASE_URL (a PostgreSQL server): through LISTEN/NOTIFY there instead of the embedded PGlite.
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/chromium.ts';
import { benchSetup, median, percentile, signIn, startServer, stopServer } from './lib.mjs';

const messages = Number(process.env.BENCH_MENSAGENS ?? 40);
const { dataDir, dbLabel, env, cleanUp } = await benchSetup('chat-tela');
const port = 8036;
const server = await startServer({
  dataDir,
  port,
  env,
});
const baseUrl = `http://127.0.0.1:${port}`;
const browser = await chromium.launch(chromiumLaunchOptions);

/** A browser context signed in as `username`, on the sale's page, with its chat connected. */
async function abrir(username, venda) {
  const cookie = await signIn({ baseUrl, dataDir, username });
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'pt-BR' });
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const [name, value] = pair.split('=');
      return { name, value, domain: '127.0.0.1', path: '/' };
    }),
  );
  const page = await context.newPage();
  await page.goto(venda ? `/vendas/${venda}/info` : '/vendas');
  return { context, page, cookie };
}

const chatPronto = (page) =>
  page.waitForFunction(() => {
    const chat = document.querySelector('[aria-label="Chat da venda"]');
    return chat && !/Conectando|Carregando/.test(chat.textContent ?? '');
  });

try {
  const autor = await abrir('consultor');
  const lista = await (
    await fetch(`${baseUrl}/api/vendas/detailed/`, { headers: { cookie: autor.cookie } })
  ).json();
  const venda = lista.vendas[0].id;
  await autor.page.goto(`/vendas/${venda}/info`);
  const leitor = await abrir('admin', venda);
  await Promise.all([chatPronto(autor.page), chatPronto(leitor.page)]);

  // the reader's page notes when each marked message enters the chat, then waits for the painted frame
  await leitor.page.evaluate(() => {
    window.chegadas = {};
    const chat = document.querySelector('[aria-label="Chat da venda"]');
    new MutationObserver(() => {
      for (const [, n] of (chat.textContent ?? '').matchAll(/medida-(\d+)-fim/g)) {
        if (window.chegadas[n] !== undefined) continue;
        window.chegadas[n] = null;
        requestAnimationFrame(() => {
          window.chegadas[n] = performance.timeOrigin + performance.now();
        });
      }
    }).observe(chat, { childList: true, subtree: true, characterData: true });
  });

  const caixa = autor.page
    .getByRole('region', { name: 'Chat da venda' })
    .getByRole('textbox', { name: 'Mensagem' });
  const tempos = [];
  for (let n = 0; n < messages; n++) {
    await caixa.fill(`Confirmado com o cliente, medida-${n}-fim`);
    const enviada = await autor.page.evaluate(() => {
      const botao = [...document.querySelectorAll('[aria-label="Chat da venda"] button')].find(
        (b) => b.textContent?.trim() === 'Enviar',
      );
      const agora = performance.timeOrigin + performance.now();
      botao.click();
      return agora;
    });
    const chegou = await leitor.page.waitForFunction((k) => window.chegadas[k] || undefined, String(n), {
      timeout: 10_000,
    });
    tempos.push((await chegou.jsonValue()) - enviada);
  }
  console.log(
    `chat to the other browser's screen (${dbLabel}, ${messages} messages): ` +
      `median ${median(tempos).toFixed(1)} ms, p95 ${percentile(tempos, 95).toFixed(1)} ms, ` +
      `max ${Math.max(...tempos).toFixed(1)} ms`,
  );
} finally {
  await browser.close();
  await stopServer(server.child);
  await cleanUp();
}

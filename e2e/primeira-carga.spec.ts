import type { Locator, Page } from '@playwright/test';
import { expect, openAs, test } from './support.ts';

/**
 * First-load budgets as Chromium measures them: the JavaScript it fetches (compressed as the server sends it,
 * headers left out, the cache off) from the navigation until the screen shows its content. Chunks fetched
 * after that (a dialog, a tab opened later) are not the first load. `npm run budgets` checks the same routes
 * from the build's manifest, gzipped; this check is what the browser really does.
 */
/**
 * The client's trip is measured on a phone's screen, as clients open it. Its conversation section loads its code
 * once it nears the screen or the page has been idle a while (`useQuandoPerto`): on a long trip that is after
 * the first load (232 KB, 77 files, when measured), on a short one the conversation is on screen at once and its
 * code is part of it (315 KB, 99 files). The budget holds the second.
 */
const ORCAMENTO_KB = { login: 130, vendas: 250, portal: 325 } as const;

type Carga = { kb: number; arquivos: string[] };

/** The JavaScript Chromium fetches while `abrir` navigates, up to the moment `conteudo` is visible. */
async function primeiraCarga(page: Page, abrir: () => Promise<unknown>, conteudo: Locator): Promise<Carga> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map<string, { url: string; cabecalho: number }>();
  const recebidos = new Map<string, number>();
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script')
      scripts.set(e.requestId, { url: e.response.url, cabecalho: e.response.encodedDataLength });
  });
  cdp.on('Network.loadingFinished', (e) => recebidos.set(e.requestId, e.encodedDataLength));
  await abrir();
  await expect(conteudo).toBeVisible({ timeout: 30_000 });
  const antes = [...scripts.keys()];
  await expect.poll(() => antes.every((id) => recebidos.has(id)), { timeout: 30_000 }).toBe(true);
  await cdp.detach();
  const bytes = antes.reduce(
    (soma, id) => soma + (recebidos.get(id) ?? 0) - (scripts.get(id)?.cabecalho ?? 0),
    0,
  );
  return { kb: bytes / 1024, arquivos: antes.map((id) => new URL(scripts.get(id)?.url ?? '').pathname) };
}

function relatar(rota: string, carga: Carga, orcamento: number) {
  const linha = `${rota}: ${carga.kb.toFixed(1)} KB of JavaScript fetched by Chromium before the screen shows (budget ${orcamento} KB, ${carga.arquivos.length} files)`;
  test.info().annotations.push({ type: 'primeira carga', description: linha });
  console.log(linha);
}

test('the login page fetches at most its budget of JavaScript before it shows', async ({ page }) => {
  const carga = await primeiraCarga(
    page,
    () => page.goto('/login'),
    page.getByRole('button', { name: 'Acessar' }),
  );
  relatar('/login', carga, ORCAMENTO_KB.login);
  expect(carga.arquivos.length).toBeGreaterThan(0);
  expect(carga.kb, carga.arquivos.join('\n')).toBeLessThanOrEqual(ORCAMENTO_KB.login);
});

test('the sales list fetches at most its budget of JavaScript before it shows its sales', async ({
  page,
}) => {
  await openAs(page, 'consultor', '/');
  // nothing of the home page still arriving while the list is measured
  await page.goto('about:blank');
  const carga = await primeiraCarga(
    page,
    () => page.goto('/vendas'),
    page.getByRole('table').getByRole('row').nth(1),
  );
  relatar('/vendas', carga, ORCAMENTO_KB.vendas);
  expect(carga.arquivos.length).toBeGreaterThan(0);
  expect(carga.kb, carga.arquivos.join('\n')).toBeLessThanOrEqual(ORCAMENTO_KB.vendas);
});

test("the client's trip on the portal fetches at most its budget of JavaScript before it shows", async ({
  page,
}) => {
  await openAs(page, 'cliente', '/portal');
  const { vendas } = (await (await page.request.get('/api/portal/vendas/')).json()) as {
    vendas: { id: number }[];
  };
  const viagem = vendas[0]?.id;
  expect(viagem).toBeDefined();
  // nothing of the trip list still arriving while the trip is measured, on a phone's screen
  await page.goto('about:blank');
  await page.setViewportSize({ width: 390, height: 844 });
  const carga = await primeiraCarga(
    page,
    () => page.goto(`/portal/vendas/${viagem}`),
    page.getByRole('heading', { name: 'Pagamentos' }),
  );
  relatar('/portal/vendas/{id}', carga, ORCAMENTO_KB.portal);
  expect(carga.arquivos.length).toBeGreaterThan(0);
  expect(carga.kb, carga.arquivos.join('\n')).toBeLessThanOrEqual(ORCAMENTO_KB.portal);
});

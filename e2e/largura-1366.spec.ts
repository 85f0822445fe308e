import { test } from '@playwright/test';
import { expect, openAs } from './support.ts';

// Widths only: each list's screen is checked by axe in its own area's journey, which this one does not repeat.
/** The lists staff read all day, at the most common office screen: none scrolls the page or its card sideways. */
const LISTAS_1366 = [
  '/vendas',
  '/orcamentos',
  '/servicos',
  '/emissoes',
  '/pagamentos',
  '/pagamentos-abertos',
  '/comissao',
  '/painel-autorizacao',
  '/painel-pagamentos',
  '/ordem-pagamento/abertos',
  '/ordem-pagamento/pagos',
  '/racs/aberta',
  '/contatos',
  '/empresas',
  '/notificacoes',
  '/pega-vendas',
  '/milhas',
  '/milhas-proprias',
  '/fornecedores',
  '/cartoes',
  '/moedas',
  '/usuarios',
  '/logs',
  '/emails',
];

/** How far each table, and the page itself, reaches past the box that holds it (0 when it fits). */
async function larguraExcedente(page: import('@playwright/test').Page) {
  return {
    pagina: await page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth),
    tabelas: await page
      .locator('table')
      .evaluateAll((tabelas) =>
        tabelas.map((tabela) => tabela.scrollWidth - (tabela.parentElement?.clientWidth ?? 0)),
      ),
  };
}

test('every list fits a 1366 × 768 screen: no page and no table scrolls sideways', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await openAs(page, 'admin', '/vendas');
  const medidas: Record<string, Awaited<ReturnType<typeof larguraExcedente>>> = {};
  const esperarLista = async () => {
    await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.locator('table').first()).toBeVisible();
  };
  for (const lista of LISTAS_1366) {
    await page.goto(lista);
    await esperarLista();
    medidas[lista] = await larguraExcedente(page);
  }
  // a sale's tabs, from the first sale of the list
  await page.goto('/vendas');
  await esperarLista();
  await page.getByRole('table', { name: 'Vendas' }).getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/vendas\/\d+\/info$/);
  const venda = page.url().replace(/\/info$/, '');
  for (const aba of ['orcamentos', 'cotacoes', 'servicos', 'pagamentos', 'racs']) {
    await page.goto(`${venda}/${aba}`);
    await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
    medidas[`/vendas/:id/${aba}`] = await larguraExcedente(page);
  }
  const excedentes = Object.entries(medidas).filter(
    ([, medida]) => medida.pagina > 0 || medida.tabelas.some((excede) => excede > 0),
  );
  expect(excedentes).toEqual([]);
});

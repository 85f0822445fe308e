import { expect, openAs, test } from './support.ts';

test('a customer account sees its own trips in the portal, and only those, and opens one', async ({
  page,
}) => {
  await openAs(page, 'cliente', '/portal');
  await expect(page.getByRole('heading', { name: 'Minhas viagens' })).toBeVisible();
  const { vendas } = (await (await page.request.get('/api/portal/vendas/')).json()) as {
    vendas: { id: number }[];
  };
  // the demo customer's trips, as the portal's API gives them
  expect(vendas.length).toBeGreaterThan(0);
  const lista = page.getByRole('list', { name: 'Minhas viagens' });
  await expect(lista.getByRole('listitem')).toHaveCount(vendas.length);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await lista.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/portal\/vendas\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Pagamentos' })).toBeVisible();

  // the staff's list stays closed to the account
  const staff = await page.request.get('/api/vendas/detailed/');
  expect(staff.status()).toBe(403);
});

/** How many rows a list of the signed-in user has on its first page, from its API. */
async function primeiraPagina(page: import('@playwright/test').Page, path: string, key: string) {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  return ((await response.json()) as Record<string, unknown[]>)[key]?.length ?? 0;
}

test('a consultant opens each tab of Minha área and sees their own records', async ({ page }) => {
  await openAs(page, 'consultor', '/minha-area');
  await expect(page.getByRole('heading', { name: 'Minha área' })).toBeVisible();
  const abas = [
    {
      aba: 'Meus orçamentos',
      api: '/api/orcamentos/meus/',
      key: 'orcamentos',
      vazio: 'Nenhum orçamento encontrado.',
    },
    {
      aba: 'Minhas cotações',
      api: '/api/cotacoes/minhas/',
      key: 'cotacoes',
      vazio: 'Nenhuma cotação encontrada.',
    },
    { aba: 'Minhas atividades', api: '/api/logs/meus/', key: 'logs', vazio: 'Nenhuma atividade encontrada.' },
  ];
  for (const { aba, api, key, vazio } of abas) {
    await page.getByRole('tab', { name: aba }).click();
    const tabela = page.getByRole('table', { name: aba });
    const linhas = await primeiraPagina(page, api, key);
    if (linhas === 0) {
      await expect(tabela.getByText(vazio)).toBeVisible();
    } else {
      // the header and the page's rows, the same the server gives the signed-in user
      await expect(tabela.getByRole('row')).toHaveCount(linhas + 1);
    }
    await expect(page.getByRole('alert')).toHaveCount(0);
  }

  // the consultant's requests: each row opens the request
  await page.getByRole('tab', { name: 'Meus orçamentos' }).click();
  const pedidos = page.getByRole('table', { name: 'Meus orçamentos' });
  await expect(pedidos.getByText('Carregando...')).toHaveCount(0);
  await expect(pedidos.getByRole('row').nth(1)).toBeVisible();
  await page.screenshot({ path: 'test-results/minha-area-orcamentos.png', fullPage: true });
  await pedidos.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/orcamento\/\d+$/);

  await page.goto('/minha-area/emissoes');
  await expect(page.getByRole('table', { name: 'Minhas emissões' })).toBeVisible();
});

test("a user follows a contact's search to the viewer and opens a node of its tree", async ({ page }) => {
  await openAs(page, 'emissor', '/');
  // the demo contact with two stored searches
  let contato = 0;
  for (let id = 1; id <= 20 && contato === 0; id++) {
    const response = await page.request.get(`/api/buscas/?contato=${id}`);
    if (response.ok() && ((await response.json()) as unknown[]).length === 2) contato = id;
  }
  expect(contato).toBeGreaterThan(0);
  await page.goto(`/contatos/${contato}/busca`);
  await expect(page.getByRole('heading', { name: 'Buscas anteriores' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Buscas anteriores' }).getByRole('link')).toHaveCount(1);
  await page.getByRole('link', { name: 'Ver dados completos' }).click();

  await expect(page).toHaveURL(/\/buscas\/\d+$/);
  await expect(page.getByRole('heading', { name: /^Busca \d+$/ })).toBeVisible();
  await expect(page.getByText(/Realizada por Carlos Consultor em/)).toBeVisible();
  const tree = page.getByRole('tree', { name: /Dados da busca/ });
  await expect(tree).toBeVisible();
  const secao = tree
    .locator('[role="treeitem"]:has(> .json-tree-label:text-is("personal_information:"))')
    .first();
  await expect(secao).toHaveAttribute('aria-expanded', 'false');
  await expect(tree.getByText('nome_mae:')).toHaveCount(0);
  await secao.getByRole('button', { name: 'Expandir' }).first().click();
  await expect(secao).toHaveAttribute('aria-expanded', 'true');
  await expect(tree.getByText('nome_mae:')).toBeVisible();
  await page.screenshot({ path: 'test-results/busca-viewer.png', fullPage: true });

  // back to the contact through the header's link
  await page.locator(`main a[href="/contatos/${contato}/busca"]`).last().click();
  await expect(page).toHaveURL(new RegExp(`/contatos/${contato}/busca$`));
});

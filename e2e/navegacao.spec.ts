import { expect, expectAccessible, openAs, test } from './support.ts';

const TITULO_APP = 'Skyler Back-office';

test('an unknown address and a detail with a non-numeric id show "Página não encontrada"', async ({
  page,
}) => {
  await openAs(page, 'consultor', '/empresas/abc');
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await expect(page.getByText(/Empresa 0NaN/)).toHaveCount(0);
  await expect(page).toHaveTitle(`Página não encontrada · ${TITULO_APP}`);
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();

  await page.goto('/nao-existe/123');
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await expect(page).toHaveURL(/\/nao-existe\/123$/);

  await page.goto('/empresas/999999');
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await expect(page.getByText('A empresa não foi encontrada. (404)')).toBeVisible();
  await page.getByRole('link', { name: 'Ir para o início' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a consultant sees "Sem permissão" on both payment-order tabs', async ({ page }) => {
  for (const path of ['/ordem-pagamento/abertos', '/ordem-pagamento/pagos']) {
    await openAs(page, 'consultor', path);
    await expect(page.getByRole('heading', { name: 'Sem permissão' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page).toHaveTitle(`Sem permissão · ${TITULO_APP}`);
  }
});

test('each screen names itself in the browser tab', async ({ page }) => {
  await openAs(page, 'consultor', '/vendas');
  await expect(page).toHaveTitle(`Vendas · ${TITULO_APP}`);
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Empresas' })
    .click();
  await expect(page).toHaveTitle(`Empresas · ${TITULO_APP}`);
});

test('the keyboard skips to the content and sees where its focus is', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAs(page, 'consultor', '/empresas');
  await expect(page.getByRole('table', { name: 'Empresas' }).getByText('Carregando...')).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Empresas' }).getByRole('row').nth(1)).toBeVisible();

  await page.keyboard.press('Tab');
  const pular = page.getByRole('link', { name: 'Pular para o conteúdo' });
  await expect(pular).toBeFocused();
  await expect(pular).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  const linha = page.getByRole('table', { name: 'Empresas' }).locator('tbody tr[tabindex="0"]').first();
  await expect(async () => {
    await linha.focus();
    await expect(linha).toBeFocused({ timeout: 1000 });
  }).toPass();
  await expect(linha).toHaveCSS('outline-style', 'solid');
  await expect(linha).toHaveCSS('outline-width', '2px');

  const menu = page.getByRole('button', { name: 'Recolher menu' });
  await menu.focus();
  await expect(menu).toHaveCSS('outline-style', 'solid');
  await expect(menu).toHaveCSS('outline-width', '2px');
  await expectAccessible(page);
});

test('at 1600 px, with every column shown, a wide table scrolls inside its card with the first column fixed and numbers on one line', async ({
  page,
}) => {
  // from 1536 px the contacts list shows all its columns (decision 0056), wider than its card
  await page.setViewportSize({ width: 1600, height: 900 });
  await openAs(page, 'consultor', '/contatos');
  const tabela = page.getByRole('table', { name: 'Contatos' });
  const cpf = tabela.getByRole('cell', { name: /^\d{3}\.\d{3}\.\d{3}-\d{2}$/ }).first();
  await expect(cpf).toBeVisible();
  await expect(cpf).toHaveCSS('white-space', 'nowrap');
  const rolagem = page.getByRole('region', { name: 'Contatos (role para o lado)' });
  await expect(rolagem).toBeVisible();
  const primeira = tabela.getByRole('row').nth(1).getByRole('cell').first();
  await expect(primeira).toBeVisible();
  const antes = await primeira.boundingBox();
  expect(antes).not.toBeNull();
  await rolagem.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect.poll(() => rolagem.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  const depois = await primeira.boundingBox();
  expect(depois?.x).toBe(antes?.x);
  await expect(primeira).toBeInViewport();

  const telefone = tabela.getByRole('cell', { name: /\(\d{2}\) \d{4,5}-\d{4}$/ }).first();
  await expect(telefone.locator('> span')).toHaveCSS('white-space', 'nowrap');
  const data = tabela.getByRole('cell', { name: /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/ }).first();
  await expect(data).toHaveCSS('white-space', 'nowrap');
});

test('a search shows its progress, Enter applies it at once, and an empty result offers "Limpar filtros"', async ({
  page,
}) => {
  await openAs(page, 'consultor', '/empresas');
  const tabela = page.getByRole('table', { name: 'Empresas' });
  await expect(tabela.getByRole('row').nth(1)).toBeVisible();
  const busca = page.getByRole('textbox', { name: 'Buscar empresas' });
  await busca.fill('zzz nenhuma empresa');
  await expect(page.getByRole('progressbar', { name: 'Buscando...' })).toBeVisible();
  await busca.press('Enter');
  await expect(page).toHaveURL(/search=zzz/);
  await expect(tabela.getByText('Nenhuma empresa encontrada.')).toBeVisible();
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(page).toHaveURL(/\/empresas$/);
  await expect(busca).toHaveValue('');
  await expect(tabela.getByRole('row').nth(1)).not.toHaveText('Nenhuma empresa encontrada.');
});

test('the logs are filtered by DD/MM/AAAA date fields', async ({ page }) => {
  await openAs(page, 'financeiro', '/logs');
  const de = page.getByRole('textbox', { name: 'De' });
  await expect(de).toHaveAttribute('placeholder', 'DD/MM/AAAA');
  await de.pressSequentially('01012020');
  await expect(de).toHaveValue('01/01/2020');
  await expect(page).toHaveURL(/data_inicio=2020-01-01/);
  await page.getByRole('textbox', { name: 'Até' }).pressSequentially('31121999');
  await expect(page).toHaveURL(/data_fim=1999-12-31/);
  await expect(page.getByText('Nenhum log encontrado')).toBeVisible();
});

test('at 390 px the contact wizard stacks its step labels', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAs(page, 'consultor', '/contatos');
  await page.getByRole('button', { name: 'Novo Contato' }).click();
  const wizard = page.getByRole('dialog', { name: 'Novo Contato' });
  const passos = ['Informações Pessoais', 'Endereço', 'Complementares', 'Documentos'];
  const caixas = [];
  for (const passo of passos) {
    const caixa = await wizard.getByText(passo, { exact: true }).boundingBox();
    expect(caixa).not.toBeNull();
    caixas.push(caixa as NonNullable<typeof caixa>);
  }
  for (let index = 1; index < caixas.length; index += 1) {
    const anterior = caixas[index - 1] as (typeof caixas)[number];
    const atual = caixas[index] as (typeof caixas)[number];
    expect(atual.y).toBeGreaterThanOrEqual(anterior.y + anterior.height);
  }
  await expect(wizard.getByRole('button', { name: 'Avançar' })).toBeVisible();
  await expectAccessible(page);
});

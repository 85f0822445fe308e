import { comLoginDe, expect, signIn, test } from './support.ts';

test('a consultant signs in with the e-mailed code, sees the menu of the role, and logs out', async ({
  page,
}) => {
  // this journey signs out at its end: its session is not lent to the other worker's journeys
  await signIn(page, 'consultor', 'demo1234', { guardar: false });
  await expect(page.getByRole('heading', { name: 'Dashboards' })).toBeVisible();
  await expect(page.getByText('Bem vindo, Carlos Consultor')).toBeVisible();
  const menu = page.getByRole('navigation');
  for (const item of [
    'Contatos',
    'Empresas',
    'Vendas',
    'Orçamentos',
    'Serviços',
    'Emissões',
    'Base de Fornecedores',
    'RAC',
    'Notificações',
    'Comissão',
  ]) {
    await expect(menu.getByRole('link', { name: item, exact: true })).toBeVisible();
  }
  for (const item of ['Contas a Pagar', 'Contas a Receber', 'Milhas', 'Pega Vendas']) {
    await expect(menu.getByRole('link', { name: item, exact: true })).toHaveCount(0);
  }

  await page.goto('/ordem-pagamento/abertos');
  await expect(page).toHaveURL(/\/ordem-pagamento\/abertos$/);
  await expect(page.getByRole('heading', { name: 'Sem permissão' })).toBeVisible();

  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', { name: 'CC' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/vendas');
  await expect(page).toHaveURL(/\/login$/);
});

test('finance sees its restricted items and reaches them', async ({ page }) => {
  await signIn(page, 'financeiro');
  const menu = page.getByRole('navigation');
  await expect(menu.getByRole('link', { name: 'Contas a Receber', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Comissão', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Milhas', exact: true })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Comissão', exact: true }).click();
  await expect(page).toHaveURL(/\/comissao$/);
});

test('a customer account only reaches its own portal', async ({ page }) => {
  await signIn(page, 'cliente');
  await expect(page).toHaveURL(/\/portal$/);
  for (const rota of ['/vendas', '/minha-area']) {
    await page.goto(rota);
    await expect(page).toHaveURL(/\/portal$/);
  }
});

test('a wrong code is refused with the tries left, without sending back to login', async ({ page }) => {
  // no other journey asks for a code of the same account meanwhile
  await comLoginDe('cotador', async () => {
    await page.goto('/login');
    await page.getByLabel('Login').fill('cotador');
    await page.getByLabel('Senha').fill('demo1234');
    await page.getByRole('button', { name: 'Acessar' }).click();
    await expect(page).toHaveURL(/\/otp_verification/);
    await page.getByLabel(/código/i).fill('0000');
    await page.getByRole('button', { name: 'Verificar e Acessar' }).click();
    await expect(page.getByRole('alert')).toHaveText('Código incorreto. Restam 2 tentativas.');
    await expect(page.getByText(/login novamente/)).toHaveCount(0);
    await expect(page.getByLabel(/código/i)).toBeEnabled();
  });
});

test('public pages: terms redirect to the PDF, payment result placeholders', async ({ page, request }) => {
  const pdf = await request.get('/static/termos-de-uso.pdf');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await page.goto('/success-maxipago');
  await expect(page.getByText('Deu certo :-)')).toBeVisible();
  await page.goto('/fail-maxipago');
  await expect(page.getByText('Deu errado :-(')).toBeVisible();
  await page.goto('/submit-maxipago');
  await expect(page.getByText('Submit page')).toBeVisible();
  const [response] = await Promise.all([
    page.waitForResponse(/politica-de-privacidade\.pdf/),
    page.goto('/politica-de-privacidade').catch(() => null),
  ]);
  expect(response.status()).toBe(200);
});

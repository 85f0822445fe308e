import { expect, openAs, test } from './support.ts';

test('a customer account sees its own sales in Minha área, and only those', async ({ page }) => {
  await openAs(page, 'cliente', '/minha-area');
  await expect(page.getByRole('heading', { name: 'Minha área' })).toBeVisible();
  const tabela = page.getByRole('table', { name: 'Minhas Vendas' });
  // the header and the three sales of the demo customer
  await expect(tabela.getByRole('row')).toHaveCount(4);
  await expect(tabela.getByRole('row', { name: /Cláudia Cliente/ })).toHaveCount(3);
  await expect(tabela.getByText('Carlos Consultor')).toHaveCount(3);
  for (const status of ['Proposta', 'Concluída', 'Cancelada']) {
    await expect(tabela.getByText(status, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('Nenhuma venda encontrada')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);

  // the staff's list stays closed to the account
  const staff = await page.request.get('/api/vendas/detailed/');
  expect(staff.status()).toBe(403);
});

import { expect, openAs, test } from './support.ts';

test('a manager reads the dashboard and opens the overdue receivables behind its figure', async ({
  page,
}) => {
  await openAs(page, 'admin', '/');
  await expect(page.getByRole('heading', { name: 'Dashboards', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Bem vindo, /)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Período' })).toHaveText('Este mês');
  await expect(page.getByRole('combobox', { name: 'Consultor' })).toBeVisible();

  // the figures of the demo agency: sales by status, the funnel, the alerts
  const status = page.getByRole('region', { name: 'Vendas por status' });
  await expect(status.getByRole('link', { name: /vendas Proposta$/ })).toHaveAttribute(
    'href',
    '/vendas?status=proposta',
  );
  await expect(page.getByRole('table', { name: 'Funil' }).getByRole('row')).toHaveCount(6);
  await expect(page.getByRole('region', { name: 'Emissões atrasadas' }).getByRole('link')).toHaveAttribute(
    'href',
    '/emissoes?atrasadas=true',
  );
  const alertas = page.getByRole('region', { name: 'Alertas' });
  await expect(alertas.getByRole('table', { name: /Passaportes/ }).getByRole('row')).not.toHaveCount(0);
  await expect(alertas.getByRole('table', { name: 'Aniversariantes da semana' })).toBeVisible();

  const vencidos = page.getByRole('region', { name: 'Recebíveis vencidos' });
  const contagem = (await vencidos.getByText(/^\d+ pagamentos?$/).textContent()) ?? '';
  const quantidade = Number.parseInt(contagem, 10);
  expect(quantidade).toBeGreaterThan(0);

  await vencidos.getByRole('link').click();
  await expect(page).toHaveURL(/\/pagamentos-abertos\?vencimento=vencidos$/);
  await expect(page.getByRole('heading', { name: 'Pagamentos em Aberto' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Vencimento' })).toHaveText('Vencidos');
  const tabela = page.getByRole('table', { name: 'Pagamentos em Aberto' });
  // the header and one row per overdue payment the figure counted, each marked overdue
  await expect(tabela.getByRole('row')).toHaveCount(quantidade + 1);
  await expect(tabela.getByText('Atrasado', { exact: true })).toHaveCount(quantidade);
});

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
  await expect(page.getByRole('table', { name: 'Funil' }).getByRole('row')).toHaveCount(7);
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

test('a manager compares with the previous period, ranks consultants and suppliers and reads the cash flow at 1366 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openAs(page, 'admin', '/');
  await expect(page.getByRole('region', { name: 'Receita' })).toContainText(/no período anterior/);

  // the funnel: each stage a share of the one before, never above 100 %
  const funil = page.getByRole('table', { name: 'Funil' });
  await expect(funil.getByRole('row')).toHaveCount(7);
  for (const taxa of await funil.getByRole('cell').allTextContents()) {
    const pct = /^(\d+),\d%$/.exec(taxa);
    if (pct) expect(Number(pct[1])).toBeLessThanOrEqual(100);
  }

  // the consultants, sorted by revenue and then by name at a click on the header
  const ranking = page.getByRole('table', { name: 'Ranking por consultor' });
  const nomes = ranking.getByRole('rowheader');
  expect(await nomes.count()).toBeGreaterThan(1);
  await ranking.getByRole('button', { name: 'Consultor' }).click();
  const ordenados = await nomes.allTextContents();
  expect(ordenados).toEqual([...ordenados].sort((a, b) => a.localeCompare(b, 'pt-BR')));
  await expect(page.getByRole('table', { name: 'Ranking por fornecedor' }).getByRole('row')).not.toHaveCount(
    1,
  );

  // the cash flow: overdue and eight weeks
  const fluxo = page.getByRole('table', { name: 'Fluxo de caixa: próximas 8 semanas' });
  await expect(fluxo.getByRole('rowheader').first()).toHaveText('Atrasados');
  expect(await fluxo.getByRole('rowheader').count()).toBeGreaterThanOrEqual(9);

  // the page does not scroll sideways, and the funnel, the rankings and the cash flow fit their cards
  expect(await page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth)).toBe(0);
  for (const nome of [
    'Funil',
    'Ranking por consultor',
    'Ranking por fornecedor',
    'Fluxo de caixa: próximas 8 semanas',
  ]) {
    const excedente = await page
      .getByRole('table', { name: nome, exact: true })
      .evaluate((tabela) => tabela.scrollWidth - (tabela.parentElement?.clientWidth ?? 0));
    expect(excedente, nome).toBeLessThanOrEqual(0);
  }
});

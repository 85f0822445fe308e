import { expect, openAs, test } from './support.ts';

test('a consultant creates a company, links a contact, edits it and deletes it by its name', async ({
  page,
}) => {
  await openAs(page, 'consultor');
  await page.getByRole('navigation').getByRole('link', { name: 'Empresas', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Empresas' })).toBeVisible();

  await page.getByRole('button', { name: 'Nova Empresa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova Empresa' });
  await dialog.getByRole('textbox', { name: 'Nome', exact: true }).fill('Jornada Teste Turismo');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(
    dialog.getByText('É necessário pelo menos um nome, um meio de contato e o CNPJ para realizar cadastro.'),
  ).toBeVisible();
  await dialog.getByRole('textbox', { name: 'CNPJ' }).fill('45678912000155');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('contato@jornadateste.com.br');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Empresa criada com sucesso!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Jornada Teste Turismo' })).toBeVisible();

  await page.getByRole('link', { name: 'Empresas' }).first().click();
  await page.getByLabel('Buscar empresas').fill('jornada teste');
  const tabela = page.getByRole('table', { name: 'Empresas' });
  await expect(tabela.getByRole('row')).toHaveCount(2);
  await expect(tabela.getByText('45.678.912/0001-55')).toBeVisible();
  await tabela.getByText('Jornada Teste Turismo').click();

  await page.getByRole('tab', { name: 'Relações' }).click();
  await expect(page.getByText('Nenhum contato relacionado a esta empresa.')).toBeVisible();
  await page.getByRole('button', { name: 'Vincular contato' }).click();
  await expect(page.getByText('Escolha o contato.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Contato' }).fill('Adriana');
  const opcao = page.getByRole('option').first();
  const nomeContato = ((await opcao.textContent()) ?? '').trim();
  await opcao.click();
  await page.getByRole('button', { name: 'Vincular contato' }).click();
  await expect(page.getByText('Contato vinculado à empresa!')).toBeVisible();
  const relacoes = page.getByRole('table', { name: 'Contatos relacionados' });
  await expect(relacoes.getByRole('row')).toHaveCount(2);
  expect(nomeContato).toContain('Adriana');

  await page.getByRole('tab', { name: 'Geral' }).click();
  await page.getByRole('textbox', { name: 'Razão social' }).fill('Jornada Teste Turismo Ltda');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Empresa editada com sucesso!')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Razão social' })).toHaveValue('Jornada Teste Turismo Ltda');

  await page.getByRole('button', { name: 'Deletar' }).click();
  const confirmar = page.getByRole('dialog', { name: 'Deletar empresa' });
  await confirmar.getByLabel('Nome da empresa').fill('Jornada Teste Turismo');
  await confirmar.getByRole('button', { name: 'Deletar' }).click();
  await expect(page.getByText('Empresa deletada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/empresas$/);
});

test('an unknown company shows the not-found message', async ({ page }) => {
  await openAs(page, 'consultor');
  await page.goto('/empresas/999999');
  await expect(page.getByText('A empresa não foi encontrada. (404)')).toBeVisible();
});

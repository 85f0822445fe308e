import { expect, openAs, test } from './support.ts';

/** A 1×1 PNG: the server accepts images by their content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('issuance creates a provider with an image and a supplier that sells it, then deletes the supplier by its name', async ({
  page,
}) => {
  await openAs(page, 'emissor');
  await page.getByRole('navigation').getByRole('link', { name: 'Base de Fornecedores', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Base de Fornecedores' })).toBeVisible();
  const fornecedores = page.getByRole('table', { name: 'Fornecedores' });
  const provedores = page.getByRole('table', { name: 'Provedores de Serviços' });
  await expect(fornecedores.getByText('Atlântica Consolidadora de Passagens')).toBeVisible();

  await page.getByRole('button', { name: 'Novo provedor' }).click();
  const novoProvedor = page.getByRole('dialog', { name: 'Novo provedor' });
  await novoProvedor.getByLabel('Nome').fill('Pousada Jornada Teste');
  await novoProvedor.getByLabel('CNPJ').fill('54737947000109');
  await novoProvedor.getByLabel('Tipo de serviço').click();
  await page.getByRole('option', { name: 'Hospedagem' }).click();
  await novoProvedor.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Provedor criado com sucesso!')).toBeVisible();

  await page.getByLabel('Buscar provedores de serviços').fill('jornada teste');
  await expect(provedores.getByRole('row')).toHaveCount(2);
  await provedores.getByRole('button', { name: 'Imagens' }).click();
  const imagens = page.getByRole('dialog', { name: 'Imagens — Pousada Jornada Teste' });
  await expect(imagens.getByText('Nenhuma imagem foi encontrada para esse provedor.')).toBeVisible();
  await imagens.getByRole('button', { name: 'Adicionar imagem' }).click();
  const adicionar = page.getByRole('dialog', { name: 'Adicionar imagem' });
  await adicionar.getByLabel('Título').fill('Fachada');
  await adicionar.getByLabel('Descrição').fill('Entrada principal');
  await adicionar
    .getByLabel('Arquivo *')
    .setInputFiles({ name: 'fachada.png', mimeType: 'image/png', buffer: PNG });
  await adicionar.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Imagem adicionada com sucesso!')).toBeVisible();
  await expect(imagens.getByRole('img', { name: 'Fachada' })).toBeVisible();
  await imagens.getByRole('button', { name: 'Fechar' }).click();

  await page.getByRole('button', { name: 'Novo fornecedor' }).click();
  const novoFornecedor = page.getByRole('dialog', { name: 'Novo fornecedor' });
  await novoFornecedor.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Faltam dados ou dados fornecidos são inválidos.')).toBeVisible();
  await novoFornecedor.getByLabel('Nome').fill('Consolidadora Jornada Teste');
  await novoFornecedor.getByLabel('CNPJ').fill('37950432000173');
  await novoFornecedor.getByLabel('Provedores').fill('Jornada');
  await page.getByRole('option', { name: /Pousada Jornada Teste/ }).click();
  await novoFornecedor.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Fornecedor criado com sucesso!')).toBeVisible();

  await page.getByLabel('Buscar fornecedores', { exact: true }).fill('jornada teste');
  await expect(fornecedores.getByRole('row')).toHaveCount(2);
  await fornecedores.getByRole('button', { name: 'Detalhes' }).click();
  const detalhes = page.getByRole('dialog', { name: 'Consolidadora Jornada Teste' });
  await expect(detalhes.getByText('Pousada Jornada Teste')).toBeVisible();
  await expect(detalhes.getByText('Nenhuma cotação encontrada')).toBeVisible();
  await detalhes.getByRole('button', { name: 'Fechar' }).click();

  await fornecedores.getByRole('button', { name: 'Deletar' }).click();
  const deletar = page.getByRole('dialog', { name: 'Deletar fornecedor' });
  await deletar.getByLabel('Nome do fornecedor').fill('Consolidadora Jornada');
  await expect(deletar.getByRole('button', { name: 'Deletar' })).toBeDisabled();
  await deletar.getByLabel('Nome do fornecedor').fill('Consolidadora Jornada Teste');
  await deletar.getByRole('button', { name: 'Deletar' }).click();
  await expect(page.getByText('Fornecedor deletado com sucesso.')).toBeVisible();
  await expect(fornecedores.getByText('Nenhum fornecedor encontrado.')).toBeVisible();
});

test('a consultant reads the supplier base but cannot change it', async ({ page }) => {
  await openAs(page, 'consultor');
  await page.goto('/fornecedores');
  await expect(page.getByRole('table', { name: 'Fornecedores' }).getByRole('row')).toHaveCount(11);
  await expect(page.getByRole('button', { name: 'Novo fornecedor' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Novo provedor' })).toBeDisabled();
});

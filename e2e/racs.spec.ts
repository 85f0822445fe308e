import type { Page } from '@playwright/test';
import { expect, openAs, test } from './support.ts';

type EmissaoLista = { id: number; tipo: string; venda: { id: number } };
type Rac = { id: number; status: string; tipo: string; emissao: { id: number; status: string } };

/** A concluded paid flight or hotel issuance with no RAC in progress. */
async function emissaoConcluida(page: Page): Promise<EmissaoLista> {
  for (const tipo of ['emissao_voo_pagante', 'emissao_hotel', 'emissao_carro', 'emissao_outro']) {
    const resposta = await page.request.get(`/api/emissoes/detailed/?status=finalizada&tipo=${tipo}&page=1`);
    const { emissoes } = (await resposta.json()) as { emissoes: EmissaoLista[] };
    const emissao = emissoes[0];
    if (emissao) return emissao;
  }
  throw new Error('nenhuma emissão concluída');
}

/** A minimal PDF, as the airline's confirmation of the change would be uploaded. */
const CONFIRMACAO_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('a consultant opens a rebooking RAC with a client charge, adds a protocol and a document; finance releases and concludes it', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await openAs(page, 'consultor', '/');
  const emissao = await emissaoConcluida(page);
  const venda = emissao.venda.id;
  const antes = (await (await page.request.get(`/api/vendas/${venda}/racs/`)).json()) as Rac[];

  // Nova R.A.C. on the sale's concluded issuance: a rebooking the client pays through the agency by Pix
  await page.goto(`/vendas/${venda}/racs`);
  await page.getByRole('button', { name: 'Nova R.A.C.' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Nova RAC' });
  await expect(dialogo.getByRole('combobox', { name: 'Tipo' })).toHaveText('Remarcação');
  await dialogo.getByRole('combobox', { name: /Emissão associada/ }).click();
  await page.getByRole('option', { name: new RegExp(`^${String(emissao.id).padStart(4, '0')} ·`) }).click();
  await expect(dialogo.getByRole('table', { name: 'Pagamentos' })).toBeVisible();
  await dialogo.getByRole('checkbox', { name: 'Cobrança ao cliente' }).check();
  await dialogo.getByRole('textbox', { name: 'Valor (Cobrança ao cliente)' }).fill('350,00');
  await dialogo.getByRole('button', { name: 'Pix' }).click();
  await dialogo
    .getByRole('textbox', { name: 'Anotações (Cobrança ao cliente)' })
    .fill('Diferença tarifária da nova data');
  await dialogo.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('RAC cadastrada com sucesso!')).toBeVisible();
  await expect(dialogo).toBeHidden();

  const depois = (await (await page.request.get(`/api/vendas/${venda}/racs/`)).json()) as Rac[];
  const rac = depois.find((r) => !antes.some((a) => a.id === r.id));
  if (!rac) throw new Error('a RAC não foi criada');
  expect(rac).toMatchObject({
    tipo: 'remarcacao',
    status: 'aberta',
    emissao: { id: emissao.id, status: 'rac' },
  });
  const codigo = String(rac.id).padStart(4, '0');
  const tabela = page.getByRole('table', { name: 'RACs da venda' });
  await expect(tabela.getByRole('row', { name: new RegExp(`^${codigo}`) })).toContainText('Solicitada');

  // a protocol: the add button waits for a 10-character name and a 20-character description
  await page.getByRole('button', { name: `Protocolos da RAC ${codigo}` }).click();
  const protocolos = page.getByRole('dialog', { name: `Protocolos da RAC ${codigo}` });
  await protocolos.getByRole('textbox', { name: 'Nome do protocolo' }).fill('LATAM 123');
  await expect(protocolos.getByText('Mínimo 10 caracteres')).toBeVisible();
  await expect(protocolos.getByRole('button', { name: 'Adicionar protocolo' })).toBeDisabled();
  await protocolos.getByRole('textbox', { name: 'Nome do protocolo' }).fill('LATAM 4471-2026');
  await protocolos
    .getByRole('textbox', { name: 'Descrição' })
    .fill('Remarcação solicitada por telefone à companhia');
  await protocolos.getByRole('button', { name: 'Adicionar protocolo' }).click();
  await expect(page.getByText('Protocolo cadastrado com sucesso')).toBeVisible();
  await expect(protocolos.getByRole('table', { name: 'Protocolos' })).toContainText('LATAM 4471-2026');
  await page.keyboard.press('Escape');
  await expect(protocolos).toBeHidden();

  // a document with its type
  await page.getByRole('button', { name: `Documentos da RAC ${codigo}` }).click();
  const documentos = page.getByRole('dialog', { name: `Documentos da RAC ${codigo}` });
  await documentos.getByRole('textbox', { name: 'Tipo do documento' }).fill('Confirmação da companhia');
  await documentos
    .getByLabel('Arquivo', { exact: true })
    .setInputFiles({ name: 'confirmacao.pdf', mimeType: 'application/pdf', buffer: CONFIRMACAO_PDF });
  await documentos.getByRole('button', { name: 'Adicionar documento' }).click();
  await expect(page.getByText('Documento cadastrado com sucesso')).toBeVisible();
  await expect(documentos.getByRole('table', { name: 'Documentos' })).toContainText(
    'Confirmação da companhia',
  );
  await page.keyboard.press('Escape');
  await expect(documentos).toBeHidden();

  // the consultant cannot move its status, on the screen nor on the server
  await expect(page.getByRole('button', { name: `Alterar status da RAC ${codigo}` })).toBeDisabled();
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  const recusa = await page.request.post(`/api/racs/${rac.id}/status/`, {
    headers: { 'X-CSRFToken': csrf },
    data: { status: 'em_processo' },
  });
  expect(recusa.status()).toBe(403);

  // finance releases it (Liberada), then concludes it (Concluída): the issuance is finished again
  await page.context().clearCookies();
  await openAs(page, 'financeiro', `/vendas/${venda}/racs`);
  for (const novo of ['Liberada', 'Concluída']) {
    await page.getByRole('button', { name: `Alterar status da RAC ${codigo}` }).click();
    const status = page.getByRole('dialog', { name: `Alterar status da RAC ${codigo}` });
    await status.getByRole('combobox', { name: 'Novo status' }).click();
    await page.getByRole('option', { name: novo }).click();
    await status.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Novo status adicionado!').first()).toBeVisible();
    await expect(tabela.getByRole('row', { name: new RegExp(`^${codigo}`) })).toContainText(novo);
  }
  const final = (await (await page.request.get(`/api/racs/${rac.id}/`)).json()) as Rac;
  expect(final).toMatchObject({ status: 'finalizada', emissao: { status: 'finalizada' } });

  // the RAC is listed under Concluída
  await page.goto('/racs/finalizada');
  await expect(page.getByRole('table').getByText(codigo, { exact: true }).first()).toBeVisible();
});

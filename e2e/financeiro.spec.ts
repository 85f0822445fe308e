import { readFile } from 'node:fs/promises';
import { FINANCEIRO_MESSAGES, LINHAS_DRE } from '@skyler/domain/financeiro';
import { unzipSync } from 'fflate';
import { expect, expectAccessible, openAs, test } from './support.ts';

test("finance opens the month's DRE from the menu, drills into a line and downloads the accountant's export", async ({
  page,
}) => {
  await openAs(page, 'financeiro', '/');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await menu.getByRole('link', { name: 'DRE' }).click();
  // the page's chunk loads on the first visit
  await expect(page.getByRole('heading', { name: 'DRE', level: 1 })).toBeVisible({ timeout: 20_000 });
  const tabela = page.getByRole('table', { name: 'DRE' });
  await expect(tabela).toBeVisible();
  await expect(tabela.getByRole('row', { name: new RegExp(LINHAS_DRE.resultado.descricao) })).toBeVisible();
  await expect(page.getByText('Regime tributário: Simples Nacional')).toBeVisible();

  // the demo's month: the RAV line opens the services behind it, each leading to its sale
  await tabela.getByRole('button', { name: LINHAS_DRE.receita_rav.descricao }).click();
  const dialogo = page.getByRole('dialog', { name: LINHAS_DRE.receita_rav.descricao });
  await expect(dialogo).toBeVisible();
  await expect(dialogo.getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);
  await dialogo.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialogo).toBeHidden();

  // the cash view asks again
  await page.getByRole('button', { name: 'Caixa' }).click();
  await expect(page).toHaveURL(/regime=caixa/);
  await expect(tabela).toBeVisible();

  // the month's archive: the journal and the DRE, both in pt-BR CSV
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: FINANCEIRO_MESSAGES.exportar }).click();
  const arquivo = await download;
  const mes = /contabilidade-(\d{4}-\d{2})\.zip/.exec(arquivo.suggestedFilename())?.[1];
  expect(mes).toBeTruthy();
  const arquivos = unzipSync(new Uint8Array(await readFile(await arquivo.path())));
  // the journal, the DRE and the month's NFS-e: their list and each authorised invoice's XML
  const nomes = Object.keys(arquivos).sort();
  expect(nomes.slice(0, 3)).toEqual([`dre-${mes}.csv`, `lancamentos-${mes}.csv`, `nfse-${mes}.csv`]);
  for (const nome of nomes.slice(3)) expect(nome).toMatch(/^nfse\/\d+\.xml$/);
  const lancamentos = new TextDecoder().decode(arquivos[`lancamentos-${mes}.csv`]);
  expect(lancamentos.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
    'Data;Conta débito;Conta crédito;Valor;Histórico;Documento',
  );
});

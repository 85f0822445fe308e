import { readFile } from 'node:fs/promises';
import { FINANCEIRO_MESSAGES } from '@skyler/domain/financeiro';
import { FISCAL_MESSAGES } from '@skyler/domain/fiscal';
import { unzipSync } from 'fflate';
import { escolherOpcao, expect, openAs, test } from './support.ts';

test("the fiscal settings say on demand; finance requests a service's NFS-e, sees it authorised with its PDF, cancels it and exports the month", async ({
  page,
  browser,
}) => {
  // the provider's first status poll comes with the queue's round after 5 s
  test.setTimeout(90_000);

  // the administrator keeps the fiscal settings (Administração › Configurações fiscais): invoices on demand
  const { baseURL, locale, timezoneId } = test.info().project.use;
  const contexto = await browser.newContext({ baseURL, locale, timezoneId });
  const admin = await contexto.newPage();
  await openAs(admin, 'admin', '/');
  await admin
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('list', { name: 'Administração' })
    .getByRole('link', { name: 'Configurações fiscais' })
    .click();
  await expect(admin.getByRole('heading', { name: 'Configurações fiscais', level: 1 })).toBeVisible({
    timeout: 20_000,
  });
  await escolherOpcao(admin, admin.getByRole('combobox', { name: /^Quando emitir/ }), 'Sob demanda');
  await admin.getByRole('button', { name: 'Salvar' }).click();
  await expect(admin.getByText(FISCAL_MESSAGES.salva)).toBeVisible();
  await contexto.close();

  // finance: a demo service whose invoice was cancelled has none live, so it may be invoiced again
  await openAs(page, 'financeiro', '/nfse?status=cancelada');
  const notas = page.getByRole('table', { name: 'Notas fiscais' });
  const servicoLink = notas.getByRole('row').nth(1).getByRole('link').first();
  await expect(servicoLink).toBeVisible({ timeout: 20_000 });
  const servico = ((await servicoLink.textContent()) ?? '').trim();
  const venda = /\/vendas\/(\d+)/.exec((await servicoLink.getAttribute('href')) ?? '')?.[1];
  expect(venda).toBeTruthy();

  // on the service: Emitir NFS-e, pending while the provider processes it, then authorised with its PDF
  await page.goto(`/vendas/${venda}/servicos`);
  await page.getByRole('button', { name: `Detalhes do serviço ${servico}` }).click();
  const bloco = page.getByRole('dialog').getByLabel('NFS-e', { exact: true });
  await bloco.getByRole('button', { name: 'Emitir NFS-e' }).click();
  await expect(bloco.getByText('Pendente')).toBeVisible();
  await expect(bloco.getByText('Autorizada')).toBeVisible({ timeout: 40_000 });
  const numero = /nº (\d+)/.exec((await bloco.textContent()) ?? '')?.[1] as string;
  expect(numero).toBeTruthy();
  const pdf = (await bloco.getByRole('link', { name: 'PDF da NFS-e' }).getAttribute('href')) ?? '';
  expect(pdf).toMatch(/\/notas\/servico-\d+-2\.pdf$/);
  const arquivoPdf = await page.request.get(pdf);
  expect(arquivoPdf.headers()['content-type']).toBe('application/pdf');
  expect((await arquivoPdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await page.keyboard.press('Escape');

  // on Notas fiscais: the same invoice, authorised; cancelled with a reason, the provider confirms it
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Notas fiscais' })
    .click();
  const linha = notas.getByRole('row').filter({ hasText: numero });
  await expect(linha.getByText('Autorizada')).toBeVisible();
  await linha.getByRole('button', { name: `Abrir a NFS-e do serviço ${servico}` }).click();
  const detalhe = page.getByRole('dialog', { name: `NFS-e do serviço ${servico}` });
  await expect(detalhe.getByRole('link', { name: 'PDF da nota' })).toHaveAttribute('href', pdf);
  await detalhe.getByRole('button', { name: 'Cancelar NFS-e' }).click();
  const cancelar = page.getByRole('dialog', { name: `Cancelar a NFS-e ${numero}` });
  await cancelar
    .getByRole('textbox', { name: /Motivo do cancelamento/ })
    .fill('Serviço remarcado a pedido do cliente; nota emitida em duplicidade.');
  await cancelar.getByRole('button', { name: 'Pedir cancelamento' }).click();
  await expect(cancelar).toBeHidden();
  await expect(linha.getByText('Cancelada')).toBeVisible({ timeout: 20_000 });

  // the month's DRE and the accountant's archive: the journal and the invoice's XML as the provider gave it
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'DRE' }).click();
  await expect(page.getByRole('table', { name: 'DRE' })).toBeVisible({ timeout: 20_000 });
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: FINANCEIRO_MESSAGES.exportar }).click();
  const arquivo = await download;
  const mes = /contabilidade-(\d{4}-\d{2})\.zip/.exec(arquivo.suggestedFilename())?.[1];
  const zip = unzipSync(new Uint8Array(await readFile(await arquivo.path())));
  expect(Object.keys(zip)).toEqual(
    expect.arrayContaining([`lancamentos-${mes}.csv`, `nfse-${mes}.csv`, `nfse/${numero}.xml`]),
  );
  expect(new TextDecoder().decode(zip[`nfse/${numero}.xml`])).toContain(`<Numero>${numero}</Numero>`);
  expect(new TextDecoder().decode(zip[`nfse-${mes}.csv`])).toMatch(
    new RegExp(`${numero};V${numero}X;.*;Cancelada;`),
  );
});

import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { periodoPadraoExportacao } from '@skyler/domain/exportar';
import { toDateBr } from '@skyler/domain/masks';
import { expect, openAs, test } from './support.ts';

const BOM = '\uFEFF';
const CABECALHO_VENDAS =
  'Id;Status;Cliente;CPF do cliente;Empresa;Consultor;SDR;Indicação;Meio de contato;Contato;' +
  'Motivo do cancelamento;Criada por;Criada em;Concluída em;Cancelada em;Atualizada em;' +
  'Total dos serviços;Pago;Em aberto;Margem líquida';

/** How many sales the list counts for a filter: every page but the last full, then the last one's rows. */
async function totalDaLista(request: APIRequestContext, filtro: string): Promise<number> {
  const primeira = await request.get(`/api/vendas/detailed/?${filtro}`);
  expect(primeira.ok()).toBe(true);
  const { pages } = (await primeira.json()) as { pages: number };
  const ultima = await request.get(`/api/vendas/detailed/?${filtro}${filtro ? '&' : ''}page=${pages}`);
  expect(ultima.ok()).toBe(true);
  const { vendas } = (await ultima.json()) as { vendas: unknown[] };
  return (pages - 1) * 15 + vendas.length;
}

/** The records of a CSV (the demo's sales hold no quoted line breaks). */
function registros(texto: string): string[] {
  expect(texto.startsWith(BOM)).toBe(true);
  return texto.slice(BOM.length).split('\r\n').filter(Boolean);
}

test('a manager opens Exportar from the menu, exports the month’s sales with their amounts, another period, then filters', async ({
  page,
}) => {
  await openAs(page, 'admin', '/');
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Exportar' })
    .click();
  // the page's chunk loads on the first visit
  await expect(page.getByRole('heading', { name: 'Exportar', level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Exportar milhas validadas' })).toBeVisible();

  // the current month at first; each file is cut by the date its button names
  const mes = periodoPadraoExportacao();
  await expect(page.getByRole('textbox', { name: 'De', exact: true })).toHaveValue(toDateBr(mes.de));
  await expect(page.getByRole('textbox', { name: 'Até' })).toHaveValue(toDateBr(mes.ate));
  await expect(page.getByRole('button', { name: 'Exportar vendas' })).toHaveAccessibleDescription(
    'Período: data de criação da venda.',
  );

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar vendas' }).click();
  await expect(page.getByText('O download começará em instantes.')).toBeVisible();
  const arquivo = await download;
  expect(arquivo.suggestedFilename()).toBe('vendas.csv');
  const linhas = registros(await readFile(await arquivo.path(), 'utf8'));
  expect(linhas[0]).toBe(CABECALHO_VENDAS);
  expect(linhas.length).toBeGreaterThan(1);
  const titulos = CABECALHO_VENDAS.split(';');
  const mesAno = `${mes.de.slice(5, 7)}/${mes.de.slice(0, 4)}`;
  for (const linha of linhas.slice(1)) {
    const celulas = linha.split(';');
    expect(celulas[titulos.indexOf('Criada em')]?.slice(3, 10)).toBe(mesAno);
    for (const valor of ['Total dos serviços', 'Pago', 'Em aberto'])
      expect(celulas[titulos.indexOf(valor)]).toMatch(/^-?\d+,\d{2}$/);
  }

  // another period: the requests of a month without any, in a file named with its accents
  await page.getByRole('textbox', { name: 'De', exact: true }).fill('01/01/2000');
  await page.getByRole('textbox', { name: 'Até' }).fill('31/01/2000');
  const orcamentos = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar orçamentos' }).click();
  const vazio = await orcamentos;
  expect(vazio.suggestedFilename()).toBe('orçamentos.csv');
  expect(registros(await readFile(await vazio.path(), 'utf8'))).toHaveLength(1);

  // without a period, the same query pairs as the list: the proposals only (read again when a journey of
  // the other worker changed a sale between the export and the count)
  await expect(async () => {
    const filtrada = await page.request.get('/api/exportar/vendas.csv?status=proposta');
    expect(filtrada.ok()).toBe(true);
    expect(filtrada.headers()['content-disposition']).toContain('filename="vendas.csv"');
    const propostas = registros(await filtrada.text());
    expect(propostas[0]).toBe(CABECALHO_VENDAS);
    expect(propostas).toHaveLength((await totalDaLista(page.request, 'status=proposta')) + 1);
    for (const linha of propostas.slice(1)) expect(linha.split(';')[1]).toBe('Proposta');
  }).toPass();

  // as XLSX, the same button
  const planilha = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Excel (XLSX)' }).click();
  await page.getByRole('button', { name: 'Exportar vendas' }).click();
  expect((await planilha).suggestedFilename()).toBe('vendas.xlsx');
});

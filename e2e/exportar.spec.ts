import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expect, openAs, test } from './support.ts';

const BOM = '\uFEFF';
const CABECALHO_VENDAS =
  'Id;Status;Cliente;CPF do cliente;Empresa;Consultor;SDR;Indicação;Meio de contato;Contato;' +
  'Motivo do cancelamento;Criada por;Criada em;Concluída em;Cancelada em;Atualizada em;Margem líquida';

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

test('a manager exports the sales as CSV, then a filtered export, with the list’s counts', async ({
  page,
}) => {
  await openAs(page, 'admin', '/exportar');
  await expect(page.getByRole('heading', { name: 'Exportar', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Exportar milhas validadas' })).toBeVisible();

  // the other worker's journeys create sales meanwhile: the file holds what the list counted before it, at
  // least, and what it counted after, at most
  const antes = await totalDaLista(page.request, '');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar vendas' }).click();
  await expect(page.getByText('O download começará em instantes.')).toBeVisible();
  const arquivo = await download;
  expect(arquivo.suggestedFilename()).toBe('vendas.csv');
  const caminho = await arquivo.path();
  const linhas = registros(await readFile(caminho, 'utf8'));
  expect(linhas[0]).toBe(CABECALHO_VENDAS);
  const depois = await totalDaLista(page.request, '');
  expect(antes).toBeGreaterThan(15);
  expect(linhas.length - 1).toBeGreaterThanOrEqual(antes);
  expect(linhas.length - 1).toBeLessThanOrEqual(depois);

  // the same query pairs as the list: the proposals only (read again when a journey of the other worker
  // changed a sale between the export and the count)
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

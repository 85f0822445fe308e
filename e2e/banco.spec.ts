import type { Page } from '@playwright/test';
import { expect, expectAccessible, openAs, test } from './support.ts';

type Banco = {
  conta: number | null;
  pendencias: {
    tipo: string;
    movimento: number | null;
    status: string | null;
    sugestoes: { exata: boolean }[];
  }[];
};

async function bancoDaApi(page: Page, inicio: string, fim: string): Promise<Banco> {
  const resposta = await page.request.get(`/api/conciliacao/banco/?inicio=${inicio}&fim=${fim}`);
  expect(resposta.ok()).toBe(true);
  return (await resposta.json()) as Banco;
}

test("finance confirms the statement's matches and the Banco tab shows no pending line", async ({ page }) => {
  test.setTimeout(240_000);
  // the longest period the screen takes, up to today: the demo statement is within it
  const dia = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(d);
  const fim = dia(new Date());
  const inicio = dia(new Date(Date.now() - 364 * 86_400_000));
  await openAs(page, 'financeiro', `/conciliacao?inicio=${inicio}&fim=${fim}&aba=banco`);
  const antes = await bancoDaApi(page, inicio, fim);
  expect(antes.conta).not.toBeNull();
  // the demo statement has matches waiting for finance
  expect(antes.pendencias.some((p) => p.status === 'sugerido')).toBe(true);

  const confirmar = page.getByRole('button', { name: 'Confirmar todas as exatas' });
  await expect(confirmar).toBeEnabled();
  await confirmar.click();
  await expect(page.getByText(/movimentos? conciliados?\./)).toBeVisible();
  await expect(confirmar).toBeDisabled();
  const depois = await bancoDaApi(page, inicio, fim);
  expect(depois.pendencias.some((p) => p.status === 'sugerido')).toBe(false);

  // what no suggestion explains: ignored with its category, or settled outside the bank
  const tabela = page.getByRole('table', { name: 'Pendências do banco' });
  for (let i = 0; i < 40; i++) {
    if (!(await tabela.isVisible())) break;
    const linha = tabela.getByRole('row').nth(1);
    const ignorar = linha.getByRole('button', { name: 'Ignorar' });
    const dialogo = page.getByRole('dialog');
    if (await ignorar.isVisible()) {
      await ignorar.click();
      await expect(dialogo).toBeVisible();
      if (i === 0) await expectAccessible(page);
      await dialogo.getByRole('combobox', { name: 'Categoria' }).click();
      await page.getByRole('option', { name: 'Outros' }).click();
      await dialogo.getByRole('textbox', { name: 'Motivo' }).fill('Conferido com o extrato do banco');
      await dialogo.getByRole('button', { name: 'Salvar' }).click();
      await expect(page.getByText('Movimento ignorado.').first()).toBeVisible();
    } else {
      await linha.getByRole('button', { name: 'Fora do banco' }).click();
      await expect(dialogo).toBeVisible();
      await dialogo.getByRole('textbox', { name: 'Motivo' }).fill('Recebido em dinheiro na agência');
      await dialogo.getByRole('button', { name: 'Salvar' }).click();
      await expect(page.getByText('Marcado como liquidado fora do banco.').first()).toBeVisible();
    }
    await expect(dialogo).toBeHidden();
  }
  await expect(page.getByText('O banco fecha: nenhuma pendência no período.')).toBeVisible();
  expect((await bancoDaApi(page, inicio, fim)).pendencias).toEqual([]);
});

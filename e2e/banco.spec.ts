import type { Page } from '@playwright/test';
import { expect, expectAccessible, openAs, test } from './support.ts';

/** `2026-10-07` → `20261007100000[-03:EST]`, as Itaú dates its lines. */
const dataOfx = (dia: string) => `${dia.replaceAll('-', '')}100000[-03:EST]`;

/** An Itaú OFX of last month (SGML, Windows-1252, no FITID), with the given lines. */
function ofxItau(linhas: { dia: string; valor: string; memo: string }[]): Buffer {
  const hoje = new Date();
  const inicio = new Date(Date.UTC(hoje.getUTCFullYear(), hoje.getUTCMonth() - 1, 1))
    .toISOString()
    .slice(0, 10);
  const fim = new Date(Date.UTC(hoje.getUTCFullYear(), hoje.getUTCMonth(), 0)).toISOString().slice(0, 10);
  const transacoes = linhas
    .map(
      (l) =>
        `<STMTTRN>\n<TRNTYPE>${l.valor.startsWith('-') ? 'DEBIT' : 'CREDIT'}\n<DTPOSTED>${dataOfx(l.dia)}\n<TRNAMT>${l.valor}\n<MEMO>${l.memo}\n</STMTTRN>`,
    )
    .join('\n');
  const texto = `OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nSECURITY:NONE\nENCODING:USASCII\nCHARSET:1252\nCOMPRESSION:NONE\nOLDFILEUID:NONE\nNEWFILEUID:NONE\n\n<OFX>\n<SIGNONMSGSRSV1>\n<SONRS>\n<STATUS>\n<CODE>0\n<SEVERITY>INFO\n</STATUS>\n<DTSERVER>${dataOfx(fim)}\n<LANGUAGE>POR\n</SONRS>\n</SIGNONMSGSRSV1>\n<BANKMSGSRSV1>\n<STMTTRNRS>\n<TRNUID>1001\n<STATUS>\n<CODE>0\n<SEVERITY>INFO\n</STATUS>\n<STMTRS>\n<CURDEF>BRL\n<BANKACCTFROM>\n<BANKID>0341\n<ACCTID>9876500123\n<ACCTTYPE>CHECKING\n</BANKACCTFROM>\n<BANKTRANLIST>\n<DTSTART>${dataOfx(inicio)}\n<DTEND>${dataOfx(fim)}\n${transacoes}\n</BANKTRANLIST>\n<LEDGERBAL>\n<BALAMT>4321.09\n<DTASOF>${dataOfx(fim)}\n</LEDGERBAL>\n</STMTRS>\n</STMTTRNRS>\n</BANKMSGSRSV1>\n</OFX>\n`;
  return Buffer.from(texto.replaceAll('\n', '\r\n'), 'latin1');
}

test('finance registers an account and imports the month\u2019s statement', async ({ page }) => {
  const sufixo = String(Date.now()).slice(-6);
  const descricao = `Itaú recebimentos ${sufixo}`;
  await openAs(page, 'financeiro', '/contas-bancarias');
  await expect(page.getByRole('heading', { name: 'Contas bancárias' })).toBeVisible();

  await page.getByRole('button', { name: 'Nova conta' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Nova conta bancária' });
  await dialogo.getByRole('combobox', { name: 'Banco' }).fill('341');
  await page.getByRole('option', { name: '341 - ITAÚ UNIBANCO S.A.' }).click();
  await dialogo.getByRole('textbox', { name: 'Agência' }).fill('0123');
  await dialogo.getByRole('textbox', { name: 'Conta' }).fill(`${sufixo}-1`);
  await dialogo.getByRole('textbox', { name: 'Descrição' }).fill(descricao);
  await dialogo.getByRole('textbox', { name: 'Chave Pix' }).fill(`financeiro+${sufixo}@agencia.com.br`);
  await expectAccessible(page);
  await dialogo.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Conta bancária cadastrada.')).toBeVisible();
  await expect(dialogo).toBeHidden();

  const hoje = new Date();
  const dia = (d: number) =>
    new Date(Date.UTC(hoje.getUTCFullYear(), hoje.getUTCMonth() - 1, d)).toISOString().slice(0, 10);
  const arquivo = ofxItau([
    { dia: dia(3), valor: '2150.00', memo: 'PIX TRANSF CLIENTE 03/' },
    { dia: dia(8), valor: '-980.45', memo: 'SISPAG FORNECEDORES TED' },
    { dia: dia(10), valor: '-64.50', memo: 'TAR PACOTE ITAU' },
  ]);
  await page.getByRole('button', { name: `Importar extrato da conta ${descricao}` }).click();
  const importar = page.getByRole('dialog', { name: `Importar extrato: ${descricao}` });
  await importar.getByLabel('Escolher arquivo OFX ou CSV').setInputFiles({
    name: 'itau-mes.ofx',
    mimeType: 'application/x-ofx',
    buffer: arquivo,
  });
  await expect(importar.getByText('itau-mes.ofx')).toBeVisible();
  await expectAccessible(page);
  await importar.getByRole('button', { name: 'Importar' }).click();
  await expect(page.getByText('Extrato importado: 3 lançamentos novos, 0 já existiam.')).toBeVisible();
  await expect(importar).toBeHidden();

  await page.getByRole('button', { name: `Lançamentos da conta ${descricao}` }).click();
  await expect(page.getByRole('heading', { name: `${descricao} (ITAÚ UNIBANCO S.A.)` })).toBeVisible();
  const tabela = page.getByRole('table', { name: 'Lançamentos do extrato' });
  await expect(tabela.getByRole('row')).toHaveCount(4);
  await expect(tabela.getByText('SISPAG FORNECEDORES TED')).toBeVisible();
  await expect(tabela.getByText('Pendente')).toHaveCount(3);

  // the same file again adds nothing
  await page.getByRole('button', { name: 'Importar extrato' }).click();
  const denovo = page.getByRole('dialog', { name: `Importar extrato: ${descricao}` });
  await denovo.getByLabel('Escolher arquivo OFX ou CSV').setInputFiles({
    name: 'itau-mes.ofx',
    mimeType: 'application/x-ofx',
    buffer: arquivo,
  });
  await denovo.getByRole('button', { name: 'Importar' }).click();
  await expect(
    page.getByText('Este arquivo já foi importado nesta conta: nenhum lançamento novo.'),
  ).toBeVisible();
  await expect(tabela.getByRole('row')).toHaveCount(4);
});

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
    // the save answers, the dialog closes and the list reloads (a toast of the line before may still show)
    await expect(dialogo).toBeHidden({ timeout: 20_000 });
  }
  await expect(page.getByText('O banco fecha: nenhuma pendência no período.')).toBeVisible();
  expect((await bancoDaApi(page, inicio, fim)).pendencias).toEqual([]);
});

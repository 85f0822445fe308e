import type { Page } from '@playwright/test';
import { abrirAba, expect, openAs, test } from './support.ts';

type Servico = {
  id: number;
  venda: { id: number; consultor: { nome: string } | null };
};
type Bilhete = { subcotacao: number; tipo_cotacao: string; quantidade_milhas: number; validado: boolean };

/** A service of the consultant Carlos waiting for validation whose only pending ticket is a miles one with two accounts offered. */
async function servicoComUmBilheteDeMilhas(page: Page): Promise<{ servico: Servico; bilhete: Bilhete }> {
  for (let pagina = 1; pagina <= 3; pagina += 1) {
    const { servicos } = (await (
      await page.request.get(`/api/servicos/validacao_pendente/?page=${pagina}`)
    ).json()) as { servicos: Servico[] };
    for (const servico of servicos) {
      if (servico.venda.consultor?.nome !== 'Carlos') continue;
      const bilhetes = (await (
        await page.request.get(`/api/servicos/${servico.id}/validacoes/`)
      ).json()) as Bilhete[];
      const pendentes = bilhetes.filter((b) => !b.validado);
      const [bilhete] = pendentes;
      if (pendentes.length !== 1 || !bilhete || bilhete.tipo_cotacao !== 'milha') continue;
      const contas = (await (
        await page.request.get(`/api/milhas-validadas/contas/?subcotacao=${bilhete.subcotacao}`)
      ).json()) as unknown[];
      if (contas.length >= 2) return { servico, bilhete };
    }
  }
  throw new Error('nenhum serviço do consultor com um único bilhete de milhas pendente');
}

const codigo = (id: number) => String(id).padStart(4, '0');

test('a miles manager edits a price tier and approves a miles ticket with two accounts; the issuer records the payments, finance pays the order and the commission report shows it', async ({
  page,
  browser,
}) => {
  test.setTimeout(360_000);

  // Milhas: the first tier of a programme's sale price changed, the old row in this month's history
  await openAs(page, 'milhas', '/milhas');
  const editar = page.getByRole('button', { name: /^Editar Smiles/ }).first();
  await expect(editar).toBeEnabled({ timeout: 15_000 });
  await editar.click();
  const dialogo = page.getByRole('dialog').filter({ has: page.getByRole('textbox', { name: 'até 5.000' }) });
  const faixa = dialogo.getByRole('textbox', { name: 'até 5.000' });
  const anterior = await faixa.inputValue();
  await faixa.fill('26,90');
  await dialogo.getByRole('button', { name: 'Salvar' }).click();
  await expect(
    page.getByText('Tem certeza que deseja alterar o valor das milhas desse programa?', { exact: false }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Sim' }).click();
  await expect(page.getByText('26,90').first()).toBeVisible();
  const historico = (await (
    await page.request.get(
      `/api/milhas/historico/?mes=${new Date().toISOString().slice(0, 7)}&tipo=preco_de_venda`,
    )
  ).json()) as { programa: { nome: string }; precos: string[] }[];
  expect(historico.some((l) => l.programa.nome === 'Smiles' && l.precos[0] !== '26.90')).toBe(true);
  expect(anterior).not.toBe('');
  const hojeNaAgencia = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(),
  );
  await expect(page.getByText(`Arquivados em ${hojeNaAgencia}`).first()).toBeVisible();

  // Autorizações de Milhas: the ticket approved with two accounts, the best-practices question answered Não
  const { servico, bilhete } = await servicoComUmBilheteDeMilhas(page);
  await page.goto('/painel-autorizacao');
  await page.getByRole('button', { name: `Abrir bilhetes do serviço ${codigo(servico.id)}` }).click();
  await page.getByRole('button', { name: `Validar bilhete ${codigo(bilhete.subcotacao)}` }).click();
  const aprovar = page.getByRole('dialog', { name: 'Aprovar?' });
  await expect(aprovar).toBeVisible();
  const metade = Math.floor(bilhete.quantidade_milhas / 2);
  const contas = [metade, bilhete.quantidade_milhas - metade];
  await aprovar.getByRole('button', { name: 'Adicionar conta' }).click();
  for (const [indice, milhas] of contas.entries()) {
    const linha = aprovar.getByRole('group', { name: `Conta ${indice + 1}` });
    await linha.getByRole('combobox', { name: 'Conta fidelidade' }).click();
    await page.getByRole('option').nth(indice).click();
    await linha.getByRole('textbox', { name: 'Quantidade de milhas' }).fill(String(milhas));
    await linha.getByRole('textbox', { name: 'Valor do milheiro (R$)' }).fill('17,50');
  }
  await aprovar.getByRole('button', { name: 'Aprovar' }).click();
  await expect(page.getByText('A validação seguiu o manual de boas práticas de milhas?')).toBeVisible();
  await page.getByRole('button', { name: 'Não' }).click();
  await page.getByRole('textbox').last().fill('Conta do cliente bloqueada');
  await page
    .getByRole('button', { name: /Confirmar|Enviar|Salvar/ })
    .last()
    .click();
  await expect(page.getByText('Autorizado com sucesso!')).toBeVisible({ timeout: 15_000 });

  // the service moved on to issuance: its miles issuance is in the queue
  const { emissoes } = (await (
    await page.request.get(`/api/emissoes/detailed/?id_servico=${servico.id}&page=1`)
  ).json()) as { emissoes: { id: number; status: string; tipo: string }[] };
  const emissao = emissoes.find((e) => e.tipo === 'emissao_voo_milha');
  expect(emissao?.status).toBe('fila_de_emissao');
  if (!emissao) return;

  // the issuer records who pays: the miles by the agency, which becomes a payment order
  const emissor = await browser.newPage();
  await openAs(emissor, 'emissor', `/emissoes/${emissao.id}`);
  // the issuer reads the accounts the miles ticket was validated with, the miles of each
  const contasEmissao = emissor.getByRole('table', { name: 'Contas para emissão' });
  await expect(contasEmissao).toBeVisible({ timeout: 15_000 });
  for (const milhas of contas)
    await expect(
      contasEmissao
        .getByRole('row')
        .filter({ hasText: milhas.toLocaleString('pt-BR') })
        .first(),
    ).toBeVisible();
  await expect(contasEmissao.getByRole('row')).toHaveCount(contas.length + 1);
  await abrirAba(emissor, 'Pagamentos');
  await expect(emissor.getByText('Pagamento da Emissão')).toBeVisible();
  await emissor.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(emissor.getByText('Ordens de pagamentos criadas com sucesso!.')).toBeVisible();
  await emissor.close();

  // finance marks the order paid with the supplier's invoice id
  const financeiro = await browser.newPage();
  await openAs(financeiro, 'financeiro', '/ordem-pagamento/abertos');
  await financeiro.getByRole('textbox', { name: 'ID da Venda' }).fill(String(servico.venda.id));
  const cartao = financeiro.getByText(`Emissão: ${codigo(emissao.id)}`);
  await expect(cartao).toBeVisible({ timeout: 15_000 });
  // the issuance's own card: orders without an issuance (refunds, miles purchases) are listed first
  await financeiro
    .getByRole('region', { name: `Emissão: ${codigo(emissao.id)}` })
    .getByRole('button', { name: 'Marcar como pago' })
    .first()
    .click();
  const pago = financeiro.getByRole('dialog', { name: 'Marcar como pago' });
  await expect(pago).toBeVisible({ timeout: 10_000 });
  await pago.getByRole('textbox', { name: 'ID da fatura' }).fill('NF-2026-77001');
  const hoje = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  await pago.getByRole('textbox', { name: 'Data do pagamento' }).fill(hoje);
  await pago.getByRole('button', { name: 'Confirmar' }).click();
  await expect(financeiro.getByText('Alterado status da ordem de pagamento!')).toBeVisible();
  await financeiro.goto(`/ordem-pagamento/pagos`);
  await financeiro.getByRole('textbox', { name: 'ID da Venda' }).fill(String(servico.venda.id));
  await expect(
    financeiro.getByRole('region', { name: `Emissão: ${codigo(emissao.id)}` }).getByText('NF-2026-77001'),
  ).toBeVisible({ timeout: 15_000 });

  // commission: the amounts for the comissao department, the reduced columns for the consultant
  await financeiro.goto('/comissao');
  await financeiro.getByRole('textbox', { name: 'ID da Emissão' }).fill(String(emissao.id));
  await expect(financeiro.getByRole('columnheader', { name: 'Valor Base' })).toBeVisible({ timeout: 15_000 });
  await expect(financeiro.getByRole('cell', { name: codigo(emissao.id) }).first()).toBeVisible({
    timeout: 15_000,
  });
  await financeiro.close();

  const consultor = await browser.newPage();
  await openAs(consultor, 'consultor', '/comissao');
  await consultor.getByRole('textbox', { name: 'ID da Emissão' }).fill(String(emissao.id));
  await expect(consultor.getByRole('cell', { name: codigo(emissao.id) }).first()).toBeVisible({
    timeout: 15_000,
  });
  await expect(consultor.getByRole('columnheader', { name: 'Valor Base' })).toHaveCount(0);
  const resposta = (await (
    await consultor.request.get(`/api/emissoes/comissao/?id_emissao=${emissao.id}&page=1`)
  ).json()) as { emissoes: Record<string, unknown>[] };
  expect(resposta.emissoes).toHaveLength(1);
  expect(Object.keys(resposta.emissoes[0] ?? {})).not.toContain('valor_base');
  await consultor.close();
});

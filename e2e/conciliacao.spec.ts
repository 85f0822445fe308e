import type { Page } from '@playwright/test';
import { confirmarConclusao } from './concluir-emissao.ts';
import { expect, openAs, signIn, test } from './support.ts';

type CarrinhoBeneficiarios = { cotacao: number; quantidade: number; beneficiarios: unknown[] }[];
type Cotacao = {
  id: number;
  tipo_cotacao: string;
  custo_total: string;
  valor_final: string;
  valor_ajuste: string;
  lucro_porcentagem: string;
  cotacao_voo: { subcotacoes: { tipo_cotacao: string }[] } | null;
};
type Pagamento = { id: number; status: string; versao: number };
type Ordem = { id: number; valor: string; status: string; campo_formador: string };

const codigo = (id: number) => String(id).padStart(4, '0');
/** `'1234.50'` → 123450: money compared in whole cents. */
const centavos = (valor: string) => Math.round(Number(valor) * 100);
const hojeNaAgencia = () =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());
/** `1234.5` → `R$ 1.234,50`, as the screens show money (the space may be a no-break one). */
const reais = (valor: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(valor).replace(/\s/g, ' ');
const textoReais = (valor: number) =>
  new RegExp(
    reais(valor)
      .replace(/[$.]/g, (c) => `\\${c}`)
      .replace(' ', '\\s'),
  );

/**
 * A sale in proposta of the signed-in consultant whose cart holds one paid quote (no miles or wallet ticket,
 * so releasing it goes straight to issuance) and no beneficiary yet; the last one found, so that the
 * invoicing journey keeps the first.
 */
async function vendaComCarrinhoPagante(
  page: Page,
): Promise<{ venda: number; criada: string; cotacao: number }> {
  const eu = (await (await page.request.get('/api/whoami/')).json()).user.id as number;
  let achada: { venda: number; criada: string; cotacao: number } | null = null;
  for (let pagina = 1; pagina <= 10; pagina++) {
    const { vendas, pages } = (await (
      await page.request.get(`/api/vendas/detailed/?status=proposta&page=${pagina}`)
    ).json()) as {
      vendas: {
        id: number;
        created_at: string;
        num_cotacoes_carrinho: number;
        consultor: { id: number } | null;
      }[];
      pages: number;
    };
    for (const venda of vendas.filter((v) => v.num_cotacoes_carrinho === 1 && v.consultor?.id === eu)) {
      const lista = (await (
        await page.request.get(`/api/vendas/${venda.id}/beneficiarios/`)
      ).json()) as CarrinhoBeneficiarios;
      const item = lista[0];
      if (lista.length !== 1 || !item || item.beneficiarios.length > 0 || item.quantidade !== 1) continue;
      const cotacao = (await (await page.request.get(`/api/cotacoes/${item.cotacao}/`)).json()) as Cotacao;
      const tipos = [
        cotacao.tipo_cotacao,
        ...(cotacao.cotacao_voo?.subcotacoes ?? []).map((s) => s.tipo_cotacao),
      ];
      if (tipos.every((tipo) => tipo === 'pagante'))
        achada = { venda: venda.id, criada: venda.created_at, cotacao: cotacao.id };
    }
    if (pagina >= pages) break;
  }
  if (!achada) throw new Error('nenhuma venda em proposta com uma cotação paga no carrinho');
  return achada;
}

test('a consultant invoices a cart; finance concludes its payment while a second finance session is told of the change, releases the service, the issuer concludes with payment lines, finance pays the order, the reconciliation is empty, and a changed order moves the quote cost', async ({
  page,
  browser,
}) => {
  test.setTimeout(420_000);

  // the consultant fills the beneficiary and invoices the cart at sight by Pix
  await openAs(page, 'consultor', '/');
  const { venda, criada, cotacao } = await vendaComCarrinhoPagante(page);
  const contatos = (await (await page.request.get('/api/contatos/?search=Silva')).json()) as {
    contatos: { nome: string; sobrenome: string | null }[];
  };
  const contato = contatos.contatos.at(-1);
  if (!contato) throw new Error('nenhum contato para beneficiário');
  await page.goto(`/vendas/${venda}/carrinho`);
  await expect(page.getByRole('table', { name: 'Carrinho' })).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar beneficiário' }).click();
  const picker = page.getByRole('dialog', { name: 'Selecionar cliente' });
  const busca = picker.getByRole('textbox', { name: 'Buscar por nome ou CPF' });
  await busca.fill(`${contato.nome} ${contato.sobrenome ?? ''}`.trim());
  await busca.press('Enter');
  await picker.getByRole('row').filter({ hasText: contato.nome }).first().click();
  await expect(picker).toBeHidden();
  await expect(page.getByText('1 de 1', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Faturar carrinho' }).click();
  const fatura = page.getByRole('dialog', { name: 'Faturar carrinho' });
  await fatura.getByRole('combobox', { name: 'Tipo de pagamento*' }).click();
  await page.getByRole('option', { name: 'À vista', exact: true }).click();
  await fatura.getByRole('combobox', { name: 'Meio de pagamento' }).click();
  await page.getByRole('option', { name: 'Pix', exact: true }).click();
  await fatura.getByRole('button', { name: 'Inserir pagamento' }).click();
  await expect(fatura.getByText('Pagamento inserido')).toBeVisible();
  await fatura.getByRole('button', { name: 'Faturar carrinho' }).click();
  await expect(page.getByText('Carrinho enviado para fatura com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/vendas/${venda}/servicos$`));
  await expect(page.getByText('Aguardando pagamento').first()).toBeVisible();

  // two finance sessions (each signed in) open the same payment; the first concludes it, the second is told
  await page.context().clearCookies();
  await openAs(page, 'financeiro', `/vendas/${venda}/pagamentos`);
  const [pagamento, ...outros] = (await (
    await page.request.get(`/api/vendas/${venda}/pagamentos/`)
  ).json()) as Pagamento[];
  if (!pagamento) throw new Error('pagamento da fatura não encontrado');
  expect(outros).toHaveLength(0);
  const idPagamento = codigo(pagamento.id);
  const outroContexto = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  const outro = await outroContexto.newPage();
  await signIn(outro, 'financeiro');
  await outro.goto(`/vendas/${venda}/pagamentos`);

  await page.getByRole('button', { name: `Editar pagamento ${idPagamento}` }).click();
  const edicao = page.getByRole('dialog', { name: `Editar pagamento ${idPagamento}` });
  await outro.getByRole('button', { name: `Editar pagamento ${idPagamento}` }).click();
  const edicaoOutra = outro.getByRole('dialog', { name: `Editar pagamento ${idPagamento}` });
  await expect(edicaoOutra).toBeVisible();

  await edicao.getByRole('combobox', { name: 'Status do pagamento' }).click();
  await page.getByRole('option', { name: 'Concluído' }).click();
  await edicao.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Pagamento alterado com sucesso!')).toBeVisible();

  await edicaoOutra.getByRole('combobox', { name: 'Status do pagamento' }).click();
  await outro.getByRole('option', { name: 'Concluído' }).click();
  await edicaoOutra.getByRole('button', { name: 'Salvar' }).click();
  await expect(
    outro.getByText('Este registro foi alterado por outra pessoa. Recarregue para ver a versão atual.'),
  ).toBeVisible();
  await outroContexto.close();
  const concluido = (await (
    await page.request.get(`/api/vendas/${venda}/pagamentos/`)
  ).json()) as Pagamento[];
  expect(concluido).toEqual([expect.objectContaining({ id: pagamento.id, status: 'concluido' })]);
  // concluded in one transaction (its edit, then the one settlement): a newer version than the one read
  expect(concluido[0]?.versao).toBeGreaterThan(pagamento.versao);

  // finance releases the service its concluded payment covers
  const [servico] = (await (await page.request.get(`/api/vendas/${venda}/servicos/`)).json()) as {
    id: number;
    valor_total: string;
    valor_pago: string;
  }[];
  if (!servico) throw new Error('serviço da fatura não encontrado');
  expect(servico.valor_pago).toBe(servico.valor_total);
  await page.goto('/painel-pagamentos');
  const esperando = page.getByRole('table', { name: 'Serviços esperando pagamento' });
  await esperando.getByRole('button', { name: `Faturar serviço ${codigo(servico.id)}` }).click();
  const liberar = page.getByRole('dialog', { name: `Faturar serviço ${codigo(servico.id)}` });
  await expect(liberar.getByText('O serviço seguiu o manual de boas práticas?')).toBeVisible();
  await expect(liberar.getByText(/não cobrem este serviço/)).toHaveCount(0);
  await liberar.getByRole('button', { name: 'Sim' }).click();
  await expect(page.getByText('Servico faturado com sucesso!')).toBeVisible();

  // the issuer cannot conclude before recording who pays; with the agency's lines saved, it concludes
  const { emissoes } = (await (
    await page.request.get(`/api/emissoes/detailed/?id_servico=${servico.id}&page=1`)
  ).json()) as { emissoes: { id: number; status: string }[] };
  const [emissao] = emissoes;
  expect(emissoes).toHaveLength(1);
  expect(emissao?.status).toBe('fila_de_emissao');
  if (!emissao) return;
  await page.context().clearCookies();
  await openAs(page, 'emissor', `/emissoes/${emissao.id}`);
  await expect(page.getByRole('heading', { name: 'Detalhes da Emissão' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Localizador' }).fill('cz4m8r');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Emissão salva com sucesso!')).toBeVisible();
  await page.getByRole('button', { name: 'Concluir' }).click();
  await confirmarConclusao(page);
  await expect(
    page.getByText(/Registre na aba Pagamentos quem paga cada campo formador/).first(),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Pagamentos' }).click();
  await expect(page.getByText('Pagamento da Emissão')).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Quem paga / }).first()).toHaveText('Agência');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Pagamento registrado com sucesso')).toBeVisible();
  await page.getByRole('tab', { name: 'Geral' }).click();
  await page.getByRole('button', { name: 'Concluir' }).click();
  await confirmarConclusao(page);
  await expect(page.getByText('Emissão concluída com sucesso!')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dados da emissão' }).getByText('Finalizada')).toBeVisible();

  // finance pays the issuance's first order in Contas a Pagar, with the supplier's invoice id
  await page.context().clearCookies();
  await openAs(page, 'financeiro', '/ordem-pagamento/abertos');
  const ordens = async (status: 'aberto' | 'pago') =>
    (
      (await (
        await page.request.get(`/api/ordens-pagamento/?status=${status}&id_venda=${venda}&page=1`)
      ).json()) as { ordemPagamento: { OPs: Ordem[] }[] }
    ).ordemPagamento.flatMap((g) => g.OPs);
  const [ordem] = await ordens('aberto');
  if (!ordem) throw new Error('a conclusão não criou ordens de pagamento');
  const linhaDaOrdem = (regiao: ReturnType<Page['getByRole']>) =>
    regiao.getByRole('row').filter({ has: page.getByRole('cell', { name: codigo(ordem.id), exact: true }) });
  await page.getByRole('textbox', { name: 'ID da Venda' }).fill(String(venda));
  const cartao = page.getByRole('region', { name: `Emissão: ${codigo(emissao.id)}` });
  await expect(cartao).toBeVisible({ timeout: 15_000 });
  await linhaDaOrdem(cartao).getByRole('button', { name: 'Marcar como pago' }).click();
  const pago = page.getByRole('dialog', { name: 'Marcar como pago' });
  await expect(pago).toBeVisible({ timeout: 10_000 });
  await pago.getByRole('textbox', { name: 'ID da fatura' }).fill('NF-2026-88001');
  await pago.getByRole('textbox', { name: 'Data do pagamento' }).fill(hojeNaAgencia());
  await pago.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Alterado status da ordem de pagamento!')).toBeVisible();
  expect((await ordens('pago')).map((o) => o.id)).toContain(ordem.id);

  // the reconciliation of the period from the sale's creation to today: the books balance
  const inicio = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(criada));
  const fim = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  await page.goto(`/conciliacao?inicio=${inicio}&fim=${fim}`);
  await expect(page.getByRole('heading', { name: 'Conciliação' })).toBeVisible();
  await expect(page.getByText('Os livros fecham: nenhuma divergência no período.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('table', { name: 'Divergências' })).toHaveCount(0);

  // the supplier's invoice was R$ 100,00 more: finance reopens the order and corrects its value, and the
  // quote's cost rises and its margin falls by it
  const antes = (await (await page.request.get(`/api/cotacoes/${cotacao}/`)).json()) as Cotacao;
  await page.goto('/ordem-pagamento/pagos');
  await page.getByRole('textbox', { name: 'ID da Venda' }).fill(String(venda));
  const cartaoPago = page.getByRole('region', { name: `Emissão: ${codigo(emissao.id)}` });
  await expect(linhaDaOrdem(cartaoPago).getByText('NF-2026-88001')).toBeVisible({ timeout: 15_000 });
  await cartaoPago.getByRole('combobox', { name: `Status da ordem ${codigo(ordem.id)}` }).click();
  await page.getByRole('option', { name: 'Aberto' }).click();
  const reabrir = page.getByRole('dialog', { name: 'Deseja mudar o status para aberto?' });
  await reabrir.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Alterado status da ordem de pagamento!')).toBeVisible();

  await page.goto('/ordem-pagamento/abertos');
  await page.getByRole('textbox', { name: 'ID da Venda' }).fill(String(venda));
  await expect(linhaDaOrdem(cartao)).toBeVisible({ timeout: 15_000 });
  const novoValor = (centavos(ordem.valor) + 10_000) / 100;
  await linhaDaOrdem(cartao).getByRole('button', { name: 'Alterar valor' }).click();
  const valor = page.getByRole('dialog', { name: 'Alterar valor' });
  await expect(valor).toBeVisible({ timeout: 10_000 });
  await valor.getByRole('textbox', { name: 'Valor' }).fill(novoValor.toFixed(2).replace('.', ','));
  await valor.getByRole('button', { name: 'Salvar' }).click();
  await expect(valor).toBeHidden();
  await expect(linhaDaOrdem(cartao)).toContainText(textoReais(novoValor));

  const depois = (await (await page.request.get(`/api/cotacoes/${cotacao}/`)).json()) as Cotacao;
  expect(centavos(depois.custo_total)).toBe(centavos(antes.custo_total) + 10_000);
  expect(depois.valor_final).toBe(antes.valor_final);
  expect(centavos(depois.valor_ajuste)).toBe(centavos(antes.valor_ajuste) - 10_000);
  expect(Number(depois.lucro_porcentagem)).toBeLessThan(Number(antes.lucro_porcentagem));

  // the corrected payable keeps the books balanced: cost and margin moved with it
  await page.goto(`/conciliacao?inicio=${inicio}&fim=${fim}`);
  await expect(page.getByText('Os livros fecham: nenhuma divergência no período.')).toBeVisible({
    timeout: 15_000,
  });

  // the sale's quotes show the new cost and margin
  await page.goto(`/vendas/${venda}/cotacoes`);
  const linha = page
    .getByRole('table', { name: 'Cotações da venda' })
    .getByRole('row')
    .filter({ hasText: codigo(cotacao) });
  await expect(linha).toContainText(textoReais(Number(depois.custo_total)));
  await expect(linha).toContainText(textoReais(Number(depois.valor_ajuste)));
});

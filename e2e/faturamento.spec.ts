import type { Page } from '@playwright/test';
import { formatMoney } from '@skyler/domain/formatters';
import { formatCpf, hojeNaAgencia } from '@skyler/domain/formatters-basicos';
import { faturaSugerida } from '@skyler/domain/precos/fatura-sugerida';
import { expect, expectAccessible, openAs, test } from './support.ts';

type CarrinhoBeneficiarios = { cotacao: number; quantidade: number; beneficiarios: unknown[] }[];

/** A sale in proposta of the consultant whose cart holds one quote and no beneficiary yet. */
async function vendaComCarrinhoVazioDeBeneficiarios(page: Page): Promise<number> {
  for (let pagina = 1; pagina <= 10; pagina++) {
    const resposta = await page.request.get(`/api/vendas/detailed/?status=proposta&page=${pagina}`);
    const { vendas, pages } = (await resposta.json()) as {
      vendas: { id: number; num_cotacoes_carrinho: number }[];
      pages: number;
    };
    for (const venda of vendas.filter((v) => v.num_cotacoes_carrinho === 1)) {
      const lista = (await (
        await page.request.get(`/api/vendas/${venda.id}/beneficiarios/`)
      ).json()) as CarrinhoBeneficiarios;
      if (lista.length === 1 && lista[0]?.beneficiarios.length === 0 && (lista[0]?.quantidade ?? 9) <= 2)
        return venda.id;
    }
    if (pagina >= pages) break;
  }
  throw new Error('nenhuma venda em proposta com um carrinho sem beneficiários');
}

/** A minimal PDF, as a scanned receipt would be uploaded. */
const RECIBO_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('a consultant fills the beneficiaries and invoices a cart with the proposal’s entry pre-filled and 10 instalments; the client pays the card link, finance concludes the Pix entry and releases the service in one dialog, and the sale is concluded', async ({
  page,
}) => {
  test.setTimeout(300_000);
  // the consultant opens a cart whose quote has no beneficiary yet
  await openAs(page, 'consultor', '/');
  const venda = await vendaComCarrinhoVazioDeBeneficiarios(page);
  const { quantidade } = (
    (await (await page.request.get(`/api/vendas/${venda}/beneficiarios/`)).json()) as CarrinhoBeneficiarios
  )[0] ?? {
    quantidade: 1,
  };
  const contatos = (await (await page.request.get('/api/contatos/?search=Silva')).json()) as {
    contatos: { id: number; nome: string; sobrenome: string | null }[];
  };
  await page.goto(`/vendas/${venda}/carrinho`);
  await expect(page.getByRole('table', { name: 'Carrinho' })).toBeVisible();

  // invoicing is refused while the beneficiaries are missing
  await page.getByRole('button', { name: 'Faturar carrinho' }).click();
  await expect(
    page.getByText('Por favor insira todos os beneficiários associados para todas as cotações.'),
  ).toBeVisible();

  for (let i = 0; i < quantidade; i++) {
    const contato = contatos.contatos[i];
    if (!contato) throw new Error('contatos insuficientes');
    await page.getByRole('button', { name: 'Adicionar beneficiário' }).click();
    const picker = page.getByRole('dialog', { name: 'Selecionar cliente' });
    await picker
      .getByRole('textbox', { name: 'Buscar por nome ou CPF' })
      .fill(`${contato.nome} ${contato.sobrenome ?? ''}`.trim());
    await picker.getByRole('textbox', { name: 'Buscar por nome ou CPF' }).press('Enter');
    await picker.getByRole('row').filter({ hasText: contato.nome }).first().click();
    await expect(picker).toBeHidden();
  }
  await expect(page.getByText(`${quantidade} de ${quantidade}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Adicionar beneficiário' })).toHaveCount(0);

  // the invoicing dialog opens with the proposal's condition: a third by Pix today, the rest in 12x
  const [cotacao] = (await (await page.request.get(`/api/vendas/${venda}/carrinho/`)).json()) as {
    valor_final: string;
    custo_agencia: string | null;
  }[];
  if (!cotacao) throw new Error('carrinho vazio');
  const sugerida = faturaSugerida({
    valorAVista: cotacao.valor_final,
    custo: cotacao.custo_agencia,
    hoje: hojeNaAgencia(),
  });
  if (!sugerida) throw new Error('cotação sem condição');
  await page.getByRole('button', { name: 'Faturar carrinho' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Faturar carrinho' });
  await expect(dialogo.getByRole('combobox', { name: 'Tipo de pagamento*' })).toHaveText(
    'Parcelado com Entrada',
  );
  await expect(dialogo.getByRole('combobox', { name: 'Parcelas' })).toHaveText('12x');
  const entradaTexto = sugerida.valorEntrada.replace('.', ',');
  await expect(dialogo.getByRole('textbox', { name: 'Valor de entrada*' })).toHaveValue(entradaTexto);
  await expect(dialogo.getByText('Pagamento inserido')).toBeVisible();
  await expect(dialogo.getByTestId('total-fatura')).toHaveText(formatMoney(sugerida.fatura.valorTotal));
  // the consultant agrees on 10 instalments instead: the figures follow
  await dialogo.getByRole('combobox', { name: 'Parcelas' }).click();
  await page.getByRole('option', { name: '10x', exact: true }).click();
  await expect(dialogo.getByText(`Entrada · Pix · ${formatMoney(sugerida.valorEntrada)}`)).toBeVisible();
  await expect(dialogo.getByText(/10\s?x/).first()).toBeVisible();
  await dialogo.getByRole('button', { name: 'Inserir pagamento' }).click();
  await expect(dialogo.getByText('Pagamento inserido')).toBeVisible();
  await expectAccessible(page);
  await dialogo.getByRole('button', { name: 'Faturar carrinho' }).click();
  await expect(page.getByText('Carrinho enviado para fatura com sucesso!')).toBeVisible();

  // the service waits for payment; the payments are the Pix entry and the card instalments
  await expect(page).toHaveURL(new RegExp(`/vendas/${venda}/servicos$`));
  await expect(page.getByText('Aguardando pagamento').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Pagamentos' }).click();
  const tabela = page.getByRole('table', { name: 'Pagamentos da venda' });
  await expect(tabela.getByRole('row')).toHaveCount(3);
  await expect(tabela.getByText('Pagar.me · 10x')).toBeVisible();

  const pagamentos = (await (await page.request.get(`/api/vendas/${venda}/pagamentos/`)).json()) as {
    id: number;
    meio_pagamento: string;
    origem: string;
  }[];
  const entrada = pagamentos.find((p) => p.origem === 'entrada');
  const cartao = pagamentos.find((p) => p.meio_pagamento === 'pagarme');
  if (!entrada || !cartao) throw new Error('pagamentos da fatura não encontrados');
  const idEntrada = String(entrada.id).padStart(4, '0');
  const idCartao = String(cartao.id).padStart(4, '0');

  // a card link for the instalments, paid by the client at the gateway
  await page.getByRole('button', { name: `Link de pagamento do pagamento ${idCartao}` }).click();
  const link = page.getByRole('dialog', { name: `Link de pagamento do pagamento ${idCartao}` });
  await link.getByRole('button', { name: 'Gerar link de pagamento' }).click();
  const url = await link.getByRole('textbox', { name: 'Link de pagamento' }).inputValue();
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/pay\/pl_/);
  await link.getByRole('button', { name: 'Fechar' }).click();

  const checkout = await page.context().newPage();
  await checkout.goto(url);
  await checkout.getByRole('button', { name: 'Pagar' }).click();
  await expect(checkout.getByText('Pagamento aprovado')).toBeVisible();
  await checkout.close();
  await expect
    .poll(async () => {
      const lista = (await (await page.request.get(`/api/vendas/${venda}/pagamentos/`)).json()) as {
        id: number;
        status: string;
      }[];
      return lista.find((p) => p.id === cartao.id)?.status;
    })
    .toBe('concluido');

  // finance concludes the Pix entry with its receipt from Contas a Receber, without opening the sale: it
  // completes the service, so the same dialog releases it with the best-practices answer
  await page.context().clearCookies();
  await openAs(page, 'financeiro', `/pagamentos-abertos?venda=${venda}`);
  const receber = page.getByRole('table', { name: 'Pagamentos em Aberto' });
  const linhaEntrada = receber.getByRole('row').filter({ hasText: idEntrada });
  // Ctrl-click on the row opens its sale in a new tab, and the list stays
  const [novaAba] = await Promise.all([
    page.context().waitForEvent('page'),
    linhaEntrada.getByRole('cell', { name: idEntrada, exact: true }).click({ modifiers: ['ControlOrMeta'] }),
  ]);
  await expect(novaAba).toHaveURL(new RegExp(`/vendas/${venda}/pagamentos$`));
  await novaAba.close();
  await expect(page).toHaveURL(/\/pagamentos-abertos/);
  await linhaEntrada.getByRole('button', { name: `Concluir pagamento ${idEntrada}` }).click();
  const conclusao = page.getByRole('dialog', { name: `Concluir pagamento ${idEntrada}` });
  await expect(conclusao.getByRole('combobox', { name: 'Status do pagamento' })).toHaveText('Concluído');
  await conclusao.getByLabel('Anexar comprovante').setInputFiles({
    name: 'comprovante-pix.pdf',
    mimeType: 'application/pdf',
    buffer: RECIBO_PDF,
  });
  const liberar = conclusao.getByRole('region', { name: 'Liberar serviço' });
  await expect(liberar.getByRole('checkbox')).toBeChecked();
  await liberar.getByRole('radio', { name: 'Sim' }).check();
  await expectAccessible(page);
  await conclusao.getByRole('button', { name: 'Salvar' }).click();
  // one transaction concludes the payment, releases the service and creates its issuances
  await expect(page.getByText('Pagamento concluído e serviço liberado!')).toBeVisible({ timeout: 30_000 });
  await expect(conclusao).toBeHidden();
  await expect(linhaEntrada).toHaveCount(0);
  await expect(page).toHaveURL(/\/pagamentos-abertos/);
  const servicosDaVenda = (await (await page.request.get(`/api/vendas/${venda}/servicos/`)).json()) as {
    status: string;
    seguiu_manual_boas_praticas: boolean | null;
  }[];
  expect(servicosDaVenda.map((s) => s.status)).not.toContain('pagamento');
  expect(servicosDaVenda.map((s) => s.status)).not.toContain('pagamento_validacao');
  expect(servicosDaVenda[0]?.seguiu_manual_boas_praticas).toBe(true);
  await page.goto(`/vendas/${venda}/pagamentos`);
  await expect(page.getByRole('button', { name: `Ver comprovante do pagamento ${idEntrada}` })).toBeVisible();

  // the webhook concluded the card payment, finance the entry: nothing is open, and the sale can be concluded
  await expect(tabela.getByRole('row').filter({ hasText: 'Concluído' })).toHaveCount(2);
  await expect(page.getByTestId('total-aberto').getByRole('definition')).toHaveText(/^(-|R\$\s0,00)$/);
  await page.getByRole('button', { name: 'Concluir Venda' }).click();
  await page
    .getByRole('dialog', { name: 'Concluir venda' })
    .getByRole('button', { name: 'Concluir Venda' })
    .click();
  await expect(page).toHaveURL(/\/vendas(\?|$)/);
  const vendaConcluida = (await (await page.request.get(`/api/vendas/${venda}/`)).json()) as {
    status: string;
  };
  expect(vendaConcluida.status).toBe('concluida');
});

test('a consultant chooses two passengers once for two quotes of a Lisbon request and is warned about a missing passport', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const sufixo = String(Date.now()).slice(-5);
  const csrf = async () => (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  const getJson = async <T>(url: string): Promise<T> => {
    const resposta = await page.request.get(url);
    expect(resposta.ok(), `GET ${url}`).toBe(true);
    return (await resposta.json()) as T;
  };

  // set-up through the API: the consultant's sale with a round trip to Lisbon for two adults…
  await openAs(page, 'consultor', '/vendas');
  const eu = (await getJson<{ user: { id: number } }>('/api/whoami/')).user.id;
  const [cliente] = (
    await getJson<{ contatos: { id: number }[] }>('/api/contatos/?search=Helena%20Duarte%20Campos')
  ).contatos;
  if (!cliente) throw new Error('a passageira completa da demonstração não existe');
  const criada = await page.request.post('/api/vendas/', {
    headers: { 'X-CSRFToken': await csrf() },
    data: {
      cliente: cliente.id,
      consultor: eu,
      meio_contato_tipo: 'Outro',
      meio_contato_valor: 'telefone',
      orcamentos: [
        {
          tipo_servico: 'orcamento_voo',
          descricao: `Lisboa ${sufixo}`,
          orcamento_voo: {
            tipo_trecho: 'ida_volta',
            adultos: 2,
            trechos: [
              { origem: 'São Paulo (GRU)', destino: 'Lisboa (LIS)', data_inicio: '2027-06-08' },
              { origem: 'Lisboa (LIS)', destino: 'São Paulo (GRU)', data_inicio: '2027-06-22' },
            ],
          },
        },
      ],
    },
  });
  expect(criada.status()).toBe(201);
  const { id: venda } = (await criada.json()) as { id: number };
  const [pedido] = await getJson<{ id: number }[]>(`/api/vendas/${venda}/orcamentos/`);
  if (!pedido) throw new Error('o pedido não foi criado');

  // …and two quotes of the quoter for it, both sent to the cart
  await page.context().clearCookies();
  await openAs(page, 'cotador', '/');
  const cotador = (await getJson<{ user: { id: number } }>('/api/whoami/')).user.id;
  const [fornecedor] = (await getJson<{ fornecedores: { id: number }[] }>('/api/fornecedores/?page=1'))
    .fornecedores;
  if (!fornecedor) throw new Error('nenhum fornecedor');
  const perna = (origem: string, destino: string, partida: string, chegada: string) => ({
    origem,
    destino,
    data_hora_partida: partida,
    data_hora_chegada: chegada,
    adultos: 2,
  });
  for (const [descricao, custo] of [
    [`TAP direto ${sufixo}`, '4100.00'],
    [`TAP noturno ${sufixo}`, '3890.00'],
  ] as const) {
    const cotacao = await page.request.post(`/api/orcamentos/${pedido.id}/cotacoes/`, {
      headers: { 'X-CSRFToken': await csrf() },
      data: {
        descricao,
        cotado_por: cotador,
        cotacao_voo: {
          subcotacoes: [
            {
              tipo_cotacao: 'pagante',
              fornecedor: fornecedor.id,
              custo_bilhete: custo,
              custo_taxa_embarque: '380.00',
              rav: '250.00',
              bilhete_ida: true,
              bilhete_volta: true,
              bilhete_independente: false,
              viagem: {
                trechos: [
                  { pernas: [perna('GRU', 'LIS', '2027-06-08T22:05', '2027-06-09T11:40')] },
                  { pernas: [perna('LIS', 'GRU', '2027-06-22T10:30', '2027-06-22T17:45')] },
                ],
              },
            },
          ],
        },
      },
    });
    expect(cotacao.status(), await cotacao.text()).toBe(201);
    const { id } = (await cotacao.json()) as { id: number };
    const carrinho = await page.request.post(`/api/vendas/${venda}/carrinho/`, {
      headers: { 'X-CSRFToken': await csrf() },
      data: { cotacao: id },
    });
    expect(carrinho.status(), await carrinho.text()).toBe(200);
  }

  // the consultant chooses the two passengers once, on the request, for both quotes
  await page.context().clearCookies();
  await openAs(page, 'consultor', `/vendas/${venda}/carrinho`);
  const secao = page.getByRole('region', {
    name: new RegExp(`Passageiros do orçamento .* · Lisboa ${sufixo}`),
  });
  await expect(page.getByRole('table', { name: 'Carrinho' }).getByText(`TAP direto ${sufixo}`)).toBeVisible({
    timeout: 30_000,
  });
  await expect(secao.getByText('Nenhum passageiro escolhido.')).toBeVisible({ timeout: 15_000 });
  for (const nome of ['Helena Duarte Campos', 'Rui Albuquerque Neto']) {
    await secao.getByRole('button', { name: /Adicionar passageiro ao orçamento/ }).click();
    const picker = page.getByRole('dialog', { name: 'Selecionar cliente' });
    await picker.getByRole('textbox', { name: 'Buscar por nome ou CPF' }).fill(nome);
    await picker.getByRole('textbox', { name: 'Buscar por nome ou CPF' }).press('Enter');
    await picker.getByRole('row').filter({ hasText: nome }).first().click();
    await expect(picker).toBeHidden();
    await expect(secao.getByRole('row', { name: new RegExp(nome) })).toBeVisible();
  }
  await expect(secao.getByText('2 de 2 passageiros')).toBeVisible();
  await expect(secao.getByRole('button', { name: /Adicionar passageiro ao orçamento/ })).toHaveCount(0);

  // both quotes got them as beneficiaries, without typing them twice
  const quotas = page.getByRole('region', { name: /^Beneficiários da cotação/ });
  await expect(quotas).toHaveCount(2);
  for (const quota of await quotas.all()) {
    await expect(quota.getByText('2 de 2')).toBeVisible();
    await expect(quota.getByText('Rui Albuquerque Neto')).toBeVisible();
  }

  // Lisbon is international: the passenger without a passport is warned of; the complete one is not
  const rui = secao.getByRole('row', { name: /Rui Albuquerque Neto/ });
  await expect(rui.getByText('Viagem internacional sem passaporte cadastrado.')).toBeVisible();
  await expect(rui.getByText('Data de nascimento não cadastrada.')).toBeVisible();
  await expect(secao.getByRole('row', { name: /Helena Duarte Campos/ }).getByText('Em ordem')).toBeVisible();
  await expectAccessible(page);
});

test('finance finds a client’s payments by the CPF typed with its dots and dash', async ({ page }) => {
  await openAs(page, 'financeiro', '/pagamentos');
  // a client of the demo with a CPF and payments
  const { pagamentos } = (await (await page.request.get('/api/pagamentos/')).json()) as {
    pagamentos: { venda: { cliente: { id: number; nome: string; sobrenome: string | null } | null } }[];
  };
  let alvo: { cpf: string; nome: string } | undefined;
  for (const { venda } of pagamentos) {
    if (!venda.cliente) continue;
    const contato = (await (await page.request.get(`/api/contatos/${venda.cliente.id}/`)).json()) as {
      cpf: string | null;
    };
    if (contato.cpf) {
      alvo = {
        cpf: contato.cpf,
        nome: [venda.cliente.nome, venda.cliente.sobrenome].filter(Boolean).join(' '),
      };
      break;
    }
  }
  if (!alvo) throw new Error('nenhum cliente com CPF entre os pagamentos');
  const esperados = (await (await page.request.get(`/api/pagamentos/?search=${alvo.cpf}`)).json()) as {
    pagamentos: unknown[];
  };
  expect(esperados.pagamentos.length).toBeGreaterThan(0);

  await page.getByRole('textbox', { name: 'Pesquisa' }).fill(formatCpf(alvo.cpf));
  await expect(page).toHaveURL(/search=/);
  const tabela = page.getByRole('table', { name: 'Pagamentos' });
  const linhas = tabela.locator('tbody tr').filter({ hasText: alvo.nome });
  await expect(linhas).toHaveCount(esperados.pagamentos.length);
  await expect(tabela.locator('tbody tr').filter({ hasNotText: alvo.nome })).toHaveCount(0);
});
test('finance charges a client’s open Pix payment; the client pays it at the gateway and its webhook concludes it with the fee', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openAs(page, 'financeiro', '/');
  // a demo client's open Pix payment with no charge yet, the oldest one that no bank line is proposed to
  // settle (the bank journey confirms those) and none made by another journey (those are newer)
  const propostos = new Set<number>();
  for (const status of ['sugerido', 'pendente']) {
    const texto = await (await page.request.get(`/api/movimentos-bancarios/?status=${status}`)).text();
    for (const [, ids] of texto.matchAll(/"pagamentos":\[([\d,]*)\]/g)) {
      for (const idProposto of (ids ?? '').split(',').filter(Boolean)) propostos.add(Number(idProposto));
    }
  }
  type Aberto = {
    id: number;
    venda: { id: number };
    valor_total: string;
    meio_pagamento: string;
    pix_copia_e_cola: string | null;
  };
  const candidatos: Aberto[] = [];
  for (let pagina = 1; pagina <= 20; pagina++) {
    const { pagamentos_abertos, pages } = (await (
      await page.request.get(`/api/pagamentos/pagamentos_abertos?page=${pagina}`)
    ).json()) as { pagamentos_abertos: Aberto[]; pages: number };
    candidatos.push(
      ...pagamentos_abertos.filter(
        (p) => p.meio_pagamento === 'pix' && p.pix_copia_e_cola === null && !propostos.has(p.id),
      ),
    );
    if (pagina >= pages) break;
  }
  const pagamento = candidatos.sort((a, b) => a.id - b.id)[0];
  if (!pagamento) throw new Error('nenhum pagamento Pix em aberto sem cobrança');
  const id = String(pagamento.id).padStart(4, '0');
  const cobrado = Math.round(Number(pagamento.valor_total) * 100);

  await page.goto(`/vendas/${pagamento.venda.id}/pagamentos`);
  await page.getByRole('button', { name: `Cobrança Pix do pagamento ${id}` }).click();
  const dialogo = page.getByRole('dialog', { name: `Cobrança Pix do pagamento ${id}` });
  await dialogo.getByRole('button', { name: 'Gerar cobrança Pix' }).click();
  await expect(dialogo.getByRole('img', { name: `QR code Pix do pagamento ${id}` })).toBeVisible();
  const codigo = await dialogo.getByRole('textbox', { name: 'Pix copia e cola' }).inputValue();
  expect(codigo).toMatch(/^000201/);
  await expect(dialogo.getByText(/^Válido até /)).toBeVisible();
  await expectAccessible(page);
  await dialogo.getByRole('button', { name: 'Fechar' }).click();

  // the client pays the order at the gateway (the fake's page for it), whose signed order.paid concludes it
  // the fake's order id: or_ and 16 hex digits, followed in the code by the EMV fields that end it
  const pedido = /https?:\/\/127\.0\.0\.1:\d+\/pay\/or_[0-9a-f]{16}/.exec(codigo)?.[0];
  if (!pedido) throw new Error(`o código Pix não traz o pedido do gateway: ${codigo}`);
  const checkout = await page.context().newPage();
  await checkout.goto(pedido);
  await checkout.getByRole('button', { name: 'Pagar' }).click();
  await expect(checkout.getByText('Pagamento aprovado')).toBeVisible();
  await checkout.close();

  await page.reload();
  // the payment's row: the table shows the sale and the services, the payment's id is in its actions' names
  const linha = page
    .getByRole('table', { name: 'Pagamentos da venda' })
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Reabrir pagamento ${id}` }) });
  await expect(linha.getByText('Concluído')).toBeVisible();
  await expect(linha.getByText(/com taxa/)).toBeVisible();
  const pago = (
    (await (await page.request.get(`/api/vendas/${pagamento.venda.id}/pagamentos/`)).json()) as {
      id: number;
      status: string;
      taxa_meio_pagamento: string;
    }[]
  ).find((p) => p.id === pagamento?.id);
  expect(pago?.status).toBe('concluido');
  // the fake keeps 0.99 % of a Pix
  expect(Math.round(Number(pago?.taxa_meio_pagamento) * 100)).toBe(Math.round(cobrado * 0.0099));
});

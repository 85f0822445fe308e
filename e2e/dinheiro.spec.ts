import type { Page } from '@playwright/test';
import { dec, moneyString } from '@skyler/domain/precos/dinheiro';
import { anoDaCotacao, converterParaReais } from '@skyler/domain/precos/moedas';
import { expect, openAs, test } from './support.ts';

type Cotacao = {
  id: number;
  custo_agencia: string;
  cambios?: Record<string, string> | null;
};
type Pagamento = { id: number; status: string; meio_pagamento: string; taxa_meio_pagamento: string };
type Servico = { id: number; valor_total: string; valor_pago: string };
type Ordem = {
  id: number;
  tipo: string;
  valor: string;
  moeda: string;
  valor_moeda: string;
  cambio: string;
  valor_pago: string | null;
  diferenca_cambial: string;
  status: string;
  rac: number | null;
  favorecido: { nome: string } | null;
};
type Resultado = Record<
  | 'receita'
  | 'custo'
  | 'taxas_meio_pagamento'
  | 'comissoes'
  | 'estornos'
  | 'diferenca_cambial'
  | 'margem_bruta'
  | 'margem_liquida',
  string
>;

const codigo = (id: number) => String(id).padStart(4, '0');
/** `'1234.50'` → 123450: money compared in whole cents. */
const centavos = (valor: string) => Math.round(Number(valor) * 100);
/** `R$ 1.234,50` (the space may be a no-break one) → 123450. */
const centavosDoTexto = (texto: string) =>
  Math.round(Number(texto.replace(/[^\d,]/g, '').replace(',', '.')) * 100);
const hojeNaAgencia = () =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const hojeIso = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
/** Cents as the screens show money: `R$ 1.234,50`, matched whatever the space. */
const textoReais = (cents: number) =>
  new RegExp(
    new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
      .format(cents / 100)
      .replace(/\s/g, ' ')
      .replace(/[$.]/g, (c) => `\\${c}`)
      .replace(' ', '\\s'),
  );

const csrf = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
const getJson = async <T>(page: Page, url: string): Promise<T> => {
  const resposta = await page.request.get(url);
  expect(resposta.ok(), `GET ${url}`).toBe(true);
  return (await resposta.json()) as T;
};

/** The stand-in gateway's fee on a charge (`fake-pagarme.mjs`): 3.19 % of it plus R$ 0,49 of anti-fraud. */
const taxaDoGateway = (cents: number) => Math.round(cents * 0.0319) + 49;

const CLIENTE_REEMBOLSO = 500_000; // R$ 5.000,00 back to the client
const FORNECEDOR_REEMBOLSO = 450_000; // R$ 4.500,00 back from the hotel

test('a hotel in euros is quoted, invoiced and paid by card, issued and paid to the hotel in reais at a worse rate; the client cancels, the refund is paid, and the sale nets its fee, commissions, refund and exchange loss', async ({
  page,
}) => {
  test.setTimeout(480_000);
  const sufixo = String(Date.now()).slice(-5);

  // set-up: a consultant's new sale for a client, with a request for a hotel in Lisbon
  await openAs(page, 'consultor', '/vendas');
  const eu = (await getJson<{ user: { id: number } }>(page, '/api/whoami/')).user.id;
  const { contatos } = await getJson<{ contatos: { id: number; nome: string; sobrenome: string | null }[] }>(
    page,
    '/api/contatos/?search=Adriana',
  );
  const cliente = contatos[0];
  if (!cliente) throw new Error('nenhum contato para cliente');
  const nomeCliente = `${cliente.nome} ${cliente.sobrenome ?? ''}`.trim();
  // three guests: a cart of one quote for one or two, still without guests, is what other journeys look for
  const silvas = (
    await getJson<{ contatos: { id: number; nome: string; sobrenome: string | null }[] }>(
      page,
      '/api/contatos/?search=Silva',
    )
  ).contatos.filter((c) => c.id !== cliente.id);
  const hospedes = [cliente, ...silvas.slice(0, 2)];
  expect(hospedes).toHaveLength(3);
  const criada = await page.request.post('/api/vendas/', {
    headers: { 'X-CSRFToken': await csrf(page) },
    data: {
      cliente: cliente.id,
      consultor: eu,
      meio_contato_tipo: 'Outro',
      meio_contato_valor: 'balcão da loja',
      orcamentos: [
        {
          tipo_servico: 'orcamento_hotel',
          descricao: `Lisboa em euros ${sufixo}`,
          orcamento_hotel: {
            local: 'Lisboa, Portugal',
            checkin_inicio: '2027-05-10',
            checkout_inicio: '2027-05-14',
            adultos: 3,
            quartos: 1,
          },
        },
      ],
    },
  });
  expect(criada.status()).toBe(201);
  const { id: venda } = (await criada.json()) as { id: number };
  const [pedido] = await getJson<{ id: number }[]>(page, `/api/vendas/${venda}/orcamentos/`);
  if (!pedido) throw new Error('o pedido de hotel não foi criado');

  // the quoter prices 4 nights at € 250,00 in euros, with a R$ 900,00 agency fee, and sends it to the cart
  await page.context().clearCookies();
  await openAs(page, 'cotador', `/orcamento/${pedido.id}`);
  await page.getByRole('button', { name: 'Adicionar cotação' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Nova Cotação' });
  await dialogo.getByRole('textbox', { name: 'Descrição rápida' }).fill(`Alfama 4 noites ${sufixo}`);
  const fornecedor = dialogo.getByRole('combobox', { name: 'Fornecedor' });
  await fornecedor.click();
  await fornecedor.fill('Litoral');
  await page
    .getByRole('option', { name: /Litoral Norte/ })
    .first()
    .click();
  await dialogo.getByRole('textbox', { name: 'Nome do hotel' }).fill('Hotel Alfama Lisboa');
  await dialogo.getByRole('spinbutton', { name: 'Diárias', exact: true }).fill('4');
  await dialogo.getByRole('combobox', { name: 'Moeda' }).click();
  await page.getByRole('option', { name: /^EUR/ }).click();
  await dialogo.getByRole('textbox', { name: 'Custo da diária' }).fill('250,00');
  await dialogo.getByRole('textbox', { name: 'RAV' }).fill('900,00');
  await dialogo.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Cotação criada com sucesso!')).toBeVisible();
  const linhaCotacao = page
    .getByRole('table', { name: 'Cotações' })
    .getByRole('row', { name: new RegExp(`Alfama 4 noites ${sufixo}`) });
  await expect(linhaCotacao).toBeVisible();

  await linhaCotacao.getByRole('button', { name: /carrinho/i }).click();
  await page.getByRole('button', { name: 'Sim envie' }).click();
  await expect(page.getByText('Cotação enviada para o carrinho!').first()).toBeVisible();
  await expect(linhaCotacao).toContainText('No carrinho');

  // the consultant names the guest and invoices the cart at sight by card through Pagar.me
  await page.context().clearCookies();
  await openAs(page, 'consultor', `/vendas/${venda}/carrinho`);
  const [item] = await getJson<{ cotacao: number }[]>(page, `/api/vendas/${venda}/beneficiarios/`);
  if (!item) throw new Error('o carrinho está vazio');
  const cotacao = await getJson<Cotacao>(page, `/api/cotacoes/${item.cotacao}/`);
  // the quote's cost is the € 1.000,00 at the rate it was priced with (and part 1 §9's factors), in reais
  const moedas = await getJson<{ id: number; sigla: string }[]>(page, '/api/moedas/');
  const euro = moedas.find((m) => m.sigla === 'EUR');
  const cambio = euro ? cotacao.cambios?.[String(euro.id)] : undefined;
  if (!cambio) throw new Error('a cotação não guardou o câmbio do euro');
  const custoEmReais = centavos(cotacao.custo_agencia);
  const euros = converterParaReais({
    valor: '1000',
    sigla: 'EUR',
    cambio,
    ano: anoDaCotacao(new Date()),
  });
  expect(custoEmReais).toBe(centavos(moneyString(euros)));

  await expect(page.getByRole('table', { name: 'Carrinho' })).toBeVisible();
  for (const hospede of hospedes) {
    await page.getByRole('button', { name: 'Adicionar beneficiário' }).click();
    const picker = page.getByRole('dialog', { name: 'Selecionar cliente' });
    const busca = picker.getByRole('textbox', { name: 'Buscar por nome ou CPF' });
    await busca.fill(`${hospede.nome} ${hospede.sobrenome ?? ''}`.trim());
    await busca.press('Enter');
    await picker.getByRole('row').filter({ hasText: hospede.nome }).first().click();
    await expect(picker).toBeHidden();
  }
  await expect(page.getByText('3 de 3', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Faturar carrinho' }).click();
  const fatura = page.getByRole('dialog', { name: 'Faturar carrinho' });
  await fatura.getByRole('combobox', { name: 'Tipo de pagamento*' }).click();
  await page.getByRole('option', { name: 'À vista', exact: true }).click();
  await fatura.getByRole('combobox', { name: 'Meio de pagamento' }).click();
  await page.getByRole('option', { name: 'Pagar.me', exact: true }).click();
  await fatura.getByRole('button', { name: 'Inserir pagamento' }).click();
  await expect(fatura.getByText('Pagamento inserido')).toBeVisible();
  await fatura.getByRole('button', { name: 'Faturar carrinho' }).click();
  await expect(page.getByText('Carrinho enviado para fatura com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/vendas/${venda}/servicos$`));

  // finance sends the card link; the client pays it at the gateway, whose receivables tell the fee it kept
  await page.context().clearCookies();
  await openAs(page, 'financeiro', `/vendas/${venda}/pagamentos`);
  const [cartao, ...outros] = await getJson<Pagamento[]>(page, `/api/vendas/${venda}/pagamentos/`);
  if (!cartao) throw new Error('o pagamento da fatura não foi criado');
  expect(outros).toHaveLength(0);
  expect(cartao.meio_pagamento).toBe('pagarme');
  await page.getByRole('button', { name: `Link de pagamento do pagamento ${codigo(cartao.id)}` }).click();
  const link = page.getByRole('dialog', { name: `Link de pagamento do pagamento ${codigo(cartao.id)}` });
  await link.getByRole('button', { name: 'Gerar link de pagamento' }).click();
  const url = await link.getByRole('textbox', { name: 'Link de pagamento' }).inputValue();
  await link.getByRole('button', { name: 'Fechar' }).click();
  const checkout = await page.context().newPage();
  await checkout.goto(url);
  const cobrado = centavosDoTexto((await checkout.getByText(/^Total:/).textContent()) ?? '');
  expect(cobrado).toBeGreaterThan(custoEmReais);
  await checkout.getByRole('button', { name: 'Pagar' }).click();
  await expect(checkout.getByText('Pagamento aprovado')).toBeVisible();
  await checkout.close();
  await page.reload();
  await expect(
    page
      .getByRole('table', { name: 'Pagamentos da venda' })
      .getByRole('row')
      .filter({ hasText: 'Concluído' }),
  ).toHaveCount(1);
  const [pago] = await getJson<Pagamento[]>(page, `/api/vendas/${venda}/pagamentos/`);
  expect(pago?.status).toBe('concluido');
  expect(centavos(pago?.taxa_meio_pagamento ?? '0')).toBe(taxaDoGateway(cobrado));

  // finance releases the paid service to the issuers
  const [servico] = await getJson<Servico[]>(page, `/api/vendas/${venda}/servicos/`);
  if (!servico) throw new Error('o serviço da fatura não foi criado');
  await page.goto('/painel-pagamentos');
  const esperando = page.getByRole('table', { name: 'Serviços esperando pagamento' });
  await esperando.getByRole('button', { name: `Faturar serviço ${codigo(servico.id)}` }).click();
  const liberar = page.getByRole('dialog', { name: `Faturar serviço ${codigo(servico.id)}` });
  await liberar.getByRole('button', { name: 'Sim' }).click();
  await expect(page.getByText('Servico faturado com sucesso!')).toBeVisible();

  // the issuer books it: the locator, the agency pays the hotel, concluded
  const { emissoes } = await getJson<{ emissoes: { id: number; status: string }[] }>(
    page,
    `/api/emissoes/detailed/?id_servico=${servico.id}&page=1`,
  );
  const [emissao] = emissoes;
  if (!emissao) throw new Error('a liberação não criou a emissão');
  await page.context().clearCookies();
  await openAs(page, 'emissor', `/emissoes/${emissao.id}`);
  await expect(page.getByRole('heading', { name: 'Detalhes da Emissão' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Localizador' }).fill('lx4e7u');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Emissão salva com sucesso!')).toBeVisible();
  await page.getByRole('tab', { name: 'Pagamentos' }).click();
  await expect(page.getByText('Pagamento da Emissão')).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Quem paga / }).first()).toHaveText('Agência');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Pagamento registrado com sucesso')).toBeVisible();
  await page.getByRole('tab', { name: 'Geral' }).click();
  await page.getByRole('button', { name: 'Concluir' }).click();
  await page.getByRole('button', { name: 'Sim' }).click();
  await expect(page.getByText('Emissão concluída com sucesso!')).toBeVisible();

  // finance pays the hotel its euros in Contas a Pagar: the order is owed in reais
  await page.context().clearCookies();
  await openAs(page, 'financeiro', '/ordem-pagamento/abertos');
  const ordens = async (status: 'aberto' | 'pago', tipo = 'fornecedor') =>
    (
      await getJson<{ ordemPagamento: { OPs: Ordem[] }[] }>(
        page,
        `/api/ordens-pagamento/?status=${status}&id_venda=${venda}&tipo=${tipo}&page=1`,
      )
    ).ordemPagamento.flatMap((g) => g.OPs);
  const [ordemHotel, ...outrasOrdens] = await ordens('aberto');
  if (!ordemHotel) throw new Error('a conclusão não criou a ordem do hotel');
  expect(outrasOrdens).toHaveLength(0);
  // in reais, with the euros and the factor they were converted at beside them
  expect(ordemHotel).toMatchObject({ moeda: 'EUR', valor_moeda: '1000.00' });
  expect(centavos(ordemHotel.valor)).toBe(custoEmReais);
  expect(moneyString(dec(ordemHotel.valor_moeda).times(ordemHotel.cambio))).toBe(ordemHotel.valor);
  const fatorExibido = dec(ordemHotel.cambio).toFixed(4).replace('.', ',');
  const linhaDaOrdem = (regiao: ReturnType<Page['getByRole']>, ordem: number) =>
    regiao.getByRole('row').filter({ has: page.getByRole('cell', { name: codigo(ordem), exact: true }) });
  await page.getByRole('textbox', { name: 'ID da Venda' }).fill(String(venda));
  const cartaoEmissao = page.getByRole('region', { name: `Emissão: ${codigo(emissao.id)}` });
  await expect(cartaoEmissao).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('region', { name: /^Emissão: \d+$/ })).toHaveCount(1);
  const linhaHotel = linhaDaOrdem(cartaoEmissao, ordemHotel.id);
  await expect(linhaHotel).toContainText(textoReais(custoEmReais));
  await expect(linhaHotel).toContainText(`€ 1.000,00 × ${fatorExibido}`);
  await page.screenshot({ path: '/tmp/shots/e2e-dinheiro-ordem-hotel.png', fullPage: true });
  await linhaHotel.getByRole('button', { name: 'Marcar como pago' }).click();
  const pagarHotel = page.getByRole('dialog', { name: 'Marcar como pago' });
  await pagarHotel.getByRole('textbox', { name: 'ID da fatura' }).fill(`LX-${sufixo}`);
  await pagarHotel.getByRole('textbox', { name: 'Data do pagamento' }).fill(hojeNaAgencia());
  // the card invoice charged the euros at 5 centavos more than the quote's factor: an exchange loss
  const cambioPago = dec(ordemHotel.cambio).plus('0.05').toDecimalPlaces(4);
  await pagarHotel
    .getByRole('textbox', { name: 'Câmbio pago (opcional)' })
    .fill(cambioPago.toFixed(4).replace('.', ','));
  await pagarHotel.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Alterado status da ordem de pagamento!')).toBeVisible();
  await expect(pagarHotel).toBeHidden();
  const [hotelPago] = await ordens('pago');
  const perdaCambial = centavos(moneyString(cambioPago.times(1000))) - custoEmReais;
  expect(perdaCambial).toBeGreaterThan(0);
  expect(hotelPago).toMatchObject({ id: ordemHotel.id, valor: ordemHotel.valor });
  expect(centavos(hotelPago?.diferenca_cambial ?? '0')).toBe(perdaCambial);

  // the client cancels: the consultant opens a cancellation RAC that refunds the client and is refunded by the hotel
  await page.context().clearCookies();
  await openAs(page, 'consultor', `/vendas/${venda}/racs`);
  await page.getByRole('button', { name: 'Nova R.A.C.' }).click();
  const nova = page.getByRole('dialog', { name: 'Nova RAC' });
  await nova.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: 'Cancelamento' }).click();
  await nova.getByRole('combobox', { name: /Emissão associada/ }).click();
  await page.getByRole('option', { name: new RegExp(`^${codigo(emissao.id)} ·`) }).click();
  await expect(nova.getByRole('table', { name: 'Pagamentos' })).toBeVisible();
  await nova.getByRole('textbox', { name: 'Reembolso ao cliente' }).fill('5000,00');
  await nova.getByRole('textbox', { name: 'Reembolso do fornecedor à agência' }).fill('4500,00');
  await nova.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('RAC cadastrada com sucesso!')).toBeVisible();
  await expect(nova).toBeHidden();
  const [rac] = await getJson<{ id: number; tipo: string }[]>(page, `/api/vendas/${venda}/racs/`);
  if (!rac) throw new Error('a RAC não foi criada');
  expect(rac.tipo).toBe('cancelamento');

  // finance finds the refund to pay in Contas a Pagar, owed to the client, and pays it
  await page.context().clearCookies();
  await openAs(page, 'financeiro', '/ordem-pagamento/abertos');
  const [reembolso, ...outrosReembolsos] = await ordens('aberto', 'reembolso_cliente');
  if (!reembolso) throw new Error('a RAC não lançou o reembolso ao cliente');
  expect(outrosReembolsos).toHaveLength(0);
  expect(reembolso).toMatchObject({ tipo: 'reembolso_cliente', rac: rac.id, status: 'aberto' });
  expect(centavos(reembolso.valor)).toBe(CLIENTE_REEMBOLSO);
  await page.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: 'Reembolso ao cliente' }).click();
  await page.getByRole('textbox', { name: 'ID da Venda' }).fill(String(venda));
  await expect(page).toHaveURL(new RegExp(`id_venda=${venda}`));
  await expect(page).toHaveURL(/tipo=reembolso_cliente/);
  await expect(page.getByRole('combobox', { name: 'Tipo' })).toHaveText('Reembolso ao cliente');
  const cartaoReembolso = page.getByRole('region', {
    name: `Reembolso ao cliente: RAC ${codigo(rac.id)}`,
    exact: true,
  });
  await expect(cartaoReembolso).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('region', { name: /^(Emissão|Reembolso ao cliente): [^(]+$/ })).toHaveCount(1);
  await expect(cartaoReembolso).toContainText(`Favorecido: ${nomeCliente}`);
  const linhaReembolso = linhaDaOrdem(cartaoReembolso, reembolso.id);
  await expect(linhaReembolso).toContainText(textoReais(CLIENTE_REEMBOLSO));
  await page.screenshot({ path: '/tmp/shots/e2e-dinheiro-reembolso.png', fullPage: true });
  await linhaReembolso.getByRole('button', { name: 'Marcar como pago' }).click();
  const pagarReembolso = page.getByRole('dialog', { name: 'Marcar como pago' });
  await pagarReembolso.getByRole('textbox', { name: 'ID da fatura' }).fill(`PIX-${sufixo}`);
  await pagarReembolso.getByRole('textbox', { name: 'Data do pagamento' }).fill(hojeNaAgencia());
  await pagarReembolso.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Alterado status da ordem de pagamento!')).toBeVisible();
  expect((await ordens('pago', 'reembolso_cliente')).map((o) => o.id)).toEqual([reembolso.id]);

  // the sale's result: revenue less the hotel in reais, the gateway's fee, the commissions and the net refund
  const resultado = await getJson<Resultado>(page, `/api/vendas/${venda}/resultado/`);
  const r = Object.fromEntries(Object.entries(resultado).map(([k, v]) => [k, centavos(String(v))])) as Record<
    keyof Resultado,
    number
  >;
  const [servicoFinal] = await getJson<Servico[]>(page, `/api/vendas/${venda}/servicos/`);
  expect(r.receita).toBe(centavos(servicoFinal?.valor_total ?? '0'));
  expect(r.custo).toBe(custoEmReais);
  expect(r.taxas_meio_pagamento).toBe(taxaDoGateway(cobrado));
  expect(r.estornos).toBe(CLIENTE_REEMBOLSO - FORNECEDOR_REEMBOLSO);
  expect(r.diferenca_cambial).toBe(perdaCambial);
  expect(r.margem_bruta).toBe(r.receita - custoEmReais);
  expect(r.margem_liquida).toBe(
    r.margem_bruta - r.taxas_meio_pagamento - r.comissoes - r.estornos - r.diferenca_cambial,
  );
  await page.goto(`/vendas/${venda}/info`);
  const secao = page.getByRole('region', { name: 'Resultado' });
  const figura = (rotulo: string) => secao.locator(`dt:text-is("${rotulo}") + dd`);
  await expect(figura('Custo')).toHaveText(textoReais(custoEmReais));
  await expect(figura('Taxas dos meios de pagamento')).toHaveText(textoReais(r.taxas_meio_pagamento));
  await expect(figura('Estornos')).toHaveText(textoReais(r.estornos));
  await expect(figura('Diferença cambial')).toHaveText(textoReais(perdaCambial));
  await expect(figura('Margem líquida')).toHaveText(textoReais(r.margem_liquida));
  await secao.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/shots/e2e-dinheiro-resultado.png', fullPage: true });

  // the reconciliation of today: the books balance
  await page.goto(`/conciliacao?inicio=${hojeIso()}&fim=${hojeIso()}`);
  await expect(page.getByRole('heading', { name: 'Conciliação' })).toBeVisible();
  await expect(page.getByText('Os livros fecham: nenhuma divergência no período.')).toBeVisible({
    timeout: 15_000,
  });
});

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import PostalMime from 'postal-mime';
import { expect, expectAccessible, openAs, test } from './support.ts';

/** An Amadeus booking display (GRU–BSB–MAO and back, two passengers), as a quoter pastes it. */
const PNR_AMADEUS = `RP/SAOLA08AA/SAOLA08AA            AA/SU  10JAN27/1412Z   XKJ4TQ
SAOLA08AA/0001AA/10JAN27
  1.OLIVEIRA/ANA MS   2.OLIVEIRA/JOSE MR
  3  G31450 Y 10APR 6 GRUBSB HK2  0805 0950   738 E0
  4  G31672 Y 10APR 6 BSBMAO HK2  1105 1300   738 E0
  5  G31673 T 17APR 6 MAOBSB HK2  2350 0345+1 738 E0
  6  G31451 T 18APR 7 BSBGRU HK2  0520 0710   738 E0
  7 AP SAO 11 3456-7890 - AGENCIA SKYLER - A
  8 TK OK10JAN/SAOLA08AA`;

async function escolher(
  page: Page,
  campo: ReturnType<Page['getByRole']>,
  texto: string,
  opcao: RegExp | string,
) {
  await campo.click();
  await campo.fill(texto);
  await page.getByRole('option', { name: opcao }).first().click();
}

/** As the consultant: the Orçamentos tab of the first sale in proposta; its id. */
async function abrirOrcamentosDaVenda(page: Page): Promise<number> {
  await openAs(page, 'consultor', '/vendas?status=proposta');
  // a sale of the demo whose client has an e-mail (other journeys add sales in proposta meanwhile)
  const { vendas } = (await (
    await page.request.get('/api/vendas/detailed/?status=proposta&page=1')
  ).json()) as {
    vendas: { id: number; cliente: { email: string | null } | null }[];
  };
  const escolhida = vendas.filter((v) => v.cliente?.email).sort((a, b) => a.id - b.id)[0];
  if (!escolhida) throw new Error('nenhuma venda em proposta com e-mail do cliente');
  await page
    .getByRole('table', { name: 'Vendas' })
    .getByRole('row')
    .filter({ hasText: 'Proposta' })
    .first()
    .waitFor();
  await page.goto(`/vendas/${escolhida.id}/info`);
  await page.getByRole('tab', { name: 'Orçamentos' }).click();
  return escolhida.id;
}

/** The new flight request dialog of the open sale. */
async function novaSolicitacaoDeVoo(page: Page) {
  await page.getByRole('button', { name: 'Nova Solicitação' }).click();
  await page.getByRole('menuitem', { name: 'Vôo' }).click();
  return page.getByRole('dialog', { name: 'Nova solicitação' });
}

test('a consultant asks for a round trip and a hotel; a quoter prices them from a PNR and with images, moves the trip two days, fills the cart and e-mails the proposal', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const sufixo = String(Date.now()).slice(-5);
  // a consultant asks for a round-trip flight and a hotel on a sale in proposta
  const venda = await abrirOrcamentosDaVenda(page);
  const voo = await novaSolicitacaoDeVoo(page);
  await voo.getByRole('textbox', { name: 'Descrição' }).fill(`Manaus em família ${sufixo}`);
  await voo.getByRole('button', { name: 'Solicitar' }).click();
  await expect(voo.getByText('Preencha os campos obrigatórios.').first()).toBeVisible();
  await escolher(page, voo.getByRole('combobox', { name: 'Origem' }), 'GRU', /GRU/);
  await escolher(page, voo.getByRole('combobox', { name: 'Destino' }), 'MAO', /MAO/);
  await voo.getByRole('textbox', { name: 'Ida', exact: true }).fill('10/04/2027');
  await voo.getByRole('textbox', { name: 'Volta', exact: true }).fill('17/04/2027');
  await voo.getByRole('spinbutton', { name: /Adultos/ }).fill('2');
  await voo.getByRole('button', { name: 'Solicitar' }).click();
  await expect(page.getByText('Demanda de orçamento criada com sucesso')).toBeVisible();

  await page.getByRole('button', { name: 'Nova Solicitação' }).click();
  await page.getByRole('menuitem', { name: 'Hotel' }).click();
  const hotel = page.getByRole('dialog', { name: 'Nova solicitação' });
  await hotel.getByRole('textbox', { name: 'Descrição' }).fill(`Hotel Manaus ${sufixo}`);
  await hotel.getByRole('textbox', { name: 'Local', exact: true }).fill('Manaus, AM');
  await hotel.getByRole('textbox', { name: 'Check-in', exact: true }).fill('10/04/2027');
  await hotel.getByRole('textbox', { name: 'Check-out', exact: true }).fill('17/04/2027');
  await hotel.getByRole('spinbutton', { name: /Adultos/ }).fill('2');
  await hotel.getByRole('button', { name: 'Solicitar' }).click();
  await expect(hotel).toBeHidden();
  const pedidos = page.getByRole('table', { name: 'Orçamentos da venda' });
  const linhaVoo = pedidos.getByRole('row', { name: new RegExp(`Manaus em família ${sufixo}`) });
  const linhaHotel = pedidos.getByRole('row', { name: new RegExp(`Hotel Manaus ${sufixo}`) });
  await expect(linhaVoo).toContainText('Nenhuma');
  await expect(linhaHotel).toContainText('Aberto');
  const urlVoo = await linhaVoo.getByRole('link', { name: /^Abrir orçamento/ }).getAttribute('href');
  const urlHotel = await linhaHotel.getByRole('link', { name: /^Abrir orçamento/ }).getAttribute('href');

  // the quoter turns a pasted Amadeus booking into a flight quote with a paid and a miles ticket
  await page.context().clearCookies();
  await openAs(page, 'cotador', urlVoo ?? '');
  await expect(page.getByText('Aéreo').first()).toBeVisible();
  // a new flight quote opens with the request's legs, days and passengers; an airport is found by its city
  await page.getByRole('button', { name: 'Adicionar cotação' }).click();
  const nova = page.getByRole('dialog', { name: 'Nova Cotação' });
  const ida = nova.getByRole('group', { name: 'Trecho 1' });
  const volta = nova.getByRole('group', { name: 'Trecho 2' });
  await expect(ida.getByRole('combobox', { name: 'Origem' })).toHaveValue('GRU');
  await expect(ida.getByRole('combobox', { name: 'Destino' })).toHaveValue('MAO');
  await expect(ida.getByRole('textbox', { name: 'Partida' })).toHaveValue('10/04/2027');
  await expect(volta.getByRole('combobox', { name: 'Origem' })).toHaveValue('MAO');
  await expect(volta.getByRole('combobox', { name: 'Destino' })).toHaveValue('GRU');
  await expect(volta.getByRole('textbox', { name: 'Partida' })).toHaveValue('17/04/2027');
  await expect(volta.getByRole('spinbutton', { name: 'Adultos' })).toHaveValue('2');
  await escolher(page, ida.getByRole('combobox', { name: 'Origem' }), 'Salvador', /— SSA,/);
  await expect(ida.getByRole('combobox', { name: 'Origem' })).toHaveValue('SSA');
  // the changed quote asks before Cancelar drops it
  await nova.getByRole('button', { name: 'Cancelar' }).click();
  await page
    .getByRole('dialog', { name: 'Descartar alterações?' })
    .getByRole('button', { name: 'Descartar' })
    .click();
  await expect(nova).toBeHidden();
  await page.getByRole('button', { name: 'Cotação por PNR' }).click();
  const pnr = page.getByRole('dialog', { name: 'Cotação por PNR' });
  await pnr.getByRole('radio', { name: 'Ida e volta (2 trechos)' }).check();
  await pnr.getByRole('spinbutton', { name: 'Voos do trecho 1' }).fill('2');
  await pnr.getByRole('spinbutton', { name: 'Voos do trecho 2' }).fill('2');
  await pnr.getByRole('textbox', { name: 'PNR' }).fill(PNR_AMADEUS);
  await pnr.getByRole('button', { name: 'Converter' }).click();
  const cotacao = page.getByRole('dialog', { name: 'Nova Cotação' });
  await expect(cotacao).toBeVisible();
  const bilhete1 = cotacao.getByRole('group', { name: 'Bilhete 1' });
  await expect(bilhete1.getByRole('group', { name: 'Trecho 2' })).toBeVisible();
  await cotacao.getByRole('textbox', { name: 'Descrição rápida' }).fill('GRU-MAO Gol');
  await escolher(page, bilhete1.getByRole('combobox', { name: 'Fornecedor' }), 'Atlântica', /Atlântica/);
  await bilhete1.getByRole('textbox', { name: 'Valor do bilhete', exact: true }).fill('1850');
  await cotacao.getByRole('button', { name: 'Adicionar bilhete' }).click();
  const bilhete2 = cotacao.getByRole('group', { name: 'Bilhete 2' });
  await bilhete2.getByRole('combobox', { name: 'Tipo', exact: true }).click();
  await page.getByRole('option', { name: 'Milha' }).click();
  await bilhete2.getByRole('combobox', { name: 'Programa de fidelidade' }).click();
  await page.getByRole('option', { name: 'Smiles', exact: true }).click();
  await bilhete2.getByRole('spinbutton', { name: 'Qtd. de milhas' }).fill('40000');
  await page.screenshot({ path: '/tmp/shots/e2e-cotacao-voo.png', fullPage: true });
  // the open quote dialog, being filled, has no serious accessibility violation
  await expectAccessible(page);
  await cotacao.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Cotação criada com sucesso!')).toBeVisible();
  const cotacoesVoo = page.getByRole('table', { name: 'Cotações' });
  const linhaCotacaoVoo = cotacoesVoo.getByRole('row', { name: /GRU-MAO Gol/ });
  // R$ 1.850,00 paid plus 40,000 Smiles miles at the table's price per thousand, priced by the server
  await expect(linhaCotacaoVoo).toContainText('2 bilhetes');
  await expect(linhaCotacaoVoo).toContainText(/R\$\s?\d/);
  // the saved quote opened read-only: its disabled fields' hints are still readable
  await linhaCotacaoVoo.getByRole('button', { name: /^Visualizar cotação/ }).click();
  const somenteLeitura = page.getByRole('dialog', { name: /^Cotação # \d+$/ });
  await expect(somenteLeitura.getByRole('textbox', { name: 'Descrição rápida' })).toBeDisabled();
  await expectAccessible(page);
  await somenteLeitura.getByRole('button', { name: 'Cancelar' }).click();
  await expect(somenteLeitura).toBeHidden();

  // the trip moves two days: the request is edited in its own form, and the quote made before says so
  await page.getByRole('button', { name: 'Editar', exact: true }).click();
  const edicao = page.getByRole('dialog', { name: /^Editando orçamento/ });
  await expect(edicao.getByRole('textbox', { name: 'Ida', exact: true })).toHaveValue('10/04/2027');
  await edicao.getByRole('textbox', { name: 'Ida', exact: true }).fill('12/04/2027');
  await edicao.getByRole('textbox', { name: 'Volta', exact: true }).fill('19/04/2027');
  await expectAccessible(page);
  await edicao.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Orçamento alterado com sucesso!')).toBeVisible();
  await expect(edicao).toBeHidden();
  await expect(page.getByText(/\(MAO\) · 12\/04\/2027/)).toBeVisible();
  await expect(page.getByText(/\(GRU\) · 19\/04\/2027/)).toBeVisible();
  await expect(linhaCotacaoVoo).toContainText('Feita antes da alteração do orçamento em');

  // a hotel quote with two of the provider's pictures
  await page.goto(urlHotel ?? '');
  await expect(page.getByText('Hotel', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar cotação' }).click();
  const cotacaoHotel = page.getByRole('dialog', { name: 'Nova Cotação' });
  await cotacaoHotel.getByRole('textbox', { name: 'Descrição rápida' }).fill('Serra Verde 7 noites');
  await escolher(
    page,
    cotacaoHotel.getByRole('combobox', { name: 'Fornecedor' }),
    'Litoral',
    /Litoral Norte/,
  );
  // the first Esc closes the open list only; the second asks before the typed quote is lost, and it stays
  const provedorHotel = cotacaoHotel.getByRole('combobox', { name: 'Hotel' });
  await provedorHotel.click();
  await provedorHotel.fill('Serra Verde');
  await expect(page.getByRole('option', { name: /Grand Hotel Serra Verde/ }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await page.keyboard.press('Escape');
  const descartar = page.getByRole('dialog', { name: 'Descartar alterações?' });
  await descartar.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(descartar).toBeHidden();
  await expect(cotacaoHotel.getByRole('textbox', { name: 'Descrição rápida' })).toHaveValue(
    'Serra Verde 7 noites',
  );
  await escolher(page, provedorHotel, 'Serra Verde', /Grand Hotel Serra Verde/);
  await cotacaoHotel.getByRole('textbox', { name: 'Nome do hotel' }).fill('Grand Hotel Serra Verde');
  await cotacaoHotel.getByRole('spinbutton', { name: 'Diárias' }).fill('7');
  await cotacaoHotel.getByRole('textbox', { name: 'Custo da diária' }).fill('650');
  await cotacaoHotel.getByRole('button', { name: /Imagens do provedor/ }).click();
  const imagens = page.getByRole('dialog', { name: 'Imagens do provedor' });
  await imagens.getByRole('checkbox').nth(0).click();
  await imagens.getByRole('checkbox').nth(1).click();
  await imagens.getByRole('button', { name: 'Fechar' }).click();
  await expect(cotacaoHotel.getByRole('button', { name: 'Imagens do provedor (2/4)' })).toBeVisible();
  await cotacaoHotel.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Cotação criada com sucesso!').first()).toBeVisible();
  const cotacoesHotel = page.getByRole('table', { name: 'Cotações' });
  await expect(cotacoesHotel.getByRole('row', { name: /Serra Verde 7 noites/ })).toContainText('R$ 4.550,00');

  // both quotes go to the cart
  for (const [url, descricao] of [
    [urlHotel, 'Serra Verde 7 noites'],
    [urlVoo, 'GRU-MAO Gol'],
  ] as const) {
    await page.goto(url ?? '');
    const linha = page
      .getByRole('table', { name: 'Cotações' })
      .getByRole('row', { name: new RegExp(descricao) });
    await linha.getByRole('button', { name: /carrinho/i }).click();
    await page.getByRole('button', { name: 'Sim envie' }).click();
    await expect(page.getByText('Cotação enviada para o carrinho!').first()).toBeVisible();
    await expect(linha).toContainText('No carrinho');
  }
  await page.goto(`/vendas/${venda}/carrinho`);
  await expect(page.getByRole('main')).toContainText('Serra Verde 7 noites');
  await expect(page.getByRole('main')).toContainText('GRU-MAO Gol');

  // the proposal PDF of the hotel quote goes to the client's e-mail and a second recipient, with a copy to
  // the consultant
  await page.goto(urlHotel ?? '');
  const antes = Date.now();
  await page.getByRole('button', { name: 'Exportar PDF' }).click();
  const pdf = page.getByRole('dialog', { name: 'Exportando PDF da cotação.' });
  // the client's e-mail is the first chip once the sale's client has loaded
  const chipCliente = pdf.getByRole('button', { name: /@/ }).first();
  await expect(chipCliente).toBeVisible();
  const emailCliente = ((await chipCliente.textContent()) ?? '').trim();
  const segundo = `familia.${sufixo}@example.com`.toLowerCase();
  await pdf.getByRole('combobox', { name: 'E-mails dos destinatários' }).fill(`${segundo},`);
  await expect(pdf.getByRole('button', { name: segundo })).toBeVisible();
  await expect(pdf.getByRole('checkbox', { name: 'Enviar cópia ao consultor' })).toBeChecked();
  await pdf.getByRole('button', { name: 'Salvar' }).click();
  if (await pdf.getByText('Por favor selecione pelo menos uma cotação.').isVisible()) {
    await pdf.getByRole('checkbox').first().check();
    await pdf.getByRole('button', { name: 'Salvar' }).click();
  }
  await expect(
    page.getByText(`PDF foi criado com sucesso e enviado para ${emailCliente}, ${segundo}, `),
  ).toBeVisible();
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const anexos = async (para: string) => {
    const novos = readdirSync(outbox)
      .map((nome) => path.join(outbox, nome))
      .filter((arquivo) => statSync(arquivo).mtimeMs >= antes - 1000);
    const nomes: string[] = [];
    for (const arquivo of novos) {
      const email = await PostalMime.parse(readFileSync(arquivo));
      if (!email.to?.some((destinatario) => destinatario.address === para)) continue;
      // the e-mail greets the client and is signed with the agency's name
      if (!email.text?.startsWith('Olá, ') || !email.text.includes('Skyler Viagens e Turismo')) continue;
      for (const anexo of email.attachments)
        if (anexo.mimeType === 'application/pdf') nomes.push(anexo.filename ?? '');
    }
    return nomes;
  };
  await expect.poll(() => anexos(emailCliente)).toHaveLength(1);
  await expect.poll(() => anexos(segundo)).toHaveLength(1);

  // the global list finds the requests this quoter priced
  await page.goto('/orcamentos');
  await page.getByRole('combobox', { name: 'Cotado por' }).click();
  await page
    .getByRole('option', { name: /Cotador/ })
    .first()
    .click();
  const lista = page.getByRole('table', { name: 'Orçamentos' });
  await expect(lista.getByRole('row', { name: new RegExp(`Hotel Manaus ${sufixo}`) })).toBeVisible();
  await expect(lista.getByRole('row', { name: new RegExp(`Manaus em família ${sufixo}`) })).toBeVisible();
  await expect(page).toHaveURL(/cotado_por=\d+/);
});

test('a consultant finds Lisboa by its Portuguese name; Tab picks nothing that was not chosen', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const sufixo = String(Date.now()).slice(-5);
  await abrirOrcamentosDaVenda(page);
  const voo = await novaSolicitacaoDeVoo(page);
  await voo.getByRole('textbox', { name: 'Descrição' }).fill(`Lisboa ${sufixo}`);
  await escolher(page, voo.getByRole('combobox', { name: 'Origem' }), 'gru', /— GRU,/);

  // "Lis" is neither a code as codes are written nor a city: leaving the field picks nothing
  const destino = voo.getByRole('combobox', { name: 'Destino' });
  await destino.fill('Lis');
  await expect(page.getByRole('option', { name: /— LIS,/ })).toBeVisible();
  await destino.press('Tab');
  await expect(voo.getByText('Selecione um aeroporto da lista')).toBeVisible();
  await expect(destino).toHaveValue('Lis');

  // the city in Portuguese offers Lisbon's airport first, named in Portuguese
  await destino.fill('Lisboa');
  const lis = page.getByRole('option').first();
  await expect(lis).toHaveText('Lisboa, Portugal — LIS, Humberto Delgado');
  await lis.click();
  await expect(destino).toHaveValue('Lisboa (LIS)');
  await voo.getByRole('textbox', { name: 'Ida', exact: true }).fill('10/05/2027');
  await voo.getByRole('textbox', { name: 'Volta', exact: true }).fill('24/05/2027');
  await voo.getByRole('button', { name: 'Solicitar' }).click();
  await expect(page.getByText('Demanda de orçamento criada com sucesso')).toBeVisible();

  const linha = page
    .getByRole('table', { name: 'Orçamentos da venda' })
    .getByRole('row', { name: new RegExp(`Lisboa ${sufixo}`) });
  await linha.getByRole('link', { name: /^Abrir orçamento/ }).click();
  await expect(page.getByText('São Paulo (GRU) → Lisboa (LIS)')).toBeVisible();
});

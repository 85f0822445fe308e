import type { Page } from '@playwright/test';
import { expect, expectAccessible, lerDoEmail, openAs, test } from './support.ts';

const csrf = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
const getJson = async <T>(page: Page, url: string): Promise<T> => {
  const resposta = await page.request.get(url);
  expect(resposta.ok(), `GET ${url}`).toBe(true);
  return (await resposta.json()) as T;
};
const postJson = async <T>(page: Page, url: string, data: unknown, status = 201): Promise<T> => {
  const resposta = await page.request.post(url, { headers: { 'X-CSRFToken': await csrf(page) }, data });
  expect(resposta.status(), `POST ${url}: ${await resposta.text()}`).toBe(status);
  return (await resposta.json()) as T;
};

/** A one-page PDF the upload's check accepts. */
const PASSAPORTE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('a new client opens the e-mailed proposal link on a phone, creates the account with the code, accepts, pays the Pix entry at the gateway, sends a passport and reads the consultant’s answer; the consultant sees the acceptance and the document', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const sufixo = Date.now().toString(36);
  const email = `viajante.${sufixo}@exemplo.com.br`;
  const senha = 'Gramado-Serra-Verde-2027';

  // set-up as the consultant: a new contact with no account, a sale for them with one hotel request
  // and its quote, the contact as the passenger, and the proposal e-mailed to them
  await openAs(page, 'consultor', '/vendas');
  const eu = (await getJson<{ user: { id: number } }>(page, '/api/whoami/')).user.id;
  const [indicacao] = (
    await getJson<{ contatos: { id: number }[] }>(page, '/api/contatos/?search=Cláudia Cliente')
  ).contatos;
  if (!indicacao) throw new Error('a cliente de demonstração não foi encontrada');
  const { id: contato } = await postJson<{ id: number }>(page, '/api/contatos/', {
    nome: 'Renata',
    sobrenome: `Viajante ${sufixo}`,
    indicacao: indicacao.id,
    email,
  });
  const { id: venda } = await postJson<{ id: number }>(page, '/api/vendas/', {
    cliente: contato,
    consultor: eu,
    meio_contato_tipo: 'Outro',
    meio_contato_valor: 'e-mail',
    orcamentos: [
      {
        tipo_servico: 'orcamento_hotel',
        descricao: `Gramado ${sufixo}`,
        orcamento_hotel: {
          local: 'Gramado - RS',
          checkin_inicio: '2027-07-10',
          checkout_inicio: '2027-07-14',
          adultos: 1,
        },
      },
    ],
  });
  const [pedido] = await getJson<{ id: number }[]>(page, `/api/vendas/${venda}/orcamentos/`);
  if (!pedido) throw new Error('o pedido não foi criado');
  const [fornecedor] = (await getJson<{ fornecedores: { id: number }[] }>(page, '/api/fornecedores/?page=1'))
    .fornecedores;
  if (!fornecedor) throw new Error('nenhum fornecedor');
  const { id: cotacao } = await postJson<{ id: number }>(page, `/api/orcamentos/${pedido.id}/cotacoes/`, {
    descricao: `Serra Verde ${sufixo}`,
    cotado_por: eu,
    cotacao_hotel: {
      fornecedor: fornecedor.id,
      nome_hotel: 'Grand Hotel Serra Verde',
      local_hotel: 'Gramado - RS',
      checkin_inicio: '2027-07-10',
      checkout_inicio: '2027-07-14',
      diarias: 4,
      adultos: 1,
      quartos: 1,
      custo_diaria: '480.00',
      custo_extras: '0.00',
      rav: '150.00',
      cafe: true,
    },
  });
  const passageiros = await page.request.put(`/api/orcamentos/${pedido.id}/passageiros/`, {
    headers: { 'X-CSRFToken': await csrf(page) },
    data: { contatos: [contato] },
  });
  expect(passageiros.status(), await passageiros.text()).toBe(200);
  await postJson(
    page,
    '/api/pdf/orcamento_pdf/',
    { cotacoes: [cotacao], orcamento: pedido.id, destinatarios: [email] },
    200,
  );

  // the link of the proposal e-mail
  const daProposta = (s: string) => !s.startsWith('Seu código');
  await expect
    .poll(() => lerDoEmail(email, daProposta, /https?:\/\/\S+\/portal\/acesso\?t=\S+/))
    .not.toBe('');
  const link = await lerDoEmail(email, daProposta, /https?:\/\/\S+\/portal\/acesso\?t=\S+/);

  const celular = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    // on the phone: the link, the code e-mailed to the contact, the account, and the trip
    const cliente = await celular.newPage();
    await cliente.goto(link);
    await cliente.getByRole('button', { name: 'Enviar código' }).click();
    const doCodigo = (s: string) => s.startsWith('Seu código');
    await expect.poll(() => lerDoEmail(email, doCodigo, /é (\d{6})\./)).not.toBe('');
    await cliente.getByLabel('Código').fill(await lerDoEmail(email, doCodigo, /é (\d{6})\./));
    await cliente.getByLabel('Senha', { exact: true }).fill(senha);
    await cliente.getByLabel('Confirme a senha').fill(senha);
    await cliente.getByRole('button', { name: 'Criar conta e abrir a viagem' }).click();
    await expect(cliente).toHaveURL(new RegExp(`/portal/vendas/${venda}$`));
    await expect(
      cliente.getByRole('heading', { name: `Viagem ${String(venda).padStart(4, '0')}` }),
    ).toBeVisible();

    // the client accepts the one option of the request
    const proposta = cliente.getByRole('region', { name: 'Proposta' });
    const opcao = proposta.getByRole('article', { name: /^Hospedagem: Grand Hotel Serra Verde/ });
    await expect(opcao.getByText('Aguardando seu aceite')).toBeVisible();
    // the quote's internal description stays with the agency
    await expect(cliente.getByText(`Serra Verde ${sufixo}`)).toHaveCount(0);
    await proposta.getByRole('button', { name: 'Aceitar proposta' }).click();
    await expect(cliente.getByText('Proposta aceita! Seu consultor foi avisado.')).toBeVisible();
    await expect(opcao.getByText('Aceita', { exact: true })).toBeVisible();

    // the consultant invoices the accepted quote with a Pix entry
    await postJson(page, `/api/vendas/${venda}/fatura/`, {
      carrinho: [{ id: cotacao, beneficiarios: [{ contato }] }],
      informacoes_pagamento: [
        {
          cotacao,
          name: 'pagamentoParceladoEntrada',
          numeroParcelas: 3,
          valorEntrada: '300.00',
          desconto: '0',
          responsavel_financeiro: contato,
        },
      ],
    });

    // the client pays the entry with Pix at the gateway and sees it paid
    await cliente.reload();
    const entrada = cliente
      .getByRole('list', { name: 'Pagamentos' })
      .getByRole('listitem')
      .filter({ hasText: /300,00/ });
    await entrada.getByRole('button', { name: 'Pagar com Pix' }).click();
    const codigo = entrada.getByRole('textbox', { name: 'Pix copia e cola' });
    await expect(codigo).toHaveValue(/^000201/);
    const pedidoNoGateway = /https?:\/\/127\.0\.0\.1:\d+\/pay\/or_[0-9a-f]{16}/.exec(
      await codigo.inputValue(),
    )?.[0];
    if (!pedidoNoGateway)
      throw new Error(`o código Pix não traz o pedido do gateway: ${await codigo.inputValue()}`);
    const checkout = await celular.newPage();
    await checkout.goto(pedidoNoGateway);
    await checkout.getByRole('button', { name: 'Pagar' }).click();
    await expect(checkout.getByText('Pagamento aprovado')).toBeVisible();
    await checkout.close();
    await expect(async () => {
      await cliente.reload();
      await expect(entrada.getByText('Concluído')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });

    // the client sends the passenger's passport
    const documentos = cliente.getByRole('region', { name: 'Documentos dos passageiros' });
    await documentos.getByRole('button', { name: 'Enviar documento de Renata' }).click();
    const dialogo = cliente.getByRole('dialog', { name: 'Enviar documento' });
    await dialogo.getByRole('textbox', { name: 'Para que serve' }).fill('Passaporte para o embarque');
    await dialogo.getByRole('textbox', { name: 'Número do documento' }).fill('FX123456');
    await dialogo.getByLabel('Validade').fill('2033-05-20');
    await dialogo
      .getByLabel('Arquivo do documento')
      .setInputFiles({ name: 'passaporte.pdf', mimeType: 'application/pdf', buffer: PASSAPORTE_PDF });
    await dialogo.getByRole('button', { name: 'Enviar' }).click();
    await expect(cliente.getByText('Documento enviado! Seu consultor foi avisado.')).toBeVisible();
    await expect(dialogo).toBeHidden();

    // the consultant sees the acceptance and the document among the sale's notifications…
    await page.goto(`/vendas/${venda}/notificacoes`);
    await expect(
      page.getByText(`aceitou a proposta da venda ${String(venda).padStart(4, '0')}`),
    ).toBeVisible();
    await expect(
      page.getByText(`O cliente enviou Passaporte na venda ${String(venda).padStart(4, '0')}`),
    ).toBeVisible();
    // …the passport on the passenger's record…
    await page.goto(`/contatos/${contato}/documentos`);
    await expect(
      page.getByRole('region', { name: 'Passaporte' }).getByRole('row', { name: /FX123456/ }),
    ).toBeVisible();

    // …and answers on the sale's conversation, which reaches the open portal by itself
    await page.goto(`/vendas/${venda}/cliente`);
    const resposta = `Recebi o passaporte, Renata: tudo certo para Gramado (${sufixo}).`;
    await page.getByRole('textbox', { name: 'Mensagem para o cliente' }).fill(resposta);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('log', { name: 'Mensagens' }).getByText(resposta)).toBeVisible();
    await expect(cliente.getByRole('log', { name: 'Mensagens' }).getByText(resposta)).toBeVisible();
    await expectAccessible(cliente);
  } finally {
    await celular.close();
  }
});

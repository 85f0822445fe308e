import type { Page } from '@playwright/test';
import { expect, expectAccessible, openAs, test } from './support.ts';

const csrf = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
const getJson = async <T>(page: Page, url: string): Promise<T> => {
  const resposta = await page.request.get(url);
  expect(resposta.ok(), `GET ${url}`).toBe(true);
  return (await resposta.json()) as T;
};

test('the client writes to the agency from the portal on a phone, the consultant answers on the sale, and the client reads the answer live', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const sufixo = String(Date.now()).slice(-5);

  // set-up: the consultant's new sale for the demo customer
  await openAs(page, 'consultor', '/vendas');
  const eu = (await getJson<{ user: { id: number } }>(page, '/api/whoami/')).user.id;
  const { contatos } = await getJson<{ contatos: { id: number; nome: string; sobrenome: string | null }[] }>(
    page,
    '/api/contatos/?search=Cláudia Cliente',
  );
  const claudia = contatos.find((c) => c.nome === 'Cláudia' && c.sobrenome === 'Cliente');
  if (!claudia) throw new Error('a cliente de demonstração não foi encontrada');
  const criada = await page.request.post('/api/vendas/', {
    headers: { 'X-CSRFToken': await csrf(page) },
    data: { cliente: claudia.id, consultor: eu, meio_contato_tipo: 'Outro', meio_contato_valor: 'portal' },
  });
  expect(criada.status()).toBe(201);
  const venda = ((await criada.json()) as { id: number }).id;

  // the client, on a phone, writes on the trip's page
  const celular = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const cliente = await celular.newPage();
    await openAs(cliente, 'cliente', `/portal/vendas/${venda}`);
    const conversaDoCliente = cliente.getByRole('region', { name: 'Conversa com a agência' });
    await expect(conversaDoCliente.getByText('Nenhuma mensagem ainda.')).toBeVisible();
    const pergunta = `Posso levar minha cachorra? (${sufixo})`;
    await cliente.getByRole('textbox', { name: 'Mensagem para a agência' }).fill(pergunta);
    await cliente.getByRole('button', { name: 'Enviar' }).click();
    const mensagensDoCliente = cliente.getByRole('log', { name: 'Mensagens' });
    await expect(mensagensDoCliente.getByText(pergunta)).toBeVisible();

    // the consultant reads it on the sale's Cliente tab and answers
    await page.goto(`/vendas/${venda}/cliente`);
    const mensagens = page.getByRole('log', { name: 'Mensagens' });
    await expect(mensagens.getByText(pergunta)).toBeVisible();
    await expect(mensagens.getByText(/Cláudia · /)).toBeVisible();
    const resposta = `Pode sim, o hotel aceita (${sufixo}).`;
    await page.getByRole('textbox', { name: 'Mensagem para o cliente' }).fill(resposta);
    await page.keyboard.press('Enter');
    await expect(mensagens.getByText(resposta)).toBeVisible();

    // the answer reaches the open portal by itself
    await expect(mensagensDoCliente.getByText(resposta)).toBeVisible();
    await expect(mensagensDoCliente.getByText(/Carlos · /)).toBeVisible();
    await expectAccessible(cliente);
  } finally {
    await celular.close();
  }
});

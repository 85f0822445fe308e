import { expect, openAs, test } from './support.ts';

test('a consultant creates a sale for a contact, edits it, marks their notifications read and cancels it with a reason', async ({
  page,
}) => {
  await openAs(page, 'consultor', '/vendas');
  await expect(page.getByRole('heading', { name: 'Vendas' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Vendas' }).getByRole('row')).not.toHaveCount(1);

  await page.getByRole('button', { name: '+ Venda' }).click();
  const form = page.getByRole('dialog', { name: 'Nova venda' });
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Preencha os campos obrigatórios.')).toBeVisible();

  await form.getByRole('button', { name: 'Escolher' }).click();
  const picker = page.getByRole('dialog', { name: 'Selecionar cliente' });
  await picker.getByRole('button', { name: 'Criar Contato Rápido' }).click();
  const rapido = page.getByRole('dialog', { name: 'Criar Contato Rápido' });
  await rapido.getByRole('textbox', { name: 'Nome', exact: true }).fill('Valentina');
  await rapido.getByRole('textbox', { name: 'Sobrenome', exact: true }).fill('Jornada Venda');
  await rapido.getByRole('combobox', { name: 'Indicação' }).fill('Adriana');
  await page.getByRole('option').first().click();
  await rapido.getByRole('button', { name: 'Criar' }).click();
  await expect(page.getByText('Contato criado com sucesso!')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Cliente*' })).toHaveValue('Valentina Jornada Venda');
  await expect(form.getByRole('textbox', { name: 'Indicação' })).toHaveValue(/Adriana/);

  await form.getByRole('combobox', { name: 'Meio de contato*' }).click();
  await page.getByRole('option', { name: 'E-mail' }).click();
  await form.getByRole('textbox', { name: 'Contato*' }).fill('valentina@exemplo.com.br');
  await form.getByRole('combobox', { name: 'Consultor*' }).click();
  await page.getByRole('option', { name: 'Carlos Consultor' }).click();
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Venda criada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/vendas\/\d+\/info$/);
  const id = Number(/\/vendas\/(\d+)\//.exec(page.url())?.[1]);
  await expect(page.getByRole('heading', { name: `Venda ${String(id).padStart(4, '0')}` })).toBeVisible();
  await expect(page.getByText('Valentina Jornada Venda')).toBeVisible();
  await expect(page.getByText('Proposta', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Editar' }).click();
  const edicao = page.getByRole('dialog', { name: `Editar venda ${id}` });
  await edicao.getByRole('textbox', { name: 'Anotações' }).fill('Prefere voos noturnos.');
  await edicao.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Venda atualizada com sucesso.')).toBeVisible();
  await expect(page.getByText('Prefere voos noturnos.')).toBeVisible();

  // the consultant's own changes are no news to them (decision 0078)
  await page.getByRole('tab', { name: 'Notificações' }).click();
  await expect(page.getByText('Notificações não encontradas')).toBeVisible();

  // their notifications, all marked read at once, and their preferences
  await expect(page.getByRole('link', { name: /notificaç(ão|ões) não lida/ })).toBeVisible();
  await page.goto('/notificacoes');
  await expect(page.getByRole('heading', { name: 'Notificações' })).toBeVisible();
  await page.getByRole('button', { name: 'Marcar todas como lidas' }).click();
  await expect(page.getByText('Notificações marcadas como lidas.')).toBeVisible();
  await page.getByRole('link', { name: 'Preferências de notificação' }).click();
  const preferencias = page.getByRole('table', { name: 'Preferências de notificação' });
  await expect(
    preferencias.getByRole('radiogroup', { name: 'Venda' }).getByRole('radio', { name: 'No sistema' }),
  ).toBeChecked();
  await page.goto(`/vendas/${id}/info`);

  await page.getByRole('button', { name: 'Cancelar Venda' }).click();
  const cancelar = page.getByRole('dialog', { name: 'Cancelar venda' });
  await cancelar.getByRole('textbox', { name: 'Motivo*' }).fill('ab');
  await expect(cancelar.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
  await cancelar.getByRole('textbox', { name: 'Motivo*' }).fill('Cliente desistiu da viagem');
  await cancelar.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Venda cancelada com sucesso.')).toBeVisible();
  await expect(page).toHaveURL(/\/vendas$/);

  await page.goto(`/vendas/${id}/info`);
  await expect(page.getByText('Cancelada', { exact: true })).toBeVisible();
  await expect(page.getByText('Cliente desistiu da viagem')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Editar' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Cancelar Venda' })).toBeDisabled();
});

test('two signed-in users chat live on a sale', async ({ page, browser }) => {
  // an open sale: a concluded or cancelled one's chat is read-only (decision 0016)
  await openAs(page, 'consultor', '/vendas?status=proposta');
  const vendas = page.getByRole('table', { name: 'Vendas' });
  // the first row is the loading row until the page arrives: wait for a sale's ID in it (the table itself may
  // not be drawn yet, when no "Carregando..." would say so either)
  const primeira = vendas.getByRole('row').nth(1);
  await expect(primeira.getByRole('cell').filter({ hasNotText: /^$/ }).first()).toHaveText(/^\d{4,}$/);
  await primeira.click();
  await expect(page).toHaveURL(/\/vendas\/\d+\/info$/);
  const url = new URL(page.url()).pathname;

  const outro = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'pt-BR' });
  const gerente = await outro.newPage();
  await openAs(gerente, 'admin', url);

  const chat = page.getByRole('region', { name: 'Chat da venda' });
  const chatGerente = gerente.getByRole('region', { name: 'Chat da venda' });
  await expect(chat.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  await expect(chatGerente.getByText(/Conectando|Carregando/)).toHaveCount(0);

  const texto = `Cliente confirmou as datas ${Date.now()}`;
  await chat.getByRole('textbox', { name: 'Mensagem' }).fill(texto);
  await chat.getByRole('button', { name: 'Enviar' }).click();
  await expect(chatGerente.getByText(texto)).toBeVisible();

  await chatGerente.getByRole('textbox', { name: 'Mensagem' }).fill('Pode seguir com a emissão.');
  await chatGerente.getByRole('textbox', { name: 'Mensagem' }).press('Enter');
  await expect(chat.getByText('Pode seguir com a emissão.').last()).toBeVisible();
  await outro.close();
});

test('an SDR assigns a consultant to a sale without one in Pega Vendas and opens another', async ({
  page,
}) => {
  await openAs(page, 'sdr', '/pega-vendas');
  const tabela = page.getByRole('table', { name: 'Pega Vendas' });
  const atribuir = tabela.getByRole('button', { name: /^Atribuir consultor \d+$/ }).first();
  const nome = (await atribuir.getAttribute('aria-label')) ?? '';
  const id = Number(/\d+$/.exec(nome)?.[0]);
  await atribuir.click();
  const dialogo = page.getByRole('dialog', { name: /Atribuir consultor à venda/ });
  await expect(dialogo.getByRole('button', { name: 'Atribuir' })).toBeDisabled();
  await dialogo.getByRole('combobox', { name: 'Consultor' }).click();
  await page.getByRole('option', { name: 'Carlos Consultor' }).click();
  await dialogo.getByRole('button', { name: 'Atribuir' }).click();
  await expect(page.getByText('Consultor da venda atualizado com sucesso.')).toBeVisible();
  await expect(tabela.getByRole('button', { name: `Atribuir consultor ${id}` })).toHaveCount(0);

  await tabela
    .getByRole('button', { name: /^Abrir venda \d+$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/vendas\/\d+\/info$/);

  await page.goto(`/vendas/${id}/info`);
  await expect(page.getByText('Carlos Consultor').first()).toBeVisible();
});

test('concluding a sale asks first, and the concluded sale keeps a read-only chat', async ({ page }) => {
  await openAs(page, 'consultor', '/vendas');
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  const eu = (await (await page.request.get('/api/whoami/')).json()).user.id as number;
  const contatos = await (await page.request.get('/api/contatos/?search=Adriana')).json();
  const criada = await page.request.post('/api/vendas/', {
    headers: { 'X-CSRFToken': csrf },
    data: {
      cliente: contatos.contatos[0].id,
      consultor: eu,
      meio_contato_tipo: 'Outro',
      meio_contato_valor: 'balcão da loja',
    },
  });
  expect(criada.status()).toBe(201);
  const { id } = (await criada.json()) as { id: number };
  await page.goto(`/vendas/${id}/info`);

  const chat = page.getByRole('region', { name: 'Chat da venda' });
  await expect(chat.getByText(/Conectando|Carregando/)).toHaveCount(0);
  const mensagem = chat.getByRole('textbox', { name: 'Mensagem' });
  await mensagem.fill('Voo de ida confirmado.');
  await mensagem.press('Shift+Enter');
  await mensagem.pressSequentially('Falta a volta.');
  await expect(mensagem).toHaveValue('Voo de ida confirmado.\nFalta a volta.');
  await mensagem.press('Enter');
  // the message list, not the field that still holds the text until the server answers
  const mensagens = chat.getByRole('log');
  await expect(mensagens.getByText('Voo de ida confirmado. Falta a volta.')).toBeVisible();
  await expect(mensagem).toHaveValue('');

  await page.getByRole('button', { name: 'Concluir Venda' }).click();
  const pergunta = page.getByRole('dialog', { name: 'Concluir venda' });
  await expect(pergunta).toContainText('não pode ser desfeita');
  await pergunta.getByRole('button', { name: 'Voltar' }).click();
  await expect(pergunta).toBeHidden();
  await expect(page.getByText('Proposta', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Concluir Venda' }).click();
  await pergunta.getByRole('button', { name: 'Concluir Venda' }).click();
  await expect(page.getByText('Venda concluída com sucesso.')).toBeVisible();
  await expect(page).toHaveURL(/\/vendas$/);

  await page.goto(`/vendas/${id}/info`);
  await expect(page.getByText('Concluída', { exact: true })).toBeVisible();
  await expect(
    chat.getByText('O chat de uma venda concluída ou cancelada é somente para leitura.'),
  ).toBeVisible();
  await expect(chat.getByRole('textbox', { name: 'Mensagem' })).toBeDisabled();
  await expect(mensagens.getByText('Voo de ida confirmado. Falta a volta.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Concluir Venda' })).toBeDisabled();
});

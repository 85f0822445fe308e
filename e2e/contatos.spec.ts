import { abrirAba, expect, openAs, test } from './support.ts';

test('a consultant creates a contact with the wizard, edits its address, adds a loyalty account and deletes it', async ({
  page,
}) => {
  await openAs(page, 'consultor');
  await page.getByRole('navigation').getByRole('link', { name: 'Contatos', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Contatos' })).toBeVisible();

  await page.getByRole('button', { name: 'Novo Contato' }).click();
  const wizard = page.getByRole('dialog', { name: 'Novo Contato' });
  await expect(wizard.getByText('Todos os campos marcados com * são obrigatórios')).toBeVisible();
  await wizard.getByRole('button', { name: 'Avançar' }).click();
  await expect(wizard.getByText('Nome é obrigatório!', { exact: true })).toBeVisible();
  await expect(wizard.getByText('Indicação é obrigatória!')).toBeVisible();

  await wizard.getByRole('textbox', { name: 'Nome', exact: true }).fill('Teodoro');
  await wizard.getByRole('textbox', { name: 'Sobrenome', exact: true }).fill('Jornada Teste');
  await wizard.getByRole('textbox', { name: 'CPF', exact: true }).fill('52998224725');
  await wizard.getByRole('combobox', { name: 'Indicação' }).fill('Adriana');
  await page.getByRole('option').first().click();
  await wizard.getByRole('button', { name: 'Avançar' }).click();
  await expect(wizard.getByRole('textbox', { name: 'País' })).toHaveValue('Brasil');
  const cidade = wizard.getByRole('combobox', { name: 'Cidade' });
  await expect(cidade).toBeDisabled();
  await wizard.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'PR - Paraná' }).click();
  await cidade.fill('Curitib');
  await page.getByRole('option', { name: 'Curitiba', exact: true }).click();
  await expect(cidade).toHaveValue('Curitiba');
  await wizard.getByRole('button', { name: 'Avançar' }).click();
  await wizard.getByRole('textbox', { name: 'Instagram' }).fill('@teodoro.viaja');
  await wizard.getByRole('button', { name: 'Avançar' }).click();
  await wizard.getByRole('button', { name: 'Adicionar Passaporte' }).click();
  await wizard.getByRole('textbox', { name: 'Número', exact: true }).fill('FZ123456');
  await wizard.getByRole('button', { name: 'Finalizar' }).click();
  await expect(page.getByText('Contato criado com sucesso!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Teodoro Jornada Teste' })).toBeVisible();

  await page.getByRole('tab', { name: 'Documentos PAX' }).click();
  await expect(
    page.getByRole('table', { name: 'Passaporte do contato' }).getByText('FZ123456'),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Contatos' }).first().click();
  await page.getByLabel('Buscar contatos').fill('jornada teste');
  const tabela = page.getByRole('table', { name: 'Contatos' });
  await expect(tabela.getByRole('row')).toHaveCount(2);
  await expect(tabela.getByText('529.982.247-25')).toBeVisible();
  await tabela.getByText('Teodoro Jornada Teste').click();

  await page.getByRole('tab', { name: 'Endereço' }).click();
  await expect(page.getByLabel('Cidade')).toHaveValue('Curitiba');
  await page.getByLabel('Logradouro').fill('Rua XV de Novembro');
  await page.getByLabel('Número', { exact: true }).fill('1000');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Contato editado com sucesso!')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Logradouro')).toHaveValue('Rua XV de Novembro');

  await page.getByRole('tab', { name: 'Contas Fidelidade' }).click();
  await expect(page.getByText('Nenhuma conta fidelidade encontrada')).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar conta' }).click();
  await expect(page.getByText('Selecione o programa.')).toBeVisible();
  await page.getByLabel('Programa').click();
  await page.getByRole('option', { name: 'Smiles' }).click();
  await page.getByLabel('Número da conta').fill('998877');
  await page.getByRole('button', { name: 'Adicionar conta' }).click();
  await expect(page.getByText('Conta fidelidade adicionada com sucesso!')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Contas fidelidade' }).getByText('998877')).toBeVisible();

  await page.getByRole('tab', { name: 'Informações Pessoais' }).click();
  const dados = page.getByRole('form', { name: 'Dados do contato' });
  await expect(dados.getByRole('textbox', { name: 'Sobrenome' })).toHaveValue('Jornada Teste');
  await dados.getByRole('button', { name: 'Deletar' }).click();
  const confirmar = page.getByRole('dialog', { name: 'Deletar contato' });
  await confirmar.getByLabel('Nome completo').fill('Teodoro');
  await expect(confirmar.getByRole('button', { name: 'Deletar' })).toBeDisabled();
  await confirmar.getByLabel('Nome completo').fill('Teodoro Jornada Teste');
  await confirmar.getByRole('button', { name: 'Deletar' }).click();
  await expect(page.getByText('Contato deletado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/contatos$/);
});

test('the first contact of the list shows its services, paid quotes and beneficiaries', async ({ page }) => {
  await openAs(page, 'consultor', '/contatos');
  const tabela = page.getByRole('table', { name: 'Contatos' });
  const primeiro = tabela.getByRole('row').nth(1);
  // the first row is the loading row until the page arrives
  await expect(tabela.getByText('Carregando...')).toHaveCount(0);
  await expect(primeiro.getByRole('cell').nth(1)).toBeVisible();
  // the name: the row's first cell of a value (before it, at this width, the cell of the row's detail button)
  const celulaNome = primeiro.getByRole('cell').filter({ hasNotText: /^$/ }).first();
  const nome = (await celulaNome.innerText()).trim();
  await celulaNome.click();
  await expect(page.getByRole('heading', { name: nome })).toBeVisible();

  await abrirAba(page, 'Serviços');
  const servicos = page.getByRole('table', { name: 'Serviços' });
  await expect(servicos.getByText('Carregando...')).toHaveCount(0);
  await servicos
    .getByRole('button', { name: /^Detalhes do serviço/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  await abrirAba(page, 'Cotações pagas');
  const pagas = page.getByRole('table', { name: 'Cotações pagas' });
  await expect(pagas.getByText('Carregando...')).toHaveCount(0);
  await expect(pagas.getByRole('button', { name: /^Detalhes do serviço/ }).first()).toBeVisible();

  await abrirAba(page, 'Beneficiários');
  const beneficiarios = page.getByRole('table', { name: 'Beneficiários' });
  await expect(beneficiarios.getByText('Carregando...')).toHaveCount(0);
  await expect(beneficiarios.getByRole('link').first()).toHaveAttribute('href', /^\/contatos\/\d+$/);
});

test('an unknown contact shows the not-found message', async ({ page }) => {
  await openAs(page, 'consultor');
  await page.goto('/contatos/999999');
  await expect(page.getByText('O contato não foi encontrado. (404)')).toBeVisible();
});

test('a consultant uploads a passport with its scan, opens the file and deletes the passport', async ({
  page,
}) => {
  await openAs(page, 'consultor', '/contatos');
  const tabela = page.getByRole('table', { name: 'Contatos' });
  const primeiro = tabela.getByRole('row').nth(1);
  // the first row is the loading row until the page arrives
  await expect(tabela.getByText('Carregando...')).toHaveCount(0);
  await expect(primeiro.getByRole('cell').nth(1)).toBeVisible();
  // the name: the row's first cell of a value (before it, at this width, the cell of the row's detail button)
  const celulaNome = primeiro.getByRole('cell').filter({ hasNotText: /^$/ }).first();
  const nome = (await celulaNome.innerText()).trim();
  await celulaNome.click();
  await expect(page.getByRole('heading', { name: nome })).toBeVisible();
  await page.getByRole('tab', { name: 'Documentos PAX' }).click();
  const passaportes = page.getByRole('region', { name: 'Passaporte' });
  await passaportes.getByRole('button', { name: 'Adicionar Passaporte' }).click();

  const dialogo = page.getByRole('dialog', { name: 'Adicionar Passaporte' });
  await dialogo.getByRole('textbox', { name: 'Número', exact: true }).fill('YB765432');
  await dialogo.getByLabel('Arquivo (imagem ou PDF)').setInputFiles({
    name: 'passaporte.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('não é um documento'),
  });
  await dialogo.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialogo.getByText('Envie uma imagem (JPG, PNG, WEBP, GIF) ou um PDF.')).toBeVisible();
  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
  await dialogo
    .getByLabel('Arquivo (imagem ou PDF)')
    .setInputFiles({ name: 'passaporte.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(dialogo.getByText('passaporte.pdf')).toBeVisible();
  await dialogo.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Passaporte adicionado!')).toBeVisible();
  await expect(dialogo).toBeHidden();

  const linha = passaportes.getByRole('row').filter({ hasText: 'YB765432' });
  const visualizar = linha.getByRole('link', { name: 'Visualizar' });
  const arquivo = await page.request.get((await visualizar.getAttribute('href')) ?? '');
  expect(arquivo.status()).toBe(200);
  expect(arquivo.headers()['content-type']).toBe('application/pdf');
  expect(Buffer.from(await arquivo.body()).equals(pdf)).toBe(true);

  await linha.getByRole('button', { name: 'Deletar' }).click();
  const confirmar = page.getByRole('dialog', { name: 'Deletar Passaporte' });
  await expect(confirmar.getByText('Realmente deseja deletar esse passaporte?')).toBeVisible();
  await confirmar.getByRole('button', { name: 'Deletar' }).click();
  await expect(page.getByText('Passaporte deletado!')).toBeVisible();
  await expect(passaportes.getByText('YB765432')).toHaveCount(0);
  await page.reload();
  await page.getByRole('tab', { name: 'Documentos PAX' }).click();
  await expect(passaportes.getByRole('heading', { name: 'Passaporte' })).toBeVisible();
  await expect(passaportes.getByText('YB765432')).toHaveCount(0);
});

test('the wizard shows a duplicate CPF on its field, and a contact tab asks before dropping unsaved changes', async ({
  page,
}) => {
  await openAs(page, 'consultor', '/contatos');
  const lista = await (await page.request.get('/api/contatos/?search=Adriana')).json();
  const existente = (lista.contatos as { id: number; cpf: string | null }[]).find((c) => c.cpf);
  expect(existente).toBeTruthy();

  await page.getByRole('button', { name: 'Novo Contato' }).click();
  const wizard = page.getByRole('dialog', { name: 'Novo Contato' });
  await wizard.getByRole('textbox', { name: 'Nome', exact: true }).fill('Dora');
  await wizard.getByRole('textbox', { name: 'Sobrenome', exact: true }).fill('Duplicada');
  await wizard.getByRole('textbox', { name: 'CPF', exact: true }).fill(existente?.cpf ?? '');
  await wizard.getByRole('combobox', { name: 'Indicação' }).fill('Adriana');
  await page.getByRole('option').first().click();
  for (let passo = 0; passo < 3; passo++) await wizard.getByRole('button', { name: 'Avançar' }).click();
  await wizard.getByRole('button', { name: 'Finalizar' }).click();
  const cpf = wizard.getByRole('textbox', { name: 'CPF', exact: true });
  await expect(cpf).toBeVisible();
  await expect(cpf).toHaveAccessibleDescription('Já existe um contato com este CPF.');
  await wizard.getByRole('button', { name: 'Cancelar' }).click();
  await page
    .getByRole('dialog', { name: 'Deseja mesmo fechar? Todas as alterações serão perdidas.' })
    .getByRole('button', { name: 'Descartar' })
    .click();

  await page.goto(`/contatos/${existente?.id}/endereco`);
  const logradouro = page.getByRole('textbox', { name: 'Logradouro' });
  await logradouro.fill('Rua das Alterações Não Salvas');
  await page.getByRole('tab', { name: 'Extras' }).click();
  const pergunta = page.getByRole('dialog', { name: 'Descartar alterações?' });
  await pergunta.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(pergunta).toBeHidden();
  await expect(page).toHaveURL(/\/endereco$/);
  await expect(logradouro).toHaveValue('Rua das Alterações Não Salvas');
  await page.getByRole('tab', { name: 'Extras' }).click();
  await pergunta.getByRole('button', { name: 'Descartar' }).click();
  await expect(page).toHaveURL(/\/extras$/);
});

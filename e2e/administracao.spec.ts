import { escolherOpcao, expect, lerDoEmail, openAs, signIn, test } from './support.ts';

/** The set-password link of the newest invitation e-mailed to `email`, or '' while none has arrived. */
const linkDoConvite = (email: string) =>
  lerDoEmail(email, (assunto) => assunto.startsWith('Convite'), /https?:\/\/\S+\/senha\/definir\?token=\S+/);

test('an administrator invites a consultant made from the role template, who sets a password from the e-mailed link, signs in with the code and sees only the consultant’s menus; deactivated, their open tab goes to the login page, which says why', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const login = `consultora.${Date.now().toString(36)}`;
  const email = `${login}@agencia.test`;
  const senha = 'Roteiro-Lisboa-Porto-2027';

  // the administrator creates the user, which sends the invitation
  await openAs(page, 'admin', '/usuarios');
  await expect(
    page.getByRole('navigation', { name: 'Menu principal' }).getByRole('list', { name: 'Administração' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Novo usuário' }).click();
  await page.getByLabel(/^Nome/).fill('Júlia');
  await page.getByLabel('Sobrenome').fill('Navarro');
  await page.getByLabel('Login').fill(login);
  await page.getByLabel('E-mail').fill(email);
  await escolherOpcao(page, page.getByRole('combobox', { name: 'Modelo de perfil' }), 'Consultor');
  await expect(page.getByRole('checkbox', { name: 'Consultor' })).toBeChecked();
  await page.getByRole('button', { name: 'Criar e enviar convite' }).click();
  await expect(page).toHaveURL(/\/usuarios\/\d+$/);
  await expect(page.getByText('Ainda não definiu a senha.', { exact: false })).toBeVisible();

  // the consultant opens the e-mailed link in their own browser and sets a password
  await expect.poll(() => linkDoConvite(email), { timeout: 15_000 }).toMatch(/senha\/definir/);
  const link = await linkDoConvite(email);
  const contexto = await browser.newContext();
  const aba = await contexto.newPage();
  await aba.goto(link);
  await expect(aba.getByRole('heading', { name: `Definir senha de ${login}` })).toBeVisible();
  await aba.getByLabel(/^Nova senha/).fill('senha');
  await aba.getByLabel(/^Confirme a nova senha/).fill('senha');
  await aba.getByRole('button', { name: 'Definir senha' }).click();
  await expect(aba.getByText('A senha deve ter pelo menos 10 caracteres.')).toBeVisible();
  await aba.getByLabel(/^Nova senha/).fill(senha);
  await aba.getByLabel(/^Confirme a nova senha/).fill(senha);
  await aba.getByRole('button', { name: 'Definir senha' }).click();
  await expect(aba).toHaveURL(/\/login/);

  // the link works once
  await aba.goto(link);
  await expect(aba.getByText('Este link é inválido, já foi usado ou expirou. Peça um novo.')).toBeVisible();

  // the consultant signs in with the password and the e-mailed code, and sees the consultant's menus only
  await signIn(aba, login, senha);
  const menu = aba.getByRole('navigation', { name: 'Menu principal' });
  for (const item of ['Contatos', 'Vendas', 'Orçamentos', 'Emissões']) {
    await expect(menu.getByRole('link', { name: item, exact: true })).toBeVisible();
  }
  for (const item of ['Usuários', 'Moedas', 'Contas a Receber', 'Contas a Pagar', 'Conciliação']) {
    await expect(menu.getByRole('link', { name: item, exact: true })).toHaveCount(0);
  }
  await expect(menu.getByRole('list', { name: 'Administração' })).toHaveCount(0);

  // the administrator deactivates the consultant
  await page.reload();
  await page.getByRole('button', { name: 'Desativar' }).click();
  const confirmacao = page.getByRole('dialog');
  await expect(confirmacao).toContainText('As sessões abertas terminam agora');
  await confirmacao.getByRole('button', { name: 'Desativar' }).click();
  await expect(page.getByRole('button', { name: 'Reativar' })).toBeVisible();

  // the consultant's open tab is sent to the login page on its next request, and the login is refused
  await menu.getByRole('link', { name: 'Contatos', exact: true }).click();
  await expect(aba).toHaveURL(/\/login$/);
  await expect(aba.getByRole('status')).toHaveText(
    'Sua sessão foi encerrada porque sua conta foi desativada. Procure um administrador da agência.',
  );
  await aba.getByLabel('Login').fill(login);
  await aba.getByLabel('Senha', { exact: true }).fill(senha);
  await aba.getByRole('button', { name: 'Acessar' }).click();
  await expect(
    aba.getByText('Esta conta foi desativada. Procure um administrador da agência.'),
  ).toBeVisible();
  await contexto.close();
});

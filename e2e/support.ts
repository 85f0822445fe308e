import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import PostalMime from 'postal-mime';

const outbox = () => path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');

async function codesFor(username: string): Promise<string[]> {
  const files = (() => {
    try {
      return readdirSync(outbox());
    } catch {
      return [];
    }
  })();
  const codes: string[] = [];
  for (const file of files.filter((name) => name.includes(`${username}@`)).sort()) {
    const mail = await PostalMime.parse(readFileSync(path.join(outbox(), file)));
    const code = /^Seu código de acesso: (\d+)$/.exec(mail.subject ?? '')?.[1];
    if (code) codes.push(code);
  }
  return codes;
}

/** Signs in through the login and code pages, reading the code from the e-mail the server wrote. */
export async function signIn(page: Page, username: string, password = 'demo1234'): Promise<void> {
  const before = (await codesFor(username)).length;
  await page.goto('/login');
  await page.getByLabel('Login').fill(username);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Acessar' }).click();
  await expect(page).toHaveURL(/\/otp_verification/);
  await expect.poll(async () => (await codesFor(username)).length).toBeGreaterThan(before);
  const code = (await codesFor(username)).at(-1) ?? '';
  await page.getByLabel(/código/i).fill(code);
  await page.getByRole('button', { name: 'Verificar e Acessar' }).click();
  await expect(page).not.toHaveURL(/\/(otp_verification|login)/);
  mkdirSync(sessions(), { recursive: true });
  writeFileSync(sessionFile(username), JSON.stringify(await page.context().cookies()));
}

const sessions = () => path.join(process.env.E2E_DATA_DIR ?? '', 'e2e-sessions');
const sessionFile = (username: string) => path.join(sessions(), `${username}.json`);

/**
 * Opens the app as `username`, reusing the session of an earlier sign-in when it is still valid: the
 * server allows a few codes per account and per address every 15 minutes, fewer than the journeys need.
 */
export async function openAs(page: Page, username: string, path_ = '/'): Promise<void> {
  let cookies: Parameters<ReturnType<Page['context']>['addCookies']>[0] = [];
  try {
    cookies = JSON.parse(readFileSync(sessionFile(username), 'utf8'));
  } catch {
    cookies = [];
  }
  if (cookies.length > 0) {
    await page.context().addCookies(cookies);
    const whoami = await page.request.get('/api/whoami/');
    if (whoami.ok() && (await whoami.json()).user?.username === username) {
      await page.goto(path_);
      return;
    }
    await page.context().clearCookies();
  }
  await signIn(page, username);
  if (path_ !== '/') await page.goto(path_);
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

const outbox = () => path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');

function codesFor(username: string): string[] {
  const files = (() => {
    try {
      return readdirSync(outbox());
    } catch {
      return [];
    }
  })();
  return files
    .filter((file) => file.includes(`${username}@`))
    .sort()
    .map((file) => {
      const eml = readFileSync(path.join(outbox(), file), 'utf8');
      return /^Subject: Seu c.*?: (\d+)$/m.exec(eml)?.[1] ?? '';
    })
    .filter(Boolean);
}

/** Signs in through the login and code pages, reading the code from the e-mail the server wrote. */
export async function signIn(page: Page, username: string, password = 'demo1234'): Promise<void> {
  const before = codesFor(username).length;
  await page.goto('/login');
  await page.getByLabel('Login').fill(username);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Acessar' }).click();
  await expect(page).toHaveURL(/\/otp_verification/);
  await expect.poll(() => codesFor(username).length).toBeGreaterThan(before);
  const code = codesFor(username).at(-1) ?? '';
  await page.getByLabel(/código/i).fill(code);
  await page.getByRole('button', { name: 'Verificar e Acessar' }).click();
}

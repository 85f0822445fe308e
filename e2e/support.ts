import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import PostalMime from 'postal-mime';

export { expect };

/** Impacts that fail a journey; moderate and minor findings are left to review. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);
/** How long a screen may keep a progress indicator before it is checked as it is. */
const SETTLE_TIMEOUT_MS = 5_000;

/** Waits until the screen has loaded its data: no progress indicator left, transitions over. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await expect(page.getByRole('progressbar'))
    .toHaveCount(0, { timeout: SETTLE_TIMEOUT_MS })
    .catch(() => undefined);
  await page.waitForTimeout(300);
}

/** The serious and critical accessibility violations axe finds on the screen as it is now, one per line. */
export async function findA11yViolations(page: Page): Promise<string[]> {
  const contentType = await page.evaluate<string>('document.contentType').catch(() => '');
  if (contentType !== 'text/html') return [];
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(' '))
        .join(' | ');
      return `${page.url()} — ${violation.id} (${violation.impact}): ${violation.help} — ${targets}`;
    });
}

/** Fails when the screen as it is now has serious or critical accessibility violations. */
export async function expectAccessible(page: Page): Promise<void> {
  await settle(page);
  expect(await findA11yViolations(page), 'violações de acessibilidade (axe)').toEqual([]);
}

/** One check per screen: `/vendas/12/info?x=1` and `/vendas/40/info` are the same screen. */
const screenKey = (url: string) => new URL(url).pathname.replace(/\/\d+(?=\/|$)/g, '/:id');

/** Time for checking every screen a journey visited, on top of the journey's own time. */
const AXE_TIMEOUT_MS = 300_000;

/**
 * The screens this run has already checked, with who was signed in: a screen opened afresh shows the same
 * thing to the same user in every journey, so each is loaded and checked once per user and run. Both
 * workers share the list (a file per screen and user, in a folder of this run); `true` the first time.
 */
function firstCheckOf(who: string, screen: string): boolean {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', `e2e-axe-${process.env.E2E_RUN_ID ?? ''}`);
  mkdirSync(dir, { recursive: true });
  try {
    writeFileSync(path.join(dir, encodeURIComponent(`${who} ${screen}`)), '', { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** The demo user whose session the page holds (from the sessions `openAs` keeps), or `anônimo`. */
async function signedInAs(page: Page): Promise<string> {
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'sessionid')?.value;
  if (!session) return 'anônimo';
  let files: string[] = [];
  try {
    files = readdirSync(sessions());
  } catch {
    files = [];
  }
  for (const file of files) {
    const cookies = JSON.parse(readFileSync(path.join(sessions(), file), 'utf8')) as {
      name: string;
      value: string;
    }[];
    if (cookies.some((cookie) => cookie.name === 'sessionid' && cookie.value === session))
      return path.parse(file).name;
  }
  return `sessão ${session.slice(0, 8)}`;
}

/**
 * Loads `url` in a new tab of the page's session and answers axe's findings there; none when the screen it
 * ends on (a redirect) was already checked for `who` in this run.
 */
async function checkInNewTab(page: Page, who: string, url: string): Promise<string[]> {
  const tab = await page.context().newPage();
  try {
    const response = await tab.goto(url).catch(() => null);
    if (!response) return [];
    const landed = screenKey(tab.url());
    if (landed !== screenKey(url) && !firstCheckOf(who, landed)) return [];
    await settle(tab);
    return await findA11yViolations(tab);
  } finally {
    await tab.close();
  }
}

/**
 * The journeys' `test`: after each test that passed, axe checks the screen it ended on and, in a new tab
 * of the same session, every other screen it visited that this run has not yet checked for the same user;
 * serious or critical violations fail the test.
 */
export const test = base.extend<{ axe: undefined }>({
  axe: [
    async ({ page, baseURL }, use, testInfo) => {
      const visited = new Map<string, string>();
      page.on('framenavigated', (frame) => {
        const url = frame.url();
        if (frame !== page.mainFrame() || !baseURL || !url.startsWith(baseURL)) return;
        const key = screenKey(url);
        if (!visited.has(key)) visited.set(key, url);
      });
      await use(undefined);
      if (testInfo.status !== testInfo.expectedStatus || page.isClosed()) return;
      await settle(page);
      const violations = await findA11yViolations(page);
      const who = await signedInAs(page);
      const ended = screenKey(page.url());
      firstCheckOf(who, ended);
      visited.delete(ended);
      for (const [key, url] of visited)
        if (firstCheckOf(who, key)) violations.push(...(await checkInNewTab(page, who, url)));
      expect(violations, 'violações de acessibilidade (axe)').toEqual([]);
    },
    { auto: true, timeout: AXE_TIMEOUT_MS },
  ],
});

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
    // the code is in the body only, never in the subject
    const code = /Seu código de acesso é (\d+)\./.exec(mail.text ?? '')?.[1];
    if (code) codes.push(code);
  }
  return codes;
}

/**
 * The newest e-mail in the outbox to `endereco` whose subject `assunto` accepts and whose text `padrao` matches:
 * the pattern's first group (or the whole match); '' while none has arrived.
 */
export async function lerDoEmail(
  endereco: string,
  assunto: (subject: string) => boolean,
  padrao: RegExp,
): Promise<string> {
  let files: string[] = [];
  try {
    files = readdirSync(outbox());
  } catch {
    files = [];
  }
  for (const file of files
    .filter((name) => name.includes(endereco))
    .sort()
    .reverse()) {
    const mail = await PostalMime.parse(readFileSync(path.join(outbox(), file)));
    if (!assunto(mail.subject ?? '')) continue;
    const found = padrao.exec(mail.text ?? '');
    if (found) return found[1] ?? found[0];
  }
  return '';
}

/** How long a journey waits for another worker's sign-in of the same account before taking it over. */
const LOGIN_LOCK_STALE_MS = 60_000;

/**
 * Runs `work` while no other worker asks for or reads a login code of `username`: the journeys run in two
 * workers, and a code read from the outbox must be the one this worker's sign-in asked for.
 */
export async function comLoginDe<T>(username: string, work: () => Promise<T>): Promise<T> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'e2e-locks', username);
  mkdirSync(path.dirname(dir), { recursive: true });
  for (;;) {
    try {
      mkdirSync(dir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // a worker that died holding the lock leaves it behind
      const since = statSync(dir, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
      if (Date.now() - since > LOGIN_LOCK_STALE_MS) rmSync(dir, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The login and code pages, reading the code from the e-mail the server wrote; the caller holds the lock. */
async function entrar(page: Page, username: string, password: string, guardar: boolean): Promise<void> {
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
  if (!guardar) return;
  mkdirSync(sessions(), { recursive: true });
  writeFileSync(sessionFile(username), JSON.stringify(await page.context().cookies()));
}

/**
 * Signs in through the login and code pages. The session is kept for `openAs` unless the journey is going
 * to end it (`guardar: false`), which would sign out the other worker's journeys that reuse it.
 */
export async function signIn(
  page: Page,
  username: string,
  password = 'demo1234',
  { guardar = true }: { guardar?: boolean } = {},
): Promise<void> {
  await comLoginDe(username, () => entrar(page, username, password, guardar));
}

const sessions = () => path.join(process.env.E2E_DATA_DIR ?? '', 'e2e-sessions');
const sessionFile = (username: string) => path.join(sessions(), `${username}.json`);

/**
 * Opens the app as `username`, reusing the session of an earlier sign-in when it is still valid: the
 * server allows a few codes per account and per address every 15 minutes, fewer than the journeys need.
 * Looking for a session and signing in are one step under the account's lock, so two workers opening the
 * same account sign in once.
 */
export async function openAs(page: Page, username: string, path_ = '/'): Promise<void> {
  // a sign-in ends on the home page
  const signedIn = await comLoginDe(username, async () => {
    let cookies: Parameters<ReturnType<Page['context']>['addCookies']>[0] = [];
    try {
      cookies = JSON.parse(readFileSync(sessionFile(username), 'utf8'));
    } catch {
      cookies = [];
    }
    if (cookies.length > 0) {
      await page.context().addCookies(cookies);
      const whoami = await page.request.get('/api/whoami/');
      if (whoami.ok() && (await whoami.json()).user?.username === username) return false;
      await page.context().clearCookies();
    }
    await entrar(page, username, 'demo1234', true);
    return true;
  });
  if (!signedIn || path_ !== '/') await page.goto(path_);
}

/**
 * Opens a record's tab once its screen has loaded: waits out the progress indicators, clicks the tab and
 * checks that it is the selected one (a click landing while the screen still moved is made again).
 */
export async function abrirAba(page: Page, nome: string): Promise<void> {
  const aba = page.getByRole('tab', { name: nome, exact: true });
  await expect(aba).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(async () => {
    await aba.click();
    await expect(aba).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
  }).toPass();
}

/**
 * Chooses an option of a select field and checks the field shows it: a click that landed on the next option
 * while the menu still grew is made again, after closing a menu left open.
 */
export async function escolherOpcao(page: Page, campo: Locator, opcao: string): Promise<void> {
  await expect(async () => {
    if (await page.getByRole('listbox').isVisible()) await page.keyboard.press('Escape');
    await campo.click({ timeout: 5_000 });
    await page.getByRole('option', { name: opcao, exact: true }).click({ timeout: 5_000 });
    await expect(campo).toHaveText(opcao, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
}

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { journeyLaunchOptions } from './chromium.ts';
import { FOCUS_NFE, PAGARME, servidorEnv } from './servidor.ts';

const port = Number(process.env.E2E_PORT ?? 8010);
/** the stand-in card gateway (`fake-pagarme.mjs`) the app creates links at and is paid through */
const gatewayPort = Number(process.env.E2E_GATEWAY_PORT ?? port + 1);
/** the stand-in NFS-e provider (`fake-focus-nfe.mjs`) the app's queue sends the invoices to */
const focusPort = Number(process.env.E2E_FOCUS_PORT ?? gatewayPort + 1);
/** A fresh embedded database with demo data for each run; the specs read the e-mailed codes from its outbox. */
export const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'skyler-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
/** This run, for what its workers share beyond the database (the screens axe has checked): set once, inherited. */
process.env.E2E_RUN_ID ??= String(Date.now());

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // three journeys at a time on two cores (a journey spends much of its time waiting on the browser and the
  // server: 402 s against 476 s with two): each creates the records it works on, signs in under its
  // account's lock (support.ts) and counts what others may change only within bounds
  fullyParallel: false,
  workers: 3,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    screenshot: 'only-on-failure',
    launchOptions: journeyLaunchOptions,
  },
  webServer: [
    {
      command: 'node fake-pagarme.mjs',
      url: `http://127.0.0.1:${gatewayPort}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        FAKE_PAGARME_PORT: String(gatewayPort),
        ...PAGARME,
        PAGARME_WEBHOOK_TARGET: `http://127.0.0.1:${port}/api/pagarme/webhook/`,
      },
    },
    {
      command: 'node fake-focus-nfe.mjs',
      url: `http://127.0.0.1:${focusPort}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { FAKE_FOCUS_NFE_PORT: String(focusPort), ...FOCUS_NFE },
    },
    {
      command: 'node ../apps/api/dist/main.js',
      url: `http://127.0.0.1:${port}/api/whoami/`,
      reuseExistingServer: false,
      // the server seeds the demo agency before it answers (177 s when the 2-core machine was busy), unless
      // `preparar-dados.ts` has done it already
      timeout: 300_000,
      env: servidorEnv({ port, gatewayPort, focusPort, dataDir }),
    },
  ],
});

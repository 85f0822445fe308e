import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { EtapasPorUltimo } from './apps/api/src/test/sequencer.ts';

/** Screen tests that replace one of the app's modules (`vi.mock`): each runs in a module graph of its own. */
const WEB_MOCKS_MODULES = [
  'apps/web/src/features/cotacoes/components/cotacoes-table.test.tsx',
  'apps/web/src/features/cotacoes/components/orcamento-cotacoes-panel.test.tsx',
  'apps/web/src/features/cotacoes/pages/venda-carrinho-page.test.tsx',
];

export default defineConfig({
  test: {
    // one worker per core: Vitest's default leaves one core idle, which on 2 cores halves the speed
    maxWorkers: availableParallelism(),
    // the API files that copy a template of the demo's sales steps run last: on a fresh clone those are built
    // while the first files run (apps/api/src/test/global-setup.ts)
    sequence: { sequencer: EtapasPorUltimo },
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          // the properties check thousands of cases: about a second each alone, over 5 s on a loaded machine
          testTimeout: 30_000,
        },
      },
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts', 'apps/web/scripts/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          // migrates and seeds the template databases once, the demo's sales steps beside the first files; each
          // file copies one (test/template.ts)
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          // a worker imports the app once for all the files it runs: each file still builds its own app on
          // its own database, and no API test mocks a module (decision 0033)
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: WEB_MOCKS_MODULES,
          environment: 'jsdom',
          // a worker loads jsdom, React, MUI and the app's modules once for all the files it runs; each test
          // still renders into a clean document (test/setup.ts) with its own query client
          isolate: false,
          // a screen test renders the whole page in jsdom; on a loaded 2-core machine some take over 15 s
          testTimeout: 30_000,
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'web-isolado',
          include: WEB_MOCKS_MODULES,
          environment: 'jsdom',
          testTimeout: 30_000,
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});

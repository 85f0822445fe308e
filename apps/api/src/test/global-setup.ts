import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import {
  ensurePgliteTemplates,
  ensurePgTemplates,
  fimDaConstrucao,
  PGLITE_TEMPLATE_DIR,
  pgliteTemplatePronto,
  TEMPLATE_KINDS,
  type TemplateKind,
  templateKey,
} from './template.ts';

/**
 * The templates the global setup waits for before any file starts: nearly every file copies one of these.
 * The demo's sales steps, which the seed tests copy, are built after them while the first files run (those
 * tests are run last: test/sequencer.ts).
 */
const PRIMEIROS: readonly TemplateKind[] = ['migrada', 'demo', 'demo-referencia'];

/**
 * Builds the PGlite templates in a process of its own (construir-templates.ts): answers once `esperar` exist
 * (every kind when some files of the run were named: one of them may be a seed test, waiting in a hook that
 * times out), with a wait for the end of the build (the run's teardown).
 */
async function construirAoLado(key: string, esperar: readonly TemplateKind[]): Promise<() => Promise<void>> {
  mkdirSync(PGLITE_TEMPLATE_DIR, { recursive: true });
  const fim = fimDaConstrucao(key);
  rmSync(fim, { force: true });
  const tsx = createRequire(import.meta.url).resolve('tsx/cli');
  const here = path.dirname(fileURLToPath(import.meta.url));
  const child: ChildProcess = spawn(
    process.execPath,
    [tsx, '--tsconfig', path.join(here, '../../tsconfig.json'), path.join(here, 'construir-templates.ts')],
    { env: { ...process.env, SKYLER_TEST_TEMPLATE_KEY: key }, stdio: 'inherit' },
  );
  const terminou = new Promise<void>((resolve) => {
    const escrever = (resultado: string) => {
      writeFileSync(fim, resultado);
      resolve();
    };
    child.once('error', (error) => escrever(error.message));
    child.once('exit', (code, signal) => escrever(code === 0 ? 'ok' : `exit ${code ?? signal}`));
  });
  // the test workers wait for the templates still missing when they need one (template.ts)
  process.env.SKYLER_TEST_TEMPLATE_BUILD = '1';
  let acabou = false;
  void terminou.then(() => {
    acabou = true;
  });
  while (!acabou && !esperar.every((kind) => pgliteTemplatePronto(kind, key))) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!esperar.every((kind) => pgliteTemplatePronto(kind, key))) {
    throw new Error('the test templates were not built (see the lines above)');
  }
  return () => terminou;
}

/**
 * Once per run, before any API test file: the templates every test database is copied from, built when
 * the migrations, the seed or the code they run changed (or the day did), on PGlite or on the PostgreSQL
 * server of TEST_DATABASE_URL. On PGlite the build goes on beside the first files (decision 0099).
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const started = performance.now();
  const key = templateKey();
  process.env.SKYLER_TEST_TEMPLATE_KEY = key;
  const serverUrl = process.env.TEST_DATABASE_URL;
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  if (serverUrl) {
    const built = await ensurePgTemplates(serverUrl, { key });
    console.log(
      built.length > 0
        ? `test templates (PostgreSQL, ${key}): built ${built.join(', ')} in ${seconds()} s`
        : `test templates (PostgreSQL, ${key}): up to date`,
    );
    return undefined;
  }
  if (TEMPLATE_KINDS.every((kind) => pgliteTemplatePronto(kind, key))) {
    // removes the templates of other keys
    await ensurePgliteTemplates({ key });
    console.log(`test templates (PGlite, ${key}): up to date`);
    return undefined;
  }
  // files named on the command line (Vitest's own field, absent or undefined otherwise): every template first
  const vitest = project.vitest as unknown as { filenamePattern?: string[] };
  const todos = !('filenamePattern' in vitest) || vitest.filenamePattern !== undefined;
  const esperar = todos ? TEMPLATE_KINDS : PRIMEIROS;
  const teardown = await construirAoLado(key, esperar);
  console.log(`test templates (PGlite, ${key}): ${esperar.join(', ')} ready in ${seconds()} s`);
  return teardown;
}

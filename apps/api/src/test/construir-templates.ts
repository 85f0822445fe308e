import { ensurePgliteTemplates } from './template.ts';

/**
 * The PGlite templates of the run's key, built in a process of their own beside the first test files (the
 * global setup starts it and waits only for the ones most files copy). Exits 0 once every template exists.
 */
const key = process.env.SKYLER_TEST_TEMPLATE_KEY;
if (!key) {
  console.error('SKYLER_TEST_TEMPLATE_KEY is required');
  process.exit(2);
}
const started = performance.now();
const built = await ensurePgliteTemplates({ key });
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`test templates (PGlite, ${key}): built ${built.join(', ')} in ${seconds} s`);

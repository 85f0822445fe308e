import { ensurePgliteTemplates, ensurePgTemplates, templateKey } from './template.ts';

/**
 * Once per run, before any API test file: the templates every test database is copied from, built when
 * the migrations, the seed or the code they run changed (or the day did), on PGlite or on the PostgreSQL
 * server of TEST_DATABASE_URL.
 */
export default async function setup(): Promise<void> {
  const started = performance.now();
  const key = templateKey();
  process.env.SKYLER_TEST_TEMPLATE_KEY = key;
  const serverUrl = process.env.TEST_DATABASE_URL;
  const built = serverUrl
    ? await ensurePgTemplates(serverUrl, { key })
    : await ensurePgliteTemplates({ key });
  const where = serverUrl ? 'PostgreSQL' : 'PGlite';
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    built.length > 0
      ? `test templates (${where}, ${key}): built ${built.join(', ')} in ${seconds} s`
      : `test templates (${where}, ${key}): up to date`,
  );
}

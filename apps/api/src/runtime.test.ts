import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { postgresNovo } from './runtime.ts';
import { createDatabaseOn, dropDatabaseOn } from './test/database.ts';
import { currentTemplateKey, ensurePgTemplates, pgTemplateName, withDatabase } from './test/template.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

describe('postgresNovo', () => {
  it('is false on the embedded database, which main.ts tells new from its folder', async () => {
    await expect(postgresNovo(loadConfig({ DATA_DIR: '/tmp/skyler-sem-uso' }))).resolves.toBe(false);
  });

  describe.skipIf(!serverUrl)('on PostgreSQL', () => {
    const criados: string[] = [];
    async function banco(template?: string): Promise<string> {
      const nome = await createDatabaseOn(serverUrl as string, template);
      criados.push(nome);
      return withDatabase(serverUrl as string, nome);
    }
    afterAll(async () => {
      for (const nome of criados) await dropDatabaseOn(serverUrl as string, nome);
    });
    const novo = (url: string) =>
      postgresNovo(loadConfig({ DATA_DIR: '/tmp/skyler-sem-uso', DATABASE_URL: url }));

    it('is true for a database without the schema, and for one migrated without any user', async () => {
      const key = currentTemplateKey();
      await ensurePgTemplates(serverUrl as string, { key, kinds: ['migrada'] });
      await expect(novo(await banco())).resolves.toBe(true);
      await expect(novo(await banco(pgTemplateName('migrada', key)))).resolves.toBe(true);
    });

    it('is false once a user exists', async () => {
      const key = currentTemplateKey();
      await ensurePgTemplates(serverUrl as string, { key, kinds: ['demo'] });
      await expect(novo(await banco(pgTemplateName('demo', key)))).resolves.toBe(false);
    });
  });
});

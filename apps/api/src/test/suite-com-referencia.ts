import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './app.ts';
import { carregarIds, type Ids } from './fixtures.ts';
import { contatosDemo } from './servicos-fixtures.ts';

/**
 * The set-up of the sale-flow test files: the app on the reference data, its ids and the first `contatos` demo
 * contacts. A file calls `usarAppComReferencia(contatos)` once at its top and reads `t`, `ids` and `pessoas` as imported: the
 * bindings are those of the file running (a worker runs its files one after the other, each built before its
 * tests and closed after them).
 */
export let t: TestApp;
export let ids: Ids;
export let pessoas: number[];

export function usarAppComReferencia(contatos = 0): void {
  beforeAll(async () => {
    t = await createTestApp({ referencia: true });
    ids = await carregarIds(t.db);
    pessoas = await contatosDemo(t, contatos);
  }, 120_000);
  afterAll(() => t.close());
}

import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './app.ts';

/**
 * The set-up most API test files share: the app on a fresh copy of a template, built before the file's tests
 * and closed after them. A file calls `usarApp()` once at its top, before any hook of its own, and reads `t` as
 * imported: the binding is that of the file running (a worker runs its files one after the other, each built
 * before its tests and closed after them), as in `suite-com-referencia.ts`.
 */
export let t: TestApp;

export function usarApp(opcoes: Parameters<typeof createTestApp>[0] = {}): void {
  beforeAll(async () => {
    t = await createTestApp(opcoes);
  }, 120_000);
  afterAll(() => t.close());
}

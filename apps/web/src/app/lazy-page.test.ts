import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadPage } from './lazy-page.ts';

const Page = () => null;

describe('loadPage', () => {
  it('gives the page module when it arrives', async () => {
    await expect(loadPage('vendas', async () => ({ Component: Page }))).resolves.toEqual({ Component: Page });
  });

  it('names the chunk that failed to load', async () => {
    const error = await loadPage('vendas', () => Promise.reject(new TypeError('Failed to fetch'))).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ chunk: 'vendas' });
    expect((error as Error).message).toContain('"vendas"');
  });

  it('gives up after the time-out', async () => {
    vi.useFakeTimers();
    const pending = loadPage('emissoes', () => new Promise(() => undefined), 120_000).catch((e) => e);
    await vi.advanceTimersByTimeAsync(120_000);
    await expect(pending).resolves.toMatchObject({ name: 'ChunkLoadError', chunk: 'emissoes' });
  });
});

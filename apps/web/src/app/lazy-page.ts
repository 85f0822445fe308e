import type { ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../config/app.ts';

/** A page module that failed to arrive: named, so the error page and the logs say which one. */
export class ChunkLoadError extends Error {
  readonly chunk: string;

  constructor(chunk: string, cause?: unknown) {
    super(`Falha ao carregar o módulo "${chunk}". Verifique a conexão e recarregue a página.`, { cause });
    this.name = 'ChunkLoadError';
    this.chunk = chunk;
  }
}

export type PageModule = { Component: ComponentType };

/** Loads a page chunk, failing with a `ChunkLoadError` on a load error or after the time-out. */
export async function loadPage(
  chunk: string,
  importer: () => Promise<PageModule>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<PageModule> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(chunk)), timeoutMs);
  });
  try {
    return await Promise.race([importer(), timeout]);
  } catch (error) {
    throw error instanceof ChunkLoadError ? error : new ChunkLoadError(chunk, error);
  } finally {
    clearTimeout(timer);
  }
}

import type { QueryParams } from './client.ts';

/**
 * Query keys shared by fetchers, hooks and the mutations that invalidate them.
 * Lists are keyed `[area, 'list', path, params]`, so invalidating `[area]` refreshes every page of an area.
 */
export const queryKeys = {
  auth: {
    all: ['auth'] as const,
    whoami: () => ['auth', 'whoami'] as const,
  },
  list: (area: string, path: string, params: QueryParams) => [area, 'list', path, params] as const,
} as const;

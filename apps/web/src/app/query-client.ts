import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error.ts';

const MAX_RETRIES = 2;

/** Answers that will not change by asking again (4xx) are not retried. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

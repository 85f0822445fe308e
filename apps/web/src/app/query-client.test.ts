import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { shouldRetry } from './query-client.ts';

describe('shouldRetry', () => {
  it('does not retry answers that will not change', () => {
    expect(shouldRetry(0, new ApiError({ status: 404, detail: 'x' }))).toBe(false);
    expect(shouldRetry(0, new ApiError({ status: 403, detail: 'x' }))).toBe(false);
  });

  it('retries server and network failures twice', () => {
    const error = new ApiError({ status: 0, detail: 'x' });
    expect(shouldRetry(0, error)).toBe(true);
    expect(shouldRetry(1, new ApiError({ status: 503, detail: 'x' }))).toBe(true);
    expect(shouldRetry(2, error)).toBe(false);
  });
});

/** PostgreSQL error codes services turn into answers. */
export const SQLSTATE = { uniqueViolation: '23505', foreignKeyViolation: '23503' } as const;

export type PgError = { code: string; constraint: string };

/** The PostgreSQL error behind an error, looked for through the wrappers the ORM and drivers put around it. */
export function pgError(error: unknown): PgError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : '',
      };
    }
    current = candidate.cause;
  }
  return null;
}

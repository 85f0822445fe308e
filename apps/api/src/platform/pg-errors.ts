/**
 * What kind of refusal a PostgreSQL error is, by its SQLSTATE class (appendix A of the PostgreSQL manual):
 * class 23 is an integrity rule (unique, reference, not null, check), class 22 a value the column cannot
 * hold (out of range, bad date, NUL byte).
 */
export type PgErrorKind = 'unique' | 'reference' | 'not_null' | 'check' | 'integrity' | 'data';

export type PgError = { code: string; constraint: string; kind: PgErrorKind | null };

function kindOf(code: string): PgErrorKind | null {
  switch (code) {
    case '23505':
      return 'unique';
    // foreign_key_violation, and restrict_violation raised by ON DELETE RESTRICT
    case '23503':
    case '23001':
      return 'reference';
    case '23502':
      return 'not_null';
    case '23514':
      return 'check';
  }
  if (code.startsWith('23')) return 'integrity';
  if (code.startsWith('22')) return 'data';
  return null;
}

/** The PostgreSQL error behind an error, looked for through the wrappers the ORM and drivers put around it. */
export function pgError(error: unknown): PgError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : '',
        kind: kindOf(candidate.code),
      };
    }
    current = candidate.cause;
  }
  return null;
}

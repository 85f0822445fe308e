import { hash, verify } from '@node-rs/argon2';
import { randomToken } from './tokens.ts';

// OWASP's argon2id profile: 19 MiB, 2 passes, 1 lane. Under Vitest (which sets VITEST in every process of
// a run) 1 MiB and 1 pass: 37 ms of CPU per hash or check against 1 ms, in the tests that sign in again and
// again; a hash names its own parameters, so a check always uses those it was made with.
const OPTIONS = process.env.VITEST
  ? ({ memoryCost: 1024, timeCost: 1, parallelism: 1 } as const)
  : ({ memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const);

/** Marks a stored hash no password matches: an invited user who has not set a password yet. */
const SEM_SENHA = '!';

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A value for `senha_hash` that no password verifies (never a hash), unique per user. */
export function unusablePassword(): string {
  return `${SEM_SENHA}${randomToken()}`;
}

/** Whether the stored value is a real password hash (false for an invitation not yet used). */
export function hasUsablePassword(storedHash: string | null | undefined): boolean {
  return Boolean(storedHash) && !storedHash?.startsWith(SEM_SENHA);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a throwaway hash when the user does not exist or has no password yet, so every case takes
 * the same time.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash || !hasUsablePassword(storedHash)) {
    dummyHash ??= hashPassword('senha-inexistente');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseLockedError, openPglite } from './client.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'skyler-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('embedded database in DATA_DIR', () => {
  it('refuses a second opener of the same folder at once, and frees it on close', async () => {
    const first = await openPglite(dir);
    await expect(openPglite(dir)).rejects.toBeInstanceOf(DatabaseLockedError);
    await expect(openPglite(dir)).rejects.toThrow(`já está aberto pelo processo ${process.pid}`);
    await first.close();
    expect(existsSync(path.join(dir, 'skyler.lock'))).toBe(false);
  });

  it('takes over a lock left by a process that no longer exists', async () => {
    writeFileSync(path.join(dir, 'skyler.lock'), '999999');
    const database = await openPglite(dir);
    await database.close();
  });
});

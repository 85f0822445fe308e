import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { createMailer } from './email.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('makes the outbox at start, before any e-mail, and writes each e-mail there', async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'skyler-outbox-'));
  const outboxDir = path.join(dir, 'outbox');
  const mailer = createMailer({
    smtpUrl: undefined,
    from: 'a@b.c',
    outboxDir,
    log: { info: () => {} } as unknown as FastifyBaseLogger,
  });
  expect(existsSync(outboxDir)).toBe(true);
  await mailer.send({
    to: 'maria@agencia.com.br',
    subject: 'Seu código de acesso ao Skyler Back-office',
    text: 'oi',
  });
  expect(readdirSync(outboxDir)).toHaveLength(1);
});

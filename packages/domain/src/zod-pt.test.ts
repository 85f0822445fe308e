import { describe, expect, it } from 'vitest';
import { z } from './zod-pt.ts';

describe('Zod messages', () => {
  it('are Portuguese', () => {
    const result = z.object({ nome: z.string() }).safeParse({ nome: 1 });
    expect(result.error?.issues[0]?.message).toMatch(/^Entrada inválida/);
  });

  it('never repeat a key the client sent', () => {
    const result = z.strictObject({ nome: z.string() }).safeParse({ nome: 'a', '<script>': 1 });
    expect(result.error?.issues[0]?.message).toBe('Campos não permitidos.');
  });
});

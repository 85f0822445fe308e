import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ARQUIVO_CHAVE_MILHAS, cifrar, decifrar, loadChaveMilhas, parseChave } from './segredos.ts';

const HEX = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('parseChave', () => {
  it('reads 32 bytes in hex or base64 and refuses anything else', () => {
    const hex = parseChave(HEX);
    expect(hex.length).toBe(32);
    expect(parseChave(hex.toString('base64')).equals(hex)).toBe(true);
    expect(parseChave(hex.toString('base64url')).equals(hex)).toBe(true);
    for (const ruim of [
      '',
      'curta',
      HEX.slice(2),
      Buffer.alloc(16).toString('base64'),
      `${HEX}00`,
      'é'.repeat(44),
    ])
      expect(() => parseChave(ruim), ruim).toThrow(/32 bytes/);
  });
});

describe('cifrar and decifrar', () => {
  const chave = parseChave(HEX);
  it('gives the text back, never the same ciphertext twice, and never the text itself', () => {
    const a = cifrar(chave, 'senha-secreta ç');
    const b = cifrar(chave, 'senha-secreta ç');
    expect(a).not.toBe(b);
    expect(a).not.toContain('senha');
    expect(a.split('.')).toHaveLength(3);
    expect(decifrar(chave, a)).toBe('senha-secreta ç');
    expect(decifrar(chave, cifrar(chave, ''))).toBe('');
  });
  it('refuses another key, an altered value and a malformed one', () => {
    const valor = cifrar(chave, 'abc123');
    const outra = Buffer.alloc(32, 7);
    expect(() => decifrar(outra, valor)).toThrow();
    const [iv, tag, corpo = ''] = valor.split('.');
    const alterado = `${iv}.${tag}.${corpo.startsWith('A') ? `B${corpo.slice(1)}` : `A${corpo.slice(1)}`}`;
    expect(() => decifrar(chave, alterado)).toThrow();
    expect(() => decifrar(chave, 'x.y')).toThrow();
    expect(() => decifrar(chave, 'a.b.c')).toThrow();
  });
});

describe('loadChaveMilhas', () => {
  it('uses the configured key, else makes one in the data directory and reads it back', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'skyler-chave-'));
    dirs.push(dataDir);
    expect(loadChaveMilhas({ milhasSecretKey: HEX, dataDir }).toString('hex')).toBe(HEX);
    const gerada = loadChaveMilhas({ milhasSecretKey: undefined, dataDir });
    expect(gerada.length).toBe(32);
    const arquivo = path.join(dataDir, ARQUIVO_CHAVE_MILHAS);
    expect(statSync(arquivo).mode & 0o777).toBe(0o600);
    expect(parseChave(readFileSync(arquivo, 'utf8')).equals(gerada)).toBe(true);
    expect(loadChaveMilhas({ milhasSecretKey: undefined, dataDir }).equals(gerada)).toBe(true);
  });
});

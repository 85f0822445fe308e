import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ALGORITMO = 'aes-256-gcm';
const TAMANHO_CHAVE = 32;
const TAMANHO_IV = 12;
const TAMANHO_TAG = 16;
/** Where the generated key is kept when `MILHAS_SECRET_KEY` is not configured. */
export const ARQUIVO_CHAVE_MILHAS = 'milhas.key';

/** A 32-byte key written in hex (64 digits) or base64 (standard or URL alphabet). */
export function parseChave(texto: string): Buffer {
  const limpo = texto.trim();
  const chave = /^[0-9a-fA-F]{64}$/.test(limpo)
    ? Buffer.from(limpo, 'hex')
    : /^[A-Za-z0-9+/_-]+={0,2}$/.test(limpo)
      ? Buffer.from(limpo.replace(/-/g, '+').replace(/_/g, '/'), 'base64')
      : Buffer.alloc(0);
  if (chave.length !== TAMANHO_CHAVE)
    throw new Error('MILHAS_SECRET_KEY deve ter 32 bytes, em base64 ou hexadecimal.');
  return chave;
}

/**
 * The key of the third-party account passwords (decision 0028): `MILHAS_SECRET_KEY`, or one generated once
 * and kept in the data directory, readable by its owner only.
 */
export function loadChaveMilhas(config: { milhasSecretKey: string | undefined; dataDir: string }): Buffer {
  if (config.milhasSecretKey) return parseChave(config.milhasSecretKey);
  const arquivo = path.join(config.dataDir, ARQUIVO_CHAVE_MILHAS);
  if (existsSync(arquivo)) return parseChave(readFileSync(arquivo, 'utf8'));
  mkdirSync(config.dataDir, { recursive: true });
  const chave = randomBytes(TAMANHO_CHAVE);
  try {
    writeFileSync(arquivo, chave.toString('base64'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // another process made it first: its key is the one
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return parseChave(readFileSync(arquivo, 'utf8'));
    throw error;
  }
  chmodSync(arquivo, 0o600);
  return chave;
}

/** AES-256-GCM: `iv.tag.ciphertext`, each part in base64url. */
export function cifrar(chave: Buffer, texto: string): string {
  const iv = randomBytes(TAMANHO_IV);
  const cipher = createCipheriv(ALGORITMO, chave, iv);
  const cifrado = Buffer.concat([cipher.update(texto, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), cifrado].map((parte) => parte.toString('base64url')).join('.');
}

/** The text of `cifrar`'s answer; throws when it was not made with this key or was altered. */
export function decifrar(chave: Buffer, valor: string): string {
  const [iv, tag, cifrado, ...resto] = valor.split('.');
  if (iv === undefined || tag === undefined || cifrado === undefined || resto.length > 0)
    throw new Error('valor cifrado malformado');
  const ivBytes = Buffer.from(iv, 'base64url');
  const tagBytes = Buffer.from(tag, 'base64url');
  if (ivBytes.length !== TAMANHO_IV || tagBytes.length !== TAMANHO_TAG)
    throw new Error('valor cifrado malformado');
  const decipher = createDecipheriv(ALGORITMO, chave, ivBytes, { authTagLength: TAMANHO_TAG });
  decipher.setAuthTag(tagBytes);
  return Buffer.concat([decipher.update(Buffer.from(cifrado, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}

/**
 * A 32-byte key for one use (`uso`: 'csrf'…) derived from the server's secret by HKDF-SHA-256, so that no
 * two uses share a key and none reveals the secret.
 */
export function derivarChave(segredo: string, uso: string): Buffer {
  return Buffer.from(hkdfSync('sha256', segredo, '', `skyler:${uso}`, TAMANHO_CHAVE));
}

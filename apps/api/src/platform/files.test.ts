import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { FileStore } from './files.ts';

const root = mkdtempSync(path.join(tmpdir(), 'skyler-files-'));
const store = new FileStore({ root, maxBytes: 1024 });
afterAll(() => rmSync(root, { recursive: true, force: true }));

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error('expected an AppError');
  return error;
}

describe('FileStore', () => {
  it('stores an accepted file by its content and reads it back', async () => {
    const saved = await store.save({ data: PNG, nome: '../../foto.png', kinds: ['imagem'] });
    expect(saved.mime).toBe('image/png');
    expect(saved.nome).toBe('foto.png');
    expect(saved.key).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]+\.png$/);
    const { stream, size } = await store.open(saved.key);
    expect(size).toBe(PNG.length);
    stream.destroy();
    expect(readFileSync(path.join(root, saved.key))).toEqual(PNG);
    await store.remove(saved.key);
    expect((await refusal(store.open(saved.key))).code).toBe('not_found');
  });

  it('refuses a file whose content is not of the allowed kinds, whatever its name says', async () => {
    const error = await refusal(
      store.save({ data: Buffer.from('texto qualquer'), nome: 'falso.pdf', kinds: ['pdf'] }),
    );
    expect(error.code).toBe('unsupported_media_type');
    expect(error.message).toBe('Tipo de arquivo não permitido. Envie PDF.');
    const wrongKind = await refusal(store.save({ data: PDF, nome: 'doc.pdf', kinds: ['imagem'] }));
    expect(wrongKind.code).toBe('unsupported_media_type');
    const pdf = await store.save({ data: PDF, nome: 'doc.pdf', kinds: ['imagem', 'pdf'] });
    expect(pdf.mime).toBe('application/pdf');
  });

  it('refuses empty and oversized files', async () => {
    expect(
      (await refusal(store.save({ data: Buffer.alloc(0), nome: 'a.png', kinds: ['imagem'] }))).message,
    ).toBe('O arquivo está vazio.');
    const big = Buffer.concat([PNG, Buffer.alloc(2048)]);
    const error = await refusal(store.save({ data: big, nome: 'a.png', kinds: ['imagem'] }));
    expect(error.code).toBe('payload_too_large');
    expect(error.message).toBe('O arquivo excede o tamanho máximo de 0 MB.');
  });

  it('never resolves a key outside its folder', async () => {
    expect((await refusal(store.open('../../etc/passwd'))).message).toBe('Arquivo inválido.');
  });
});

import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adaptClientToTestServer,
  startTestS3Server,
  TEST_S3_KEYS,
  type TestS3Server,
} from '../test/s3-server.ts';
import { AppError } from './errors.ts';
import { reencodarImagem } from './file-content.ts';
import { CONTEUDO_ATIVO, FileStore } from './files.ts';
import { ARMAZENAMENTO_INDISPONIVEL, FolderObjectStore } from './object-store.ts';
import { parseS3Url, S3ObjectStore } from './object-store-s3.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
/** What the store keeps of PNG: the image encoded again (file-content.test.ts shows what that drops). */
let STORED_PNG: Buffer;

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

async function readAll(stream: Readable): Promise<{ data: Buffer; chunks: number }> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part as Uint8Array));
  return { data: Buffer.concat(parts), chunks: parts.length };
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** One backend under test: a store on it, and a way to see what it holds without going through it. */
type Backend = {
  /** a FileStore on this backend with the given limit */
  store: (maxBytes: number) => FileStore;
  /** every key stored, as the FileStore names them */
  keys: () => Promise<string[]>;
  /** the raw bytes at a key, read beside the FileStore (the folder's file, the bucket's object) */
  where: (key: string) => Promise<string>;
};

let folderRoot: string;
let s3: TestS3Server;
const PREFIX = 'agencia/arquivos';

beforeAll(async () => {
  STORED_PNG = await reencodarImagem(PNG, 'image/png');
  folderRoot = mkdtempSync(path.join(tmpdir(), 'skyler-files-'));
  s3 = await startTestS3Server();
});
afterAll(async () => {
  rmSync(folderRoot, { recursive: true, force: true });
  await s3?.close();
});

function listFolder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  } catch {
    return [];
  }
}

function s3Objects(url = `s3://${s3.bucket}/${PREFIX}`): S3ObjectStore {
  const store = new S3ObjectStore({ url, endpoint: s3.endpoint, region: 'us-east-1', ...TEST_S3_KEYS });
  adaptClientToTestServer(store.client);
  return store;
}

function s3Store(maxBytes: number): FileStore {
  return new FileStore({ store: s3Objects(), maxBytes });
}

const backends: [string, Backend][] = [
  [
    'folder',
    {
      store: (maxBytes) => new FileStore({ root: folderRoot, maxBytes }),
      keys: async () => listFolder(folderRoot),
      where: async (key) => {
        readFileSync(path.join(folderRoot, key));
        return path.join(folderRoot, key);
      },
    },
  ],
  [
    'S3 (local server over HTTP)',
    {
      store: s3Store,
      keys: async () => {
        const store = s3Objects();
        const answer = await store.client.send(
          new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `${PREFIX}/` }),
        );
        return (answer.Contents ?? []).map((o) => (o.Key ?? '').slice(PREFIX.length + 1));
      },
      where: async (key) => {
        const store = s3Objects();
        await store.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `${PREFIX}/${key}` }));
        return `s3://${s3.bucket}/${PREFIX}/${key}`;
      },
    },
  ],
];

describe.each(backends)('FileStore on %s', (_name, backend) => {
  it('lists every key it holds (what a backup copies)', async () => {
    const store = backend.store(1024);
    const saved = await store.save({ data: PNG, nome: 'lista.png', kinds: ['imagem'] });
    const listed: string[] = [];
    for await (const key of store.store.list()) listed.push(key);
    expect(listed.sort()).toEqual((await backend.keys()).sort());
    expect(listed).toContain(saved.key);
    await store.remove(saved.key);
  });

  it('stores an accepted file by its content under YYYY/MM/uuid.ext, reads it back and removes it', async () => {
    const store = backend.store(1024);
    const saved = await store.save({ data: PNG, nome: '../../foto.png', kinds: ['imagem'] });
    expect(saved.mime).toBe('image/png');
    expect(saved.nome).toBe('foto.png');
    expect(saved.size).toBe(STORED_PNG.length);
    const now = new Date();
    const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    expect(saved.key).toMatch(new RegExp(`^${month}/[0-9a-f-]{36}\\.png$`));
    expect(await backend.where(saved.key)).toContain(saved.key);
    expect(await store.exists(saved.key)).toBe(true);

    const { stream, size } = await store.open(saved.key);
    expect(size).toBe(STORED_PNG.length);
    expect((await readAll(stream)).data).toEqual(STORED_PNG);

    await store.remove(saved.key);
    expect(await store.exists(saved.key)).toBe(false);
    expect(await backend.keys()).not.toContain(saved.key);
    const gone = await refusal(store.open(saved.key));
    expect([gone.code, gone.message]).toEqual(['not_found', 'Arquivo não encontrado.']);
    // removing again is not an error: a row's cleanup may run twice
    await store.remove(saved.key);
  });

  it('streams a large file both ways, in parts, unchanged', async () => {
    const store = backend.store(16 * 1024 * 1024);
    // over two of S3's 5 MB upload parts; a PDF so that it passes the type check
    const filler = Buffer.alloc(11 * 1024 * 1024 + 123);
    for (let i = 0; i < filler.length; i++) filler[i] = 48 + (i % 10);
    const data = Buffer.concat([Buffer.from('%PDF-1.4\n'), filler, Buffer.from('\n%%EOF\n')]);
    const saved = await store.save({ data, nome: 'grande.pdf', kinds: ['pdf'] });
    const { stream, size } = await store.open(saved.key);
    expect(size).toBe(data.length);
    const read = await readAll(stream);
    expect(read.data.length).toBe(data.length);
    expect(sha256(read.data)).toBe(sha256(data));
    // delivered as it arrives, not as one buffer of the whole file
    expect(read.chunks).toBeGreaterThan(1);
    await store.remove(saved.key);
  });

  it('refuses a file whose content is not of the allowed kinds, whatever its name says, and stores nothing', async () => {
    const store = backend.store(1024);
    const before = await backend.keys();
    const error = await refusal(
      store.save({ data: Buffer.from('texto qualquer'), nome: 'falso.pdf', kinds: ['pdf'] }),
    );
    expect(error.code).toBe('unsupported_media_type');
    expect(error.message).toBe('Tipo de arquivo não permitido. Envie PDF.');
    const wrongKind = await refusal(store.save({ data: PDF, nome: 'doc.pdf', kinds: ['imagem'] }));
    expect(wrongKind.message).toBe('Tipo de arquivo não permitido. Envie imagem (JPG, PNG, WEBP, GIF).');
    const polyglot = Buffer.concat([PNG, Buffer.from('<script>alert(1)</script>')]);
    const active = await refusal(store.save({ data: polyglot, nome: 'a.png', kinds: ['imagem'] }));
    expect([active.code, active.message]).toEqual(['unsupported_media_type', CONTEUDO_ATIVO]);
    expect(await backend.keys()).toEqual(before);

    const pdf = await store.save({ data: PDF, nome: 'doc.pdf', kinds: ['imagem', 'pdf'] });
    expect(pdf.mime).toBe('application/pdf');
    expect(pdf.key).toMatch(/\.pdf$/);
    await store.remove(pdf.key);
  });

  it('refuses empty and oversized files, and stores nothing', async () => {
    const store = backend.store(1024);
    const before = await backend.keys();
    const empty = await refusal(store.save({ data: Buffer.alloc(0), nome: 'a.png', kinds: ['imagem'] }));
    expect([empty.code, empty.message]).toEqual(['bad_request', 'O arquivo está vazio.']);
    const big = Buffer.concat([PNG, Buffer.alloc(2048)]);
    const error = await refusal(store.save({ data: big, nome: 'a.png', kinds: ['imagem'] }));
    expect(error.code).toBe('payload_too_large');
    expect(error.message).toBe('O arquivo excede o tamanho máximo de 0 MB.');
    const callerLimit = await refusal(
      store.save({ data: PNG, nome: 'a.png', kinds: ['imagem'], maxBytes: 10 }),
    );
    expect(callerLimit.code).toBe('payload_too_large');
    expect(await backend.keys()).toEqual(before);
  });

  it('never reaches a key outside the store', async () => {
    const store = backend.store(1024);
    for (const key of [
      '../../etc/passwd',
      '/etc/passwd',
      '2026/../../x.png',
      'a//b.png',
      'a\\..\\b',
      '',
      'a\u0000b',
    ]) {
      expect((await refusal(store.open(key))).message, key).toBe('Arquivo inválido.');
      expect((await refusal(store.remove(key))).message, key).toBe('Arquivo inválido.');
      expect((await refusal(store.exists(key))).message, key).toBe('Arquivo inválido.');
    }
  });

  it('keeps files saved at once apart', async () => {
    const store = backend.store(1024);
    const saved = await Promise.all(
      Array.from({ length: 8 }, (_, i) => store.save({ data: PNG, nome: `f${i}.png`, kinds: ['imagem'] })),
    );
    expect(new Set(saved.map((s) => s.key)).size).toBe(8);
    for (const s of saved) expect(await store.exists(s.key)).toBe(true);
    await Promise.all(saved.map((s) => store.remove(s.key)));
    for (const s of saved) expect(await store.exists(s.key)).toBe(false);
  });
});

describe('folder backend', () => {
  it('writes the file itself under its root, as before', async () => {
    const store = new FileStore({ root: folderRoot, maxBytes: 1024 });
    const saved = await store.save({ data: PNG, nome: 'foto.png', kinds: ['imagem'] });
    expect(store.root).toBe(path.resolve(folderRoot));
    expect(readFileSync(path.join(folderRoot, saved.key))).toEqual(STORED_PNG);
    await store.remove(saved.key);
  });

  it('takes a stream as the body, and a failed write leaves no partial file', async () => {
    const folder = new FolderObjectStore(folderRoot);
    await folder.put('2026/01/stream.pdf', Readable.from([PDF.subarray(0, 5), PDF.subarray(5)]), {
      contentType: 'application/pdf',
    });
    expect(readFileSync(path.join(folderRoot, '2026/01/stream.pdf'))).toEqual(PDF);
    const failing = new Readable({
      read() {
        this.push(PDF);
        this.destroy(new Error('client went away'));
      },
    });
    await expect(
      folder.put('2026/01/broken.pdf', failing, { contentType: 'application/pdf' }),
    ).rejects.toThrow('client went away');
    expect(await folder.exists('2026/01/broken.pdf')).toBe(false);
    await folder.delete('2026/01/stream.pdf');
  });
});

describe('S3 backend', () => {
  it('reads bucket and prefix from FILES_URL and refuses anything else', () => {
    expect(parseS3Url('s3://skyler-arquivos')).toEqual({ bucket: 'skyler-arquivos', prefix: '' });
    expect(parseS3Url('s3://skyler-arquivos/prod/uploads/')).toEqual({
      bucket: 'skyler-arquivos',
      prefix: 'prod/uploads',
    });
    for (const url of ['http://bucket/x', 's3://', 's3://Bucket', 's3://b', 's3://bucket/../x']) {
      expect(() => parseS3Url(url), url).toThrow(/FILES_URL inválida/);
    }
  });

  it('keeps objects under the prefix, with their type', async () => {
    const store = s3Store(1024);
    const saved = await store.save({ data: PNG, nome: 'foto.png', kinds: ['imagem'] });
    const s3store = store.store as S3ObjectStore;
    const head = await s3store.client.send(
      new HeadObjectCommand({ Bucket: s3.bucket, Key: `${PREFIX}/${saved.key}` }),
    );
    expect(head.ContentType).toBe('image/png');
    expect(head.ContentLength).toBe(STORED_PNG.length);
    expect(store.root).toBe(`s3://${s3.bucket}/${PREFIX}`);
    await store.remove(saved.key);
  });

  it('answers 503 with a clear message when the storage cannot be reached, and tells the log', async () => {
    const down = new S3ObjectStore({
      url: 's3://skyler-fora/x',
      endpoint: 'http://127.0.0.1:9',
      ...TEST_S3_KEYS,
    });
    const told: string[] = [];
    down.onError = (_error, operation) => told.push(operation);
    const store = new FileStore({ store: down, maxBytes: 1024 });
    for (const attempt of [
      () => store.save({ data: PNG, nome: 'a.png', kinds: ['imagem'] }),
      () => store.open('2026/01/a.png'),
      () => store.exists('2026/01/a.png'),
      () => store.remove('2026/01/a.png'),
    ]) {
      const error = await refusal(attempt());
      expect([error.code, error.status, error.message]).toEqual([
        'unavailable',
        503,
        ARMAZENAMENTO_INDISPONIVEL,
      ]);
    }
    expect(told).toEqual(['put', 'get', 'head', 'delete']);
    await expect(down.check()).rejects.toThrow(
      /O bucket de FILES_URL \(s3:\/\/skyler-fora\/x\) não respondeu/,
    );
  });

  it('signs its requests: wrong keys are refused by the server', async () => {
    const wrong = new S3ObjectStore({
      url: `s3://${s3.bucket}/${PREFIX}`,
      endpoint: s3.endpoint,
      accessKeyId: TEST_S3_KEYS.accessKeyId,
      secretAccessKey: 'outra-chave',
    });
    const store = new FileStore({ store: wrong, maxBytes: 1024 });
    expect((await refusal(store.save({ data: PNG, nome: 'a.png', kinds: ['imagem'] }))).code).toBe(
      'unavailable',
    );
  });

  it('checks at start that the bucket is there', async () => {
    await expect(s3Store(1).store.check()).resolves.toBeUndefined();
    const missing = s3Objects('s3://nao-existe');
    await expect(missing.check()).rejects.toThrow(/não respondeu/);
  });
});

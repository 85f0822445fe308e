import type { Readable, Writable } from 'node:stream';

/**
 * The backup archive is a POSIX (ustar) tar, gzipped by the caller: `tar -tzf` lists it anywhere. Only
 * what the backup writes is spoken here: regular files with relative names, read and written as streams.
 */
const BLOCK = 512;

function field(header: Buffer, offset: number, length: number, value: string): void {
  header.write(value, offset, length, 'utf8');
}

function octal(header: Buffer, offset: number, length: number, value: number): void {
  field(header, offset, length, `${value.toString(8).padStart(length - 1, '0')}\0`);
}

/** A name of up to 100 bytes, or a prefix of up to 155 and a name of up to 100 split at a slash. */
function splitName(name: string): { prefix: string; name: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', name };
  for (let at = name.indexOf('/'); at > 0; at = name.indexOf('/', at + 1)) {
    const prefix = name.slice(0, at);
    const rest = name.slice(at + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100) return { prefix, name: rest };
  }
  throw new Error(`Nome longo demais para o arquivo de backup: ${name}`);
}

export function tarHeader(name: string, size: number, mtime: Date): Buffer {
  const header = Buffer.alloc(BLOCK);
  const parts = splitName(name);
  field(header, 0, 100, parts.name);
  octal(header, 100, 8, 0o644);
  octal(header, 108, 8, 0);
  octal(header, 116, 8, 0);
  octal(header, 124, 12, size);
  octal(header, 136, 12, Math.floor(mtime.getTime() / 1000));
  header.fill(' ', 148, 156);
  field(header, 156, 1, '0');
  field(header, 257, 6, 'ustar\0');
  field(header, 263, 2, '00');
  field(header, 345, 155, parts.prefix);
  let sum = 0;
  for (const byte of header) sum += byte;
  field(header, 148, 8, `${sum.toString(8).padStart(6, '0')}\0 `);
  return header;
}

export function tarPadding(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
}

/** The two empty blocks that end an archive. */
export const TAR_END = Buffer.alloc(BLOCK * 2);

function readString(header: Buffer, offset: number, length: number): string {
  const raw = header.subarray(offset, offset + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

function readOctal(header: Buffer, offset: number, length: number): number {
  const text = readString(header, offset, length).trim();
  if (!/^[0-7]+$/.test(text)) throw new Error('cabeçalho inválido');
  return Number.parseInt(text, 8);
}

function checksumOk(header: Buffer): boolean {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : (header[i] ?? 0);
  return sum === readOctal(header, 148, 8);
}

/** Where an entry's bytes go, with backpressure: `write` resolves when the sink can take more. */
export type TarSink = { write: (chunk: Buffer) => Promise<void> | void; end: () => Promise<void> };

/** A sink that writes into a stream, waiting for `drain` when it is full. */
export function streamSink(stream: Writable, onChunk?: (chunk: Buffer) => void): TarSink {
  return {
    write: (chunk) => {
      onChunk?.(chunk);
      if (stream.write(chunk)) return;
      return new Promise((resolve, reject) => {
        const done = (error?: Error) => {
          stream.off('drain', done);
          stream.off('error', done);
          if (error) reject(error);
          else resolve();
        };
        stream.once('drain', done);
        stream.once('error', done);
      });
    },
    end: () =>
      new Promise((resolve, reject) => {
        stream.once('error', reject);
        stream.end(() => resolve());
      }),
  };
}

/**
 * Reads a tar stream and hands each regular file's bytes to the sink `onEntry` answers for its name
 * and size. A truncated or malformed archive throws.
 */
export async function readTar(
  input: Readable,
  onEntry: (name: string, size: number) => Promise<TarSink> | TarSink,
): Promise<void> {
  let pending: Buffer = Buffer.alloc(0);
  let entry: { sink: TarSink; left: number; padding: number } | null = null;
  let skip = 0;
  let ended = false;
  for await (const chunk of input as AsyncIterable<Buffer>) {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    for (;;) {
      if (ended) {
        pending = Buffer.alloc(0);
        break;
      }
      if (skip > 0) {
        const n = Math.min(skip, pending.length);
        pending = pending.subarray(n);
        skip -= n;
        if (skip > 0) break;
      }
      if (entry) {
        const n = Math.min(entry.left, pending.length);
        if (n > 0) await entry.sink.write(pending.subarray(0, n));
        pending = pending.subarray(n);
        entry.left -= n;
        if (entry.left > 0) break;
        await entry.sink.end();
        skip = entry.padding;
        entry = null;
        continue;
      }
      if (pending.length < BLOCK) break;
      const header = pending.subarray(0, BLOCK);
      pending = pending.subarray(BLOCK);
      if (header.every((byte) => byte === 0)) {
        ended = true;
        continue;
      }
      if (!checksumOk(header)) throw new Error('cabeçalho do tar com soma de verificação errada');
      const prefix = readString(header, 345, 155);
      const base = readString(header, 0, 100);
      const name = prefix ? `${prefix}/${base}` : base;
      const size = readOctal(header, 124, 12);
      const type = readString(header, 156, 1);
      const padding = (BLOCK - (size % BLOCK)) % BLOCK;
      if (type !== '0' && type !== '') {
        skip = size + padding;
        continue;
      }
      entry = { sink: await onEntry(name, size), left: size, padding };
      if (size === 0) {
        await entry.sink.end();
        entry = null;
        skip = padding;
      }
    }
  }
  if (!ended || entry) throw new Error('o arquivo terminou antes do fim');
}

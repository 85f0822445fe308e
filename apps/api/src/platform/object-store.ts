import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from './errors.ts';

/** An object's bytes as a stream, with its length for the reply's content-length. */
export type StoredObject = { stream: Readable; size: number };

/**
 * Where the FileStore keeps its objects: a folder or an S3-compatible bucket. Keys are relative
 * (`YYYY/MM/uuid.ext`) and already checked by the FileStore; bodies travel as streams both ways.
 */
export type ObjectStore = {
  /** the folder or the `s3://bucket/prefix` the objects live in, for messages and logs */
  readonly location: string;
  /** Writes a new object; a failed write leaves nothing behind. */
  put(key: string, body: Buffer | Readable, options: { contentType: string }): Promise<void>;
  /** The object's stream, or null when there is none. The caller consumes or destroys the stream. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Every key in the store, in no particular order (the backup copies them all). */
  list(): AsyncIterable<string>;
  /** Throws when the storage cannot be reached (checked once at start). */
  check(): Promise<void>;
  /** Told of a storage failure before it is answered as a 503 (the app's logger, once it exists). */
  onError?: ((error: unknown, operation: string) => void) | undefined;
};

export const ARMAZENAMENTO_INDISPONIVEL =
  'O armazenamento de arquivos não respondeu. Tente novamente em instantes.';

/** Files under one folder (DATA_DIR/files by default), written once (`wx`) and read as streams. */
export class FolderObjectStore implements ObjectStore {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  get location(): string {
    return this.root;
  }

  async put(key: string, body: Buffer | Readable, _options: { contentType: string }): Promise<void> {
    const target = this.resolve(key);
    await mkdir(path.dirname(target), { recursive: true });
    const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
    try {
      await pipeline(source, createWriteStream(target, { flags: 'wx' }));
    } catch (error) {
      // the key is new (`wx`), so whatever is there is this write's partial file
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await rm(target, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const target = this.resolve(key);
    const info = await stat(target).catch(() => null);
    if (!info?.isFile()) return null;
    return { stream: createReadStream(target), size: info.size };
  }

  async delete(key: string): Promise<void> {
    await rm(this.resolve(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    const info = await stat(this.resolve(key)).catch(() => null);
    return info?.isFile() ?? false;
  }

  async *list(): AsyncIterable<string> {
    const entries = await readdir(this.root, { withFileTypes: true, recursive: true }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      },
    );
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      yield path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    }
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
  }

  /** Anything that would leave the root is refused, whatever the FileStore let through. */
  private resolve(key: string): string {
    const target = path.resolve(this.root, key);
    if (!target.startsWith(this.root + path.sep)) throw new AppError('bad_request', 'Arquivo inválido.');
    return target;
  }
}

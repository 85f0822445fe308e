import { randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from './errors.ts';

export const FILE_KINDS = {
  imagem: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  pdf: ['application/pdf'],
  planilha: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
} as const;
export type FileKind = keyof typeof FILE_KINDS;

const KIND_LABELS: Record<FileKind, string> = {
  imagem: 'imagem (JPG, PNG, WEBP, GIF)',
  pdf: 'PDF',
  planilha: 'planilha .xlsx',
};

/**
 * Markup or actions a browser or PDF reader would run: an image or PDF that carries them after its
 * header (a polyglot) is refused, whatever it claims to be.
 */
const ACTIVE_CONTENT =
  /<\s*(script|html|body|iframe|svg|object|embed|meta|!doctype)\b|javascript:|\/(JavaScript|Launch)\b/i;
export const CONTEUDO_ATIVO = 'O arquivo contém código (HTML ou script) e não foi aceito.';

export type StoredFile = { key: string; mime: string; size: number; nome: string };

/** Files under DATA_DIR/files, accepted by their content (magic bytes), not by the name or the declared type. */
export class FileStore {
  readonly root: string;
  readonly maxBytes: number;

  constructor(options: { root: string; maxBytes: number }) {
    this.root = path.resolve(options.root);
    this.maxBytes = options.maxBytes;
  }

  async save(options: {
    data: Buffer;
    nome: string;
    kinds: readonly FileKind[];
    maxBytes?: number;
  }): Promise<StoredFile> {
    const limit = Math.min(options.maxBytes ?? this.maxBytes, this.maxBytes);
    if (options.data.length === 0) throw new AppError('bad_request', 'O arquivo está vazio.');
    if (options.data.length > limit) {
      throw new AppError('payload_too_large', `O arquivo excede o tamanho máximo de ${formatMb(limit)}.`);
    }
    const detected = await fileTypeFromBuffer(options.data);
    const allowed = options.kinds.flatMap((kind) => FILE_KINDS[kind] as readonly string[]);
    if (!detected || !allowed.includes(detected.mime)) {
      const expected = options.kinds.map((kind) => KIND_LABELS[kind]).join(' ou ');
      throw new AppError('unsupported_media_type', `Tipo de arquivo não permitido. Envie ${expected}.`);
    }
    if (ACTIVE_CONTENT.test(options.data.toString('latin1'))) {
      throw new AppError('unsupported_media_type', CONTEUDO_ATIVO);
    }
    const now = new Date();
    const key = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.${detected.ext}`;
    const target = this.resolve(key);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, options.data, { flag: 'wx' });
    return {
      key,
      mime: detected.mime,
      size: options.data.length,
      nome: path.basename(options.nome).slice(0, 255),
    };
  }

  async open(key: string): Promise<{ stream: ReadStream; size: number }> {
    const target = this.resolve(key);
    const info = await stat(target).catch(() => null);
    if (!info?.isFile()) throw new AppError('not_found', 'Arquivo não encontrado.');
    return { stream: createReadStream(target), size: info.size };
  }

  async remove(key: string): Promise<void> {
    await rm(this.resolve(key), { force: true });
  }

  /** Keys are generated here; anything that would leave the root is refused. */
  private resolve(key: string): string {
    const target = path.resolve(this.root, key);
    if (!target.startsWith(this.root + path.sep)) throw new AppError('bad_request', 'Arquivo inválido.');
    return target;
  }
}

function formatMb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
}

/** Answers a stored file inline with its type and size, never cached nor sniffed by the browser. */
export function sendStoredFile(
  reply: FastifyReply,
  arquivo: { stream: ReadStream; size: number; mime: string; nome: string },
): FastifyReply {
  return reply
    .type(arquivo.mime)
    .header('content-length', arquivo.size)
    .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(arquivo.nome)}`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(arquivo.stream);
}

import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from './errors.ts';
import { conferirPdf, extensaoDoTipo, nomeDoArquivo, reencodarImagem } from './file-content.ts';
import { FolderObjectStore, type ObjectStore } from './object-store.ts';

const SVG_MIME = 'image/svg+xml';

export const FILE_KINDS = {
  imagem: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  pdf: ['application/pdf'],
  planilha: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  /** airline logos (decision 0042): an SVG is accepted only when `svgSimples` finds nothing active in it */
  logo: ['image/png', 'image/webp', SVG_MIME],
  /** the agency's logo, drawn on its proposals: what the PDF can embed, an SVG as for airlines */
  logoAgencia: ['image/png', 'image/jpeg', SVG_MIME],
} as const;
export type FileKind = keyof typeof FILE_KINDS;

const KIND_LABELS: Record<FileKind, string> = {
  imagem: 'imagem (JPG, PNG, WEBP, GIF)',
  pdf: 'PDF',
  planilha: 'planilha .xlsx',
  logo: 'imagem PNG, WEBP ou SVG',
  logoAgencia: 'imagem PNG, JPEG ou SVG',
};

/**
 * Markup or actions a browser or PDF reader would run, spelled plainly: an image or PDF that carries them
 * after its header (a polyglot) is refused, whatever it claims to be. This is the first, cheap look; a
 * PDF is then parsed and an image encoded again (`file-content.ts`), which no spelling escapes.
 */
const ACTIVE_CONTENT =
  /<\s*(script|html|body|iframe|svg|object|embed|meta|!doctype)\b|javascript:|\/(JavaScript|Launch)\b/i;
export const CONTEUDO_ATIVO = 'O arquivo contém código (HTML ou script) e não foi aceito.';

export const SVG_INSEGURO =
  'O SVG contém scripts, eventos, links externos ou conteúdo incorporado e não foi aceito. Envie um SVG simples ou um PNG.';

/** An SVG document: optional BOM, XML declaration and comments, then the `<svg` root up to `</svg>`. */
const SVG_DOCUMENTO = /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>][\s\S]*<\/svg>\s*$/;

/**
 * What an SVG may not hold (decision 0042): scripts and embedded documents, event handlers, any link or
 * `url()` that is not a fragment of the file itself, styles that import, declarations (`<!DOCTYPE`,
 * `<!ENTITY`, CDATA) and character references, which could spell any of these in disguise.
 */
const SVG_ATIVO =
  /<\s*(script|foreignObject|iframe|object|embed|image|audio|video|html|body)\b|\son[a-z]+\s*=|javascript:|data:|href\s*=\s*["']?\s*[^"'#\s]|url\(\s*["']?\s*[^"'#\s)]|@import|<!(?!--)|&#/i;

/** A logo SVG the store accepts: well formed at its edges and with nothing active in it. */
export function svgSimples(data: Buffer): 'svg' | 'inseguro' | null {
  const texto = data.toString('utf8');
  if (!SVG_DOCUMENTO.test(texto)) return null;
  return SVG_ATIVO.test(texto) ? 'inseguro' : 'svg';
}

export type StoredFile = { key: string; mime: string; size: number; nome: string };

/**
 * Uploaded and generated files, accepted by their content (magic bytes), not by the name or the
 * declared type, and kept in an object store: a folder (DATA_DIR/files by default) or an
 * S3-compatible bucket (FILES_URL=s3://bucket/prefix). Callers see the same keys, streams and errors
 * on both.
 */
export class FileStore {
  readonly store: ObjectStore;
  readonly maxBytes: number;

  constructor(options: ({ root: string } | { store: ObjectStore }) & { maxBytes: number }) {
    this.store = 'store' in options ? options.store : new FolderObjectStore(options.root);
    this.maxBytes = options.maxBytes;
  }

  /** The folder, or the `s3://bucket/prefix`, the files are kept in. */
  get root(): string {
    return this.store.location;
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
    const allowed = options.kinds.flatMap((kind) => FILE_KINDS[kind] as readonly string[]);
    // loaded on the first upload, not at start (decision 0044)
    const { fileTypeFromBuffer } = await import('file-type');
    const detected = (await fileTypeFromBuffer(options.data)) ?? detectSvg(options.data, allowed);
    if (!detected || !allowed.includes(detected.mime)) {
      const expected = options.kinds.map((kind) => KIND_LABELS[kind]).join(' ou ');
      throw new AppError('unsupported_media_type', `Tipo de arquivo não permitido. Envie ${expected}.`);
    }
    if (detected.mime !== SVG_MIME && ACTIVE_CONTENT.test(options.data.toString('latin1'))) {
      throw new AppError('unsupported_media_type', CONTEUDO_ATIVO);
    }
    const data = await conteudoSeguro(options.data, detected.mime);
    const now = new Date();
    const key = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.${detected.ext}`;
    await this.store.put(key, data, { contentType: detected.mime });
    return {
      key,
      mime: detected.mime,
      size: data.length,
      nome: nomeDoArquivo(options.nome, extensaoDoTipo(detected.mime) ?? detected.ext).slice(0, 255),
    };
  }

  /** The file as a stream (never read whole here) and its size; a missing file is a 404. */
  async open(key: string): Promise<{ stream: Readable; size: number }> {
    const found = await this.store.get(checkKey(key));
    if (!found) throw new AppError('not_found', 'Arquivo não encontrado.');
    return found;
  }

  async exists(key: string): Promise<boolean> {
    return this.store.exists(checkKey(key));
  }

  async remove(key: string): Promise<void> {
    await this.store.delete(checkKey(key));
  }
}

/** What is stored of an accepted file: a PDF only when it holds no action, an image encoded again. */
async function conteudoSeguro(data: Buffer, mime: string): Promise<Buffer> {
  if (mime === 'application/pdf') {
    await conferirPdf(data);
    return data;
  }
  if ((FILE_KINDS.imagem as readonly string[]).includes(mime)) return reencodarImagem(data, mime);
  return data;
}

/** An SVG, when the caller accepts one (file-type does not detect text formats); an unsafe one is refused. */
function detectSvg(data: Buffer, allowed: readonly string[]): { mime: string; ext: string } | undefined {
  if (!allowed.includes(SVG_MIME)) return undefined;
  const svg = svgSimples(data);
  if (svg === 'inseguro') throw new AppError('unsupported_media_type', SVG_INSEGURO);
  return svg ? { mime: SVG_MIME, ext: 'svg' } : undefined;
}

/**
 * Keys are made by `save` (`YYYY/MM/uuid.ext`); one read from a row is still refused when it could
 * name something outside the store (an absolute path, `.` or `..`, a backslash, a control character).
 */
function checkKey(key: string): string {
  const parts = key.split('/');
  const bad =
    key.length === 0 ||
    key.length > 1024 ||
    key.includes('\\') ||
    [...key].some((char) => char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127) ||
    parts.some((part) => part === '' || part === '.' || part === '..');
  if (bad) throw new AppError('bad_request', 'Arquivo inválido.');
  return key;
}

/**
 * The store the configuration names: FILES_URL's bucket, or the folder DATA_DIR/files. The S3 client
 * (tens of MB once loaded) is imported only when a bucket is configured.
 */
export async function createFileStore(config: Config): Promise<FileStore> {
  const store = config.filesUrl
    ? new (await import('./object-store-s3.ts')).S3ObjectStore({ url: config.filesUrl, ...config.filesS3 })
    : new FolderObjectStore(path.join(config.dataDir, 'files'));
  return new FileStore({ store, maxBytes: config.uploadMaxBytes });
}

function formatMb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
}

/**
 * Answers a stored file inline with its type and size, never cached nor sniffed by the browser, under a
 * name whose extension is its type's (a name saved before that rule is made so here).
 */
export function sendStoredFile(
  reply: FastifyReply,
  arquivo: { stream: Readable; size: number; mime: string; nome: string },
): FastifyReply {
  const nome = nomeDoArquivo(arquivo.nome, extensaoDoTipo(arquivo.mime));
  return reply
    .type(arquivo.mime)
    .header('content-length', arquivo.size)
    .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(nome)}`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(arquivo.stream);
}

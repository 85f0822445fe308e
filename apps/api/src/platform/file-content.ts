import path from 'node:path';
import type { PDFDocument, PDFName, PDFObject } from '@cantoo/pdf-lib';
import { AppError } from './errors.ts';

/**
 * What is checked and rewritten in an upload's content beyond its type (decision 0051): a PDF is parsed
 * (object streams unpacked, name escapes decoded, an encryption with an empty password undone) and
 * refused when it holds an action that runs, sends or opens something; an image is decoded and encoded
 * again, so whatever followed its pixels (HTML, a script, metadata) is not kept; the name it is served
 * under ends in the extension of its detected type and holds no control or bidirectional characters.
 */

export const PDF_COM_ACOES =
  'O PDF contém scripts, ações automáticas, formulários que enviam dados ou arquivos anexados e não foi aceito. Envie uma versão sem esses recursos (por exemplo, salvando com "Imprimir como PDF").';
export const PDF_PROTEGIDO =
  'O PDF está protegido por senha e não pôde ser verificado. Envie o arquivo sem senha.';
export const PDF_ILEGIVEL = 'O PDF está corrompido ou incompleto e não foi aceito.';
export const IMAGEM_ILEGIVEL = 'A imagem está corrompida ou incompleta e não foi aceita.';

/**
 * Names that run code, send or import data, launch or embed files, or play media: as an action type
 * (`/S /JavaScript`), as a key (`/JS`, `/EmbeddedFiles`, `/XFA`) or as an annotation subtype
 * (`/RichMedia`, `/FileAttachment`). Triggers (`/OpenAction`, `/AA`) are allowed with a harmless action
 * (go to a page); links (`/URI`) only to http, https and mailto.
 */
const NOMES_ATIVOS = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'SubmitForm',
  'ImportData',
  'RichMedia',
  'RichMediaExecute',
  'EmbeddedFile',
  'EmbeddedFiles',
  'FileAttachment',
  'GoToR',
  'GoToE',
  'XFA',
  'Rendition',
  'Movie',
  'Sound',
]);

const URI_PERMITIDA = /^\s*(https?:|mailto:)/i;

// The PDF parser and the image codec load on the first upload that needs them, not at start (decision 0044).
type PdfLib = typeof import('@cantoo/pdf-lib');
let pdfLib: PdfLib | undefined;
const carregarPdfLib = async (): Promise<PdfLib> => {
  pdfLib ??= await import('@cantoo/pdf-lib');
  return pdfLib;
};

/** A name as the reader sees it: the parser decodes `#xx`; decoding again catches any it left. */
function nome(name: PDFName): string {
  return name
    .asString()
    .slice(1)
    .replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function texto(pdf: PdfLib, valor: PDFObject | undefined): string | undefined {
  if (valor instanceof pdf.PDFString || valor instanceof pdf.PDFHexString) return valor.decodeText();
  return undefined;
}

/** The first active name in an object and what it holds directly (references are walked on their own). */
function ativoEm(pdf: PdfLib, objeto: PDFObject, profundidade = 0): string | null {
  if (profundidade > 64) return 'aninhamento';
  if (objeto instanceof pdf.PDFName) return NOMES_ATIVOS.has(nome(objeto)) ? nome(objeto) : null;
  if (objeto instanceof pdf.PDFStream) return ativoEm(pdf, objeto.dict, profundidade + 1);
  if (objeto instanceof pdf.PDFArray) {
    for (const item of objeto.asArray()) {
      const achado = ativoEm(pdf, item, profundidade + 1);
      if (achado) return achado;
    }
    return null;
  }
  if (objeto instanceof pdf.PDFDict) {
    for (const [chave, valor] of objeto.entries()) {
      const nomeChave = nome(chave);
      if (NOMES_ATIVOS.has(nomeChave)) return nomeChave;
      if (nomeChave === 'URI') {
        const uri = texto(pdf, valor);
        if (uri !== undefined && !URI_PERMITIDA.test(uri)) return 'URI';
      }
      const achado = ativoEm(pdf, valor, profundidade + 1);
      if (achado) return achado;
    }
  }
  return null;
}

/** The first active name in a PDF's objects (those in object streams included), or null. */
export async function acaoEmPdf(data: Buffer): Promise<string | null> {
  const pdf = await carregarPdfLib();
  let documento: PDFDocument;
  try {
    documento = await pdf.PDFDocument.load(data, {
      password: '',
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: false,
    });
  } catch (error) {
    if (error instanceof Error && /password/i.test(error.message)) {
      throw new AppError('unsupported_media_type', PDF_PROTEGIDO);
    }
    throw new AppError('unsupported_media_type', PDF_ILEGIVEL);
  }
  if (documento.isEncrypted) throw new AppError('unsupported_media_type', PDF_PROTEGIDO);
  const contexto = documento.context;
  for (const [, objeto] of contexto.enumerateIndirectObjects()) {
    const achado = ativoEm(pdf, objeto);
    if (achado) return achado;
  }
  for (const raiz of [contexto.trailerInfo.Root, contexto.trailerInfo.Info]) {
    const achado = raiz ? ativoEm(pdf, raiz) : null;
    if (achado) return achado;
  }
  return null;
}

/** Refuses a PDF with an active name in it. */
export async function conferirPdf(data: Buffer): Promise<void> {
  if (await acaoEmPdf(data)) throw new AppError('unsupported_media_type', PDF_COM_ACOES);
}

/** Images far larger than any document photo are refused before their pixels are decoded. */
const MAX_PIXELS = 100_000_000;

/**
 * The image decoded and encoded again in its own format (frames of an animation kept, the camera's
 * orientation applied, metadata dropped). Bytes after the image's end, or hidden in comments and
 * metadata, do not survive.
 */
export async function reencodarImagem(data: Buffer, mime: string): Promise<Buffer> {
  const animada = mime === 'image/gif' || mime === 'image/webp';
  const { default: sharp } = await import('sharp');
  try {
    const imagem = sharp(data, { animated: animada, limitInputPixels: MAX_PIXELS, failOn: 'error' });
    switch (mime) {
      case 'image/jpeg':
        return await imagem.rotate().jpeg({ quality: 90 }).toBuffer();
      case 'image/png':
        return await imagem.png().toBuffer();
      case 'image/webp':
        return await imagem.webp({ quality: 90 }).toBuffer();
      case 'image/gif':
        return await imagem.gif().toBuffer();
      default:
        throw new Error(`no encoder for ${mime}`);
    }
  } catch {
    throw new AppError('unsupported_media_type', IMAGEM_ILEGIVEL);
  }
}

const EXTENSOES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
};

/** The extension of a stored file's type. */
export function extensaoDoTipo(mime: string): string | undefined {
  return EXTENSOES[mime.split(';')[0]?.trim().toLowerCase() ?? ''];
}

/** Control, format (bidirectional overrides and isolates, zero-width) and line/paragraph separators. */
const INVISIVEIS = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/**
 * The name a file is shown and downloaded under: the sender's name without folders, invisible or
 * direction-changing characters and its last extension, ending in the extension of the detected type
 * (`fatura<U+202E>gnp.exe` sent as a PNG is `faturagnp.png`, never a name that reads as another type).
 */
export function nomeDoArquivo(original: string, ext: string | undefined): string {
  const base = path.posix.basename(original.replace(/\\/g, '/')).replace(INVISIVEIS, '');
  const ponto = base.lastIndexOf('.');
  const raiz = (ponto <= 0 ? base : base.slice(0, ponto))
    .replace(/[\s.]+$/, '')
    .trim()
    .slice(0, 200);
  const semExtensao = raiz || 'arquivo';
  return ext ? `${semExtensao}.${ext}` : semExtensao;
}

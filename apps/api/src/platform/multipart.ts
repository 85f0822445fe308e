import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';
import { rejectInvalidInput } from './input-text.ts';

export const ENVIO_INCOMPLETO = 'O envio está incompleto ou corrompido. Envie o arquivo novamente.';

export type MultipartUpload = {
  campos: Record<string, string>;
  arquivo: { data: Buffer; nome: string } | null;
};

/**
 * The text fields and the one file of a multipart form (other files are read and dropped). A body cut
 * short or malformed is a 400, the size limits a 413, and text goes through the same check as JSON bodies.
 */
export async function readMultipartUpload(
  request: FastifyRequest,
  options: { campoArquivo: string; nomePadrao: string; naoMultipart: string },
): Promise<MultipartUpload> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type', options.naoMultipart);
  const upload: MultipartUpload = { campos: {}, arquivo: null };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === options.campoArquivo && !upload.arquivo && data.length > 0) {
          rejectInvalidInput({ nome: { [part.fieldname]: part.filename } });
          upload.arquivo = { data, nome: part.filename || options.nomePadrao };
        }
      } else if (typeof part.value === 'string') {
        rejectInvalidInput({ campos: { [part.fieldname]: part.value } });
        upload.campos[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) throw error;
    throw new AppError('bad_request', ENVIO_INCOMPLETO);
  }
  return upload;
}

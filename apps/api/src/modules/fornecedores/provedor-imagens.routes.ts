import {
  FORNECEDORES_MESSAGES as M,
  type Provedor,
  ZDetailResponse,
  ZProvedorImagem,
} from '@skyler/domain/fornecedores';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../app.ts';
import { access } from '../../platform/access.ts';
import { AppError } from '../../platform/errors.ts';
import { ZId, ZIdParams } from '../../platform/params.ts';
import { autor, editarFornecedores } from './fornecedores.access.ts';
import {
  addProvedorImagem,
  deleteProvedorImagem,
  type ImagemUpload,
  openProvedorImagem,
} from './provedor-imagens.service.ts';
import { findProvedorImagens } from './provedores.queries.ts';

const tags = ['provedores'];
const ZImagemParams = z.object({ id: ZId, imagem: ZId });
const CAMPO_ARQUIVO = 'imagem';

/** Text fields and the `imagem` file of a multipart form; other files are read and dropped. */
async function readUpload(request: FastifyRequest): Promise<ImagemUpload> {
  if (!request.isMultipart()) {
    throw new AppError('unsupported_media_type', 'Envie a imagem em um formulário multipart/form-data.');
  }
  const upload: ImagemUpload = { campos: {}, arquivo: null };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (part.fieldname === CAMPO_ARQUIVO && !upload.arquivo && data.length > 0) {
        upload.arquivo = { data, nome: part.filename || 'imagem' };
      }
    } else if (typeof part.value === 'string') {
      upload.campos[part.fieldname] = part.value;
    }
  }
  return upload;
}

export async function provedorImagensRoutes(
  app: App,
  { mustExist }: { mustExist: (id: number) => Promise<Provedor> },
) {
  app.get(
    '/api/provedores/:id/imagens/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Imagens de um provedor (o seletor de imagens das cotações usa esta lista)',
        params: ZIdParams,
        response: { 200: z.array(ZProvedorImagem) },
      },
    },
    async (request) => {
      await mustExist(request.params.id);
      return findProvedorImagens(app.db, request.params.id);
    },
  );

  app.post(
    '/api/provedores/:id/imagens/',
    {
      config: { access: editarFornecedores },
      schema: {
        tags,
        summary: 'Adiciona uma imagem (multipart: titulo, descricao, imagem; JPG, PNG, WEBP ou GIF até 5 MB)',
        consumes: ['multipart/form-data'],
        params: ZIdParams,
        response: { 201: ZProvedorImagem },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request);
      const imagem = await addProvedorImagem(app.db, app.files, {
        provedorId: request.params.id,
        upload,
        ...autor(request),
      });
      return reply.status(201).send(imagem);
    },
  );

  app.get(
    '/api/provedores/:id/imagens/:imagem/',
    {
      config: { access: access.staff },
      schema: { tags, summary: 'O arquivo de uma imagem', params: ZImagemParams },
    },
    async (request, reply) => {
      const { stream, size, mime } = await openProvedorImagem(app.db, app.files, {
        provedorId: request.params.id,
        id: request.params.imagem,
      });
      return reply
        .type(mime)
        .header('content-length', size)
        .header('content-disposition', 'inline')
        .header('cache-control', 'private, max-age=86400')
        .send(stream);
    },
  );

  app.delete(
    '/api/provedores/:id/imagens/:imagem/',
    {
      config: { access: editarFornecedores },
      schema: {
        tags,
        summary: 'Deleta uma imagem (irreversível)',
        params: ZImagemParams,
        response: { 200: ZDetailResponse },
      },
    },
    async (request) => {
      await deleteProvedorImagem(app.db, app.files, {
        provedorId: request.params.id,
        id: request.params.imagem,
        ...autor(request),
      });
      return { detail: M.imagemDeletada };
    },
  );
}

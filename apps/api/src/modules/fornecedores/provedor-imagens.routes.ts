import { FORNECEDORES_MESSAGES as M, ZDetailResponse, ZProvedorImagem } from '@skyler/domain/fornecedores';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/access.ts';
import { AppError } from '../../platform/errors.ts';
import { readMultipartUpload } from '../../platform/multipart.ts';
import { ZId, ZIdParams } from '../../platform/params.ts';
import { rotaDaListaDoRegistro } from '../../platform/rotas.ts';
import { autor, editarFornecedores } from './fornecedores.access.ts';
import { addProvedorImagem, deleteProvedorImagem, openProvedorImagem } from './provedor-imagens.service.ts';
import { findProvedor, findProvedorImagens } from './provedores.queries.ts';

const tags = ['provedores'];
const ZImagemParams = z.object({ id: ZId, imagem: ZId });
const CAMPO_ARQUIVO = 'imagem';

const readUpload = (request: FastifyRequest) =>
  readMultipartUpload(request, {
    campoArquivo: CAMPO_ARQUIVO,
    nomePadrao: 'imagem',
    naoMultipart: 'Envie a imagem em um formulário multipart/form-data.',
  });

export const provedorImagensRoutes: FastifyPluginAsyncZod = async (app) => {
  const mustExist = async (id: number) => {
    if (!(await findProvedor(app.db, id))) throw new AppError('not_found', M.provedorNaoEncontrado);
  };

  rotaDaListaDoRegistro(app, '/api/provedores/:id/imagens/', {
    access: access.staff,
    tags,
    summary: 'Imagens de um provedor (o seletor de imagens das cotações usa esta lista)',
    item: ZProvedorImagem,
    exigir: mustExist,
    listar: (id) => findProvedorImagens(app.db, id),
  });

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
};

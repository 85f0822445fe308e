import {
  DOCUMENTO_MESSAGES,
  DOCUMENTO_ROTAS,
  TIPOS_DOCUMENTO,
  ZDocumentoContato,
} from '@skyler/domain/contatos';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/access.ts';
import { actor } from '../../platform/actor.ts';
import { sendStoredFile } from '../../platform/files.ts';
import { readMultipartUpload } from '../../platform/multipart.ts';
import { ZId, ZIdParams } from '../../platform/params.ts';
import { findDocumentos } from './documentos.queries.ts';
import { addDocumento, deleteDocumento, openDocumento } from './documentos.service.ts';

const tags = ['contatos'];
const ZDocumentoParams = z.object({ id: ZId, documento: ZId });
const CAMPO_ARQUIVO = 'arquivo';

const readUpload = (request: FastifyRequest) =>
  readMultipartUpload(request, {
    campoArquivo: CAMPO_ARQUIVO,
    nomePadrao: 'documento',
    naoMultipart: 'Envie o documento em um formulário multipart/form-data.',
  });

/** Passports, RG and CNH of a contact: list, add (multipart), view the file, delete (part 2 §2, §7). */
export const documentosRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const tipo of TIPOS_DOCUMENTO.values) {
    const base = `/api/contatos/:id/${DOCUMENTO_ROTAS[tipo]}/`;
    const rotulo = TIPOS_DOCUMENTO.label(tipo);

    app.get(
      base,
      {
        config: { access: access.staff },
        schema: {
          tags,
          summary: `${rotulo}: documentos do contato`,
          params: ZIdParams,
          response: { 200: z.array(ZDocumentoContato) },
        },
      },
      (request) => findDocumentos(app.db, { contatoId: request.params.id, tipo }),
    );

    app.post(
      base,
      {
        config: { access: access.staff },
        schema: {
          tags,
          summary: `${rotulo}: adiciona (multipart: campos do documento e arquivo imagem ou PDF)`,
          consumes: ['multipart/form-data'],
          params: ZIdParams,
          response: { 201: ZDocumentoContato },
        },
      },
      async (request, reply) => {
        const upload = await readUpload(request);
        const documento = await addDocumento(app.db, app.files, {
          contatoId: request.params.id,
          tipo,
          upload,
          ...actor(request),
        });
        return reply.status(201).send(documento);
      },
    );

    app.get(
      `${base}:documento/arquivo/`,
      {
        config: { access: access.staff },
        schema: { tags, summary: `${rotulo}: o arquivo, com o seu tipo`, params: ZDocumentoParams },
      },
      async (request, reply) => {
        const arquivo = await openDocumento(app.db, app.files, {
          contatoId: request.params.id,
          tipo,
          id: request.params.documento,
        });
        return sendStoredFile(reply, arquivo);
      },
    );

    app.delete(
      `${base}:documento/`,
      {
        config: { access: access.staff },
        schema: {
          tags,
          summary: `${rotulo}: deleta o documento e o arquivo`,
          params: ZDocumentoParams,
          response: { 200: z.object({ detail: z.string() }) },
        },
      },
      async (request) => {
        await deleteDocumento(app.db, app.files, {
          contatoId: request.params.id,
          tipo,
          id: request.params.documento,
          ...actor(request),
        });
        return { detail: DOCUMENTO_MESSAGES[tipo].deletado };
      },
    );
  }
};

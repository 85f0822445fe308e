import {
  AGENCIA_LOGO_MAX_BYTES,
  PROGRAMA_MESSAGES,
  ZAgenciaInput,
  ZAgenciaView,
  ZCiaAereaInput,
  ZContaPropriaInput,
  ZParametroChave,
  ZParametroInput,
  ZParametroView,
  ZProgramaInput,
} from '@skyler/domain/referencia';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/access.ts';
import { actor } from '../../platform/actor.ts';
import { readMultipartUpload } from '../../platform/multipart.ts';
import { ZIdParams } from '../../platform/params.ts';
import { rotasDeCadastro } from '../../platform/rotas.ts';
import { ZCiaAerea, ZPrograma } from './referencia.schemas.ts';
import {
  abrirLogoAgencia,
  abrirLogoCia,
  alterarAgencia,
  alterarCiaAerea,
  alterarContaPropria,
  alterarParametro,
  alterarPrograma,
  criarCiaAerea,
  criarContaPropria,
  criarPrograma,
  excluirPrograma,
  findAgenciaView,
  findContasProprias,
  findParametros,
  salvarLogoAgencia,
  salvarLogoCia,
} from './referencia-admin.service.ts';

const tags = ['referencia'];

type LogoAberto = Awaited<ReturnType<typeof abrirLogoCia>>;

/**
 * A stored logo: its address carries the file's version, so a replaced logo has a new one. Kept by the browser
 * only (private), and said again on a 304, which otherwise takes the API's no-store (decision 0049).
 */
function enviarLogo(request: FastifyRequest, reply: FastifyReply, logo: LogoAberto) {
  const cache = 'private, max-age=86400';
  if (request.headers['if-none-match'] === logo.etag) {
    logo.stream.destroy();
    return reply.status(304).header('etag', logo.etag).header('cache-control', cache).send();
  }
  return (
    reply
      .type(logo.mime)
      .header('content-length', logo.size)
      .header('content-disposition', 'inline')
      .header('etag', logo.etag)
      .header('cache-control', cache)
      .header('x-content-type-options', 'nosniff')
      // an SVG opened on its own runs nothing
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(logo.stream)
  );
}

const ZContaPropria = z.object({
  id: z.number().int(),
  programa: z.object({ id: z.number().int(), nome: z.string() }),
  titular: z.string(),
  numero_id_conta: z.string(),
  ativo: z.boolean(),
  created_at: z.string(),
});

/**
 * The reference data administrators keep (decision 0042): loyalty programmes, the agency's own loyalty
 * accounts, airlines and their logos, and the agency's settings. Every write is for administrators only
 * and is audited with before and after; the lists for everyone are in `referencia.routes.ts`.
 */
export const referenciaAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  rotasDeCadastro(app, '/api/programas/', {
    access: access.admin,
    tags,
    entrada: ZProgramaInput,
    registro: ZPrograma,
    resumos: {
      criar: 'Cadastra um programa de fidelidade',
      alterar: 'Altera ou desativa (ativo: false) um programa de fidelidade',
    },
    criar: (dados, autor) => criarPrograma(app.db, dados, autor),
    alterar: (id, dados, autor) => alterarPrograma(app.db, id, dados, autor),
  });

  app.delete(
    '/api/programas/:id/',
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: 'Exclui um programa que nada usa (em uso: 409; desative-o)',
        params: ZIdParams,
        response: { 200: z.object({ detail: z.string() }) },
      },
    },
    async (request) => {
      await excluirPrograma(app.db, request.params.id, actor(request));
      return { detail: PROGRAMA_MESSAGES.excluido };
    },
  );

  app.get(
    '/api/contas-proprias/',
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: 'Contas de fidelidade da própria agência',
        response: { 200: z.array(ZContaPropria) },
      },
    },
    () => findContasProprias(app.db),
  );

  rotasDeCadastro(app, '/api/contas-proprias/', {
    access: access.admin,
    tags,
    entrada: ZContaPropriaInput,
    registro: ZContaPropria,
    resumos: {
      criar: 'Cadastra uma conta de fidelidade da agência',
      alterar: 'Altera ou desativa (ativo: false) uma conta de fidelidade da agência',
    },
    criar: (dados, autor) => criarContaPropria(app.db, dados, autor),
    alterar: (id, dados, autor) => alterarContaPropria(app.db, id, dados, autor),
  });

  rotasDeCadastro(app, '/api/ciaaereas/', {
    access: access.admin,
    tags,
    entrada: ZCiaAereaInput,
    registro: ZCiaAerea,
    resumos: {
      criar: 'Cadastra uma companhia aérea',
      alterar: 'Altera nome, códigos, país ou desativa (ativo: false) uma companhia aérea',
    },
    criar: (dados, autor) => criarCiaAerea(app.db, dados, autor),
    alterar: (id, dados, autor) => alterarCiaAerea(app.db, id, dados, autor),
  });

  app.post(
    '/api/ciaaereas/:id/logo/',
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: 'Envia ou troca o logotipo (multipart: logo; PNG, WebP ou SVG simples até 1 MB)',
        consumes: ['multipart/form-data'],
        params: ZIdParams,
        response: { 200: ZCiaAerea },
      },
    },
    async (request) => {
      const upload = await readMultipartUpload(request, {
        campoArquivo: 'logo',
        nomePadrao: 'logo',
        naoMultipart: 'Envie o logotipo em um formulário multipart/form-data.',
      });
      return salvarLogoCia(app.db, app.files, { id: request.params.id, upload, ator: actor(request) });
    },
  );

  app.get(
    '/api/ciaaereas/:id/logo/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'O logotipo de uma companhia (guardado em cache; o endereço muda com o arquivo)',
        params: ZIdParams,
        querystring: z.object({ v: z.string().max(64).optional() }),
      },
    },
    async (request, reply) =>
      enviarLogo(request, reply, await abrirLogoCia(app.db, app.files, request.params.id)),
  );

  app.get(
    '/api/parametros/',
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: 'Parâmetros da agência, com rótulo e unidade',
        response: { 200: z.array(ZParametroView) },
      },
    },
    () => findParametros(app.db),
  );

  app.put(
    '/api/parametros/:chave/',
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: 'Altera um parâmetro da agência (a próxima cotação já usa o novo valor)',
        params: z.object({ chave: ZParametroChave }),
        body: ZParametroInput,
        response: { 200: ZParametroView },
      },
    },
    (request) => alterarParametro(app.db, request.params.chave, request.body.valor, actor(request)),
  );

  app.get(
    '/api/parametros/agencia/',
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: 'Identidade da agência mostrada nas propostas: nome, CNPJ, contatos, endereço e logotipo',
        response: { 200: ZAgenciaView },
      },
    },
    () => findAgenciaView(app.db),
  );

  app.put(
    '/api/parametros/agencia/',
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: 'Altera a identidade da agência (a próxima proposta já a mostra)',
        body: ZAgenciaInput,
        response: { 200: ZAgenciaView },
      },
    },
    (request) => alterarAgencia(app.db, request.body, actor(request)),
  );

  app.post(
    '/api/parametros/agencia/logo/',
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: `Envia ou troca o logotipo da agência (multipart: logo; PNG, JPEG ou SVG simples até ${AGENCIA_LOGO_MAX_BYTES / 1024} KB)`,
        consumes: ['multipart/form-data'],
        response: { 200: ZAgenciaView },
      },
    },
    async (request) => {
      const upload = await readMultipartUpload(request, {
        campoArquivo: 'logo',
        nomePadrao: 'logo',
        naoMultipart: 'Envie o logotipo em um formulário multipart/form-data.',
      });
      return salvarLogoAgencia(app.db, app.files, { upload, ator: actor(request) });
    },
  );

  app.get(
    '/api/parametros/agencia/logo/',
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: 'O logotipo da agência (guardado em cache; o endereço muda com o arquivo)',
        querystring: z.object({ v: z.string().max(64).optional() }),
      },
    },
    async (request, reply) => enviarLogo(request, reply, await abrirLogoAgencia(app.db, app.files)),
  );
};

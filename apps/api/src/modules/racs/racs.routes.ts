import { podeAlterarOrdensPagamento } from '@skyler/domain/ordens-pagamento';
import {
  RAC_MESSAGES as M,
  podeAlterarStatusRac,
  ZRac,
  ZRacCreate,
  ZRacDocumento,
  ZRacProtocolo,
  ZRacProtocoloCreate,
  ZRacReembolsosUpdate,
  ZRacServico,
  ZRacServicoVincular,
  ZRacStatusRequest,
  ZRacsPage,
  ZRacsQuery,
  ZRecebiveisPage,
  ZRecebiveisQuery,
  ZRecebivelFornecedor,
  ZRecebivelStatus,
} from '@skyler/domain/racs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/access.ts';
import { actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { sendStoredFile } from '../../platform/files.ts';
import { readMultipartUpload } from '../../platform/multipart.ts';
import { listResponse } from '../../platform/pagination.ts';
import { ZIdParams } from '../../platform/params.ts';
import { rotaDaListaDoRegistro } from '../../platform/rotas.ts';
import { exigirRac } from './alteracao-rac.ts';
import {
  findDocumentos,
  findProtocolos,
  findRac,
  findRacsPage,
  findRecebiveisPage,
  findServicosDaRac,
} from './racs.queries.ts';
import { alterarStatusRac, criarProtocolo, criarRac, vincularServico } from './racs.service.ts';
import { abrirDocumento, anexarDocumento, CAMPO_DOCUMENTO } from './racs-documentos.service.ts';
import { alterarReembolsosRac, alterarStatusRecebivel } from './reembolsos.ts';

const financeiroRac = access.rule({ name: 'podeAlterarStatusRac', allows: podeAlterarStatusRac });
const financeiro = access.rule({ name: 'podeAlterarOrdensPagamento', allows: podeAlterarOrdensPagamento });

const tags = ['racs'];

/** After-sale requests (RAC): the lists, opening one, its protocols, documents, services and status. */
export const racsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/racs/recebiveis/',
    {
      config: { access: access.route('pagamentos-abertos') },
      schema: {
        tags,
        summary: 'Contas a Receber: reembolsos que os fornecedores devem à agência (RAC), por status',
        querystring: ZRecebiveisQuery,
        response: { 200: ZRecebiveisPage },
      },
    },
    async (request) => listResponse('recebiveis', await findRecebiveisPage(app.db, request.query)),
  );

  app.post(
    '/api/racs/recebiveis/:id/status/',
    {
      config: { access: financeiro },
      schema: {
        tags,
        summary: 'Marca o reembolso do fornecedor recebido (com a data) ou de volta em aberto',
        params: ZIdParams,
        body: ZRecebivelStatus,
        response: { 200: ZRecebivelFornecedor },
      },
    },
    async (request) =>
      alterarStatusRecebivel(app.db, { id: request.params.id, dados: request.body, ...actor(request) }),
  );

  app.put(
    '/api/racs/:id/reembolsos/',
    {
      config: { access: financeiroRac },
      schema: {
        tags,
        summary:
          'Altera os reembolsos de uma RAC não concluída; o reembolso e o recebível em aberto acompanham',
        params: ZIdParams,
        body: ZRacReembolsosUpdate,
        response: { 200: ZRac },
      },
    },
    async (request) =>
      alterarReembolsosRac(app.db, { id: request.params.id, dados: request.body, ...actor(request) }),
  );

  app.get(
    '/api/racs/detailed/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary:
          'RACs de um status (Solicitada, Liberada, Concluída), 15 por página, filtros tipo e consultor',
        querystring: ZRacsQuery,
        response: { 200: ZRacsPage },
      },
    },
    async (request) => listResponse('rac', await findRacsPage(app.db, request.query)),
  );

  app.post(
    '/api/racs/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Abre uma RAC numa emissão concluída da venda, com suas linhas de pagamento',
        body: ZRacCreate,
        response: { 201: ZRac },
      },
    },
    async (request, reply) => {
      const criada = await criarRac(app.db, { body: request.body, ...actor(request) });
      return reply.status(201).send(criada);
    },
  );

  app.get(
    '/api/racs/:id/',
    {
      config: { access: access.staff },
      schema: { tags, summary: 'Uma RAC', params: ZIdParams, response: { 200: ZRac } },
    },
    async (request) => {
      const rac = await findRac(app.db, request.params.id);
      if (!rac) throw new AppError('not_found', M.naoEncontrada);
      return rac;
    },
  );

  app.post(
    '/api/racs/:id/status/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Muda o status da RAC (somente o financeiro; transições válidas)',
        params: ZIdParams,
        body: ZRacStatusRequest,
        response: { 200: ZRac },
      },
    },
    (request) =>
      alterarStatusRac(app.db, { id: request.params.id, status: request.body.status, ...actor(request) }),
  );

  // ——— protocols ———

  rotaDaListaDoRegistro(app, '/api/racs/:id/protocolos/', {
    access: access.staff,
    tags,
    summary: 'Protocolos da RAC',
    item: ZRacProtocolo,
    exigir: (id) => exigirRac(app.db, id),
    listar: (id) => findProtocolos(app.db, id),
  });

  app.post(
    '/api/racs/:id/protocolos/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Adiciona um protocolo à RAC (data de hoje quando não informada)',
        params: ZIdParams,
        body: ZRacProtocoloCreate,
        response: { 201: ZRacProtocolo },
      },
    },
    async (request, reply) => {
      const criado = await criarProtocolo(app.db, {
        rac: request.params.id,
        body: request.body,
        ...actor(request),
      });
      return reply.status(201).send(criado);
    },
  );

  // ——— documents ———

  rotaDaListaDoRegistro(app, '/api/racs/:id/documentos/', {
    access: access.staff,
    tags,
    summary: 'Documentos da RAC',
    item: ZRacDocumento,
    exigir: (id) => exigirRac(app.db, id),
    listar: (id) => findDocumentos(app.db, id),
  });

  app.post(
    '/api/racs/:id/documentos/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Adiciona um documento à RAC (multipart tipo e documento: PDF ou imagem)',
        consumes: ['multipart/form-data'],
        params: ZIdParams,
        response: { 201: ZRacDocumento },
      },
    },
    async (request, reply) => {
      const upload = await readMultipartUpload(request, {
        campoArquivo: CAMPO_DOCUMENTO,
        nomePadrao: 'documento',
        naoMultipart: 'Envie o documento em um formulário multipart/form-data.',
      });
      const criado = await anexarDocumento(app.db, app.files, {
        rac: request.params.id,
        upload,
        ...actor(request),
      });
      return reply.status(201).send(criado);
    },
  );

  app.get(
    '/api/racs/documentos/:id/arquivo/',
    {
      config: { access: access.staff },
      schema: { tags, summary: 'O arquivo de um documento da RAC, com o seu tipo', params: ZIdParams },
    },
    async (request, reply) =>
      sendStoredFile(reply, await abrirDocumento(app.db, app.files, request.params.id)),
  );

  // ——— related services ———

  rotaDaListaDoRegistro(app, '/api/racs/:id/servicos/', {
    access: access.staff,
    tags,
    summary: 'Serviços vinculados à RAC',
    item: ZRacServico,
    exigir: (id) => exigirRac(app.db, id),
    listar: (id) => findServicosDaRac(app.db, id),
  });

  app.put(
    '/api/racs/:id/servicos/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Vincula um serviço da venda à RAC',
        params: ZIdParams,
        body: ZRacServicoVincular,
        response: { 200: z.array(ZRacServico) },
      },
    },
    (request) =>
      vincularServico(app.db, { rac: request.params.id, servico: request.body.servico, ...actor(request) }),
  );
};

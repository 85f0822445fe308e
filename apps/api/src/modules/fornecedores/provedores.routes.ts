import {
  FORNECEDORES_MESSAGES as M,
  ZDetailResponse,
  ZEmissaoAssociada,
  ZProvedor,
  ZProvedorCreateRequest,
  ZProvedoresQuery,
  ZProvedoresResponse,
  ZProvedoresSimplesQuery,
  ZProvedorFornecedoresRequest,
  ZProvedorSimples,
  ZProvedorUpdateRequest,
} from '@skyler/domain/fornecedores';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/access.ts';
import { AppError } from '../../platform/errors.ts';
import { ZIdParams } from '../../platform/params.ts';
import { rotaDaListaDoRegistro } from '../../platform/rotas.ts';
import { findProvedorEmissoes } from './associacoes.queries.ts';
import { formErrors } from './form-errors.ts';
import { autor, editarFornecedores } from './fornecedores.access.ts';
import { findProvedor, findProvedores, findProvedoresSimples } from './provedores.queries.ts';
import {
  createProvedor,
  deleteProvedor,
  setProvedorFornecedores,
  updateProvedor,
} from './provedores.service.ts';

const tags = ['provedores'];

export const provedoresRoutes: FastifyPluginAsyncZod = async (app) => {
  const mustExist = async (id: number) => {
    const provedor = await findProvedor(app.db, id);
    if (!provedor) throw new AppError('not_found', M.provedorNaoEncontrado);
    return provedor;
  };

  app.get(
    '/api/provedores/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Provedores de serviços (10 por página), com busca e filtro por tipo de serviço',
        querystring: ZProvedoresQuery,
        response: { 200: ZProvedoresResponse },
      },
    },
    (request) => findProvedores(app.db, request.query),
  );

  app.get(
    '/api/provedores/simples/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Todos os provedores por nome, para seleção (por tipo e por fornecedor)',
        querystring: ZProvedoresSimplesQuery,
        response: { 200: z.array(ZProvedorSimples) },
      },
    },
    (request) => findProvedoresSimples(app.db, request.query),
  );

  app.get(
    '/api/provedores/:id/',
    {
      config: { access: access.staff },
      schema: { tags, summary: 'Um provedor', params: ZIdParams, response: { 200: ZProvedor } },
    },
    (request) => mustExist(request.params.id),
  );

  app.post(
    '/api/provedores/',
    {
      config: { access: editarFornecedores },
      schemaErrorFormatter: formErrors(M.dadosInvalidos),
      schema: {
        tags,
        summary: 'Cria um provedor (CPF ou CNPJ válido obrigatório)',
        body: ZProvedorCreateRequest,
        response: { 201: ZProvedor },
      },
    },
    async (request, reply) => {
      const provedor = await createProvedor(app.db, { data: request.body, ...autor(request) });
      return reply.status(201).send(provedor);
    },
  );

  app.put(
    '/api/provedores/:id/',
    {
      config: { access: editarFornecedores },
      schemaErrorFormatter: formErrors(M.provedorEdicaoIncompleta),
      schema: {
        tags,
        summary:
          'Altera um provedor (CPF e CNPJ podem ficar vazios; sem `fornecedores`, as associações ficam)',
        params: ZIdParams,
        body: ZProvedorUpdateRequest,
        response: { 200: ZProvedor },
      },
    },
    (request) => updateProvedor(app.db, { id: request.params.id, data: request.body, ...autor(request) }),
  );

  app.delete(
    '/api/provedores/:id/',
    {
      config: { access: editarFornecedores },
      schema: {
        tags,
        summary: 'Deleta um provedor e as suas imagens',
        params: ZIdParams,
        response: { 200: ZDetailResponse },
      },
    },
    async (request) => {
      await deleteProvedor(app.db, app.files, { id: request.params.id, ...autor(request) });
      return { detail: M.provedorDeletado };
    },
  );

  app.put(
    '/api/provedores/:id/fornecedores/',
    {
      config: { access: editarFornecedores },
      schemaErrorFormatter: formErrors(M.dadosInvalidos),
      schema: {
        tags,
        summary: 'Define os fornecedores que vendem um provedor',
        params: ZIdParams,
        body: ZProvedorFornecedoresRequest,
        response: { 200: ZProvedor },
      },
    },
    (request) =>
      setProvedorFornecedores(app.db, {
        id: request.params.id,
        fornecedores: request.body.fornecedores,
        ...autor(request),
      }),
  );

  rotaDaListaDoRegistro(app, '/api/provedores/:id/emissoes/', {
    access: access.staff,
    tags,
    summary: 'Emissões de serviços deste provedor',
    item: ZEmissaoAssociada,
    exigir: mustExist,
    listar: (id) => findProvedorEmissoes(app.db, id),
  });
};

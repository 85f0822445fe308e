import {
  FORNECEDORES_MESSAGES as M,
  ZDetailResponse,
  ZEmissaoAssociada,
  ZFornecedor,
  ZFornecedorCotacao,
  ZFornecedoresQuery,
  ZFornecedoresResponse,
  ZFornecedoresSimplesQuery,
  ZFornecedorProvedoresRequest,
  ZFornecedorRequest,
  ZFornecedorSimples,
  ZFornecedorSubcotacao,
} from '@skyler/domain/fornecedores';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/access.ts';
import { AppError } from '../../platform/errors.ts';
import { ZIdParams } from '../../platform/params.ts';
import { rotaDaListaDoRegistro } from '../../platform/rotas.ts';
import {
  findFornecedorCotacoes,
  findFornecedorEmissoes,
  findFornecedorSubcotacoes,
} from './associacoes.queries.ts';
import { formErrors } from './form-errors.ts';
import { autor, editarFornecedores } from './fornecedores.access.ts';
import { findFornecedor, findFornecedores, findFornecedoresSimples } from './fornecedores.queries.ts';
import {
  createFornecedor,
  deleteFornecedor,
  setFornecedorProvedores,
  updateFornecedor,
} from './fornecedores.service.ts';

const tags = ['fornecedores'];

export const fornecedoresRoutes: FastifyPluginAsyncZod = async (app) => {
  const mustExist = async (id: number) => {
    const fornecedor = await findFornecedor(app.db, id);
    if (!fornecedor) throw new AppError('not_found', M.fornecedorNaoEncontrado);
    return fornecedor;
  };

  app.get(
    '/api/fornecedores/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Fornecedores (10 por página), com busca e filtro por tipo de serviço dos seus provedores',
        querystring: ZFornecedoresQuery,
        response: { 200: ZFornecedoresResponse },
      },
    },
    (request) => findFornecedores(app.db, request.query),
  );

  app.get(
    '/api/fornecedores/simples/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Todos os fornecedores por nome, para seleção',
        querystring: ZFornecedoresSimplesQuery,
        response: { 200: z.array(ZFornecedorSimples) },
      },
    },
    (request) => findFornecedoresSimples(app.db, request.query),
  );

  app.get(
    '/api/fornecedores/:id/',
    {
      config: { access: access.staff },
      schema: { tags, summary: 'Um fornecedor', params: ZIdParams, response: { 200: ZFornecedor } },
    },
    (request) => mustExist(request.params.id),
  );

  app.post(
    '/api/fornecedores/',
    {
      config: { access: editarFornecedores },
      schemaErrorFormatter: formErrors(M.dadosInvalidos),
      schema: {
        tags,
        summary: 'Cria um fornecedor (CPF ou CNPJ válido obrigatório)',
        body: ZFornecedorRequest,
        response: { 201: ZFornecedor },
      },
    },
    async (request, reply) => {
      const fornecedor = await createFornecedor(app.db, { data: request.body, ...autor(request) });
      return reply.status(201).send(fornecedor);
    },
  );

  app.put(
    '/api/fornecedores/:id/',
    {
      config: { access: editarFornecedores },
      schemaErrorFormatter: formErrors(M.dadosInvalidos),
      schema: {
        tags,
        summary: 'Altera um fornecedor (sem `provedores`, as associações ficam como estão)',
        params: ZIdParams,
        body: ZFornecedorRequest,
        response: { 200: ZFornecedor },
      },
    },
    (request) => updateFornecedor(app.db, { id: request.params.id, data: request.body, ...autor(request) }),
  );

  app.delete(
    '/api/fornecedores/:id/',
    {
      config: { access: editarFornecedores },
      schema: {
        tags,
        summary: 'Deleta um fornecedor',
        params: ZIdParams,
        response: { 200: ZDetailResponse },
      },
    },
    async (request) => {
      await deleteFornecedor(app.db, { id: request.params.id, ...autor(request) });
      return { detail: M.fornecedorDeletado };
    },
  );

  app.put(
    '/api/fornecedores/:id/provedores/',
    {
      config: { access: editarFornecedores },
      schemaErrorFormatter: formErrors(M.dadosInvalidos),
      schema: {
        tags,
        summary: 'Define os provedores de um fornecedor',
        params: ZIdParams,
        body: ZFornecedorProvedoresRequest,
        response: { 200: ZFornecedor },
      },
    },
    (request) =>
      setFornecedorProvedores(app.db, {
        id: request.params.id,
        provedores: request.body.provedores,
        ...autor(request),
      }),
  );

  rotaDaListaDoRegistro(app, '/api/fornecedores/:id/cotacoes/', {
    access: access.staff,
    tags,
    summary: 'Cotações com este fornecedor',
    item: ZFornecedorCotacao,
    exigir: mustExist,
    listar: (id) => findFornecedorCotacoes(app.db, id),
  });

  rotaDaListaDoRegistro(app, '/api/fornecedores/:id/subcotacoes/', {
    access: access.staff,
    tags,
    summary: 'Bilhetes (sub-cotações de voo) com este fornecedor',
    item: ZFornecedorSubcotacao,
    exigir: mustExist,
    listar: (id) => findFornecedorSubcotacoes(app.db, id),
  });

  rotaDaListaDoRegistro(app, '/api/fornecedores/:id/emissoes/', {
    access: access.staff,
    tags,
    summary: 'Emissões de serviços deste fornecedor',
    item: ZEmissaoAssociada,
    exigir: mustExist,
    listar: (id) => findFornecedorEmissoes(app.db, id),
  });
};

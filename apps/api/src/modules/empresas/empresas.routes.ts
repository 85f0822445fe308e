import { ZDataBusca } from '@skyler/domain/busca-credito';
import { ZVendaDoContato } from '@skyler/domain/contatos';
import {
  EMPRESAS_PAGE_SIZE,
  EMPRESA_MESSAGES as M,
  ZEmpresa,
  ZEmpresaRelacaoRequest,
  ZEmpresaRequest,
  ZEmpresasQuery,
  ZEmpresasResponse,
  ZRelacaoEmpresa,
} from '@skyler/domain/empresas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createCreditoClient } from '../../integrations/credito.ts';
import { access } from '../../platform/access.ts';
import { actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { listResponse, paginate } from '../../platform/pagination.ts';
import { ZId, ZIdParams } from '../../platform/params.ts';
import { rotaDaListaDoRegistro, rotasDoRegistro } from '../../platform/rotas.ts';
import { buscarCredito } from '../buscas/busca-credito.service.ts';
import { findVendasDaEmpresa } from '../vendas/vendas-do-cliente.queries.ts';
import {
  countEmpresas,
  empresasWhere,
  findEmpresa,
  findEmpresaRow,
  findEmpresasPage,
  findRelacoesDaEmpresa,
} from './empresas.queries.ts';
import {
  createEmpresa,
  deleteEmpresa,
  desvincularContato,
  updateEmpresa,
  vincularContato,
} from './empresas.service.ts';

const tags = ['empresas'];
const ZDetail = z.object({ detail: z.string() });

export const empresasRoutes: FastifyPluginAsyncZod = async (app) => {
  const credito = createCreditoClient({
    baseUrl: app.config.creditoApiUrl,
    apiKey: app.config.creditoApiKey,
  });

  const mustFind = async (id: number) => {
    const empresa = await findEmpresa(app.db, id);
    if (!empresa) throw new AppError('not_found', M.naoEncontrada);
    return empresa;
  };
  const mustExist = async (id: number) => {
    if (!(await findEmpresaRow(app.db, id))) throw new AppError('not_found', M.naoEncontrada);
  };

  app.get(
    '/api/empresas/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary:
          'Empresas em ordem alfabética (15 por página); search procura em nome, razão social, CNPJ e e-mail',
        querystring: ZEmpresasQuery,
        response: { 200: ZEmpresasResponse },
      },
    },
    async (request) => {
      const { page, search } = request.query;
      const where = empresasWhere({ search });
      const db = app.leitura.banco(request);
      const result = await paginate({
        page,
        pageSize: EMPRESAS_PAGE_SIZE,
        rows: (limit, offset) => findEmpresasPage(db, { where, limit, offset }),
        count: () => countEmpresas(db, where),
      });
      return listResponse('empresas', result);
    },
  );

  app.post(
    '/api/empresas/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Cria uma empresa (nome ou razão social, telefone ou e-mail, e CNPJ)',
        body: ZEmpresaRequest,
        response: { 201: z.object({ id: z.number().int(), detail: z.string() }) },
      },
    },
    async (request, reply) => {
      const id = await createEmpresa(app.db, { input: request.body, ...actor(request) });
      return reply.status(201).send({ id, detail: M.criada });
    },
  );

  rotasDoRegistro(app, '/api/empresas/', {
    access: access.staff,
    tags,
    entrada: ZEmpresaRequest,
    registro: ZEmpresa,
    resumos: {
      ver: 'Uma empresa',
      alterar: 'Edita uma empresa',
    },
    achar: mustFind,
    alterar: (id, input, autor) => updateEmpresa(app.db, { id, input, ...autor }),
  });

  app.delete(
    '/api/empresas/:id/',
    {
      config: { access: access.staff },
      schema: { tags, summary: 'Deleta uma empresa', params: ZIdParams, response: { 200: ZDetail } },
    },
    async (request) => {
      await deleteEmpresa(app.db, { id: request.params.id, ...actor(request) });
      return { detail: M.deletada };
    },
  );

  rotaDaListaDoRegistro(app, '/api/empresas/:id/relacoes/', {
    access: access.staff,
    tags,
    summary: 'Contatos relacionados à empresa',
    item: ZRelacaoEmpresa,
    exigir: mustExist,
    listar: (id) => findRelacoesDaEmpresa(app.db, id),
  });

  app.post(
    '/api/empresas/:id/relacoes/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Relaciona um contato à empresa',
        params: ZIdParams,
        body: ZEmpresaRelacaoRequest,
        response: { 201: z.array(ZRelacaoEmpresa) },
      },
    },
    async (request, reply) => {
      await vincularContato(app.db, {
        id: request.params.id,
        contato: request.body.contato,
        ...actor(request),
      });
      return reply.status(201).send(await findRelacoesDaEmpresa(app.db, request.params.id));
    },
  );

  app.delete(
    '/api/empresas/:id/relacoes/:contato/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Desfaz a relação de um contato com a empresa',
        params: z.object({ id: ZId, contato: ZId }),
        response: { 200: ZDetail },
      },
    },
    async (request) => {
      await desvincularContato(app.db, {
        id: request.params.id,
        contato: request.params.contato,
        ...actor(request),
      });
      return { detail: M.vinculoRemovido };
    },
  );

  rotaDaListaDoRegistro(app, '/api/empresas/:id/vendas/', {
    access: access.staff,
    tags,
    summary: 'Vendas da empresa, mais recentes primeiro',
    item: ZVendaDoContato,
    exigir: mustExist,
    listar: (id) => findVendasDaEmpresa(app.db, id),
  });

  app.post(
    '/api/empresas/:id/busca/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Busca de crédito pelo CNPJ da empresa; guarda o resultado na empresa',
        params: ZIdParams,
        response: { 200: ZDataBusca },
      },
    },
    (request) =>
      buscarCredito(app.db, credito, { registro: { empresa: request.params.id }, ...actor(request) }),
  );
};

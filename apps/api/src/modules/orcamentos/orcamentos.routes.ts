import { ZMeusOrcamentosQuery } from '@skyler/domain/minha-area';
import {
  ORCAMENTO_MESSAGES as M,
  ZOrcamento,
  ZOrcamentoDetalhado,
  ZOrcamentosCreate,
  ZOrcamentosDetalhadoQuery,
  ZOrcamentoUpdate,
} from '@skyler/domain/orcamentos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/access.ts';
import { actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { listResponse } from '../../platform/pagination.ts';
import { ZIdParams } from '../../platform/params.ts';
import { rotasDoRegistro } from '../../platform/rotas.ts';
import {
  findOrcamentoDetalhado,
  findOrcamentos,
  findOrcamentosDetalhados,
  findOrcamentosDoUsuario,
  findOrcamentosRecentes,
} from './orcamentos.queries.ts';
import {
  alterarOrcamento,
  createOrcamentos,
  deleteOrcamento,
  duplicateOrcamento,
  finalizeOrcamento,
} from './orcamentos.service.ts';

const tags = ['orcamentos'];
const ZDetail = z.object({ detail: z.string() });

export const orcamentosRoutes: FastifyPluginAsyncZod = async (app) => {
  const mustFind = async (id: number) => {
    const orcamento = await findOrcamentoDetalhado(app.db, id);
    if (!orcamento) throw new AppError('not_found', M.naoEncontrado);
    return orcamento;
  };

  app.post(
    '/api/vendas/:id/orcamentos/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Solicita orçamentos para uma venda em proposta (todos ou nenhum)',
        params: ZIdParams,
        body: ZOrcamentosCreate,
        response: { 201: z.array(ZOrcamento) },
      },
    },
    async (request, reply) => {
      const ids = await createOrcamentos(app.db, {
        venda: request.params.id,
        items: request.body.orcamentos,
        ...actor(request),
      });
      return reply.status(201).send(await findOrcamentos(app.db, ids));
    },
  );

  app.get(
    '/api/orcamentos/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Orçamentos mais recentes (até 100)',
        response: { 200: z.array(ZOrcamento) },
      },
    },
    () => findOrcamentosRecentes(app.db),
  );

  app.get(
    '/api/orcamentos/detalhado/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Orçamentos com filtros, a venda, o consultor e os cotadores (15 por página)',
        querystring: ZOrcamentosDetalhadoQuery,
        response: { 200: z.object({ orcamentos: z.array(ZOrcamentoDetalhado), pages: z.number().int() }) },
      },
    },
    async (request) => listResponse('orcamentos', await findOrcamentosDetalhados(app.db, request.query)),
  );

  app.get(
    '/api/orcamentos/meus/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary:
          'Meus orçamentos: os das vendas do usuário ou que ele solicitou, com os filtros da lista (15 por página)',
        querystring: ZMeusOrcamentosQuery,
        response: { 200: z.object({ orcamentos: z.array(ZOrcamentoDetalhado), pages: z.number().int() }) },
      },
    },
    async (request) =>
      listResponse(
        'orcamentos',
        await findOrcamentosDoUsuario(app.db, { usuario: actor(request).user.id, query: request.query }),
      ),
  );

  // who may ask for a request may edit it
  rotasDoRegistro(app, '/api/orcamentos/', {
    access: access.staff,
    tags,
    entrada: ZOrcamentoUpdate,
    registro: ZOrcamentoDetalhado,
    resumos: {
      ver: 'Um orçamento, com a venda, o consultor e os cotadores',
      alterar:
        'Altera um orçamento aberto de uma venda em proposta (descrição, datas, passageiros, trechos, anotações), na versão lida',
    },
    achar: mustFind,
    alterar: (id, dados, autor) => alterarOrcamento(app.db, { id, dados, ...autor }),
  });

  app.delete(
    '/api/orcamentos/:id/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Exclui um orçamento e as suas cotações, se nenhuma estiver no carrinho ou faturada',
        params: ZIdParams,
        response: { 200: ZDetail },
      },
    },
    async (request) => {
      await deleteOrcamento(app.db, { id: request.params.id, ...actor(request) });
      return { detail: M.excluido };
    },
  );

  app.post(
    '/api/orcamentos/:id/finalizar/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Finaliza um orçamento aberto',
        params: ZIdParams,
        response: { 200: ZOrcamentoDetalhado },
      },
    },
    async (request) => {
      await finalizeOrcamento(app.db, { id: request.params.id, ...actor(request) });
      return mustFind(request.params.id);
    },
  );

  app.post(
    '/api/orcamentos/:id/duplicar/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Duplica um orçamento: um novo, aberto, do mesmo tipo, descrição e dados, sem cotações',
        params: ZIdParams,
        response: { 201: ZOrcamentoDetalhado },
      },
    },
    async (request, reply) => {
      const id = await duplicateOrcamento(app.db, { id: request.params.id, ...actor(request) });
      return reply.status(201).send(await mustFind(id));
    },
  );
};

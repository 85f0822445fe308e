import { ZTotaisVenda } from '@skyler/domain/precos/totais-venda';
import {
  VENDA_ERROS,
  VENDA_MESSAGES,
  ZCancelarVenda,
  ZChatMessage,
  ZChatMessageCreate,
  ZConcluirVenda,
  ZVenda,
  ZVendaDetalhada,
  ZVendaForm,
  ZVendasDetailedQuery,
  ZVendaUpdate,
} from '@skyler/domain/vendas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/access.ts';
import { actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { listResponse } from '../../platform/pagination.ts';
import { ZIdParams } from '../../platform/params.ts';
import { rotaDaListaDoRegistro, rotasDoRegistro, transmitirMensagensDaVenda } from '../../platform/rotas.ts';
import { findTotaisDaVenda } from '../pagamentos/totais-sql.ts';
import { findAbaDaVenda, VENDA_ABA_RESPOSTAS, VENDA_ABAS } from './venda-abas.queries.ts';
import {
  findChatMessages,
  findVenda,
  findVendasDetalhadas,
  findVendasPage,
  findVendasSimples,
  VENDAS_PAGE_SIZE,
} from './vendas.queries.ts';
import {
  cancelVenda,
  concludeVenda,
  conferirFiltroSemConsultor,
  createVenda,
  postChatMessage,
  updateVenda,
} from './vendas.service.ts';

const tags = ['vendas'];
const ZCriada = z.object({ id: z.number().int(), detail: z.string() });

export const vendasRoutes: FastifyPluginAsyncZod = async (app) => {
  const mustFind = async (id: number) => {
    const venda = await findVenda(app.db, id);
    if (!venda) throw new AppError('not_found', VENDA_ERROS.naoEncontrada);
    return venda;
  };

  app.get(
    '/api/vendas/detailed/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Vendas com filtros e contadores (15 por página)',
        querystring: ZVendasDetailedQuery,
        response: { 200: z.object({ vendas: z.array(ZVendaDetalhada), pages: z.number().int() }) },
      },
    },
    async (request) => {
      const { page, ...filters } = request.query;
      conferirFiltroSemConsultor(filters, actor(request).user);
      const result = await findVendasPage(app.leitura.banco(request), filters, {
        page,
        pageSize: VENDAS_PAGE_SIZE,
      });
      return listResponse('vendas', { ...result, rows: findVendasDetalhadas(result.rows) });
    },
  );

  app.get(
    '/api/vendas/',
    {
      config: { access: access.staff },
      schema: { tags, summary: 'Vendas mais recentes (até 100)', response: { 200: z.array(ZVenda) } },
    },
    () => findVendasSimples(app.db),
  );

  app.post(
    '/api/vendas/',
    {
      config: { access: access.staff },
      schema: { tags, summary: 'Cria uma venda', body: ZVendaForm, response: { 201: ZCriada } },
    },
    async (request, reply) => {
      const id = await createVenda(app.db, { input: request.body, ...actor(request) });
      return reply.status(201).send({ id, detail: VENDA_MESSAGES.criada });
    },
  );

  rotasDoRegistro(app, '/api/vendas/', {
    access: access.staff,
    tags,
    entrada: ZVendaUpdate,
    registro: ZVenda,
    resumos: {
      ver: 'Uma venda',
      alterar: 'Edita uma venda (ou só o consultor, no Pega Vendas)',
    },
    achar: mustFind,
    alterar: (id, input, autor) => updateVenda(app.db, { id, input, ...autor }),
  });

  app.put(
    '/api/vendas/:id/cancelar/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Cancela uma venda em proposta, com o motivo',
        params: ZIdParams,
        body: ZCancelarVenda,
        response: { 200: ZVenda },
      },
    },
    async (request) => {
      await cancelVenda(app.db, {
        id: request.params.id,
        motivo: request.body.motivo_cancelamento,
        ...actor(request),
      });
      return mustFind(request.params.id);
    },
  );

  app.put(
    '/api/vendas/:id/concluir/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Conclui uma venda em proposta sem valores em aberto',
        params: ZIdParams,
        body: ZConcluirVenda.nullish(),
        response: { 200: ZVenda },
      },
    },
    async (request) => {
      await concludeVenda(app.db, { id: request.params.id, ...actor(request) });
      return mustFind(request.params.id);
    },
  );

  for (const aba of VENDA_ABAS) {
    app.get(
      `/api/vendas/:id/${aba}/`,
      {
        config: { access: access.staff },
        schema: {
          tags,
          summary: `Aba ${aba} da venda`,
          params: ZIdParams,
          response: { 200: VENDA_ABA_RESPOSTAS[aba] ?? z.array(z.unknown()) },
        },
      },
      async (request) => {
        await mustFind(request.params.id);
        return findAbaDaVenda[aba](app.db, request.params.id);
      },
    );
  }

  app.get(
    '/api/vendas/:id/totais/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary:
          'Totais da venda: serviços não cancelados, programado, pago e em aberto (o que a aba Pagamentos mostra)',
        params: ZIdParams,
        response: { 200: ZTotaisVenda },
      },
    },
    async (request) => {
      await mustFind(request.params.id);
      return findTotaisDaVenda(app.db, request.params.id);
    },
  );

  rotaDaListaDoRegistro(app, '/api/vendas/:id/chat_messages/', {
    access: access.staff,
    tags,
    summary: 'Mensagens do chat da venda',
    item: ZChatMessage,
    exigir: mustFind,
    listar: (id) => findChatMessages(app.db, id),
  });

  app.post(
    '/api/vendas/:id/chat_messages/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Envia uma mensagem no chat da venda',
        params: ZIdParams,
        body: ZChatMessageCreate,
        response: { 201: ZChatMessage },
      },
    },
    async (request, reply) => {
      const mensagem = await postChatMessage(app.db, {
        venda: request.params.id,
        message: request.body.message,
        ...actor(request),
      });
      return reply.status(201).send(mensagem);
    },
  );

  app.get(
    '/api/vendas/:id/chat/stream/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Mensagens novas do chat em tempo real (server-sent events, evento "mensagem")',
        params: ZIdParams,
      },
    },
    async (request, reply) => {
      await mustFind(request.params.id);
      await transmitirMensagensDaVenda(app, { request, reply }, 'chat', request.params.id);
    },
  );
};

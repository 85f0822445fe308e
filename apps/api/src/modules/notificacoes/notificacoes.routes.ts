import {
  ZMarcadasLidas,
  ZNaoLidas,
  ZNotificacao,
  ZNotificacoesQuery,
  ZPreferenciasNotificacao,
  ZPreferenciasNotificacaoSave,
  ZResumoEnviado,
} from '@skyler/domain/notificacoes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/access.ts';
import { actor } from '../../platform/actor.ts';
import { openEventStream } from '../../platform/events.ts';
import { listResponse, paginate } from '../../platform/pagination.ts';
import { ZIdParams } from '../../platform/params.ts';
import {
  countNaoLidas,
  countNotificacoes,
  findNotificacoes,
  NOTIFICACOES_PAGE_SIZE,
  notificacoesWhere,
} from './notificacoes.queries.ts';
import {
  enviarResumos,
  lerPreferencias,
  marcarTodasLidas,
  salvarPreferencias,
  toggleNotificacao,
} from './notificacoes.service.ts';

const tags = ['notificacoes'];
const ZLista = z.object({ notificacoes: z.array(ZNotificacao), pages: z.number().int() });

export const notificacoesRoutes: FastifyPluginAsyncZod = async (app) => {
  /** every list is the signed-in user's own notifications (decision 0078) */
  const list = async (usuario: number, query: z.infer<typeof ZNotificacoesQuery>) => {
    const { page, ...filters } = query;
    const where = notificacoesWhere(usuario, filters);
    const result = await paginate({
      page,
      pageSize: NOTIFICACOES_PAGE_SIZE,
      rows: (limit, offset) => findNotificacoes(app.db, { where, limit, offset }),
      count: () => countNotificacoes(app.db, where),
    });
    return listResponse('notificacoes', result);
  };

  app.get(
    '/api/notificacoes/detailed/',
    {
      config: { access: access.route('notificacoes') },
      schema: {
        tags,
        summary: 'Notificações do usuário, mais recentes primeiro (15 por página)',
        querystring: ZNotificacoesQuery,
        response: { 200: ZLista },
      },
    },
    (request) => list(actor(request).user.id, request.query),
  );

  app.get(
    '/api/notificacoes/',
    {
      config: { access: access.route('notificacoes') },
      schema: {
        tags,
        summary: 'Notificações mais recentes do usuário (até 100)',
        response: { 200: z.array(ZNotificacao) },
      },
    },
    (request) =>
      findNotificacoes(app.db, {
        where: notificacoesWhere(actor(request).user.id, {}),
        limit: 100,
        offset: 0,
      }),
  );

  app.get(
    '/api/vendas/:id/notificacoes/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Notificações do usuário sobre uma venda (aba da venda)',
        params: ZIdParams,
        querystring: ZNotificacoesQuery.omit({ id_venda: true }),
        response: { 200: ZLista },
      },
    },
    (request) => list(actor(request).user.id, { ...request.query, id_venda: request.params.id }),
  );

  for (const campo of ['lido', 'importante'] as const) {
    app.post(
      `/api/notificacoes/:id/${campo}/`,
      {
        config: { access: access.staff },
        schema: {
          tags,
          summary: `Alterna "${campo}" de uma notificação do usuário (a de outro: 404)`,
          params: ZIdParams,
          response: {
            200: z.object({
              id: z.number().int(),
              lido: z.boolean().optional(),
              importante: z.boolean().optional(),
            }),
          },
        },
      },
      (request) => toggleNotificacao(app.db, { id: request.params.id, campo, ...actor(request) }),
    );
  }

  app.post(
    '/api/notificacoes/marcar_todas_lidas/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Marca como lidas todas as notificações do usuário',
        response: { 200: ZMarcadasLidas },
      },
    },
    (request) => marcarTodasLidas(app.db, actor(request)),
  );

  app.get(
    '/api/notificacoes/preferencias/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Como o usuário é notificado de cada tipo (no sistema, resumo por e-mail ou não)',
        response: { 200: ZPreferenciasNotificacao },
      },
    },
    (request) => lerPreferencias(app.db, actor(request).user),
  );

  app.put(
    '/api/notificacoes/preferencias/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Grava como o usuário é notificado de cada tipo',
        body: ZPreferenciasNotificacaoSave,
        response: { 200: ZPreferenciasNotificacao },
      },
    },
    (request) => salvarPreferencias(app.db, { body: request.body, ...actor(request) }),
  );

  app.post(
    '/api/notificacoes/resumo/',
    {
      config: { access: access.departamento('financeiro') },
      schema: {
        tags,
        summary: 'Põe na fila de e-mails o resumo de cada usuário com as notificações que o aguardam',
        response: { 200: ZResumoEnviado },
      },
    },
    (request) => enviarResumos(app.db, actor(request)),
  );

  app.get(
    '/api/notificacoes/nao_lidas/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Quantas notificações do usuário estão por ler',
        response: { 200: ZNaoLidas },
      },
    },
    async (request) => ({ nao_lidas: await countNaoLidas(app.db, actor(request).user.id) }),
  );

  app.get(
    '/api/notificacoes/stream/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Contador de não lidas em tempo real (server-sent events, evento "nao_lidas")',
      },
    },
    async (request, reply) => {
      const { user } = actor(request);
      const stream = openEventStream(app.events, request, reply);
      const send = async () => stream.send('nao_lidas', { nao_lidas: await countNaoLidas(app.db, user.id) });
      const unsubscribe = app.events.subscribe('notificacoes', (event) => {
        if (event.usuario === user.id) void send().catch(() => undefined);
      });
      await send();
      await stream.closed;
      unsubscribe();
    },
  );
};

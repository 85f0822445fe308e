import { AUTH_MESSAGES } from '@skyler/domain/auth';
import { LOG_MESSAGES, ZLog, ZLogsQuery } from '@skyler/domain/logs';
import { ZMinhasAtividadesQuery } from '@skyler/domain/minha-area';
import { belongsTo } from '@skyler/domain/permissions';
import { and } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/access.ts';
import { actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { listResponse } from '../../platform/pagination.ts';
import { ZIdParams } from '../../platform/params.ts';
import { findLog, findLogsPage, logsVisiveis, logsWhere, logVisivel } from './logs.queries.ts';

const tags = ['logs'];
const ZLogsPage = z.object({ logs: z.array(ZLog), pages: z.number().int() });

/**
 * The audit trail: financeiro (admins belong to it) reads all of it; every other staff user the rows of a sale
 * and their own rows (decisions 0011, 0029), in the list and one by one alike.
 */
const leitor = (user: { id: number } & Parameters<typeof belongsTo>[0]) => ({
  id: user.id,
  financeiro: belongsTo(user, 'financeiro'),
});

export const logsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/logs/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary:
          'Trilha de auditoria, mais recentes primeiro (15 por página): toda para o financeiro; para os demais, a das vendas e a própria',
        querystring: ZLogsQuery,
        response: { 200: ZLogsPage },
      },
    },
    async (request) => {
      const { page, ...filters } = request.query;
      const where = and(logsWhere(filters), logsVisiveis(leitor(actor(request).user)));
      return listResponse('logs', await findLogsPage(app.db, page, where));
    },
  );

  app.get(
    '/api/logs/meus/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary:
          'Minhas atividades: os registros de auditoria do próprio usuário, mais recentes primeiro (15 por página)',
        querystring: ZMinhasAtividadesQuery,
        response: { 200: ZLogsPage },
      },
    },
    async (request) => {
      const { page, ...filters } = request.query;
      const where = logsWhere({ ...filters, usuario: actor(request).user.id });
      return listResponse('logs', await findLogsPage(app.db, page, where));
    },
  );

  app.get(
    '/api/logs/:id/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Um registro de auditoria ({dados, meta})',
        params: ZIdParams,
        response: { 200: ZLog },
      },
    },
    async (request) => {
      const { user } = actor(request);
      const log = await findLog(app.db, request.params.id);
      if (!log) throw new AppError('not_found', LOG_MESSAGES.naoEncontrado);
      if (!logVisivel(log, leitor(user))) {
        throw new AppError('forbidden', AUTH_MESSAGES.forbidden);
      }
      return log;
    },
  );
};

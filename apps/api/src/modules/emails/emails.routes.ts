import {
  EMAILS_PAGE_SIZE,
  EMAIL_MESSAGES as M,
  ZEmailReenviado,
  ZEmailsQuery,
  ZEmailsResponse,
} from '@skyler/domain/emails';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access.ts';
import { actor } from '../../platform/actor.ts';
import { listResponse, paginate } from '../../platform/pagination.ts';
import { ZIdParams } from '../../platform/params.ts';
import { countEmails, emailsWhere, findEmail, findEmailsPage, reenviarEmail } from './emails.service.ts';

const tags = ['emails'];

/** The outbox for administrators: what is pending or failed, and "Reenviar" (decision 0050). */
export const emailsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/emails/',
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary:
          'E-mails da fila (administradores; 20 por página, os mais novos primeiro), sem o corpo; status nao_enviados (padrão: pendentes e com falha), pendente, falhou ou enviado',
        querystring: ZEmailsQuery,
        response: { 200: ZEmailsResponse },
      },
    },
    async (request) => {
      const { page, status } = request.query;
      const where = emailsWhere(status);
      const result = await paginate({
        page,
        pageSize: EMAILS_PAGE_SIZE,
        rows: (limit, offset) => findEmailsPage(app.db, { where, limit, offset }),
        count: () => countEmails(app.db, where),
      });
      return listResponse('emails', result);
    },
  );

  app.post(
    '/api/emails/:id/reenviar/',
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary:
          'Coloca um e-mail pendente ou com falha na fila para envio imediato, com as tentativas zeradas',
        params: ZIdParams,
        response: { 200: ZEmailReenviado },
      },
    },
    async (request) => {
      await reenviarEmail(app.db, { id: request.params.id, ...actor(request) });
      return { detail: M.reenviado, email: await findEmail(app.db, request.params.id) };
    },
  );
};

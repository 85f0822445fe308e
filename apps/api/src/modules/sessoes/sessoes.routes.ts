import { SENHA_MESSAGES, ZDetail, ZSessaoParams, ZSessaoUsuario } from '@skyler/domain/senha';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/access.ts';
import { encerrarOutrasSessoes, encerrarSessao, listarSessoes } from './sessoes.service.ts';

/** The signed-in user's own sessions, on "Minha conta" (decision 0040). */
export const sessoesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/me/sessoes/',
    {
      config: { access: access.authenticated },
      schema: {
        tags: ['sessoes'],
        summary: 'Sessões ativas do usuário',
        response: { 200: z.array(ZSessaoUsuario) },
      },
    },
    (request) => listarSessoes(app.db, { usuarioId: request.user?.id ?? 0, sessaoAtual: request.sessionId }),
  );

  app.delete(
    '/api/users/me/sessoes/:id/',
    {
      config: { access: access.authenticated },
      schema: {
        tags: ['sessoes'],
        summary: 'Encerra uma sessão do usuário',
        params: ZSessaoParams,
        response: { 200: ZDetail },
      },
    },
    async (request) => {
      await encerrarSessao(app.db, {
        usuarioId: request.user?.id ?? 0,
        idPublico: request.params.id,
        ip: request.ip,
      });
      return { detail: SENHA_MESSAGES.sessaoEncerrada };
    },
  );

  app.post(
    '/api/users/me/sessoes/encerrar-outras/',
    {
      config: { access: access.authenticated },
      schema: {
        tags: ['sessoes'],
        summary: 'Encerra todas as outras sessões do usuário',
        response: { 200: ZDetail.extend({ encerradas: z.number().int() }) },
      },
    },
    async (request) => {
      const encerradas = await encerrarOutrasSessoes(app.db, {
        usuarioId: request.user?.id ?? 0,
        sessaoAtual: request.sessionId,
        ip: request.ip,
      });
      return { detail: SENHA_MESSAGES.outrasEncerradas, encerradas };
    },
  );
};

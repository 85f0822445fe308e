import {
  SENHA_MESSAGES,
  ZDefinirSenha,
  ZDetail,
  ZEsqueciSenha,
  ZLinkSenhaInfo,
  ZLinkSenhaQuery,
  ZTrocarSenha,
} from '@skyler/domain/senha';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access.ts';
import { RATE_LIMITS } from '../../platform/rate-limit.ts';
import { definirSenha, infoLinkSenha, pedirRedefinicao, trocarSenha } from './senha.service.ts';

/** Setting a password from a link, asking for a reset, changing one's own (decision 0040). */
export const senhaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/senha/definir/',
    {
      config: { access: access.public, rateLimit: RATE_LIMITS.login },
      schema: {
        tags: ['senha'],
        summary: 'Diz se o link de senha vale e de qual login é',
        querystring: ZLinkSenhaQuery,
        response: { 200: ZLinkSenhaInfo },
      },
    },
    (request) => infoLinkSenha(app.db, request.query.token),
  );

  app.post(
    '/api/senha/definir/',
    {
      config: { access: access.public, rateLimit: RATE_LIMITS.login },
      schema: {
        tags: ['senha'],
        summary: 'Define a senha com o link do convite ou da redefinição',
        body: ZDefinirSenha,
        response: { 200: ZDetail },
      },
    },
    async (request) => {
      await definirSenha(app.db, {
        token: request.body.token,
        novaSenha: request.body.nova_senha,
        ip: request.ip,
      });
      return { detail: SENHA_MESSAGES.definida };
    },
  );

  app.post(
    '/api/senha/esqueci/',
    {
      config: { access: access.public, rateLimit: RATE_LIMITS.login },
      schema: {
        tags: ['senha'],
        summary: 'Envia um link de redefinição, com a mesma resposta exista ou não o login',
        body: ZEsqueciSenha,
        response: { 200: ZDetail },
      },
    },
    async (request) => {
      await pedirRedefinicao(
        { db: app.db, appUrl: app.config.appUrl },
        { login: request.body.login, ip: request.ip },
      );
      return { detail: SENHA_MESSAGES.esqueciEnviado };
    },
  );

  app.post(
    '/api/users/me/senha/',
    {
      config: { access: access.authenticated, rateLimit: RATE_LIMITS.login },
      schema: {
        tags: ['senha'],
        summary: 'Troca a própria senha e encerra as outras sessões',
        body: ZTrocarSenha,
        response: { 200: ZDetail },
      },
    },
    async (request) => {
      await trocarSenha(app.db, {
        usuarioId: request.user?.id ?? 0,
        sessaoAtual: request.sessionId,
        senhaAtual: request.body.senha_atual,
        novaSenha: request.body.nova_senha,
        ip: request.ip,
      });
      return { detail: SENHA_MESSAGES.alterada };
    },
  );
};

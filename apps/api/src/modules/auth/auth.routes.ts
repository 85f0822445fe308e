import { ZAuthState, ZLoginRequest, ZOtpRequest } from '@skyler/domain/auth';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access.ts';
import { RATE_LIMITS } from '../../platform/rate-limit.ts';
import { deleteSession, SESSION_COOKIE, setSessionCookie } from '../../platform/sessions.ts';
import { AUTH_LIMITS } from './auth.limits.ts';
import { authState, hasPendingAttempt, startLogin, verifyLoginCode } from './auth.service.ts';

export const ATTEMPT_COOKIE = 'otp_tentativa';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({
    db: app.db,
    secret: app.secret,
    otpDigits: app.config.otpDigits,
    sessionHours: app.config.sessionHours,
    sessionIdleMinutes: app.config.sessionIdleMinutes,
  });
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: app.config.cookieSecure,
  };
  const clearLogin = (reply: FastifyReply) => reply.clearCookie(ATTEMPT_COOKIE, { path: '/' });

  app.post(
    '/api/login/',
    {
      config: { access: access.public, rateLimit: RATE_LIMITS.login },
      schema: {
        tags: ['auth'],
        summary: 'Senha: envia o código por e-mail',
        body: ZLoginRequest,
        response: { 200: ZAuthState },
      },
    },
    async (request, reply) => {
      const { attemptToken } = await startLogin(deps(), { ...request.body, ip: request.ip });
      reply.setCookie(ATTEMPT_COOKIE, attemptToken, {
        ...cookieOptions,
        maxAge: AUTH_LIMITS.codeTtlSeconds + 30,
      });
      return authState({ user: null, otpPending: true, otpDigits: app.config.otpDigits });
    },
  );

  app.post(
    '/api/otp_verification/',
    {
      config: { access: access.public, rateLimit: RATE_LIMITS.login },
      schema: {
        tags: ['auth'],
        summary: 'Código: abre a sessão',
        body: ZOtpRequest,
        response: { 200: ZAuthState },
      },
    },
    async (request, reply) => {
      const { sessionToken, user } = await verifyLoginCode(deps(), {
        attemptToken: request.cookies[ATTEMPT_COOKIE],
        otp: request.body.otp,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      clearLogin(reply);
      setSessionCookie(reply, app.config, sessionToken);
      // the token made before sign-in is not valid with the new session
      app.csrf.emitir(reply, sessionToken);
      return authState({ user, otpPending: false, otpDigits: app.config.otpDigits });
    },
  );

  app.post(
    '/api/logout/',
    { config: { access: access.public }, schema: { tags: ['auth'], response: { 200: ZAuthState } } },
    async (request, reply) => {
      if (request.sessionId) await deleteSession(app.db, request.sessionId);
      clearLogin(reply);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      app.csrf.emitir(reply, undefined);
      return authState({ user: null, otpPending: false, otpDigits: app.config.otpDigits });
    },
  );

  app.get(
    '/api/whoami/',
    { config: { access: access.public }, schema: { tags: ['auth'], response: { 200: ZAuthState } } },
    async (request) => {
      const otpPending = request.user
        ? false
        : await hasPendingAttempt(app.db, request.cookies[ATTEMPT_COOKIE]);
      return authState({
        user: request.user,
        otpPending,
        otpDigits: app.config.otpDigits,
        sessaoEncerrada: request.sessaoEncerrada,
      });
    },
  );
};

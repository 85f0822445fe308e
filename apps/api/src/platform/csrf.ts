import { AUTH_MESSAGES } from '@skyler/domain/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isApiRequest } from './api-path.ts';
import { AppError } from './errors.ts';
import { randomToken } from './tokens.ts';

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Routes an outside service calls without the browser's cookies, by method and the path the router
 * matched: each authenticates its caller another way (the Pagar.me webhook by the HMAC signature of its
 * body). Nothing else skips the check.
 */
export const CSRF_EXEMPT_ROUTES: ReadonlySet<string> = new Set(['POST /api/pagarme/webhook/']);

/** Double-submit token: any GET to /api/ sets the cookie; every unsafe method must echo it in X-CSRFToken. */
export function csrfGuard(request: FastifyRequest, reply: FastifyReply, secure: boolean): void {
  if (!isApiRequest(request)) return;
  if (CSRF_EXEMPT_ROUTES.has(`${request.method} ${request.routeOptions.url}`)) return;
  const cookie = request.cookies[CSRF_COOKIE];
  if (SAFE_METHODS.has(request.method)) {
    if (!cookie) {
      reply.setCookie(CSRF_COOKIE, randomToken(24), {
        path: '/',
        sameSite: 'lax',
        secure,
        httpOnly: false,
        maxAge: 365 * 24 * 3600,
      });
    }
    return;
  }
  const header = request.headers[CSRF_HEADER];
  if (!cookie || typeof header !== 'string' || header !== cookie) {
    throw new AppError('forbidden', AUTH_MESSAGES.csrf);
  }
}

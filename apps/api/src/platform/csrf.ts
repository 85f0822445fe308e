import { createHmac, timingSafeEqual } from 'node:crypto';
import { AUTH_MESSAGES } from '@skyler/domain/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isApiRequest } from './api-path.ts';
import { AppError } from './errors.ts';
import { derivarChave } from './segredos.ts';
import { SESSION_COOKIE } from './sessions.ts';
import { randomToken, sha256 } from './tokens.ts';

/** The cookie over plain HTTP (a local install, the tests). */
export const CSRF_COOKIE = 'csrftoken';
/**
 * The cookie when served over HTTPS (COOKIE_SECURE): the browser keeps a `__Host-` cookie only when it is
 * Secure, for the whole site and set by the site itself, so a neighbouring subdomain cannot plant one.
 */
export const CSRF_COOKIE_HTTPS = '__Host-csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Routes an outside service calls without the browser's cookies, by method and the path the router
 * matched: each authenticates its caller another way (the Pagar.me and WhatsApp webhooks by the HMAC
 * signature of their body). Nothing else skips the check.
 */
export const CSRF_EXEMPT_ROUTES: ReadonlySet<string> = new Set([
  'POST /api/pagarme/webhook/',
  'POST /api/webhooks/whatsapp/',
]);

export function csrfCookieName(secure: boolean): string {
  return secure ? CSRF_COOKIE_HTTPS : CSRF_COOKIE;
}

/** The HMAC key of the tokens, derived from the server's secret (SECRET_KEY or DATA_DIR/secret.key). */
export function chaveCsrf(secret: string): Buffer {
  return derivarChave(secret, 'csrf');
}

/**
 * What a token is bound to: the session id the request's session cookie names (its SHA-256, as stored),
 * or nothing before sign-in. A token made for one session is refused with any other.
 */
function vinculo(sessionToken: string | undefined): string {
  return sessionToken ? sha256(sessionToken) : '';
}

/** `nonce.hmac(session id, nonce)` (the signed double-submit token). */
export function csrfToken(chave: Buffer, sessionToken: string | undefined, nonce = randomToken(16)): string {
  const mac = createHmac('sha256', chave)
    .update(`${vinculo(sessionToken)}.${nonce}`)
    .digest('base64url');
  return `${nonce}.${mac}`;
}

function tokenDaSessao(chave: Buffer, sessionToken: string | undefined, token: string): boolean {
  const [nonce, mac, ...resto] = token.split('.');
  if (!nonce || !mac || resto.length > 0) return false;
  const esperado = Buffer.from(csrfToken(chave, sessionToken, nonce));
  const recebido = Buffer.from(token);
  return esperado.length === recebido.length && timingSafeEqual(esperado, recebido);
}

export type Csrf = {
  /** refuses an unsafe API request whose header does not echo a cookie made for its session */
  guard: (request: FastifyRequest, reply: FastifyReply) => void;
  /** sets a cookie for the session just opened or ended (sign-in, sign-out), so the next write carries it */
  emitir: (reply: FastifyReply, sessionToken: string | undefined) => void;
};

/**
 * Double-submit token bound to the session (decision 0049): a GET to /api/ sets the cookie when it is
 * missing or was made for another session; every unsafe method must echo it in X-CSRFToken, and the
 * cookie must be the one made for the session cookie the request carries.
 */
export function createCsrf(options: { secret: string; secure: boolean }): Csrf {
  const chave = chaveCsrf(options.secret);
  const nome = csrfCookieName(options.secure);
  const emitir: Csrf['emitir'] = (reply, sessionToken) => {
    reply.setCookie(nome, csrfToken(chave, sessionToken), {
      path: '/',
      sameSite: 'lax',
      secure: options.secure,
      httpOnly: false,
      maxAge: 365 * 24 * 3600,
    });
  };
  return {
    emitir,
    guard: (request, reply) => {
      if (!isApiRequest(request)) return;
      if (CSRF_EXEMPT_ROUTES.has(`${request.method} ${request.routeOptions.url}`)) return;
      const sessionToken = request.cookies[SESSION_COOKIE];
      const cookie = request.cookies[nome];
      const valido = cookie !== undefined && tokenDaSessao(chave, sessionToken, cookie);
      if (SAFE_METHODS.has(request.method)) {
        if (!valido) emitir(reply, sessionToken);
        return;
      }
      const header = request.headers[CSRF_HEADER];
      if (!valido || typeof header !== 'string' || header !== cookie) {
        throw new AppError('forbidden', AUTH_MESSAGES.csrf);
      }
    },
  };
}

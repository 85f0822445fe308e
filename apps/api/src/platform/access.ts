import { AUTH_MESSAGES } from '@skyler/domain/auth';
import type { Departamento, RestrictedRoute } from '@skyler/domain/permissions';
import { belongsTo, canReachRestrictedRoute } from '@skyler/domain/permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isApiRequest } from './api-path.ts';
import { AppError } from './errors.ts';
import type { SessionUser } from './sessions.ts';

/** Who may call a route. Every /api route declares one; a route without it is refused at registration. */
export type Access =
  | { kind: 'public' }
  | { kind: 'authenticated' }
  | { kind: 'staff' }
  | { kind: 'admin' }
  | { kind: 'cliente' }
  | { kind: 'route'; route: RestrictedRoute }
  | { kind: 'departamento'; departamento: Departamento }
  /** a rule of the domain over the user, named for the route list, e.g. podeEditarFornecedores */
  | { kind: 'rule'; name: string; allows: (user: SessionUser) => boolean };

export const access = {
  public: { kind: 'public' },
  authenticated: { kind: 'authenticated' },
  staff: { kind: 'staff' },
  admin: { kind: 'admin' },
  cliente: { kind: 'cliente' },
  route: (route: RestrictedRoute): Access => ({ kind: 'route', route }),
  departamento: (departamento: Departamento): Access => ({ kind: 'departamento', departamento }),
  rule: ({ name, allows }: { name: string; allows: (user: SessionUser) => boolean }): Access => ({
    kind: 'rule',
    name,
    allows,
  }),
} as const satisfies Record<string, Access | ((arg: never) => Access)>;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

export function isAllowed(user: SessionUser, rule: Access): boolean {
  const isStaff = user.is_staff && !user.cliente;
  switch (rule.kind) {
    case 'public':
    case 'authenticated':
      return true;
    case 'staff':
      return isStaff;
    case 'admin':
      return isStaff && user.is_superuser;
    case 'cliente':
      return user.cliente;
    case 'route':
      return isStaff && canReachRestrictedRoute(user, rule.route);
    case 'departamento':
      return isStaff && belongsTo(user, rule.departamento);
    case 'rule':
      return isStaff && rule.allows(user);
  }
}

export function routeAccess(request: FastifyRequest): Access | undefined {
  return request.routeOptions.config.access;
}

/** Routes registered by plugins (the OpenAPI viewer) that are public by design. */
const PUBLIC_PREFIXES = ['/api/docs'];

export type DeclaredRoute = { method: string; url: string; access: Access };

/** Fails registration of any API route that does not say who may call it, and lists the ones that do. */
export function requireAccessDeclarations(app: FastifyInstance, declared: DeclaredRoute[]): void {
  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    if (!url.startsWith('/api')) return;
    if (PUBLIC_PREFIXES.some((prefix) => url.startsWith(prefix))) {
      route.config = { ...(route.config as object), access: { kind: 'public' } } as typeof route.config;
      return;
    }
    const rule = (route.config as { access?: Access } | undefined)?.access;
    if (!rule) {
      throw new Error(
        `A rota ${String(route.method)} ${url} não declara quem pode acessá-la (config.access).`,
      );
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') declared.push({ method, url, access: rule });
    }
  });
}

export function enforceAccess(request: FastifyRequest): void {
  const rule = routeAccess(request);
  if (!rule) {
    // Unmatched URLs (404) and non-API files carry no rule; everything registered under /api has one.
    if (isApiRequest(request) && request.is404 !== true) {
      throw new AppError('forbidden', AUTH_MESSAGES.forbidden);
    }
    return;
  }
  if (rule.kind === 'public') return;
  const user = request.user;
  if (!user) {
    const motivo = request.sessaoEncerrada;
    throw new AppError(
      'unauthenticated',
      AUTH_MESSAGES.notAuthenticated,
      undefined,
      motivo ? { sessao_encerrada: motivo } : {},
    );
  }
  if (!isAllowed(user, rule)) throw new AppError('forbidden', AUTH_MESSAGES.forbidden);
}

import type { AuthState } from '@skyler/domain/auth';
import { canReachRestrictedRoute, isRestrictedRoute } from '@skyler/domain/permissions';
import { pathTo, type RouteEntry } from '../config/routes.ts';

export type GuardTarget = Pick<RouteEntry, 'name' | 'access'>;

/**
 * Where a navigation to `route` must go instead, or `null` to let it through (part 2 §2 "Router guard").
 * `auth` is the known auth state; it is only needed for non-public routes.
 */
export function redirectFor(route: GuardTarget, auth: AuthState): string | null {
  if (route.access === 'public') return null;
  const user = auth.authenticated ? auth.user : null;
  if (route.access === 'login') return user ? pathTo('home') : null;
  if (!user) return route.access === 'otp' && auth.otp_pending ? null : pathTo('login');
  if (route.access === 'otp') return pathTo('home');
  if (user.cliente) return route.access === 'cliente' ? null : pathTo('usuario-vendas');
  if (isRestrictedRoute(route.name) && !canReachRestrictedRoute(user, route.name)) return pathTo('home');
  return null;
}

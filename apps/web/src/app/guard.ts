import type { AuthState } from '@skyler/domain/auth';
import { canReachRestrictedRoute, restrictionOf } from '@skyler/domain/permissions';
import { MINHA_AREA_TABS, pathTo, type RouteEntry } from '../config/routes.ts';

export type GuardTarget = Pick<RouteEntry, 'name' | 'access' | 'layout'>;

const MINHA_AREA: ReadonlySet<string> = new Set(MINHA_AREA_TABS);

/** What a navigation leads to: the page, another route, or the "Sem permissão" page. */
export type GuardResult = { kind: 'pass' } | { kind: 'redirect'; to: string } | { kind: 'forbidden' };

const pass: GuardResult = { kind: 'pass' };
const forbidden: GuardResult = { kind: 'forbidden' };
const redirectTo = (to: string): GuardResult => ({ kind: 'redirect', to });

/**
 * The guard of part 2 §2 for a navigation to `route`; `auth` is the known auth state (only needed for
 * non-public routes). A restricted route the staff user is not authorised for shows "Sem permissão"
 * instead of a silent jump home (decision 0017).
 */
export function guardRoute(route: GuardTarget, auth: AuthState): GuardResult {
  if (route.access === 'public') return pass;
  const user = auth.authenticated ? auth.user : null;
  if (route.access === 'login') return user ? redirectTo(pathTo('home')) : pass;
  if (!user) return route.access === 'otp' && auth.otp_pending ? pass : redirectTo(pathTo('login'));
  if (route.access === 'otp') return redirectTo(pathTo('home'));
  // a client's landing is the portal, which replaces Minha área's lists; staff read sales in the back-office
  if (user.cliente) {
    return route.access === 'cliente' && !MINHA_AREA.has(route.name) ? pass : redirectTo(pathTo('portal'));
  }
  if (route.layout === 'portal') return redirectTo(pathTo('home'));
  const restriction = restrictionOf(route.name);
  if (restriction && !canReachRestrictedRoute(user, restriction)) return forbidden;
  return pass;
}

import type { FastifyRequest } from 'fastify';

/**
 * Whether a request is for the API, by the route the router matched (`/%61pi/logout/` matches
 * `/api/logout/`), or for an unmatched one by its decoded path: the CSRF check, the session and the
 * access rule can never be skipped by spelling the path another way.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route !== undefined) return route.startsWith('/api');
  const rawPath = request.url.split('?')[0] ?? '';
  let decoded = rawPath;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    // a malformed escape: judged by the raw path
  }
  return /^\/+api(\/|$)/i.test(decoded);
}

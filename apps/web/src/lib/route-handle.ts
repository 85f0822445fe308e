import { useMatches } from 'react-router';
import type { RouteName } from '../config/routes.ts';

/** Attached to every page route, so the shell and the pages know which route is open. */
export type RouteHandle = { name: RouteName; title: string; menu?: string };

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'name' in handle && 'title' in handle;
}

/** Handle of the deepest matched page route. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}

import { useMatches } from 'react-router';
import type { RouteDef } from '../route-table';
import type { RouteHandle } from '../router';

const hasDef = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && 'def' in handle && typeof (handle as RouteHandle).def === 'object';

/** The route-table entry of the deepest matched route, if any. */
export function useCurrentRoute(): RouteDef | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (hasDef(handle)) return handle.def;
  }
  return null;
}

import type { RouteDef, RouteName } from './route-table';

/**
 * Links and breadcrumbs by route name. The table registers itself here when
 * it loads, instead of screens importing route-table/: the table imports
 * every screen (lazily) and screens link to routes, so a direct import would
 * close an import cycle.
 */
let byName: ReadonlyMap<RouteName, RouteDef> | null = null;

export function registerRoutes(table: readonly RouteDef[]) {
  const map = new Map<RouteName, RouteDef>();
  // Names are unique (route-table.test.ts); were one repeated, its first row would win.
  for (const route of table) if (!map.has(route.name)) map.set(route.name, route);
  byName = map;
}

function lookup(name: RouteName): RouteDef | undefined {
  if (!byName) throw new Error('route-table/ has not been loaded: import it (router.tsx does) before linking to routes');
  return byName.get(name);
}

/** The path of a named route: the target of links and breadcrumbs. */
export const pathOf = (name: RouteName): string => lookup(name)?.path ?? '/';

/** Breadcrumb chain from home to the route (names), parents first. */
export function ancestry(def: RouteDef): RouteDef[] {
  const chain: RouteDef[] = [];
  let parent = def.parent ? lookup(def.parent) : undefined;
  while (parent && !chain.includes(parent)) {
    chain.unshift(parent);
    parent = parent.parent ? lookup(parent.parent) : undefined;
  }
  return chain;
}

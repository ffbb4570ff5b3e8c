import type { Endpoint } from './endpoint';

type Group = Readonly<Record<string, Endpoint>>;

type KeysOf<G extends readonly Group[]> = G extends readonly [infer H extends Group, ...infer T extends readonly Group[]]
  ? keyof H | KeysOf<T>
  : never;

/** Names declared by more than one group of the tuple `G`. */
export type RepeatedNames<G extends readonly Group[]> = G extends readonly [
  infer H extends Group,
  ...infer T extends readonly Group[],
]
  ? (keyof H & KeysOf<T>) | RepeatedNames<T>
  : never;

type Merged<G extends readonly Group[]> = G extends readonly [infer H extends Group, ...infer T extends readonly Group[]]
  ? H & Merged<T>
  : unknown;

type Flat<T> = { [K in keyof T]: T[K] };

/**
 * The route Fastify matches for an endpoint: routing ignores case and the
 * names of path parameters, so `/api/A/x/:id` and `/api/a/X/:url` collide.
 */
export const routeKey = (e: Pick<Endpoint, 'method' | 'path'>): string =>
  `${e.method} ${e.path.toLowerCase().replace(/:[a-z0-9_]+/g, ':')}`;

/**
 * Every group of endpoints in one map keyed by name. Object spreads would let a
 * repeated name silently replace an endpoint, so a repeated name fails the type
 * check (when the groups are literal) and, like a repeated route, throws.
 */
export function mergeEndpointGroups<const G extends readonly Group[]>(
  ...groups: G & ([RepeatedNames<G>] extends [never] ? unknown : { repeatedEndpointNames: RepeatedNames<G> })
): Flat<Merged<G>> {
  const byName: Record<string, Endpoint> = {};
  const byRoute = new Map<string, string>();
  for (const group of groups as readonly Group[]) {
    for (const [name, endpoint] of Object.entries(group)) {
      if (name in byName) throw new Error(`Endpoint name declared twice: ${name}`);
      const route = routeKey(endpoint);
      const other = byRoute.get(route);
      if (other) throw new Error(`Endpoints ${other} and ${name} share the route ${route}`);
      byName[name] = endpoint;
      byRoute.set(route, name);
    }
  }
  return byName as Flat<Merged<G>>;
}
